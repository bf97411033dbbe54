// Asks before a post is deleted (spec 2.17's question), then deletes it for good.
import type { BlogPostSummary } from "../../../../shared/schemas/blog.ts";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { deletePost } from "./blog-admin-api.ts";

interface Props {
  post: BlogPostSummary | null;
  onClose: () => void;
  onDeleted: (post: BlogPostSummary) => void;
}

export function DeletePostDialog({ post, onClose, onDeleted }: Props) {
  return (
    <ConfirmDialog
      open={post !== null}
      title="Delete post"
      description="Are you sure you want to delete this post?"
      confirmText="Delete Post"
      busyText="Deleting..."
      failureText="The post could not be deleted"
      onClose={onClose}
      onConfirm={async () => {
        if (!post) return;
        await deletePost(post.id);
        onDeleted(post);
      }}
    >
      <p>
        <strong className="text-stone-900">{post?.title}</strong> will be removed for good
        {post?.status === "published" ? ", and its page on the blog will stop working" : ""}. This cannot be undone.
      </p>
    </ConfirmDialog>
  );
}
