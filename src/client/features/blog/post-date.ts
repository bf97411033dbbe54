// A post's date and reading time as readers see them, in the page's language ("18 August 2026", "23 नवंबर 2026"), the
// same on the server and in any browser.
import { useT, useFormat } from "../../i18n/use-t.ts";

const DATE_FORMAT: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" };

/** The date a reader sees: when the post was first published, or when it was last saved while it is a draft. */
export const postDate = (post: { published_at: string | null; updated_at: string }) => post.published_at ?? post.updated_at;

/** A post's date (as <time>) and, when known, its reading time, in the page's language. */
export function usePostMeta() {
  const t = useT();
  const format = useFormat();
  return {
    date: (iso: string) => format.date(iso, DATE_FORMAT),
    readingTime: (minutes: number) => t("blog.readingTime", { minutes }),
  };
}
