// Buttons and button-styled links: one look for every call to action on the site.
import type { ButtonHTMLAttributes, ReactNode } from "react";
import { type LinkProps } from "react-router";
import { Link } from "../locale-link.tsx";

export type ButtonVariant = "primary" | "secondary" | "outline" | "ghost" | "light" | "outline-light" | "danger";
export type ButtonSize = "md" | "lg" | "sm";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full text-center font-semibold transition-colors duration-200 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-harvest-400 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-700 text-white shadow-sm hover:bg-brand-800",
  secondary: "bg-harvest-400 text-stone-900 shadow-sm hover:bg-harvest-500",
  outline: "border-2 border-brand-700 text-brand-800 hover:bg-brand-50",
  ghost: "text-brand-800 hover:bg-brand-50",
  light: "bg-white text-brand-800 shadow-sm hover:bg-brand-50",
  "outline-light": "border-2 border-white/80 text-white hover:bg-white/10",
  /** A destructive action, such as confirming a deletion. */
  danger: "bg-red-700 text-white shadow-sm hover:bg-red-800",
};

const sizes: Record<ButtonSize, string> = {
  sm: "px-4 py-2 text-sm",
  md: "px-5 py-2.5 text-base",
  lg: "px-7 py-3.5 text-lg",
};

export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra = ""): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

interface StyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

export function Button({ variant, size, className, type = "button", ...rest }: StyleProps & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={buttonClass(variant, size, className)} {...rest} />;
}

/** An internal link that looks like a button. A disabled one blocks navigation. */
export function ButtonLink({
  variant,
  size,
  className,
  disabled,
  children,
  ...rest
}: StyleProps & LinkProps & { disabled?: boolean; children: ReactNode }) {
  if (disabled) {
    return (
      <span role="link" aria-disabled="true" className={buttonClass(variant, size, className)}>
        {children}
      </span>
    );
  }
  return (
    <Link className={buttonClass(variant, size, className)} {...rest}>
      {children}
    </Link>
  );
}
