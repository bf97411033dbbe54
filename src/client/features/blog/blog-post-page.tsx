// Blog post (spec 2.15): the published post of the address's slug, rendered on the server from the database. An unknown
// or unpublished slug makes the loader throw a 404, which shows the not-found page with status 404. A post is written
// in one language: opened under another language's prefix (/hi/blog/an-english-post), it redirects to its own address.
import { redirectDocument, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { Link } from "../../components/locale-link.tsx";
import { localeOfPath } from "../../../shared/locales.ts";
import { BLOG_API, blogLanguageOf, blogPostPath } from "../../../shared/schemas/blog-fields.ts";
import type { BlogPost } from "../../../shared/schemas/blog.ts";
import { loadApi } from "../../app/api-data.ts";
import { useT } from "../../i18n/use-t.ts";
import { ArticleBody } from "./article-body.tsx";
import { BlogBand } from "./blog-band.tsx";
import { CategoryLabel } from "./category-label.tsx";
import { CoverPicture } from "./cover-picture.tsx";
import { postDate, usePostMeta } from "./post-date.ts";
import { ShareButton } from "./share-button.tsx";
import { TagList } from "./tag-list.tsx";
import { Island } from "../../app/island.tsx";

/** Returns `{ post }`: the route's handle reads post.title and post.excerpt for the page head. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const result = await loadApi<{ post: BlogPost }>(`${BLOG_API.posts}/${encodeURIComponent(params.slug ?? "")}`, context);
  if (result.post.language !== blogLanguageOf(localeOfPath(new URL(request.url).pathname))) {
    // Permanent, so search engines keep only the post's own address; a whole new document in the browser, since the
    // page's language (its <html lang> and texts) is set when a document loads.
    throw redirectDocument(blogPostPath(result.post), 301);
  }
  return result;
}

const backLink = "inline-flex items-center gap-1 font-semibold";

export default function BlogPostPage() {
  const t = useT();
  const meta = usePostMeta();
  const { post } = useLoaderData<typeof loader>();
  const date = postDate(post);
  return (
    <article>
      <BlogBand
        narrow
        title={post.title}
        above={
          <Link to="/blog" className={`${backLink} mb-6 text-sm text-brand-100 hover:text-white`}>
            <span aria-hidden="true">←</span> {t("blog.post.allArticles")}
          </Link>
        }
      >
        <p className="mt-4 max-w-3xl text-lg leading-relaxed text-brand-50">{post.excerpt}</p>
        <p className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2 text-brand-50">
          <CategoryLabel category={post.category} tone="dark" />
          <span>{t("blog.post.by", { author: post.author })}</span>
          <time dateTime={date}>{meta.date(date)}</time>
          <span>{meta.readingTime(post.reading_minutes)}</span>
        </p>
      </BlogBand>
      <div className="container-page max-w-4xl py-10 sm:py-14">
        {post.image_url && (
          <CoverPicture src={post.image_url} sizes="(min-width: 56rem) 56rem, 100vw" className="mb-10 aspect-video w-full rounded-2xl bg-brand-50 object-cover" />
        )}
        <div className="mx-auto max-w-3xl">
          <ArticleBody html={post.content} />
          <footer className="mt-12 flex flex-wrap items-center justify-between gap-4 border-t border-stone-200 pt-6">
            <TagList tags={post.tags} />
            <Island name="share-button" component={ShareButton} props={{ title: post.title }} />
          </footer>
          <Link to="/blog" className={`${backLink} mt-10 text-brand-800 hover:underline`}>
            <span aria-hidden="true">←</span> {t("blog.post.backToAll")}
          </Link>
        </div>
      </div>
    </article>
  );
}
