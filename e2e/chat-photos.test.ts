// Photos in the live chat (issue 26) in a real browser against the real server: a visitor on a phone-sized screen sends
// a photo with GPS in it from the widget and sees its thumbnail (which opens large, and closes with Escape back to it);
// the agent's photo reaches the widget over the socket and, with the socket blocked, by the 2 s poll; the console shows
// both and sends one; a Hindi visitor's refused files are explained in Hindi. The agent takes chats through REST, as
// in chat-widget.test.ts.
import sharp from "sharp";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_API, type ChatMessage } from "../src/shared/schemas/chat.ts";
import { CHAT_PHOTO_API, CHAT_PHOTO_LIMITS } from "../src/shared/schemas/chat-photos.ts";
import { LEAD_LIMITS } from "../src/shared/schemas/lead.ts";
import { defaultSiteConfig } from "../src/shared/site-config.ts";
import chatHi from "../src/client/i18n/locales/chat/hi.json";
import commonHi from "../src/client/i18n/locales/common/hi.json";
import { baseUrl, describeViolations, openPage, seriousA11yViolations, shot } from "./support.ts";
import { chatBrowser, openConsoleOnline, signInAgentApi, startWidgetChat, type AgentApi } from "./chat-support.ts";

const AGENT = { email: "photo.agent@example.in", password: "photo-agent-password" };
const AGENT_NAME = `${defaultSiteConfig.brand} Agent`;
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

const browser = chatBrowser(AGENT);
let agent: AgentApi;

/** A leaf photographed on a phone: with the camera's name and GPS in its EXIF. */
async function leafPhoto(colour: string): Promise<Buffer> {
  const { width, height } = { width: 1200, height: 900 };
  const pixels = Buffer.alloc(width * height * 3);
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
  for (let i = 0; i < width * height; i++) {
    const shade = ((i % width) / width) * 80;
    pixels[i * 3] = Math.min(255, r! + shade);
    pixels[i * 3 + 1] = Math.min(255, g! + ((i / width / height) * 60) | 0);
    pixels[i * 3 + 2] = b!;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: "FieldPhone", Model: "K1" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "20/1 0/1 1234/100", GPSLongitudeRef: "E", GPSLongitude: "73/1 47/1 4321/100" },
    })
    .toBuffer();
}

/** Whether EXIF (as sharp reads it) holds a GPS block: the GPS IFD pointer, tag 0x8825, in either byte order. */
const hasGps = (exif: Buffer | undefined) => !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

/** The agent sends a photo into a chat it holds, as the console does. */
async function agentSendsPhoto(sessionId: string, bytes: Buffer, name: string): Promise<ChatMessage> {
  const form = new FormData();
  form.append("clientId", crypto.randomUUID());
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/png" }), name);
  const res = await agent.call<ChatMessage>(CHAT_PHOTO_API.agent(sessionId), { method: "POST", form });
  expect(res.status).toBe(201);
  return res.body;
}

const panel = (page: Page) => page.getByRole("dialog").first();
const chatLog = (page: Page) => page.getByRole("log").first();
/** The thumbnail's picture has arrived and been drawn. */
const drawn = (page: Page, name: string) =>
  chatLog(page)
    .getByRole("button", { name })
    .locator("img")
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)
    .catch(() => false);

beforeAll(async () => {
  agent = await signInAgentApi(AGENT);
  expect((await agent.call(CHAT_API.presence, { method: "PUT", json: { online: true } })).status).toBe(200);
});
afterAll(async () => {
  if (agent) await agent.call(CHAT_API.presence, { method: "PUT", json: { online: false } });
});

describe("chat photos", () => {
  it("a visitor on a phone sends a photo and sees it; the agent's photo arrives; the console shows both and sends one", async () => {
    // axe is injected as a script, which the site's CSP refuses (the Hindi test below runs under the CSP).
    const { page, problems } = await openPage(browser(), { ...PHONE, bypassCSP: true });
    const name = "Ramesh Patil";
    await startWidgetChat(page, name, `ramesh-${Date.now()}@example.in`);
    const sessionId = await agent.take(name);
    await panel(page).getByRole("heading", { name: `Connected to ${AGENT_NAME}` }).waitFor({ timeout: 5000 });

    // The camera button beside the message box opens the phone's picker: the photo goes as soon as it is chosen.
    const button = panel(page).getByRole("button", { name: "Add a photo" });
    expect(await button.isVisible()).toBe(true);
    const original = await leafPhoto("#3a7d44");
    expect(hasGps((await sharp(original).metadata()).exif)).toBe(true);
    await panel(page).locator("input[data-photo-input]").setInputFiles({ name: "IMG_2031.jpg", mimeType: "image/jpeg", buffer: original });
    await expect.poll(() => drawn(page, "Your photo: open it large"), { timeout: 10_000 }).toBe(true);
    // Shown once, though it reaches the widget from the upload's answer and from the socket.
    expect(await chatLog(page).getByRole("button", { name: "Your photo: open it large" }).count()).toBe(1);

    // The agent has it, upright and without its GPS.
    const messages = (await agent.call<{ messages: ChatMessage[] }>(CHAT_API.agentMessages(sessionId))).body.messages;
    const sent = messages.find((m) => m.photo)!;
    expect(sent).toMatchObject({ sender_type: "user", photo: { width: 1200, height: 900 } });
    const large = await fetch(`${baseUrl()}${CHAT_PHOTO_API.agentFile(sessionId, sent.photo!.id, "large.jpg")}`, { headers: { authorization: `Bearer ${agent.token}` } });
    const bytes = Buffer.from(await large.arrayBuffer());
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect(bytes.includes(Buffer.from("GPS"))).toBe(false);
    expect(bytes.includes(Buffer.from("FieldPhone"))).toBe(false);

    // The agent's photo (a soil card) comes over the socket.
    const card = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#8b5a2b" } }).png().toBuffer();
    await agentSendsPhoto(sessionId, card, "soil-card.png");
    await expect.poll(() => drawn(page, `Photo from ${AGENT_NAME}: open it large`), { timeout: 5000 }).toBe(true);

    // The thumbnail opens the large view in a dialog; Escape closes it (not the chat) and goes back to the thumbnail.
    const thumb = chatLog(page).getByRole("button", { name: "Your photo: open it large" });
    await thumb.click();
    const viewer = page.getByRole("dialog", { name: "Your photo" });
    await viewer.waitFor();
    await expect.poll(() => viewer.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
    expect(await viewer.getByRole("link", { name: "Open the full photo" }).isVisible()).toBe(true);
    await shot(page, "chat-photos-widget-large-390", { fullPage: false });
    await page.keyboard.press("Escape");
    await viewer.waitFor({ state: "hidden" });
    await expect.poll(() => thumb.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await chatLog(page).isVisible()).toBe(true);
    const violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await shot(page, "chat-photos-widget-390", { fullPage: false });

    // The console, on a desktop screen: the chat with both photos, and a photo sent from it.
    const { page: console_, problems: consoleProblems } = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    await openConsoleOnline(console_, AGENT);
    const chatPanel = console_.locator(`section[data-session="${sessionId}"]`);
    await expect.poll(() => chatPanel.getByRole("button", { name: `Photo from ${name}: open it large` }).locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth).catch(() => 0), { timeout: 10_000 }).toBeGreaterThan(0);
    await chatPanel.locator("input[data-photo-input]").setInputFiles({ name: "clinic-map.png", mimeType: "image/png", buffer: await sharp({ create: { width: 640, height: 480, channels: 3, background: "#d9a441" } }).png().toBuffer() });
    await expect.poll(() => chatPanel.getByRole("button", { name: /^Photo from .*: open it large$/ }).count(), { timeout: 10_000 }).toBe(3);
    await expect.poll(() => chatLog(page).getByRole("button", { name: `Photo from ${AGENT_NAME}: open it large` }).count(), { timeout: 5000 }).toBe(2);
    const allDrawn = () => chatPanel.locator("button[data-photo-id] img").evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length);
    await expect.poll(allDrawn, { timeout: 5000 }).toBe(3);
    await shot(console_, "chat-photos-console-1280");
    // Conversations keeps them with the transcript, read with the admin's sign-in.
    await console_.goto(`${baseUrl()}/admin/conversations?chat=${sessionId}`, { waitUntil: "networkidle" });
    const transcript = console_.getByRole("dialog", { name: `Chat with ${name}` });
    await expect
      .poll(() => transcript.locator("button[data-photo-id] img").evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length), { timeout: 10_000 })
      .toBe(3);
    await shot(console_, "chat-photos-transcript-1280", { fullPage: false });
    expect(consoleProblems).toEqual([]);
    await console_.context().close();

    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("on a Hindi page with the socket blocked: the agent's photo comes by polling, and refusals are explained in Hindi", async () => {
    // The console closed above went offline as it left: online again, through REST.
    expect((await agent.call(CHAT_API.presence, { method: "PUT", json: { online: true } })).status).toBe(200);
    const { page, problems } = await openPage(browser(), PHONE);
    // A socket that opens but never hears from the server: the widget polls every 2 s instead.
    await page.routeWebSocket(/\/api\/v1\/chat\/ws$/, () => undefined);
    await page.goto(`${baseUrl()}/hi`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: /^(Chat with us|हमसे चैट करें)$/ }).click();
    const name = "Kamla Bai";
    await panel(page).getByLabel(commonHi["form.name"]).fill(name);
    await panel(page).getByLabel(commonHi["form.email"]).fill(`kamla-${Date.now()}@example.in`);
    await panel(page).getByLabel(chatHi["chat.form.userType"]).selectOption("farmer");
    await page.waitForTimeout(LEAD_LIMITS.minFillMs + 200);
    await panel(page).getByRole("button", { name: chatHi["chat.form.start"] }).click();
    const sessionId = await agent.take(name);

    const agentPhoto = await agentSendsPhoto(sessionId, await sharp({ create: { width: 600, height: 800, channels: 3, background: "#6b8e23" } }).png().toBuffer(), "leaf.png");
    const agentThumb = chatLog(page).locator(`button[data-photo-id="${agentPhoto.photo!.id}"]`);
    await expect.poll(() => agentThumb.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth).catch(() => 0), { timeout: 5000 }).toBeGreaterThan(0);
    expect(await agentThumb.getAttribute("aria-label")).toContain("बड़ी करके देखें");

    const input = panel(page).locator("input[data-photo-input]");
    expect(await panel(page).getByRole("button", { name: chatHi["chat.photo.send"] }).isVisible()).toBe(true);
    // A file that is not a picture (a PDF report), refused by the server in a 415 the widget words in Hindi.
    await input.setInputFiles({ name: "report.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4 soil report") });
    await expect.poll(() => panel(page).getByRole("alert").textContent()).toBe("यह फ़ोटो नहीं खुल रही — JPG या PNG फ़ोटो भेजें।");
    await shot(page, "chat-photos-widget-hi-refused-390", { fullPage: false });
    // 10 MB + 1: refused before a byte is sent.
    let uploads = 0;
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().endsWith("/photos")) uploads++;
    });
    await input.setInputFiles({ name: "huge.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(CHAT_PHOTO_LIMITS.maxBytes + 1, 1) });
    await expect.poll(() => panel(page).getByRole("alert").textContent()).toBe("फ़ोटो 10 MB से बड़ी है — छोटी फ़ोटो भेजें।");
    expect(uploads).toBe(0);
    // A good photo then goes, and the refusal goes with it.
    await input.setInputFiles({ name: "leaf.jpg", mimeType: "image/jpeg", buffer: await leafPhoto("#556b2f") });
    await expect.poll(() => drawn(page, `${chatHi["chat.photo.yours"]}: बड़ी करके देखें`), { timeout: 10_000 }).toBe(true);
    expect(await panel(page).getByRole("alert").count()).toBe(0);
    await shot(page, "chat-photos-widget-hi-390", { fullPage: false });
    // The browser logs the refused upload itself.
    expect(problems.filter((p) => !p.includes("415"))).toEqual([]);
    await page.context().close();
  });
});
