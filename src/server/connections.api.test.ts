// Slow clients on a real listening server: a request whose body stops, trickles or whose headers never end gets 408 and
// is closed once the configured time is up, while a quick request and an idle chat socket are not affected.
import net from "node:net";
import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-support/test-app.ts";
import { signInAgent } from "./routes/chat-test-support.ts";

/** The part of the `ws` client the test uses (the package ships no types). */
interface WsClient {
  on(event: "message", listener: (data: Buffer) => void): void;
  on(event: "close", listener: (code: number) => void): void;
  once(event: "open", listener: () => void): void;
  send(data: string): void;
  close(): void;
}
const WebSocket = createRequire(import.meta.url)("ws") as new (url: string) => WsClient;

const LIMIT_MS = 1000;

describe("request timeouts", () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp("sqlite", {
      REQUEST_TIMEOUT_MS: String(LIMIT_MS),
      HEADERS_TIMEOUT_MS: String(LIMIT_MS),
      // Longer than the request limit, as the config requires, so a stalled request gets its 408 first.
      SOCKET_IDLE_TIMEOUT_MS: String(LIMIT_MS * 2),
    });
    await t.app.listen({ host: "127.0.0.1", port: 0 });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => t?.close());

  /** Opens a raw connection, lets `drive` write to it, and resolves with everything the server sent once it closes. */
  function rawExchange(drive: (socket: net.Socket) => void): Promise<{ reply: string }> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, "127.0.0.1");
      let reply = "";
      socket.on("data", (d: Buffer) => (reply += d.toString()));
      socket.on("error", reject);
      socket.on("close", () => resolve({ reply }));
      socket.on("connect", () => drive(socket));
    });
  }

  const leadHead = (length: number) =>
    `POST /api/v1/leads HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

  it("answers 408 and closes a request whose body never comes", async () => {
    const { reply } = await rawExchange((s) => s.write(leadHead(100)));
    expect(reply).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(reply).toContain('{"error":{"code":"request_timeout","message":"The request took too long to arrive. Please try again."}}');
  });

  it("answers 408 to a body that trickles in slower than the limit allows", async () => {
    let timer: NodeJS.Timeout | undefined;
    const { reply } = await rawExchange((s) => {
      s.write(leadHead(100));
      timer = setInterval(() => s.writable && s.write("{"), 200);
    });
    clearInterval(timer);
    expect(reply).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("answers 408 to headers that never end", async () => {
    let timer: NodeJS.Timeout | undefined;
    const { reply } = await rawExchange((s) => {
      s.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n");
      timer = setInterval(() => s.writable && s.write("X-Slow: 1\r\n"), 200);
    });
    clearInterval(timer);
    expect(reply).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("still takes a lead sent at once", async () => {
    const body = JSON.stringify({ name: "Quick Farmer", email: "quick@example.in", user_type: "farmer", source: "website", elapsedMs: 9000 });
    const { reply } = await rawExchange((s) => s.end(leadHead(Buffer.byteLength(body)).replace("HTTP/1.1\r\n", "HTTP/1.1\r\nConnection: close\r\n") + body));
    expect(reply).toMatch(/^HTTP\/1\.1 201 /);
  });

  it("leaves an idle chat socket open well past every limit", async () => {
    const agent = await signInAgent(t.app, "timeouts@example.in");
    const ws = new WebSocket(`ws://127.0.0.1:${port}/api/v1/chat/ws`);
    const frames: { type: string }[] = [];
    let closed: number | null = null;
    ws.on("message", (d) => frames.push(JSON.parse(String(d)) as { type: string }));
    ws.on("close", (code) => (closed = code));
    await new Promise<void>((resolve) => ws.once("open", () => resolve()));
    ws.send(JSON.stringify({ type: "auth", role: "agent", accessToken: agent.accessToken }));
    await expect.poll(() => frames.map((f) => f.type)).toContain("ready");
    await new Promise((r) => setTimeout(r, LIMIT_MS * 3.5));
    expect(closed).toBeNull();
    ws.send(JSON.stringify({ type: "ping" }));
    await expect.poll(() => frames.map((f) => f.type)).toContain("pong");
    ws.close();
  });
});
