// The widget's one way of showing what went wrong with the visitor's last step: read out at once, in the widget's red.
import type { ReactNode } from "react";

/** `className` places it (a margin above or below). */
export function WidgetProblem({ children, className }: { children: ReactNode; className: string }) {
  return (
    <p role="alert" className={`${className} text-sm font-medium text-red-700`}>
      {children}
    </p>
  );
}
