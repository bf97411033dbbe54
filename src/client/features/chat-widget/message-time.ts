// When a chat message was written, as the page's language says a time of day (Hindi review W-3): "12:09 am",
// "रात 12:09", "रात्री 12:09". The clock words are those the business hours are said with (chat.hours.time), and the
// time is India's, the team's: the same words whatever the zone of the visitor's clock or the server's.
import { clockWords } from "../../../shared/business-hours.ts";
import type { Translate } from "../../i18n/translate.ts";

/** The time of an ISO-8601 instant in `t`'s language; empty for a time that cannot be read. */
export function messageTime(t: Translate, createdAt: string): string {
  const at = new Date(createdAt);
  if (Number.isNaN(at.getTime())) return "";
  return t("chat.message.time", { ...clockWords(at) });
}
