// The post editor: every field of a post with its validation message, the body in the visual editor (or its HTML),
// search and sharing fields, Save draft / Publish / Schedule / Unpublish, the revisions with restore, and a warning
// before unsaved changes are lost.
import { languageLabel } from "../../../../shared/locales.ts";
import { useRef, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { BLOG_LIMITS, blogCategories, blogLanguages, blogPostPath, previewScreenPath, slugify, type BlogStatus } from "../../../../shared/schemas/blog-fields.ts";
import type { BlogPost } from "../../../../shared/schemas/blog.ts";
import { Button } from "../../../components/ui/button.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useAuthSession } from "../../../lib/use-auth-session.ts";
import { formatDateTime } from "../data/format.ts";
import { createPost, savePost } from "./blog-admin-api.ts";
import { ContentEditor } from "./content-editor.tsx";
import type { FocusHandle } from "./rich-editor.tsx";
import { RevisionsPanel } from "./revisions-panel.tsx";
import { SeoFields } from "./seo-fields.tsx";
import { EditorField } from "./editor-field.tsx";
import { ImagePicker } from "./image-picker.tsx";
import { PostStatusBadge } from "./post-status-badge.tsx";
import { checkPost, emptyPost, FIELD_ORDER, localDateTime, sameValues, valuesOf, type FieldErrors, type PostField, type PostFormValues } from "./post-form.ts";
import { LeaveDialog, useUnsavedChanges } from "./unsaved-changes.tsx";

/** What the editor says after a save, by the post's status before and after. */
export function savedNotice(before: BlogStatus | undefined, after: BlogStatus, publishAt?: string | null): string {
  if (after === "scheduled") {
    const at = publishAt ? formatDateTime(publishAt) : "its time";
    return `Scheduled. The post goes live on ${at} by itself; until then it stays off the blog.`;
  }
  if (after === "draft") {
    if (before === "scheduled") return "Unscheduled. The post is a draft again.";
    if (before === "published") return "Unpublished. The post is a draft again and no longer on the blog.";
    return before ? "Draft saved." : "Draft saved. It stays off the blog until you publish it.";
  }
  return before === "published" ? "Changes saved. They are live on the blog." : "Published. The post is now on the blog.";
}

/** Server refusals that belong to one field. */
const FIELD_OF_CODE: Record<string, PostField> = { slug_taken: "slug", content_empty: "content" };


const counter = (text: string, max: number) => `${text.length}/${max}`;

export function PostEditor({ post, notice: initialNotice }: { post?: BlogPost; notice?: string }) {
  const { session } = useAuthSession();
  const navigate = useNavigate();
  const [saved, setSaved] = useState(post);
  const [values, setValues] = useState<PostFormValues>(() => (post ? valuesOf(post) : emptyPost(session?.user.name ?? "")));
  const [baseline, setBaseline] = useState(values);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState<BlogStatus | null>(null);
  const [notice, setNotice] = useState(initialNotice);
  const [failure, setFailure] = useState<string>();
  const fieldRefs = useRef<Partial<Record<PostField, HTMLElement | null>>>({});
  const contentRef = useRef<FocusHandle>(null);
  // A restore replaces the body: the editor opens it afresh.
  const [generation, setGeneration] = useState(0);

  const dirty = !sameValues(values, baseline);
  const { blocker, allowNextNavigation } = useUnsavedChanges(dirty && busy === null);
  const status = saved?.status ?? "draft";
  const published = status === "published";
  const scheduled = status === "scheduled";

  const set = (field: PostField) => (value: string) => {
    if (field === "publish_at" || errors.publish_at) setErrors((e) => ({ ...e, publish_at: undefined }));
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const refFor = (field: PostField) => (el: HTMLElement | null) => {
    fieldRefs.current[field] = el;
  };
  const focusField = (field: PostField) => (field === "content" ? contentRef.current : fieldRefs.current[field])?.focus();

  async function save(next: BlogStatus) {
    setNotice(undefined);
    setFailure(undefined);
    const checked = checkPost(values, next);
    if (checked.errors) {
      setErrors(checked.errors);
      const count = Object.keys(checked.errors).length;
      setFailure(`Please correct ${count === 1 ? "the field" : `the ${count} fields`} marked below.`);
      focusField(FIELD_ORDER.find((f) => checked.errors[f])!);
      return;
    }
    setErrors({});
    setBusy(next);
    try {
      const result = saved ? (await savePost(saved.id, checked.input)).post : (await createPost(checked.input)).post;
      const message = savedNotice(saved?.status, result.status, result.publish_at);
      if (!saved) {
        allowNextNavigation();
        navigate(`/admin/blog/edit/${result.id}`, { replace: true, state: { notice: message } });
        return;
      }
      const stored = valuesOf(result);
      setSaved(result);
      setValues(stored);
      setBaseline(stored);
      setNotice(message);
    } catch (err) {
      console.error(err);
      const apiError = err instanceof ApiError ? err : undefined;
      const field = apiError?.code ? FIELD_OF_CODE[apiError.code] : undefined;
      if (field) {
        setErrors({ [field]: apiError!.message });
        focusField(field);
      }
      setFailure(`The post could not be saved: ${(err as Error).message}`);
    } finally {
      setBusy(null);
    }
  }

  function restored(post: BlogPost) {
    const stored = valuesOf(post);
    setSaved(post);
    setValues(stored);
    setBaseline(stored);
    setErrors({});
    setGeneration((g) => g + 1);
    setNotice(`Restored. The chosen version is now the current one${post.status === "published" ? ", live on the blog" : ""}.`);
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void save(status);
  };

  /** The address the post has (or will have) on its language's blog, up to the slug. */
  const blogPath = blogPostPath({ language: values.language, slug: "" });
  const slugHint = values.slug
    ? published
      ? "The post's address. Changing it breaks links to the post that people have already shared."
      : "The post's address: lower-case letters, digits and hyphens."
    : `Leave empty to make it from the title: ${blogPath}${slugify(values.title || "your-title")}`;

  return (
    <div className="space-y-6 pb-4">
      <Link to="/admin/blog" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline">
        <span aria-hidden="true">←</span> All posts
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="heading-2">{saved ? "Edit Post" : "New Post"}</h1>
          {saved && <PostStatusBadge status={status} />}
        </div>
        {saved && (
          <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
            {/* The saved post in the site's own page, a draft too, for signed-in editors only (issue 30). */}
            <Link to={previewScreenPath(saved.id)} target="_blank" className="font-semibold text-brand-800 hover:underline" title={dirty ? "Shows the last saved version" : undefined}>
              Preview<span className="sr-only"> (opens in a new tab{dirty ? "; shows the last saved version" : ""})</span> <span aria-hidden="true">↗</span>
            </Link>
            {published && (
              // A whole page load: the public site sets its language (English or Hindi) when a document loads.
              <Link to={blogPostPath(saved)} reloadDocument className="font-semibold text-brand-800 hover:underline">
                View on the blog <span aria-hidden="true">→</span>
              </Link>
            )}
          </div>
        )}
      </div>

      <div aria-live="polite">
        {notice && <p className="rounded-lg bg-brand-50 p-4 text-brand-900">{notice}</p>}
      </div>
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {failure}
        </p>
      )}

      <form onSubmit={onSubmit} noValidate aria-label={saved ? "Edit post" : "New post"} className="space-y-6">
        <div className="card grid gap-5 md:grid-cols-2">
          <EditorField label="Title" error={errors.title} hint={counter(values.title, BLOG_LIMITS.titleMax)} className="md:col-span-2">
            {(c) => <input {...c} ref={refFor("title")} className="field-input text-lg font-semibold" value={values.title} onChange={(e) => set("title")(e.target.value)} maxLength={BLOG_LIMITS.titleMax} required />}
          </EditorField>
          <EditorField label="Slug" error={errors.slug} hint={slugHint} className="md:col-span-2">
            {(c) => (
              <div className="flex items-stretch">
                <span className="inline-flex items-center rounded-l-lg border border-r-0 border-stone-300 bg-stone-50 px-3 text-sm text-stone-600" aria-hidden="true">
                  {blogPath}
                </span>
                <input
                  {...c}
                  ref={refFor("slug")}
                  className="field-input rounded-l-none"
                  value={values.slug}
                  onChange={(e) => set("slug")(e.target.value)}
                  onBlur={(e) => e.target.value.trim() && set("slug")(slugify(e.target.value))}
                  maxLength={BLOG_LIMITS.slugMax}
                  spellCheck={false}
                />
              </div>
            )}
          </EditorField>
          <EditorField
            label="Excerpt"
            error={errors.excerpt}
            hint={`Shown on the blog list and in search results. ${counter(values.excerpt, BLOG_LIMITS.excerptMax)}`}
            className="md:col-span-2"
          >
            {(c) => <textarea {...c} ref={refFor("excerpt")} rows={3} className="field-input" value={values.excerpt} onChange={(e) => set("excerpt")(e.target.value)} maxLength={BLOG_LIMITS.excerptMax} required />}
          </EditorField>
          <EditorField label="Author" error={errors.author} hint="Shown on the post as its author.">
            {(c) => <input {...c} ref={refFor("author")} className="field-input" value={values.author} onChange={(e) => set("author")(e.target.value)} maxLength={BLOG_LIMITS.authorMax} required />}
          </EditorField>
          <EditorField label="Category" error={errors.category}>
            {(c) => (
              <select {...c} ref={refFor("category")} className="field-input" value={values.category} onChange={(e) => set("category")(e.target.value)} required>
                <option value="">Choose a category</option>
                {blogCategories.map((cat) => (
                  <option key={cat} value={cat}>
                    {cat}
                  </option>
                ))}
              </select>
            )}
          </EditorField>
          <EditorField
            label="Language"
            error={errors.language}
            hint={published ? "The blog the post is on. Changing it moves the post to the other language's blog." : "The post is listed on this language's blog only."}
          >
            {(c) => (
              <select {...c} ref={refFor("language")} className="field-input" value={values.language} onChange={(e) => set("language")(e.target.value)}>
                {blogLanguages.map((l) => (
                  <option key={l} value={l}>
                    {languageLabel(l)}
                  </option>
                ))}
              </select>
            )}
          </EditorField>
          <EditorField label="Tags" error={errors.tags} hint={`Separated by commas, at most ${BLOG_LIMITS.tagsMax}: zinc, paddy, Karnataka`}>
            {(c) => <input {...c} ref={refFor("tags")} className="field-input" value={values.tags} onChange={(e) => set("tags")(e.target.value)} />}
          </EditorField>
        </div>

        <div className="card" ref={refFor("image_url")} tabIndex={-1}>
          <ImagePicker value={values.image_url} onChange={set("image_url")} error={errors.image_url} />
        </div>

        <div className="card">
          <EditorField
            label="Content"
            error={errors.content}
            hint="Headings, lists, quotes, links, pictures and cards linking to pages of this site. The HTML button shows the HTML for the rare case the editor cannot do; scripts, styles and anything else unsafe are removed when the post is saved."
          >
            {(c) => <ContentEditor key={generation} value={values.content} onChange={set("content")} control={c} labelId={`${c.id}-label`} handle={contentRef} />}
          </EditorField>
        </div>

        <SeoFields values={values} errors={errors} set={set} fieldRef={refFor} />

        <section aria-labelledby="schedule-heading" className="card space-y-4">
          <div>
            <h2 id="schedule-heading" className="heading-3">
              Schedule
            </h2>
            <p className="mt-1 text-sm text-stone-600">
              {published
                ? "The post is live. Unpublish it to schedule it again."
                : "Choose when the post goes live; it appears on the blog at that time by itself, with no one signed in."}
            </p>
          </div>
          {!published && (
            <div className="flex flex-wrap items-end gap-3">
              <EditorField label="Publish on" error={errors.publish_at} hint="Your time zone." className="min-w-60">
                {(c) => (
                  <input
                    {...c}
                    ref={refFor("publish_at")}
                    type="datetime-local"
                    className="field-input"
                    value={values.publish_at}
                    min={localDateTime(new Date().toISOString())}
                    onChange={(e) => set("publish_at")(e.target.value)}
                  />
                )}
              </EditorField>
              <Button variant="outline" size="sm" disabled={busy !== null} onClick={() => void save("scheduled")} className="mb-7">
                {busy === "scheduled" ? "Scheduling..." : scheduled ? "Save Schedule" : "Schedule"}
              </Button>
            </div>
          )}
        </section>

        <div className="sticky bottom-0 z-10 -mx-4 flex items-center justify-between gap-3 border-t border-stone-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:shadow-md">
          <p className="text-xs text-stone-600 sm:text-sm">{dirty ? "Unsaved changes" : saved ? "All changes saved" : "Not saved yet"}</p>
          <div className="flex shrink-0 gap-2">
            {published ? (
              <>
                <Button variant="outline" size="sm" disabled={busy !== null} onClick={() => void save("draft")}>
                  {busy === "draft" ? "Unpublishing..." : "Unpublish"}
                </Button>
                <Button type="submit" size="sm" disabled={busy !== null}>
                  {busy === "published" ? "Saving..." : "Save Changes"}
                </Button>
              </>
            ) : scheduled ? (
              <>
                <Button variant="outline" size="sm" disabled={busy !== null} onClick={() => void save("draft")}>
                  {busy === "draft" ? "Unscheduling..." : "Unschedule"}
                </Button>
                <Button type="submit" variant="outline" size="sm" disabled={busy !== null}>
                  {busy === "scheduled" ? "Saving..." : "Save Changes"}
                </Button>
                <Button size="sm" disabled={busy !== null} onClick={() => void save("published")}>
                  {busy === "published" ? "Publishing..." : "Publish Now"}
                </Button>
              </>
            ) : (
              <>
                <Button type="submit" variant="outline" size="sm" disabled={busy !== null}>
                  {busy === "draft" ? "Saving..." : "Save Draft"}
                </Button>
                <Button size="sm" disabled={busy !== null} onClick={() => void save("published")}>
                  {busy === "published" ? "Publishing..." : "Publish"}
                </Button>
              </>
            )}
          </div>
        </div>
      </form>
      {saved && <RevisionsPanel post={saved} dirty={dirty} onRestored={restored} />}
      <LeaveDialog blocker={blocker} />
    </div>
  );
}
