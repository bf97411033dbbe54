// No token, password or secret reaches the log: the app's own log output is captured during a sign-in, a failed
// sign-in, a refresh and a request with ?access_token=, and searched for every secret. Access tokens in the query
// string are refused (401): REST routes take them only from the Authorization header.
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_API, type AuthSession } from "../shared/schemas/auth.ts";
import { createTestApp, testDatabases, type TestApp } from "./test-support/test-app.ts";
import { REDACTED, redactUrl } from "./log-redaction.ts";

describe("redactUrl", () => {
  it("blanks the values of token-like query parameters, whatever their case or escaping, and keeps the rest", () => {
    expect(redactUrl("/api/v1/admin/users?access_token=abc.def&page=2")).toBe(`/api/v1/admin/users?access_token=${REDACTED}&page=2`);
    expect(redactUrl("/x?Token=1&%74oken=2&q=soil")).toBe(`/x?Token=${REDACTED}&%74oken=${REDACTED}&q=soil`);
    expect(redactUrl("/x?refresh_token=r&api_key=k&password=p")).toBe(`/x?refresh_token=${REDACTED}&api_key=${REDACTED}&password=${REDACTED}`);
    expect(redactUrl("/blog?q=%E0%A4&token")).toBe("/blog?q=%E0%A4&token");
    expect(redactUrl("/healthz")).toBe("/healthz");
  });
});

describe.each(testDatabases)("log redaction on %s", (kind) => {
  let t: TestApp;
  const lines: string[] = [];
  const ADMIN = { email: "asha@example.in", password: "khet-ki-mitti-secret" };

  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
        done();
      },
    });
    t = await createTestApp(kind, { LOG_LEVEL: "info" }, { logger: undefined, logStream });
  });
  afterAll(async () => t?.close());

  it("logs requests, but never a password, token or secret", async () => {
    await t.app.inject({ method: "POST", url: AUTH_API.setup, payload: ADMIN });
    const token = (body: object) => t.app.inject({ method: "POST", url: `${AUTH_API.token}?grant_type=password`, payload: body });
    expect((await token({ email: ADMIN.email, password: "wrong-password-typed" })).statusCode).toBe(400);
    const session = (await token(ADMIN)).json<AuthSession>();
    const refreshed = await t.app.inject({
      method: "POST",
      url: `${AUTH_API.token}?grant_type=refresh_token`,
      payload: { refresh_token: session.refresh_token },
    });
    expect(refreshed.statusCode).toBe(200);
    const next = refreshed.json<AuthSession>();

    // A token in the query string is refused on REST routes, with or without a WebSocket upgrade header.
    for (const headers of [{}, { connection: "Upgrade", upgrade: "websocket" }]) {
      const viaQuery = await t.app.inject({ method: "GET", url: `${AUTH_API.adminUsers}?access_token=${next.access_token}`, headers });
      expect(viaQuery.statusCode).toBe(401);
    }
    expect((await t.app.inject({ method: "GET", url: AUTH_API.adminUsers, headers: { authorization: `Bearer ${next.access_token}` } })).statusCode).toBe(200);

    // Objects that code might log one day are blanked too.
    t.app.log.info(
      { body: { password: ADMIN.password, refresh_token: next.refresh_token }, headers: { authorization: `Bearer ${next.access_token}` } },
      "an object with secrets",
    );

    const log = lines.join("\n");
    expect(log).toContain(`${AUTH_API.adminUsers}?access_token=${REDACTED}`);
    expect(log).toContain("an object with secrets");
    for (const secret of [ADMIN.password, "wrong-password-typed", session.access_token, session.refresh_token, next.access_token, next.refresh_token]) {
      expect(log).not.toContain(secret);
      // Not even a recognisable piece (a JWT's signature part).
      expect(log).not.toContain(secret.split(".").at(-1)!);
    }
  });
});
