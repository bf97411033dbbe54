// Newer and older pages of the blog list, as links that keep the search and work without JavaScript.
import { Link } from "../../components/locale-link.tsx";
import { useT } from "../../i18n/use-t.ts";
import { listSearch, type ListFilters } from "./list-filters.ts";

const linkClass = "rounded-full px-4 py-2 font-semibold text-brand-800 ring-1 ring-brand-700 hover:bg-brand-50";

export function ListPager({ filters, pages }: { filters: ListFilters; pages: number }) {
  const t = useT();
  if (pages <= 1) return null;
  const { page } = filters;
  const to = (n: number) => `/blog${listSearch({ ...filters, page: n })}`;
  return (
    <nav aria-label={t("blog.pager.label")} className="mt-12 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={to(Math.min(page - 1, pages))} className={linkClass}>
          <span aria-hidden="true">← </span>
          {t("blog.pager.newer")}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-stone-600">{t("blog.pager.status", { page, pages })}</p>
      {page < pages ? (
        <Link to={to(page + 1)} className={linkClass}>
          {t("blog.pager.older")}
          <span aria-hidden="true"> →</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
