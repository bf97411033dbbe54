// The visitor's first words to an agent in a chat (`chat_sessions as s`), as a subquery: the console's lists and the
// Conversations screen show them.
import type { ExpressionBuilder } from "kysely";
import type { ChatSessionsTable, Database } from "../../db/database.ts";

export const firstVisitorWords = (eb: ExpressionBuilder<Database & { s: ChatSessionsTable }, "s">) =>
  eb.selectFrom("chat_session_messages as m").select("m.message").whereRef("m.session_id", "=", "s.id").where("m.sender_type", "=", "user").orderBy("m.seq", "asc").limit(1);
