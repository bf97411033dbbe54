// The blog list's search box and category dropdown. A plain GET form, so the server renders the result without
// JavaScript; with it, a new category shows at once and the address leaves out empty fields.
import { useState, type FormEvent } from "react";
import { useLocaleNavigate, useLocalisedPath } from "../../components/locale-link.tsx";
import { BLOG_LIMITS, blogCategories } from "../../../shared/schemas/blog-fields.ts";
import { Button } from "../../components/ui/button.tsx";
import { useT } from "../../i18n/use-t.ts";
import { categoryNames } from "./category-names.ts";
import { listSearch, type ListFilters } from "./list-filters.ts";

type SearchFields = Pick<ListFilters, "q" | "category">;

export function BlogSearch({ filters }: { filters: SearchFields }) {
  const t = useT();
  const localised = useLocalisedPath();
  const navigate = useLocaleNavigate();
  const [fields, setFields] = useState<SearchFields>(filters);
  // Follow the address when it changes from outside the form (Back, a link), keeping what is being typed otherwise.
  const [shown, setShown] = useState(filters);
  if (shown.q !== filters.q || shown.category !== filters.category) {
    setShown(filters);
    setFields(filters);
  }

  const go = (next: SearchFields) => navigate(`/blog${listSearch({ q: next.q.trim(), category: next.category })}`);
  // What the form holds, not the state: the box may have been typed into before the island woke (it wakes as the
  // visitor first acts, app/island-wake.ts), and React leaves that text in the box without telling the state.
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    void go({ q: String(form.get("q") ?? ""), category: (form.get("category") ?? "") as SearchFields["category"] });
  };

  return (
    <form
      method="get"
      action={localised("/blog")}
      role="search"
      aria-label={t("blog.search.label")}
      onSubmit={onSubmit}
      className="grid gap-4 rounded-2xl bg-brand-50 p-5 sm:grid-cols-[minmax(0,1fr)_14rem_auto] sm:items-end"
    >
      <div>
        <label htmlFor="blog-search" className="field-label">
          {t("blog.search.field")}
        </label>
        <input
          id="blog-search"
          type="search"
          name="q"
          value={fields.q}
          maxLength={BLOG_LIMITS.searchMax}
          placeholder={t("blog.search.placeholder")}
          onChange={(e) => setFields({ ...fields, q: e.target.value })}
          className="field-input"
        />
      </div>
      <div>
        <label htmlFor="blog-category" className="field-label">
          {t("blog.search.category")}
        </label>
        <select
          id="blog-category"
          name="category"
          value={fields.category}
          onChange={(e) => {
            const next = { ...fields, category: e.target.value as SearchFields["category"] };
            setFields(next);
            void go(next);
          }}
          className="field-input"
        >
          <option value="">{t("blog.search.all")}</option>
          {blogCategories.map((c) => (
            <option key={c} value={c}>
              {t(categoryNames[c])}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit">{t("blog.search.submit")}</Button>
    </form>
  );
}
