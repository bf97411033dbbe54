// Response schemas of the visitor context endpoints (issue 14): the pages a visitor opens during a chat and the
// console's side panel; each tied to the shared type it documents.
import { z } from "zod";
import { sessionStatuses, type VisitorChatLink, type VisitorContext, type VisitorLeadLink, type VisitorPage } from "../../shared/schemas/chat-constants.ts";
import { describes } from "./common.ts";

export const visitorPageSchema = describes<VisitorPage>()(
  z.object({ path: z.string().describe("The page's path, such as /for-farmers."), at: z.string().describe("When the visitor opened it.") }).meta({ id: "VisitorPage" }),
);

const chatLinkSchema = describes<VisitorChatLink>()(
  z.object({
    id: z.string(),
    status: z.enum(sessionStatuses),
    createdAt: z.string(),
    agentName: z.string().nullable().describe("Who answered; null when no agent took the chat."),
    preview: z.string().nullable().describe("The visitor's first words."),
  }),
);

const leadLinkSchema = describes<VisitorLeadLink>()(z.object({ id: z.string(), name: z.string(), source: z.string(), createdAt: z.string() }));

export const visitorContextSchema = describes<VisitorContext>()(
  z
    .object({
      sessionId: z.string(),
      name: z.string(),
      email: z.string(),
      phone: z
        .string()
        .nullable()
        .describe("The one given at the start, else from the visitor's newest lead with this e-mail or phone made before the chat started; written as people read it (+91 98765 43210)."),
      location: z.string().nullable().describe("As the phone."),
      userType: z.string().nullable(),
      language: z.string(),
      startedAt: z.string(),
      startPath: z.string().nullable().describe("The page the chat was started on; null for chats started before it was kept."),
      pages: z.array(visitorPageSchema).describe("Pages opened since, oldest first, the newest 20."),
      timeZone: z.string().nullable().describe("The visitor's IANA time zone, for their local time."),
      seenAt: z.string().nullable().describe("When the visitor was last seen on the site with this chat (socket ping, poll or message); a minute without means they left."),
      earlierChats: z.array(chatLinkSchema).describe("The visitor's other chats (same e-mail), newest first, at most 10."),
      leads: z.array(leadLinkSchema).describe("Leads with the same e-mail and this chat's call-back lead, newest first, at most 10."),
    })
    .meta({ id: "VisitorContext" }),
);
