// Blog list (spec 2.15): the published posts of the page's language from the database (/blog English, /hi/blog Hindi),
// searched by title or excerpt and filtered by category. The search travels in the address, so the server renders the
// filtered list and it works before JavaScript loads.
import { Trans } from "@lingui/react";
import { useLoaderData, useNavigation, type LoaderFunctionArgs } from "react-router";
import { Link, useLocalisedPath } from "../../components/locale-link.tsx";
import { localeOfPath } from "../../../shared/locales.ts";
import { BLOG_API, blogFeedPath, blogLanguageOf, type BlogLanguage } from "../../../shared/schemas/blog-fields.ts";
import type { BlogPostPage } from "../../../shared/schemas/blog.ts";
import { loadApi } from "../../app/api-data.ts";
import { useT, type Translate } from "../../i18n/use-t.ts";
import type { MessageId } from "../../i18n/ids.ts";
import { BlogBand } from "./blog-band.tsx";
import { BlogSearch } from "./blog-search.tsx";
import { categoryNames } from "./category-names.ts";
import { listSearch, readListFilters, type ListFilters } from "./list-filters.ts";
import { ListPager } from "./list-pager.tsx";
import { PostCard } from "./post-card.tsx";
import { Island } from "../../app/island.tsx";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const filters = readListFilters(url.searchParams);
  const lang: BlogLanguage = blogLanguageOf(localeOfPath(url.pathname));
  const search = new URLSearchParams(listSearch(filters));
  search.set("lang", lang);
  const page = await loadApi<BlogPostPage>(`${BLOG_API.posts}?${search}`, context);
  return { ...page, filters, lang };
}

function countText(t: Translate, total: number, { q, category }: ListFilters): string {
  const values = { total, q, category: category ? t(categoryNames[category]) : "" };
  if (q && category) return t("blog.list.foundQueryCategory", values);
  if (q) return t("blog.list.foundQuery", values);
  if (category) return t("blog.list.foundCategory", values);
  return t("blog.list.count", values);
}

function EmptyState({ filters, total }: { filters: ListFilters; total: number }) {
  const t = useT();
  const [kind, link]: [string, string] =
    total > 0 ? ["page", `/blog${listSearch({ ...filters, page: 1 })}`] : filters.q || filters.category ? ["search", "/blog"] : ["none", "/resources"];
  const text = (part: "title" | "text" | "link") => t(`blog.empty.${kind}.${part}` as MessageId, { page: filters.page });
  return (
    <div className="rounded-2xl border border-dashed border-stone-300 px-6 py-12 text-center">
      <p className="heading-3">{text("title")}</p>
      <p className="mt-2 text-stone-600">{text("text")}</p>
      <Link to={link} className="mt-5 inline-block font-semibold text-brand-800 underline underline-offset-4">
        {text("link")}
      </Link>
    </div>
  );
}

export default function BlogListPage() {
  const t = useT();
  const localised = useLocalisedPath();
  const { posts, total, pageSize, filters, lang } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === localised("/blog");
  const pages = Math.ceil(total / pageSize);

  return (
    <>
      <BlogBand title={t("blog.list.title")}>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-brand-50">{t("blog.list.intro")}</p>
      </BlogBand>
      <section aria-label={t("blog.list.region")} className="bg-white py-10 sm:py-14">
        <div className="container-page">
          <Island name="blog-search" component={BlogSearch} props={{ filters }} />
          <p aria-live="polite" className="mt-6 text-stone-600">
            {countText(t, total, filters)}
          </p>
          <div aria-busy={loading} className={`mt-6 transition-opacity ${loading ? "opacity-60" : ""}`}>
            {posts.length === 0 ? (
              <EmptyState filters={filters} total={total} />
            ) : (
              <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
                {posts.map((post, i) => (
                  <li key={post.id} className="flex">
                    <PostCard post={post} first={i === 0} />
                  </li>
                ))}
              </ul>
            )}
          </div>
          <ListPager filters={filters} pages={pages} />
          <p className="mt-12 text-sm text-stone-600">
            <Trans
              id="blog.list.rss"
              components={{ link: <a href={blogFeedPath(lang)} className="font-medium text-brand-800 underline underline-offset-4" /> }}
            />
          </p>
        </div>
      </section>
    </>
  );
}
