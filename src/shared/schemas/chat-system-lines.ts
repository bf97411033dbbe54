// The server stores its system lines in English (the team reads them in the console); the visitor reads them in the
// page's language, in the widget and in the transcript e-mail, which the server writes from the same catalogs.
import { CHAT_TEXT } from "./chat-constants.ts";
import { TRANSFER_TEXT } from "./chat-answering-constants.ts";

/** The chat catalog's ids of the system lines. */
export type SystemLineId =
  | "chat.system.agentJoined"
  | "chat.system.agentEnded"
  | "chat.system.visitorLeft"
  | "chat.system.callbackLeft"
  | "chat.system.backToQueue"
  | "chat.system.transferred";

/**
 * The widget's t or the server's serverText in the chat's language. Both take any catalog id, so an id above that the
 * catalogs lack fails tsc where they are passed in.
 */
export type SystemLineTranslate = (id: SystemLineId, values?: { name: string }) => string;

const SYSTEM_LINE_IDS = new Map<string, SystemLineId>([
  [CHAT_TEXT.agentJoined, "chat.system.agentJoined"],
  [CHAT_TEXT.agentEnded, "chat.system.agentEnded"],
  [CHAT_TEXT.visitorLeft, "chat.system.visitorLeft"],
  [CHAT_TEXT.callbackLeft, "chat.system.callbackLeft"],
  [TRANSFER_TEXT.toQueue, "chat.system.backToQueue"],
]);

/** A system message as the visitor reads it: a known server line in the visitor's language, anything else as it is. */
export function systemText(t: SystemLineTranslate, text: string): string {
  const id = SYSTEM_LINE_IDS.get(text);
  if (id) return t(id);
  const transfer = TRANSFER_TEXT.toPattern.exec(text);
  return transfer ? t("chat.system.transferred", { name: transfer[1]! }) : text;
}
