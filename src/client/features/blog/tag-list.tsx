// A post's tags as small labels.
export function TagList({ tags, className = "" }: { tags: string[]; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label="Tags" className={`flex flex-wrap gap-2 ${className}`}>
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-soil-100 px-3 py-1 text-xs font-medium text-soil-800">
          {tag}
        </li>
      ))}
    </ul>
  );
}
