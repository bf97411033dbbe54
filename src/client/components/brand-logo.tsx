// The brand mark: a sprouting leaf over a line of soil, with the brand name.
import { useSiteConfig } from "../app/site-config.tsx";

/** `nameClassName` colours the name instead of `tone`, for a place whose background changes (the site header). */
export function BrandLogo({ tone = "dark", nameClassName }: { tone?: "dark" | "light"; nameClassName?: string }) {
  const { brand } = useSiteConfig();
  return (
    <span className="inline-flex items-center gap-2">
      <svg width="36" height="36" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="#166534" />
        <path d="M32 50c-9-6-14-13-14-21 7 0 11 3 14 8 3-9 9-15 18-16 0 14-6 24-18 29z" fill="#86efac" />
        <path d="M10 52h44" stroke="#c98f54" strokeWidth="5" strokeLinecap="round" />
      </svg>
      <span className={`text-xl font-extrabold tracking-tight ${nameClassName ?? (tone === "light" ? "text-white" : "text-brand-900")}`}>{brand}</span>
    </span>
  );
}
