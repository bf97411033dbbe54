// After the chat (issue 14): the visitor rates an ended chat and may have its transcript e-mailed (through the outbox,
// to the chat's own address only, a few times per chat and per address a day); the team reads the rating with the
// transcript and as a dashboard figure.
import { createHash, randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import type { ChatSessionsTable, Db } from "../../db/database.ts";
import { TRANSCRIPTS_PER_CHAT, TRANSCRIPTS_PER_RECIPIENT_PER_DAY, type ChatRating, type Rating, type RatingSummary } from "../../../shared/schemas/chat-answering.ts";
import type { SiteConfig } from "../../../shared/site-config.ts";
import { HttpError } from "../../errors.ts";
import { queueEmail } from "../email-outbox.ts";
import { RateLimitCounters } from "../rate-limit-counters.ts";
import { getConversation } from "../conversations.ts";
import { transcriptMail } from "./transcript-mail.ts";
import { recordGap } from "../knowledge.ts";
import { detectLanguage } from "../../assistant/language.ts";

type SessionRow = Selectable<ChatSessionsTable>;

const notEnded = () => new HttpError(409, "chat_not_ended", "You can do this once the chat has ended.");

/**
 * Rates an ended chat; a second rating replaces the first (the visitor changed their mind). A bad rating of a chat the
 * assistant answered puts the questions it answered in the knowledge team's queue (issue 28), once per chat.
 */
export async function rateChat(db: Db, session: SessionRow, input: { rating: Rating; comment: string | null }): Promise<ChatRating> {
  if (session.status !== "ended") throw notEnded();
  const ratedAt = new Date().toISOString();
  await db
    .insertInto("chat_ratings")
    .values({ session_id: session.id, rating: input.rating, comment: input.comment, rated_at: ratedAt })
    .onConflict((oc) => oc.column("session_id").doUpdateSet({ rating: input.rating, comment: input.comment, rated_at: ratedAt }))
    .execute();
  if (input.rating === "bad") await queueAssistantAnswers(db, session.id);
  return { rating: input.rating, comment: input.comment, ratedAt };
}

/** The assistant's questions of one chat taken to the queue at most (the last ones). */
const RATED_QUESTIONS_MAX = 5;

/** Puts the visitor's questions the assistant answered in a badly rated chat in the gap queue, unless already there. */
async function queueAssistantAnswers(db: Db, sessionId: string): Promise<void> {
  const queued = await db.selectFrom("knowledge_gaps").select("id").where("conversation_id", "=", sessionId).where("reason", "=", "rated_bad").executeTakeFirst();
  if (queued) return;
  const turns = await db.selectFrom("chat_messages").select(["sender", "message"]).where("conversation_id", "=", sessionId).orderBy("created_at").orderBy("id").execute();
  const answered = turns.flatMap((turn, i) => (turn.sender === "user" && turns[i + 1]?.sender === "bot" ? [turn.message] : []));
  for (const question of answered.slice(-RATED_QUESTIONS_MAX)) {
    await recordGap(db, { question, language: detectLanguage(question), reason: "rated_bad", conversationId: sessionId });
  }
}

export async function ratingOf(db: Db, sessionId: string): Promise<ChatRating | null> {
  const row = await db.selectFrom("chat_ratings").selectAll().where("session_id", "=", sessionId).executeTakeFirst();
  return row ? { rating: row.rating as Rating, comment: row.comment, ratedAt: row.rated_at } : null;
}

/** A day, the window of the per-recipient transcript count. */
const DAY_MS = 86_400_000;

/**
 * The rate-limit key of one recipient's transcripts: a hash of the lower-cased address, so no address is stored in
 * clear and "Asha@Example.in" counts with "asha@example.in" (the erasure of a person matches it and deletes it too).
 */
export const transcriptRecipientKey = (address: string) => `transcript-to:${createHash("sha256").update(address.trim().toLowerCase()).digest("hex")}`;

/**
 * Queues the chat's transcript to the address the visitor gave when the chat started, and to no other (issue 27: the
 * endpoint must not be a relay that mails chosen text to chosen people). `to`, when a client still sends one, must be
 * that address (403 transcript_address otherwise); a chat started with a phone only has none (409 no_chat_email).
 * A chat with nothing from the visitor is not sent (409 transcript_empty). Limits: TRANSCRIPTS_PER_CHAT per chat and
 * TRANSCRIPTS_PER_RECIPIENT_PER_DAY per address across all chats, counted in rate_limits so every instance shares them.
 * The counts and the mail are written in one transaction, so two requests at once cannot pass a limit together on
 * PostgreSQL (the session row and the counter row are held) nor on SQLite (one writer at a time), and a refused request
 * counts nothing. The per-chat limit is checked before the transcript is read, so such a refusal costs only the count.
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
  const address = session.user_email;
  if (!address) {
    throw new HttpError(409, "no_chat_email", "This chat was started with a phone number only, so there is no e-mail address to send it to.");
  }
  if (to !== null && to.trim().toLowerCase() !== address.trim().toLowerCase()) {
    throw new HttpError(403, "transcript_address", "A chat can be e-mailed only to the address given when it started.");
  }
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
    const transcript = await getConversation(trx, session.id);
    if (!transcript.messages.some((m) => m.sender === "visitor")) {
      throw new HttpError(409, "transcript_empty", "There is nothing to e-mail: this chat has no message from you.");
    }
    const counters = new RateLimitCounters(trx);
    const recipient = await counters.hit(transcriptRecipientKey(address), DAY_MS);
    if (recipient.hits > TRANSCRIPTS_PER_RECIPIENT_PER_DAY) {
      throw new HttpError(
        429,
        "transcript_recipient_limit",
        `This address has already been sent ${TRANSCRIPTS_PER_RECIPIENT_PER_DAY} chats today. Please try again tomorrow.`,
        counters.msUntil(recipient.resetAt),
      );
    }
    const mail = transcriptMail(transcript, site, photoLink);
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
