// What every route's `schema` is built from: the common error answer, tags, and the two ways a request schema is used
// (checked by Fastify before the handler, or only described because the handler checks it itself).
import type { FastifySchemaCompiler, FastifySerializerCompiler } from "fastify";
import { z } from "zod";
import { HttpError } from "../errors.ts";

/** The groups of the API as the document lists them. */
export const TAGS = {
  leads: "Leads",
  chat: "Chat (visitor)",
  assistant: "Assistant",
  clinics: "Clinics",
  blog: "Blog",
  auth: "Sign-in and account",
  team: "Admin: team",
  adminLeads: "Admin: leads",
  adminConversations: "Admin: conversations",
  adminClinics: "Admin: clinics",
  adminBlog: "Admin: blog",
  adminPeople: "Admin: personal data",
  adminAudit: "Admin: audit log",
  adminReports: "Admin: reports",
  adminKnowledge: "Admin: assistant knowledge",
  agent: "Agent console",
  files: "Files and feeds",
  pages: "Pages (HTML)",
  operations: "Operations",
} as const;

/** The one error shape of the API (errors.ts and the app's error handler); a few form answers also name the `field`. */
export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.string().describe("Stable, machine-readable: invalid_input, not_found, rate_limited, …"),
      message: z.string().describe("A sentence a person can read."),
      field: z.string().nullable().optional().describe("The field to fix, where the form can point at it."),
      reason: z
        .string()
        .optional()
        .describe("For a lead's field: what is wrong, where the site has its own words for it in every language (phone_invalid, contact_missing, phone_missing, name_too_short)."),
    }),
  })
  .meta({ id: "Error" });

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 426 | 429 | 503;

/** The error answers a route gives, each with what it means there: `errorResponses({ 404: "No lead has this id." })`. */
export function errorResponses<D extends Partial<Record<ErrorStatus, string>>>(described: D): { [K in keyof D]: ReturnType<typeof errorAnswer> } {
  return Object.fromEntries(Object.entries(described).map(([status, text]) => [status, errorAnswer(text as string)])) as { [K in keyof D]: ReturnType<typeof errorAnswer> };
}

/** One error answer: its meaning on this route, and the shared Error schema (a $ref in the document). */
export const errorAnswer = (text: string) => ({ description: text, content: { "application/json": { schema: errorBodySchema } } });

/** A 204 answer, which has no body. */
export const noContent = (text: string) => z.undefined().describe(text);

/** A non-JSON answer (CSV, PDF, XML, HTML) under its media type. */
export const fileResponse = (mediaType: string, text: string, schema: z.ZodType = z.string()) => ({
  description: text,
  content: { [mediaType]: { schema } },
});

/** Schemas that are described but not checked by Fastify (see `documented`). */
const describedOnly = new WeakSet<object>();

/**
 * Marks a request schema as described only: the document shows it, but the handler parses the input itself, because
 * that check must come after another (the visitor token before the message, setup closed before the password rules)
 * or its 400 has its own shape (a `field`, a labelled message). The handler's type sees `unknown`.
 */
export function documented<S extends z.ZodType>(schema: S): z.ZodType<unknown, unknown> {
  describedOnly.add(schema);
  return schema as unknown as z.ZodType<unknown, unknown>;
}

/** Checks a request part with its zod schema; a failure goes to the route's schemaErrorFormatter with the zod issues. */
export const requestValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, method, url, httpPart }) => {
  if (!(schema instanceof z.ZodType)) throw new Error(`${method} ${url}: the ${httpPart} schema must be a zod schema.`);
  if (describedOnly.has(schema)) return (data) => ({ value: data });
  return (data) => {
    // As parseInput does: a missing body or query reads as {}, so the first problem names a field.
    const parsed = schema.safeParse(data ?? {});
    return parsed.success ? { value: parsed.data } : { error: parsed.error.issues as unknown as Error };
  };
};

/**
 * Answers are sent as the handler returns them: the response schemas describe, they do not filter. A schema a little
 * behind the service would otherwise drop a field or turn a good answer into a 500.
 */
export const plainJsonSerializerCompiler: FastifySerializerCompiler<unknown> = () => (data) => JSON.stringify(data);

/**
 * How a failed request check reads: the first problem's message as a 400 with `code`, byte for byte what
 * `parseInput(schema, value, code)` in a handler says. Set per route as `schemaErrorFormatter: inputError("invalid_input")`.
 */
export function inputError(code: string) {
  return (issues: unknown): Error => {
    const first = (issues as z.core.$ZodIssue[])[0];
    return new HttpError(400, code, first?.message ?? "The request is not valid.");
  };
}

/**
 * A response schema checked against the shared TypeScript type it describes, both ways, so tsc fails when one changes
 * without the other: `describes<LeadPage>()(z.object({ … }))`.
 */
export function describes<T>() {
  return <S extends z.ZodType>(
    schema: S & ([z.output<S>] extends [T] ? ([T] extends [z.output<S>] ? unknown : "the type has more than the schema") : "the schema does not fit the type"),
  ): S => schema;
}

/**
 * The :id of a route, described; the handler (or its service) answers 404 for an id that names nothing. Typed as the
 * string Fastify always gives a path parameter.
 */
export const idParams = (what: string) => documented(z.object({ id: z.string().describe(`The ${what}'s id.`) })) as z.ZodType<{ id: string }, unknown>;
