// A post's status as a coloured label.
import type { BlogStatus } from "../../../../shared/schemas/blog-fields.ts";

export const postStatusLabels: Record<BlogStatus, string> = { draft: "Draft", scheduled: "Scheduled", published: "Published" };

const colours: Record<BlogStatus, string> = {
  draft: "bg-stone-200 text-stone-800",
  scheduled: "bg-amber-100 text-amber-900",
  published: "bg-brand-100 text-brand-900",
};

export function PostStatusBadge({ status }: { status: BlogStatus }) {
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${colours[status]}`}>{postStatusLabels[status]}</span>;
}
