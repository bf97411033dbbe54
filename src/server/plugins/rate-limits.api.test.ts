// Route rate limits (leads, chat): on PostgreSQL every instance counts in the shared rate_limits table, so two
// instances share one limit and a restart keeps it; on SQLite (one instance) they count in memory.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { CHAT_API } from "../../shared/schemas/chat-constants.ts";
import { appInstances, createTestApp, testDatabases, type TestApp } from "../test-support/test-app.ts";

describe.each(testDatabases)("route rate limits on %s", (kind) => {
  let t: TestApp;
  const instances = appInstances(() => t);
  beforeAll(async () => {
    t = await createTestApp(kind, { LEAD_RATE_LIMIT_PER_MINUTE: "3" });
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await sql`delete from rate_limits`.execute(t.app.db);
  });
  afterEach(() => instances.closeAll());

  // The limit counts every request, whatever its body, before validation.
  const postLead = (app: FastifyInstance, remoteAddress: string) =>
    app.inject({ method: "POST", url: "/api/v1/leads", payload: {}, remoteAddress });

  if (kind === "postgres") {
    it("share one lead limit between two instances, keep it over a restart, and count per address", async () => {
      const second = await instances.another();
      for (const app of [t.app, second, t.app]) expect((await postLead(app, "10.9.0.1")).statusCode).not.toBe(429);
      const refused = await postLead(second, "10.9.0.1");
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toEqual({ code: "rate_limited", message: expect.stringMatching(/^Too many requests\. Please wait \d+ seconds and try again\.$/) });
      expect((await postLead(second, "10.9.0.2")).statusCode).not.toBe(429);

      await second.close();
      const restarted = await instances.another();
      expect((await postLead(restarted, "10.9.0.1")).statusCode).toBe(429);
    });

    it("keep each route's count apart: the chat limit is not used up by leads", async () => {
      for (let i = 0; i < 4; i++) await postLead(t.app, "10.9.1.1");
      const chat = await t.app.inject({ method: "GET", url: CHAT_API.availability, remoteAddress: "10.9.1.1" });
      expect(chat.statusCode).toBe(200);
      const keys = (await t.app.db.selectFrom("rate_limits").select("key").execute()).map((r) => r.key).sort();
      expect(keys).toEqual([`rl:GET ${CHAT_API.availability}:10.9.1.1`, "rl:POST /api/v1/leads:10.9.1.1"]);
    });
  } else {
    it("count the lead limit in memory on the one instance, per address", async () => {
      for (let i = 0; i < 3; i++) expect((await postLead(t.app, "10.9.0.1")).statusCode).not.toBe(429);
      expect((await postLead(t.app, "10.9.0.1")).statusCode).toBe(429);
      expect((await postLead(t.app, "10.9.0.2")).statusCode).not.toBe(429);
      expect(await t.app.db.selectFrom("rate_limits").select("key").execute()).toEqual([]);
    });
  }
});
