// The assistant over HTTP on SQLite and PostgreSQL: the four suggested questions answered with the site's facts and links,
// greetings, the fallback, the chat_messages log, bad input, and the OpenAI-compatible mode with its fallback.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLAIMS, CLINIC_BUSINESS } from "../../shared/constants.ts";
import { CHAT_API, SUGGESTED_QUESTIONS } from "../../shared/schemas/chat.ts";
import { defaultSiteConfig } from "../../shared/site-config.ts";
import { closedPort } from "../test-support/smtp-sink.ts";
import { createTestApp, testDatabases, type TestApp } from "../test-support/test-app.ts";
import { ASSISTANT_RATE_LIMIT_PER_MINUTE } from "./assistant.ts";
import { freshAddress } from "./chat-test-support.ts";

const [HOW_TO_TEST, SERVICES, SOIL_DIDI, PRICES] = SUGGESTED_QUESTIONS;
const site = defaultSiteConfig;
const rupees = (n: number) => `₹${n.toLocaleString("en-IN")}`;

async function ask(t: TestApp, message: string, name: string | null = "Asha"): Promise<{ status: number; response: string; body: ReturnType<typeof JSON.parse> }> {
  const res = await t.app.inject({
    method: "POST",
    url: CHAT_API.assistant,
    remoteAddress: freshAddress(),
    payload: { message, userInfo: { name, email: "asha@example.in", phone: null, location: "India", userType: "farmer" } },
  });
  const body = res.json();
  return { status: res.statusCode, response: body.response, body };
}

/** A chat-completions endpoint on 127.0.0.1 that answers with `status` and `content`, and keeps what it was sent. */
async function fakeModel(status: number, content: string) {
  const received: { auth?: string; body: { model: string; messages: { role: string; content: string }[] } }[] = [];
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString()));
    req.on("end", () => {
      received.push({ auth: req.headers.authorization, body: JSON.parse(raw) });
      res.writeHead(status, { "content-type": "application/json" });
      res.end(status === 200 ? JSON.stringify({ choices: [{ message: { role: "assistant", content } }] }) : '{"error":"down"}');
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/v1`, received, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe.each(testDatabases)("assistant on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it("explains how to get soil tested, with the sampling advice and the clinic finder", async () => {
    const { status, response } = await ask(t, HOW_TO_TEST);
    expect(status).toBe(200);
    expect(response).toMatch(/^Hi Asha! /);
    for (const fact of [`${CLAIMS.sampling.spots} spots`, `${CLAIMS.sampling.depthInches} inches`, `${CLAIMS.sampling.grams} g`, `₹${CLAIMS.clinicTestPriceRupees}`, "/find-clinic"]) {
      expect(response).toContain(fact);
    }
  });

  it("lists the services, with the solutions page", async () => {
    const { response } = await ask(t, SERVICES);
    for (const fact of ["device", "soil clinics", "Soil Didi", "digital platform", `${CLAIMS.clinicParameters} parameters`, "/solutions"]) expect(response).toContain(fact);
  });

  it("tells how to become a Soil Didi and where to apply", async () => {
    const { response } = await ask(t, SOIL_DIDI);
    expect(response).toMatch(/Soil Didis are rural women and young people/);
    expect(response).toContain("/contact");
  });

  it("gives the testing prices: per sample at a clinic, and the clinic business", async () => {
    const { response } = await ask(t, PRICES);
    for (const fact of [
      `₹${CLAIMS.clinicTestPriceRupees} per sample`,
      `₹${CLINIC_BUSINESS.soilTestRupees} per test`,
      rupees(CLINIC_BUSINESS.packages.advanced.priceRupees),
      rupees(CLINIC_BUSINESS.packages.pro.priceRupees),
      "+ GST",
      "/find-clinic",
      "/start-clinic",
    ]) {
      expect(response).toContain(fact);
    }
  });

  it("greets back and offers the suggested questions", async () => {
    const { response } = await ask(t, "Namaste!", null);
    expect(response).toMatch(/^Hi! I'm the MittiMitra assistant/);
    for (const q of SUGGESTED_QUESTIONS) expect(response).toContain(q);
  });

  it("falls back to the team's contact details when nothing matches", async () => {
    const { response } = await ask(t, "Who won the cricket match yesterday?");
    expect(response).toMatch(/^Sorry Asha, I don't have an answer to that/);
    expect(response).toContain(site.phones[0]);
    expect(response).toContain(site.infoEmail);
    expect(response).toContain("/contact");
  });

  it("logs each question as a user message and each answer as the bot's", async () => {
    const count = async (sender: string) =>
      Number((await t.app.db.selectFrom("chat_messages").select((eb) => eb.fn.countAll<number>().as("n")).where("sender", "=", sender).executeTakeFirstOrThrow()).n);
    const [users, bots] = [await count("user"), await count("bot")];
    const { response } = await ask(t, "Where is the nearest clinic?");
    expect([await count("user"), await count("bot")]).toEqual([users + 1, bots + 1]);
    const last = await t.app.db.selectFrom("chat_messages").select(["sender", "message"]).orderBy("created_at", "desc").limit(2).execute();
    expect(last).toEqual(expect.arrayContaining([{ sender: "user", message: "Where is the nearest clinic?" }, { sender: "bot", message: response }]));
  });

  it("refuses bad input with a clear 4xx", async () => {
    const empty = await ask(t, "  ");
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe("Message is required.");
    const res = await t.app.inject({ method: "POST", url: CHAT_API.assistant, remoteAddress: freshAddress(), payload: { message: "hi", userInfo: "Asha" } });
    expect(res.json().error.message).toBe("userInfo must be an object.");
    const huge = await t.app.inject({ method: "POST", url: CHAT_API.assistant, remoteAddress: freshAddress(), payload: { message: "x".repeat(20_000) } });
    expect(huge.statusCode).toBe(413);
  });

  it("limits questions per address", async () => {
    const remoteAddress = freshAddress();
    const codes: number[] = [];
    for (let i = 0; i <= ASSISTANT_RATE_LIMIT_PER_MINUTE; i++) {
      codes.push((await t.app.inject({ method: "POST", url: CHAT_API.assistant, remoteAddress, payload: { message: "hello" } })).statusCode);
    }
    expect(codes.at(-1)).toBe(429);
    expect(codes.filter((c) => c === 200)).toHaveLength(ASSISTANT_RATE_LIMIT_PER_MINUTE);
  });
});

describe("assistant with an OpenAI-compatible endpoint", () => {
  it("answers with the model, sending the retrieved passages, the model name and the key", async () => {
    const model = await fakeModel(200, "From the model: visit /find-clinic.");
    const t = await createTestApp("sqlite", { ASSISTANT_BASE_URL: model.url, ASSISTANT_MODEL: "tiny-test", ASSISTANT_API_KEY: "sk-test" });
    try {
      const { response } = await ask(t, HOW_TO_TEST);
      expect(response).toBe("From the model: visit /find-clinic.");
      expect(model.received).toHaveLength(1);
      const sent = model.received[0]!;
      expect(sent.auth).toBe("Bearer sk-test");
      expect(sent.body.model).toBe("tiny-test");
      expect(sent.body.messages[0]!.content).toContain(`${CLAIMS.sampling.spots} spots`);
      expect(sent.body.messages[1]!.content).toContain(HOW_TO_TEST);
    } finally {
      await t.close();
      await model.close();
    }
  });

  it("falls back to retrieval when the endpoint fails or cannot be reached", async () => {
    const failing = await fakeModel(500, "");
    const down = await closedPort();
    for (const baseUrl of [failing.url, `http://127.0.0.1:${down}/v1`]) {
      const t = await createTestApp("sqlite", { ASSISTANT_BASE_URL: baseUrl, ASSISTANT_MODEL: "tiny-test" });
      try {
        const { status, response } = await ask(t, PRICES);
        expect(status).toBe(200);
        expect(response).toContain(`₹${CLAIMS.clinicTestPriceRupees} per sample`);
      } finally {
        await t.close();
      }
    }
    expect(failing.received).toHaveLength(1);
    await failing.close();
  });

  it("falls back to retrieval when the model sends an empty answer", async () => {
    const empty = await fakeModel(200, "   ");
    const t = await createTestApp("sqlite", { ASSISTANT_BASE_URL: empty.url, ASSISTANT_MODEL: "tiny-test" });
    try {
      expect((await ask(t, SOIL_DIDI)).response).toContain("/contact");
    } finally {
      await t.close();
      await empty.close();
    }
  });
});
