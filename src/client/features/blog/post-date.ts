// A post's date as visitors and editors read it ("18 August 2026"), the same on the server and in any browser.
const dateFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" });

export const formatPostDate = (iso: string) => dateFormat.format(new Date(iso));

/** The date a reader sees: when the post was first published, or when it was last saved while it is a draft. */
export const postDate = (post: { published_at: string | null; updated_at: string }) => post.published_at ?? post.updated_at;
