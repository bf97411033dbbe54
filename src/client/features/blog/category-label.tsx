// A post's category as a small label, named in the page's language.
import type { BlogCategory } from "../../../shared/schemas/blog-fields.ts";
import { useT } from "../../i18n/use-t.ts";
import { categoryNames } from "./category-names.ts";

export function CategoryLabel({ category, tone = "light" }: { category: BlogCategory; tone?: "light" | "dark" }) {
  const t = useT();
  const colours = tone === "dark" ? "bg-white/15 text-brand-50 ring-1 ring-white/25" : "bg-brand-100 text-brand-900";
  return <span className={`inline-flex rounded-full px-3 py-1 text-xs font-semibold tracking-wide uppercase ${colours}`}>{t(categoryNames[category])}</span>;
}
