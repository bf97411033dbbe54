// A post's body: HTML the server has already sanitised (only a safe subset is ever stored), set with long-form styles.
// Used by the post page and by the editor's preview, so both look the same.

// No typography plugin in this project: styles for the plain elements the sanitiser allows (the editor uses them too).
export const articleStyles = [
  "leading-relaxed text-stone-700 break-words",
  "[&>*+*]:mt-5",
  "[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-stone-900",
  "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-stone-900",
  "[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-stone-900",
  "[&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline [&_a]:underline-offset-4 hover:[&_a]:text-brand-900",
  "[&_strong]:font-semibold [&_strong]:text-stone-900",
  "[&_ul]:list-disc [&_ol]:list-decimal [&_ul]:space-y-2 [&_ol]:space-y-2 [&_ul]:pl-6 [&_ol]:pl-6 [&_li]:pl-1",
  "[&_blockquote]:border-l-4 [&_blockquote]:border-brand-600 [&_blockquote]:bg-brand-50 [&_blockquote]:px-5 [&_blockquote]:py-4 [&_blockquote]:text-stone-800 [&_blockquote]:italic",
  "[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl",
  "[&_hr]:my-10 [&_hr]:border-stone-200",
  "[&_code]:rounded [&_code]:bg-stone-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-base",
  "[&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-stone-900 [&_pre]:p-4 [&_pre]:text-stone-100 [&_pre_code]:bg-transparent [&_pre_code]:p-0",
  // A wide table scrolls sideways inside the column instead of widening the page.
  "[&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:border-collapse [&_table]:text-base",
  "[&_th]:border-b-2 [&_th]:border-brand-700 [&_th]:bg-brand-50 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:font-semibold [&_th]:text-stone-900",
  "[&_td]:border-b [&_td]:border-stone-200 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top",
  "[&_caption]:mb-2 [&_caption]:text-left [&_caption]:text-sm [&_caption]:text-stone-600",
  // A card leading to a page of this site: the whole card is the link, its title on a line of its own.
  "[&_.link-card_a]:block [&_.link-card_a]:rounded-xl [&_.link-card_a]:border [&_.link-card_a]:border-brand-200 [&_.link-card_a]:bg-brand-50 [&_.link-card_a]:px-5 [&_.link-card_a]:py-4 [&_.link-card_a]:font-normal [&_.link-card_a]:text-stone-700 [&_.link-card_a]:no-underline hover:[&_.link-card_a]:border-brand-600",
  "[&_.link-card_strong]:block [&_.link-card_strong]:text-brand-800 [&_.link-card_strong]:underline [&_.link-card_strong]:underline-offset-4",
].join(" ");

/** `compact` sets the text a size smaller, for the editor's narrower preview column. */
export function ArticleBody({ html, compact = false }: { html: string; compact?: boolean }) {
  return <div className={`${articleStyles} ${compact ? "text-base" : "text-lg"}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
