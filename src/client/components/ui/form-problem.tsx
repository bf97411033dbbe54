// Why a form or dialog could not do what was asked, in the admin's red box, read out as soon as it appears.
import type { ReactNode } from "react";

/** `className` adds placement (a margin, a grid span) to the box. */
export function FormProblem({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <p role="alert" className={`rounded-lg bg-red-50 p-3 text-sm text-red-800 ${className}`.trim()}>
      {children}
    </p>
  );
}
