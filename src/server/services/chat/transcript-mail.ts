// The transcript e-mail a visitor asks for at the end of a chat: every line with its time and sender, in the
// language the visitor chatted in (the texts come from the widget's own catalogs, as the system lines do there).
import type { ConversationTranscript } from "../../../shared/schemas/conversations.ts";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../../shared/locales.ts";
import type { SiteConfig } from "../../../shared/site-config.ts";
import { localisedPath } from "../../../shared/locales.ts";
import { systemText } from "../../../shared/schemas/chat-system-lines.ts";
import { serverText } from "../../i18n.ts";
import { formatIst } from "../lead-notification.ts";

export interface TranscriptMail {
  subject: string;
  text: string;
}

/** One line for a header or a name: visitors' text must not be able to start a new line. */
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * A word that reads as a web or mail address: a scheme ("https://", "javascript:", "mailto:"), "www.", an "@", or a dot
 * followed by two letters or more ("spam.example", "cheap.pills/offer"). Initials with spaces ("A. K. Sharma") are not.
 */
const WEB_ADDRESS = /^[a-z][a-z\d+.-]*:\/\/|^(?:javascript|data|mailto|vbscript|file):|^www\.|@|[\p{L}\p{N}_-]\.\p{L}{2,}/iu;

/**
 * The visitor's name as the greeting may show it (issue 27): their own words, on one line, without anything that reads
 * as an address, so the brand's e-mail never opens with a link a stranger chose ("Hello Cheap pills at https://…").
 */
export function greetingName(name: string): string {
  return oneLine(name)
    .split(" ")
    .filter((word) => !WEB_ADDRESS.test(word))
    .join(" ")
    .replace(/[\s,:;-]+$/u, "")
    .trim();
}

/** `photoLink`: the address a photo of the chat opens at (a signed link, issue 26); without it a photo line says only that one was sent. */
export function transcriptMail(transcript: ConversationTranscript, site: SiteConfig, photoLink?: (photoId: string) => string): TranscriptMail {
  const c = transcript.conversation;
  const locale: Locale = isLocale(c.language) ? c.language : DEFAULT_LOCALE;
  const t = (id: Parameters<typeof serverText>[1], values?: Record<string, unknown>) => serverText(locale, id, values);
  const started = formatIst(c.createdAt);
  const name = greetingName(c.visitorName);
  const hello = name ? t("chat.transcript.hello", { name }) : t("chat.transcript.helloNoName");
  // The team's and the assistant's lines that quote the name (the automatic "Hello <name>!") quote it the same way.
  const visitorName = c.visitorName.trim();
  const quoted = (text: string) => (visitorName && name !== visitorName ? text.split(visitorName).join(name) : text);
  const lines = [hello, "", t("chat.transcript.intro", { brand: site.brand }), ""];
  for (const m of transcript.messages) {
    const time = formatIst(m.at).slice(11);
    // Continuation lines are indented, so a message cannot pass itself off as another line of the chat.
    const link = m.photo && photoLink?.(m.photo.id);
    const text = m.photo ? (link ? t("chat.transcript.photo", { url: link }) : t("chat.transcript.photoNoLink")) : m.text.replace(/\r\n?/g, "\n").replace(/\n/g, "\n    ");
    if (m.sender === "system") lines.push(`[${time}] ${t("chat.transcript.system")}: ${systemText(t, m.text)}`);
    else {
      const who = m.sender === "visitor" ? t("chat.transcript.you") : m.sender === "assistant" ? t("chat.transcript.assistant", { brand: site.brand }) : oneLine(m.name);
      lines.push(`[${time}] ${who}: ${m.sender === "visitor" ? text : quoted(text)}`);
    }
  }
  if (transcript.truncated) lines.push("", t("chat.transcript.truncated", { count: transcript.messages.length }));
  lines.push(
    "",
    t("chat.transcript.outro", { url: `${site.siteUrl}${localisedPath(locale, "/")}`, phone: site.phones[0] }),
    "",
    `-- ${t("chat.transcript.signature", { brand: site.brand })}`,
  );
  return {
    subject: oneLine(t("chat.transcript.subject", { brand: site.brand, date: started.slice(0, 10) })),
    text: `${lines.join("\n")}\n`,
  };
}
