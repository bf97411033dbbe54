// The blog list's search, category and page as they travel in the address (?q=&category=&page=).
import { BLOG_LIMITS, blogCategories, type BlogCategory } from "../../../shared/schemas/blog-fields.ts";

export interface ListFilters {
  q: string;
  category: BlogCategory | "";
  page: number;
}

/** The highest page the API accepts. */
const LAST_PAGE = 100_000;

/** Reads the address leniently: a typed-in bad value means "no filter", never an error page. */
export function readListFilters(params: URLSearchParams): ListFilters {
  const q = (params.get("q") ?? "").trim().slice(0, BLOG_LIMITS.searchMax);
  const asked = params.get("category") ?? "";
  const category = (blogCategories as readonly string[]).includes(asked) ? (asked as BlogCategory) : "";
  const page = Math.min(LAST_PAGE, Math.max(1, Math.floor(Number(params.get("page"))) || 1));
  return { q, category, page };
}

/** "?q=zinc&category=Soil+Science&page=2", leaving out what is empty or the first page. */
export function listSearch(f: Partial<ListFilters>): string {
  const params = new URLSearchParams();
  if (f.q) params.set("q", f.q);
  if (f.category) params.set("category", f.category);
  if (f.page && f.page > 1) params.set("page", String(f.page));
  const s = params.toString();
  return s ? `?${s}` : "";
}
