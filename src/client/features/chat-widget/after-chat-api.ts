// The widget's calls after a chat ends (issue 14): rate it, and have its transcript e-mailed.
import { ANSWERING_API, type ChatRating, type Rating } from "../../../shared/schemas/chat-answering-constants.ts";
import { requestJson } from "../../lib/api-client.ts";
import { bearer, type VisitorSession } from "./chat-api.ts";

export const rateChat = (session: VisitorSession, rating: Rating, comment: string | null) =>
  requestJson<{ rating: ChatRating }>(ANSWERING_API.rating(session.sessionId), { method: "POST", body: { rating, comment }, headers: bearer(session) });

/** Queues the transcript to the address given when the chat started (the only one the server sends it to). */
export const emailTranscript = (session: VisitorSession) =>
  requestJson<{ to: string }>(ANSWERING_API.transcript(session.sessionId), { method: "POST", body: {}, headers: bearer(session) });
