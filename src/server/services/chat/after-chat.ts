// After the chat (issue 14): the visitor rates an ended chat and may have its transcript e-mailed (through the outbox,
// at most TRANSCRIPTS_PER_CHAT times per chat); the team reads the rating with the transcript and as a dashboard figure.
import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import type { ChatSessionsTable, Db } from "../../db/database.ts";
import { TRANSCRIPTS_PER_CHAT, type ChatRating, type Rating, type RatingSummary } from "../../../shared/schemas/chat-answering.ts";
import type { SiteConfig } from "../../../shared/site-config.ts";
import { HttpError } from "../../errors.ts";
import { queueEmail } from "../email-outbox.ts";
import { getConversation } from "../conversations.ts";
import { transcriptMail } from "./transcript-mail.ts";

type SessionRow = Selectable<ChatSessionsTable>;

const notEnded = () => new HttpError(409, "chat_not_ended", "You can do this once the chat has ended.");

/** Rates an ended chat; a second rating replaces the first (the visitor changed their mind). */
export async function rateChat(db: Db, session: SessionRow, input: { rating: Rating; comment: string | null }): Promise<ChatRating> {
  if (session.status !== "ended") throw notEnded();
  const ratedAt = new Date().toISOString();
  await db
    .insertInto("chat_ratings")
    .values({ session_id: session.id, rating: input.rating, comment: input.comment, rated_at: ratedAt })
    .onConflict((oc) => oc.column("session_id").doUpdateSet({ rating: input.rating, comment: input.comment, rated_at: ratedAt }))
    .execute();
  return { rating: input.rating, comment: input.comment, ratedAt };
}

export async function ratingOf(db: Db, sessionId: string): Promise<ChatRating | null> {
  const row = await db.selectFrom("chat_ratings").selectAll().where("session_id", "=", sessionId).executeTakeFirst();
  return row ? { rating: row.rating as Rating, comment: row.comment, ratedAt: row.rated_at } : null;
}

/**
 * Queues the chat's transcript to `to` (the e-mail given at the start when the visitor typed none), in the chat's
 * language. The count and the mail are written in one transaction, so two requests at once cannot pass the limit
 * together on PostgreSQL (the session row is held) nor on SQLite (one writer at a time). The limit is checked before
 * the transcript is read and written out, so a refused request costs no more than the count.
 */
export async function requestTranscript(
  db: Db,
  session: SessionRow,
  to: string | null,
  site: SiteConfig,
  /** The address a photo of the chat is linked by in the mail (issue 26). */
  photoLink?: (photoId: string) => string,
): Promise<{ to: string }> {
  if (session.status !== "ended") throw notEnded();
  const address = to ?? session.user_email;
  // A visitor who started with a phone number only (issue 26) names the address here.
  if (!address) throw new HttpError(400, "invalid_transcript", "Please write the e-mail address to send the chat to.");
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("chat_sessions").set({ updated_at: session.updated_at }).where("id", "=", session.id).execute();
    const { sent } = await trx
      .selectFrom("chat_transcript_requests")
      .select((eb) => eb.fn.countAll<number | string>().as("sent"))
      .where("session_id", "=", session.id)
      .executeTakeFirstOrThrow();
    if (Number(sent) >= TRANSCRIPTS_PER_CHAT) {
      throw new HttpError(429, "transcript_limit", `This chat has already been e-mailed ${TRANSCRIPTS_PER_CHAT} times, as often as we allow.`);
    }
    const mail = transcriptMail(await getConversation(trx, session.id), site, photoLink);
    await trx.insertInto("chat_transcript_requests").values({ id: randomUUID(), session_id: session.id, created_at: new Date().toISOString() }).execute();
    await queueEmail(trx, { kind: "chat_transcript", to: address, subject: mail.subject, text: mail.text });
  });
  return { to: address };
}

/** Ratings given in the last `days` days, good and bad. */
export async function ratingSummary(db: Db, days: number, now = Date.now()): Promise<RatingSummary> {
  const since = new Date(now - days * 86_400_000).toISOString();
  const rows = await db
    .selectFrom("chat_ratings")
    .select(["rating", (eb) => eb.fn.countAll<number | string>().as("n")])
    .where("rated_at", ">=", since)
    .groupBy("rating")
    .execute();
  const count = (r: Rating) => Number(rows.find((row) => row.rating === r)?.n ?? 0);
  return { days, good: count("good"), bad: count("bad") };
}
