// A post's tags as small labels.
import { useT } from "../../i18n/use-t.ts";

export function TagList({ tags, className = "" }: { tags: string[]; className?: string }) {
  const t = useT();
  if (tags.length === 0) return null;
  return (
    <ul aria-label={t("blog.tags")} className={`flex flex-wrap gap-2 ${className}`}>
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-soil-100 px-3 py-1 text-xs font-medium text-soil-800">
          {tag}
        </li>
      ))}
    </ul>
  );
}
