// The server stores its system lines in English (the team reads them in the console); the visitor reads them in the
// page's language, in the widget and in the transcript e-mail (which the server writes with the same catalogs).
import { CHAT_TEXT } from "../../../shared/schemas/chat-constants.ts";
import { TRANSFER_TEXT } from "../../../shared/schemas/chat-answering-constants.ts";
import type { MessageId } from "../../i18n/ids.ts";
import type { Translate } from "../../i18n/translate.ts";

const SYSTEM_TEXT_IDS = new Map<string, MessageId>([
  [CHAT_TEXT.agentJoined, "chat.system.agentJoined"],
  [CHAT_TEXT.agentEnded, "chat.system.agentEnded"],
  [CHAT_TEXT.visitorLeft, "chat.system.visitorLeft"],
  [CHAT_TEXT.callbackLeft, "chat.system.callbackLeft"],
  [TRANSFER_TEXT.toQueue, "chat.system.backToQueue"],
]);

/** A system message as the visitor reads it: a known server line in the page's language, anything else as it is. */
export function systemText(t: Translate, text: string): string {
  const id = SYSTEM_TEXT_IDS.get(text);
  if (id) return t(id);
  const transfer = TRANSFER_TEXT.toPattern.exec(text);
  return transfer ? t("chat.system.transferred", { name: transfer[1] }) : text;
}
