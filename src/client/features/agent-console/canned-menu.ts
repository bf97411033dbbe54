// Which canned replies the reply box offers for what the agent typed: "/" and the start of a shortcut (or a word of
// the title), shortcuts that start with it first. Anything but a lone "/word" at the start offers nothing.
import type { CannedReply } from "../../../shared/schemas/chat-answering-constants.ts";

/** The most replies the "/" menu lists at once. */
export const MENU_MAX = 8;

/** The query after "/", or null when the box does not hold a lone "/word". */
export function slashQuery(text: string): string | null {
  const m = /^\/([^\s/]*)$/.exec(text);
  return m ? m[1]!.toLowerCase() : null;
}

export function cannedMatches(text: string, replies: readonly CannedReply[]): CannedReply[] {
  const q = slashQuery(text);
  if (q === null) return [];
  const byShortcut = replies.filter((r) => r.shortcut.startsWith(q));
  const byTitle = q ? replies.filter((r) => !r.shortcut.startsWith(q) && r.title.toLowerCase().includes(q)) : [];
  return [...byShortcut, ...byTitle].slice(0, MENU_MAX);
}
