// The OpenAPI 3 document of the API, built from the zod schemas the routes declare, served as /api/openapi.json and
// browsable at /api/docs (Swagger UI, served from this server). Registered before any route, so it sees them all.
import fp from "fastify-plugin";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifySchema, RouteOptions } from "fastify";
import { z } from "zod";
import { createJsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { routeRule } from "./auth.ts";
import { ROLES } from "../../shared/schemas/auth.ts";
import { errorAnswer, inputError, plainJsonSerializerCompiler, requestValidatorCompiler } from "../openapi/common.ts";

export const OPENAPI_PATH = "/api/openapi.json";
export const API_DOCS_PATH = "/api/docs";

const zodTransform = createJsonSchemaTransform({ skipList: [], zodToJsonConfig: { unrepresentable: "any" } });

type Responses = Record<string, unknown>;

const STATUS_TEXT: Record<string, string> = { 200: "OK", 201: "Created", 202: "Accepted", 204: "No Content", 422: "Not applied" };

/**
 * What every route shares, added here once rather than in each schema: the admin session for the protected routes
 * (the auth plugin checks it in one hook), 429 where a rate limit applies, 413 where a body is read.
 */
function withSharedAnswers(route: RouteOptions, schema: FastifySchema): FastifySchema {
  const response: Responses = {};
  for (const [status, answer] of Object.entries((schema.response ?? {}) as Responses)) {
    // A JSON answer without a description of its own is named by its status ("Created"), not "Default Response".
    const plain = answer instanceof z.ZodType && !answer.description && !(answer instanceof z.ZodUndefined);
    response[status] = plain ? { description: STATUS_TEXT[status] ?? "Answer", content: { "application/json": { schema: answer } } } : answer;
  }
  const add = (status: number, text: string) => {
    if (!(status in response)) response[status] = errorAnswer(text);
  };
  const rule = routeRule(route.url, route.config);
  const signedIn = rule !== "public";
  if (signedIn) add(401, "No valid admin session: sign in (POST /api/v1/auth/token) and send Authorization: Bearer <access_token>.");
  const roles = rule === "public" ? [...ROLES] : (rule ?? []);
  if (roles.length < ROLES.length) add(403, `Your role may not use this (code role_forbidden). Roles allowed: ${roles.join(", ") || "none"}.`);
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) add(429, "Too many requests from this address; Retry-After says when to try again.");
  if (schema.body) add(413, "The request body is larger than this endpoint accepts.");
  return {
    ...schema,
    ...(signedIn ? { description: [schema.description, `Roles: ${roles.join(", ")}.`].filter(Boolean).join(" ") } : {}),
    ...(signedIn && !schema.security ? { security: [{ adminSession: [] }] } : {}),
    ...(Object.keys(response).length ? { response } : {}),
  };
}

/** @fastify/websocket hides its upgrade routes; this API documents its socket as a GET that upgrades. */
const isWebSocket = (route: RouteOptions) => (route as RouteOptions & { websocket?: boolean }).websocket === true;

/**
 * The zod transform emits every registered schema twice (as read and as written: "AuthUser" and "AuthUserInput");
 * only those a path refers to, directly or through another schema, are kept.
 */
function withoutUnusedSchemas<D extends { paths?: unknown; components?: { schemas?: Record<string, unknown> } }>(doc: D): D {
  const schemas = doc.components?.schemas;
  if (!schemas) return doc;
  const used = new Set<string>();
  const visit = (value: unknown) => {
    for (const [, name] of JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      if (used.has(name!)) continue;
      used.add(name!);
      visit(schemas[name!] ?? null);
    }
  };
  visit(doc.paths ?? null);
  return { ...doc, components: { ...doc.components, schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name))) } };
}

export default fp(
  async (app) => {
    app.setValidatorCompiler(requestValidatorCompiler);
    app.setSerializerCompiler(plainJsonSerializerCompiler);
    // A route that checks its input with a schema and names no code of its own answers like parseInput's default.
    app.setSchemaErrorFormatter(inputError("invalid_request"));

    await app.register(swagger, {
      openapi: {
        openapi: "3.1.0",
        info: {
          title: `${app.config.site.brand} API`,
          version: "1",
          description:
            "The website's JSON API: leads, live chat, the assistant, clinics, the blog, and the admin and agent endpoints. " +
            "docs/api.md has the prose: how it maps to the spec, the chat socket's frames, paging and errors.",
        },
        components: {
          securitySchemes: {
            adminSession: { type: "http", scheme: "bearer", bearerFormat: "JWT", description: "An admin's access token from POST /api/v1/auth/token." },
            visitorToken: { type: "http", scheme: "bearer", description: "The visitorToken that POST /api/v1/chat/sessions answered." },
            leadApiKey: { type: "http", scheme: "bearer", description: "LEAD_API_KEY, for integrations that post leads (optional)." },
            metricsToken: { type: "http", scheme: "bearer", description: "METRICS_TOKEN, for scraping /metrics from another host." },
          },
        },
      },
      transform: (doc) => {
        const schema = isWebSocket(doc.route) ? { ...doc.schema, hide: false } : doc.schema;
        return zodTransform(schema?.hide ? doc : { ...doc, schema: withSharedAnswers(doc.route, schema ?? {}) });
      },
      transformObject: (doc) => withoutUnusedSchemas(jsonSchemaTransformObject(doc)),
    });

    app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());

    // Swagger UI's own files come from node_modules; it asks for nothing on the internet (no validator badge).
    await app.register(swaggerUi, {
      routePrefix: API_DOCS_PATH,
      uiConfig: { deepLinking: true, docExpansion: "list", defaultModelsExpandDepth: 0 },
      // No call to the public validator badge service.
      validatorUrl: false,
    });
  },
  { name: "openapi" },
);
