// One post in the blog list: picture, category, title, date, author and reading time, excerpt, tags and 'Read More'.
import { Link } from "../../components/locale-link.tsx";
import type { BlogPostSummary } from "../../../shared/schemas/blog.ts";
import { useT } from "../../i18n/use-t.ts";
import { CategoryLabel } from "./category-label.tsx";
import { CoverPicture } from "./cover-picture.tsx";
import { postDate, usePostMeta } from "./post-date.ts";
import { TagList } from "./tag-list.tsx";

/** `first`: the list's first card, whose picture is often the largest thing on a phone's first screen, loads at once. */
export function PostCard({ post, first = false }: { post: BlogPostSummary; first?: boolean }) {
  const t = useT();
  const meta = usePostMeta();
  const href = `/blog/${post.slug}`;
  const date = postDate(post);
  return (
    <article className="card flex flex-col overflow-hidden p-0">
      {post.image_url && (
        <CoverPicture
          src={post.image_url}
          sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
          loading={first ? "eager" : "lazy"}
          fetchPriority={first ? "high" : undefined}
          className="aspect-video w-full bg-brand-50 object-cover"
        />
      )}
      <div className="flex flex-1 flex-col p-6">
        <div>
          <CategoryLabel category={post.category} />
        </div>
        <h2 className="heading-3 mt-3 leading-snug">
          <Link to={href} className="text-stone-900 hover:text-brand-800 hover:underline">
            {post.title}
          </Link>
        </h2>
        <p className="mt-2 text-sm text-stone-600">
          <time dateTime={date}>{meta.date(date)}</time> · {post.author} · {meta.readingTime(post.reading_minutes)}
        </p>
        <p className="mt-3 flex-1 leading-relaxed text-stone-700">{post.excerpt}</p>
        <TagList tags={post.tags} className="mt-4" />
        <Link to={href} className="mt-5 inline-flex items-center gap-1 self-start font-semibold text-brand-800 hover:underline">
          {t("blog.card.readMore")}
          <span className="sr-only">: {post.title}</span>
          <span aria-hidden="true">→</span>
        </Link>
      </div>
    </article>
  );
}
