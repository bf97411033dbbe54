// Blog list (spec 2.15): published posts from the database, searched by title or excerpt and filtered by category.
// The search travels in the address, so the server renders the filtered list and it works before JavaScript loads.
import { useLoaderData, useNavigation, type LoaderFunctionArgs } from "react-router";
import { Link } from "../../components/locale-link.tsx";
import { BLOG_API } from "../../../shared/schemas/blog-fields.ts";
import type { BlogPostPage } from "../../../shared/schemas/blog.ts";
import { loadApi } from "../../app/api-data.ts";
import { BlogBand } from "./blog-band.tsx";
import { BlogSearch } from "./blog-search.tsx";
import { listSearch, readListFilters, type ListFilters } from "./list-filters.ts";
import { ListPager } from "./list-pager.tsx";
import { PostCard } from "./post-card.tsx";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const filters = readListFilters(new URL(request.url).searchParams);
  const page = await loadApi<BlogPostPage>(`${BLOG_API.posts}${listSearch(filters)}`, context);
  return { ...page, filters };
}

function countText(total: number, { q, category }: ListFilters): string {
  const count = `${total} article${total === 1 ? "" : "s"}`;
  if (!q && !category) return count;
  return `${count} found${q ? ` for “${q}”` : ""}${category ? ` in ${category}` : ""}`;
}

function EmptyState({ filters, total }: { filters: ListFilters; total: number }) {
  const [title, text, link, label] =
    total > 0
      ? [`There is no page ${filters.page}.`, "The list is shorter than that.", `/blog${listSearch({ ...filters, page: 1 })}`, "Go to the first page"]
      : filters.q || filters.category
        ? ["No articles match your search.", "Try other words, or look in all categories.", "/blog", "Show all articles"]
        : ["No articles yet.", "Our first articles are on their way. Meanwhile, the Resources page has free guides.", "/resources", "Browse resources"];
  return (
    <div className="rounded-2xl border border-dashed border-stone-300 px-6 py-12 text-center">
      <p className="heading-3">{title}</p>
      <p className="mt-2 text-stone-600">{text}</p>
      <Link to={link} className="mt-5 inline-block font-semibold text-brand-800 underline underline-offset-4">
        {label}
      </Link>
    </div>
  );
}

export default function BlogListPage() {
  const { posts, total, pageSize, filters } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/blog";
  const pages = Math.ceil(total / pageSize);

  return (
    <>
      <BlogBand title="Stories From the Soil">
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-brand-50">
          Soil science, organic farming, farm technology and the farmers who changed their harvest by testing their soil.
        </p>
      </BlogBand>
      <section aria-label="Articles" className="bg-white py-10 sm:py-14">
        <div className="container-page">
          <BlogSearch filters={filters} />
          <p aria-live="polite" className="mt-6 text-stone-600">
            {countText(total, filters)}
          </p>
          <div aria-busy={loading} className={`mt-6 transition-opacity ${loading ? "opacity-60" : ""}`}>
            {posts.length === 0 ? (
              <EmptyState filters={filters} total={total} />
            ) : (
              <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
                {posts.map((post) => (
                  <li key={post.id} className="flex">
                    <PostCard post={post} />
                  </li>
                ))}
              </ul>
            )}
          </div>
          <ListPager filters={filters} pages={pages} />
          <p className="mt-12 text-sm text-stone-600">
            New articles by RSS:{" "}
            <a href="/blog/rss.xml" className="font-medium text-brand-800 underline underline-offset-4">
              subscribe to the feed
            </a>
          </p>
        </div>
      </section>
    </>
  );
}
