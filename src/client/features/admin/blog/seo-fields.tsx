// What search engines and link previews show of the post: a title, a description and a picture, each left empty to use
// the post's own (its title, excerpt and cover), with a preview of the search result as it would read.
import { useState } from "react";
import { BLOG_LIMITS, postSeo } from "../../../../shared/schemas/blog-fields.ts";
import { Button } from "../../../components/ui/button.tsx";
import { EditorField } from "./editor-field.tsx";
import { PictureDialog } from "./picture-dialog.tsx";
import type { FieldErrors, PostFormValues } from "./post-form.ts";

interface Props {
  values: PostFormValues;
  errors: FieldErrors;
  set: (field: "meta_title" | "meta_description" | "social_image_url") => (value: string) => void;
  fieldRef: (field: "meta_title" | "meta_description" | "social_image_url") => (el: HTMLElement | null) => void;
}

const count = (text: string, max: number, advice: number) => `${text.length}/${max} characters; search engines show about ${advice}.`;

export function SeoFields({ values, errors, set, fieldRef }: Props) {
  const [choosing, setChoosing] = useState(false);
  const seo = postSeo({
    title: values.title,
    excerpt: values.excerpt,
    image_url: values.image_url || null,
    meta_title: values.meta_title || null,
    meta_description: values.meta_description || null,
    social_image_url: values.social_image_url || null,
  });
  return (
    <section aria-labelledby="seo-heading" className="card space-y-5">
      <div>
        <h2 id="seo-heading" className="heading-3">
          Search and sharing
        </h2>
        <p className="mt-1 text-sm text-stone-600">Leave a field empty to use the post’s own title, excerpt or picture.</p>
      </div>
      <EditorField label="Meta title" error={errors.meta_title} hint={count(values.meta_title, BLOG_LIMITS.metaTitleMax, 60)}>
        {(c) => (
          <input {...c} ref={fieldRef("meta_title")} className="field-input" value={values.meta_title} placeholder={values.title} maxLength={BLOG_LIMITS.metaTitleMax} onChange={(e) => set("meta_title")(e.target.value)} />
        )}
      </EditorField>
      <EditorField label="Meta description" error={errors.meta_description} hint={count(values.meta_description, BLOG_LIMITS.metaDescriptionMax, 155)}>
        {(c) => (
          <textarea
            {...c}
            ref={fieldRef("meta_description")}
            rows={2}
            className="field-input"
            value={values.meta_description}
            placeholder={values.excerpt}
            maxLength={BLOG_LIMITS.metaDescriptionMax}
            onChange={(e) => set("meta_description")(e.target.value)}
          />
        )}
      </EditorField>
      <div ref={fieldRef("social_image_url")} tabIndex={-1}>
        <p className="field-label">Social image</p>
        <div className="flex flex-wrap items-center gap-3">
          {seo.image ? (
            <img src={seo.image} alt="" width={160} height={90} className="aspect-video w-40 rounded-lg bg-stone-100 object-cover" />
          ) : (
            <span className="flex aspect-video w-40 items-center justify-center rounded-lg bg-stone-100 text-sm text-stone-600">The site’s picture</span>
          )}
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => setChoosing(true)}>
              Choose a Social Image
            </Button>
            {values.social_image_url && (
              <Button variant="ghost" size="sm" onClick={() => set("social_image_url")("")}>
                Use the Cover Picture
              </Button>
            )}
          </div>
        </div>
        <p className="mt-1.5 text-sm text-stone-600">{values.social_image_url ? "Shown when the post is shared." : "The cover picture is shown when the post is shared."}</p>
        {errors.social_image_url && <p className="field-error">{errors.social_image_url}</p>}
      </div>
      <div aria-label="Search result preview" role="group" className="rounded-lg border border-stone-200 bg-stone-50 p-4">
        <p className="text-xs text-stone-600">Search result preview</p>
        <p className="mt-1 truncate text-lg text-blue-800">{seo.title || "Post title"}</p>
        <p className="line-clamp-2 text-sm text-stone-700">{seo.description || "The excerpt or meta description."}</p>
      </div>
      {choosing && (
        <PictureDialog
          open
          withAlt={false}
          title="Choose a social image"
          onClose={() => setChoosing(false)}
          onChoose={(upload) => {
            setChoosing(false);
            set("social_image_url")(upload.url);
          }}
        />
      )}
    </section>
  );
}
