// A post's category as a small label.
export function CategoryLabel({ category, tone = "light" }: { category: string; tone?: "light" | "dark" }) {
  const colours = tone === "dark" ? "bg-white/15 text-brand-50 ring-1 ring-white/25" : "bg-brand-100 text-brand-900";
  return <span className={`inline-flex rounded-full px-3 py-1 text-xs font-semibold tracking-wide uppercase ${colours}`}>{category}</span>;
}
