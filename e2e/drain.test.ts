// The drain before a shutdown (issue 32), on the real server process: on SIGTERM /readyz answers 503 "draining" at
// once while pages and /healthz are still served (only a new chat socket is refused with 503, so that it opens on
// another instance), then the listener closes, a
// request that began during the drain is still answered, the chat socket is closed with 1001 and the process exits 0.
// A second signal during the drain ends it at once. Order and outcomes are checked, not durations.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { validLead } from "../src/server/test-support/lead-payloads.ts";
import { get, logEntries, openAgentSocket, refused, request, signInFirstAdmin, startServerProcess, type ServerProcess } from "./server-process.ts";

const started: ServerProcess[] = [];
const folders: string[] = [];

async function start(drainMs: number): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "mm-drain-"));
  folders.push(dataDir);
  const server = await startServerProcess({ DATA_DIR: dataDir, SHUTDOWN_DRAIN_MS: String(drainMs) });
  started.push(server);
  return server;
}

afterAll(() => {
  for (const s of started) s.kill();
  for (const f of folders) fs.rmSync(f, { recursive: true, force: true });
});

/** The log messages of the shutdown, in the order the server wrote them. */
const shutdownSteps = (server: ServerProcess) =>
  logEntries(server)
    .map((e) => e.msg ?? "")
    .filter((m) => /^(draining|second signal|shutting down|stopped)/.test(m))
    .map((m) => m.split(":")[0]);

describe("the drain on SIGTERM (SHUTDOWN_DRAIN_MS)", () => {
  it("answers /readyz 503 at once, keeps serving, then finishes in-flight requests, closes chat sockets with 1001 and exits 0", async () => {
    const server = await start(3000);
    const { port } = server;
    const base = `http://127.0.0.1:${port}`;
    expect((await get(port, "/readyz")).status).toBe(200);
    // Rendered once before, so the drain is not spent on the first render.
    expect((await get(port, "/")).status).toBe(200);
    const socket = await openAgentSocket(`ws://127.0.0.1:${port}/api/v1/chat/ws`, await signInFirstAdmin(base));

    server.child.kill("SIGTERM");
    await expect.poll(() => shutdownSteps(server)).toContain("draining");
    // The first probe after the signal: 503, and why.
    const ready = await get(port, "/readyz");
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body.toString())).toMatchObject({ status: "draining", reason: expect.stringContaining("shutting down") });
    // Everything else is served as before.
    for (const url of ["/", "/healthz", "/api/v1/clinics"]) expect((await get(port, url)).status, url).toBe(200);
    // A lead that begins during the drain, its body still on the way when the listener closes.
    const lead = request(port, "/api/v1/leads", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(validLead({ email: "during.drain@example.in" })),
      holdBody: true,
    });
    // A new chat socket would be closed again within seconds: refused, so the widget connects elsewhere.
    expect((await get(port, "/api/v1/chat/ws", { headers: { connection: "Upgrade", upgrade: "websocket", "sec-websocket-version": "13", "sec-websocket-key": "dGhlIHNhbXBsZSBub25jZQ==" } })).status).toBe(503);
    expect(shutdownSteps(server)).toEqual(["draining"]);

    // The drain ends: no new connections, then the held lead is answered.
    await expect.poll(() => refused(port), { timeout: 30_000 }).toBe(true);
    lead.release();
    expect((await lead.answer).status).toBe(201);
    expect(await socket.closed).toBe(1001);
    expect(await server.exited).toBe(0);
    expect(shutdownSteps(server)).toEqual(["draining", "shutting down", "stopped"]);
  });

  it("ends the drain at once on a second signal, and still exits 0", async () => {
    // Ten minutes of drain: only the second signal can end it within the test.
    const server = await start(600_000);
    server.child.kill("SIGTERM");
    await expect.poll(async () => (await get(server.port, "/readyz")).status).toBe(503);
    expect((await get(server.port, "/")).status).toBe(200);
    server.child.kill("SIGINT");
    expect(await server.exited).toBe(0);
    expect(shutdownSteps(server)).toEqual(["draining", "second signal", "shutting down", "stopped"]);
  });
});
