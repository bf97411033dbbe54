// The opaque cursor of a list paged by keyset (newest first by created_at, then id): the row beside the page, which
// side of it the page lies, and how many rows come before the page (for "26–50"). Shared by the leads and the
// conversations lists; only this server makes cursors, and any other text is a 400.
import { badRequest } from "../errors.ts";

export interface Cursor {
  side: "after" | "before";
  created_at: string;
  id: string;
  position: number;
}

export const encodeCursor = (c: Cursor) =>
  Buffer.from(JSON.stringify([c.side === "after" ? "a" : "b", c.created_at, c.id, c.position])).toString("base64url");

export function decodeCursor(text: string): Cursor {
  try {
    const [side, created_at, id, position] = JSON.parse(Buffer.from(text, "base64url").toString("utf8")) as unknown[];
    if ((side === "a" || side === "b") && typeof created_at === "string" && typeof id === "string" && Number.isSafeInteger(position) && (position as number) >= 0) {
      return { side: side === "a" ? "after" : "before", created_at, id, position: position as number };
    }
  } catch {
    // Falls through to the 400 below.
  }
  throw badRequest("That cursor is not one this list gave out. Start again from the first page.", "invalid_input");
}

/** The cursor of the page after the one ending with `row` (the bench and tests use it to jump deep into a list). */
export function cursorAfter(row: { created_at: string; id: string }, position: number): string {
  return encodeCursor({ side: "after", created_at: row.created_at, id: row.id, position });
}
