// Response schemas of the knowledge bank's routes (issue 28).
import { z } from "zod";
import { SITE_LOCALES } from "../../shared/locales.ts";
import { gapReasons, knowledgeStatuses, type KnowledgeEntry, type KnowledgeGapGroup } from "../../shared/schemas/knowledge.ts";
import { describes } from "./common.ts";

export const knowledgeEntrySchema = describes<KnowledgeEntry>()(
  z
    .object({
      id: z.string(),
      question: z.string(),
      paraphrases: z.array(z.string()),
      answers: z.partialRecord(z.enum(SITE_LOCALES as ["en", "hi"]), z.string()).describe("The answer per language, facts named in braces ({testPrice})."),
      links: z.array(z.string()).describe("At most two site paths."),
      status: z.enum(knowledgeStatuses),
      createdAt: z.string(),
      updatedAt: z.string(),
    })
    .meta({ id: "KnowledgeEntry" }),
);

export const knowledgePageSchema = z.object({ entries: z.array(knowledgeEntrySchema), total: z.number(), page: z.number(), pageSize: z.number() });

export const knowledgeGapGroupSchema = describes<KnowledgeGapGroup>()(
  z
    .object({
      key: z.string().describe("What the group is answered by (POST …/gaps/answer)."),
      question: z.string(),
      questions: z.array(z.string()),
      count: z.number(),
      languages: z.array(z.string()),
      reasons: z.array(z.enum(gapReasons)),
      conversationId: z.string().nullable(),
      firstAt: z.string(),
      lastAt: z.string(),
    })
    .meta({ id: "KnowledgeGapGroup" }),
);
