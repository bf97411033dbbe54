// Photos in the live chat (issue 26), over HTTP on SQLite and PostgreSQL: a visitor's and an agent's photo go round
// (socket and polls alike), are re-encoded upright with every piece of EXIF and GPS gone, and are served only to the
// chat's visitor, the agent holding it and the team; a transcript e-mail links them by a signed link. Refusals (not a
// picture, 10 MB + 1, a damaged or unreadable HEIC file, too many a minute, another's chat) leave nothing behind.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CHAT_API, type ChatMessage, type CreatedChatSession, type VisitorMessagesResponse } from "../../shared/schemas/chat.ts";
import { CHAT_PHOTO_API, CHAT_PHOTO_LIMITS, CHAT_PHOTO_TEXT } from "../../shared/schemas/chat-photos.ts";
import { conversationUrl, type ConversationTranscript } from "../../shared/schemas/conversations.ts";
import { createTestApp, testDatabases, type TestApp } from "../test-support/test-app.ts";
import { freshAddress, openChatSocket, signInAgent, startChat, visitorHeaders, waitFor, type Agent } from "./chat-test-support.ts";

const ENCODE_TIMEOUT_MS = 60_000;

/** A multipart/form-data body: the clientId field (when given), then one file. */
function multipart(bytes: Buffer, filename: string, type = "application/octet-stream", clientId?: string) {
  const boundary = "----mittimitra-photo-boundary";
  const field = clientId ? `--${boundary}\r\nContent-Disposition: form-data; name="clientId"\r\n\r\n${clientId}\r\n` : "";
  const head = `${field}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** A leaf photographed on a phone: 1,800 × 1,200 stored sideways (EXIF orientation 6, shown 1,200 × 1,800) with GPS. */
async function phoneJpeg(): Promise<Buffer> {
  const noise = Buffer.alloc(1800 * 1200 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7 + ((i / 3000) | 0)) % 256;
  return sharp(noise, { raw: { width: 1800, height: 1200, channels: 3 } })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: "FieldPhone", Model: "K1", Copyright: "Ramesh Patil" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "16/1 51/1 1234/100", GPSLongitudeRef: "E", GPSLongitude: "74/1 33/1 4321/100" },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Whether EXIF (as sharp reads it) holds a GPS block: the GPS IFD pointer, tag 0x8825, in either byte order. */
const hasGps = (exif: Buffer | undefined) => !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

const smallPng = (colour = "#3a7d44") => sharp({ create: { width: 64, height: 48, channels: 3, background: colour } }).png().toBuffer();

describe.each(testDatabases)("chat photos on %s", (kind) => {
  let t: TestApp;
  let ravi: Agent;
  let meena: Agent;
  const photosDir = () => path.join(t.config.uploadsDir, "chat-photos");
  const folders = () => fs.readdirSync(photosDir()).sort();
  const photoRows = async () => (await t.app.db.selectFrom("chat_photos").select("id").execute()).length;
  const photoMessages = async () => (await t.app.db.selectFrom("chat_session_messages").select("id").where("photo_id", "is not", null).execute()).length;

  const visitorSend = (chat: CreatedChatSession, body: ReturnType<typeof multipart>, headers: Record<string, string> = visitorHeaders(chat), remoteAddress = freshAddress()) =>
    t.app.inject({ method: "POST", url: CHAT_PHOTO_API.visitor(chat.sessionId), payload: body.payload, headers: { ...headers, ...body.headers }, remoteAddress });
  const agentSend = (agent: Agent, sessionId: string, body: ReturnType<typeof multipart>) =>
    t.app.inject({ method: "POST", url: CHAT_PHOTO_API.agent(sessionId), payload: body.payload, headers: { ...agent.headers, ...body.headers }, remoteAddress: freshAddress() });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers, remoteAddress: freshAddress() });

  /** A chat Ravi has taken. */
  async function takenChat(name = "Ramesh Patil"): Promise<CreatedChatSession> {
    const chat = await startChat(t.app, name);
    expect(chat.hasAgent).toBe(true);
    expect((await t.app.inject({ method: "POST", url: CHAT_API.take(chat.sessionId), headers: ravi.headers })).statusCode).toBe(200);
    return chat;
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    ravi = await signInAgent(t.app, "ravi@example.in");
    meena = await signInAgent(t.app, "meena@example.in", ravi);
    for (const agent of [ravi, meena]) {
      expect((await t.app.inject({ method: "PUT", url: CHAT_API.presence, headers: agent.headers, payload: { online: true } })).statusCode).toBe(200);
    }
  });
  afterAll(async () => t?.close());

  describe("a visitor's photo", () => {
    let chat: CreatedChatSession;
    let sent: ChatMessage;
    let original: Buffer;
    const clientId = "7b0b7c1e-1b1a-4c52-9d0e-0c3a3f1e2d11";

    beforeAll(async () => {
      chat = await takenChat();
      original = await phoneJpeg();
      // The test photo really carries GPS, the camera and the owner's name, and is stored sideways.
      const before = await sharp(original).metadata();
      expect(before.exif?.includes(Buffer.from("FieldPhone"))).toBe(true);
      expect(before.exif?.includes(Buffer.from("Ramesh Patil"))).toBe(true);
      expect(before.orientation).toBe(6);
      expect(hasGps(before.exif)).toBe(true);
      const agentSocket = await openChatSocket(t.app, { type: "auth", role: "agent", accessToken: ravi.accessToken });
      const res = await visitorSend(chat, multipart(original, "IMG_2031.JPG", "image/jpeg", clientId));
      expect(res.statusCode, res.body).toBe(201);
      sent = res.json<ChatMessage>();
      // The agent's socket gets it as it gets any message, photo and all.
      const pushed = await waitFor(() => agentSocket.events.find((e) => e.type === "message" && e.message.id === sent.id));
      expect(pushed).toMatchObject({ type: "message", sessionId: chat.sessionId, message: { photo: sent.photo } });
      agentSocket.close();
    }, ENCODE_TIMEOUT_MS);

    it("is stored as a message of the chat that names the photo, upright and no wider than 1,600", async () => {
      expect(sent).toMatchObject({ message: CHAT_PHOTO_TEXT, sender_type: "user", sender_name: "Ramesh Patil", photo: { width: 1200, height: 1800 } });
      expect(sent.photo!.id).toMatch(/^[0-9a-f]{32}$/);
      const row = await t.app.db.selectFrom("chat_session_messages").select(["photo_id", "client_id"]).where("id", "=", sent.id).executeTakeFirstOrThrow();
      expect(row).toEqual({ photo_id: sent.photo!.id, client_id: clientId });
      const photo = await t.app.db.selectFrom("chat_photos").selectAll().where("id", "=", sent.photo!.id).executeTakeFirstOrThrow();
      expect(photo).toMatchObject({ session_id: chat.sessionId, sender_type: "user", widths: "[480,1200]", bytes: original.length });
    });

    it("comes with the visitor's and the agent's polls as it came on the socket", async () => {
      const visitorPoll = await get(CHAT_API.visitorMessages(chat.sessionId), visitorHeaders(chat));
      expect(visitorPoll.json<VisitorMessagesResponse>().messages.find((m) => m.id === sent.id)).toEqual(sent);
      const agentPoll = await get(CHAT_API.agentMessages(chat.sessionId), ravi.headers);
      expect(agentPoll.json<{ messages: ChatMessage[] }>().messages.find((m) => m.id === sent.id)).toEqual(sent);
      // Polling on from just before it, as a widget whose socket is down does.
      const greeting = visitorPoll.json<VisitorMessagesResponse>().messages[0]!;
      const after = await get(`${CHAT_API.visitorMessages(chat.sessionId)}?since=${encodeURIComponent(greeting.created_at)}&afterId=${greeting.id}`, visitorHeaders(chat));
      expect(after.json<VisitorMessagesResponse>().messages.map((m) => m.photo?.id ?? null)).toContain(sent.photo!.id);
    });

    it("writes a thumbnail and a large view in WebP and JPEG, with EXIF, GPS, the camera and the orientation gone", async () => {
      const dir = path.join(photosDir(), sent.photo!.id);
      expect(fs.readdirSync(dir).sort()).toEqual(["1200.jpg", "1200.webp", "480.jpg", "480.webp"]);
      for (const f of fs.readdirSync(dir)) {
        const bytes = fs.readFileSync(path.join(dir, f));
        const meta = await sharp(bytes).metadata();
        expect(meta.exif, f).toBeUndefined();
        expect(meta.orientation, f).toBeUndefined();
        expect(bytes.includes(Buffer.from("FieldPhone")), f).toBe(false);
        expect(bytes.includes(Buffer.from("Ramesh Patil")), f).toBe(false);
        expect(bytes.includes(Buffer.from("GPS")), f).toBe(false);
        // Upright: taller than wide, as the phone showed it.
        expect(meta.height! > meta.width!, f).toBe(true);
      }
    });

    it("serves the thumbnail and the large view to the chat's visitor, privately cached for good", async () => {
      const thumb = await get(CHAT_PHOTO_API.visitorFile(chat.sessionId, sent.photo!.id, "thumb.webp"), visitorHeaders(chat));
      expect(thumb.statusCode).toBe(200);
      expect(thumb.headers["content-type"]).toBe("image/webp");
      expect(thumb.headers["cache-control"]).toBe("private, max-age=31536000, immutable");
      expect(thumb.headers.etag).toBeTruthy();
      expect((await sharp(thumb.rawPayload).metadata()).width).toBe(480);
      const large = await get(CHAT_PHOTO_API.visitorFile(chat.sessionId, sent.photo!.id, "large.jpg"), visitorHeaders(chat));
      expect(large.headers["content-type"]).toBe("image/jpeg");
      const meta = await sharp(large.rawPayload).metadata();
      expect([meta.width, meta.height, meta.exif]).toEqual([1200, 1800, undefined]);
      // A name that is not one of the four files, or an id that is not a photo's, names nothing.
      expect((await get(`${CHAT_PHOTO_API.visitor(chat.sessionId)}/${sent.photo!.id}/1200.jpg`, visitorHeaders(chat))).statusCode).toBe(404);
      expect((await get(CHAT_PHOTO_API.visitorFile(chat.sessionId, "0".repeat(32), "thumb.jpg"), visitorHeaders(chat))).statusCode).toBe(404);
      // The folder sits under UPLOADS_DIR but is no public upload.
      expect((await get(`/uploads/chat-photos/${sent.photo!.id}/480.jpg`)).statusCode).toBe(404);
    });

    it("stores a retried upload (the same clientId) once", async () => {
      const before = folders();
      const again = await visitorSend(chat, multipart(original, "IMG_2031.JPG", "image/jpeg", clientId));
      expect(again.statusCode).toBe(200);
      expect(again.json<ChatMessage>()).toEqual(sent);
      expect(folders()).toEqual(before);
      const rows = await t.app.db.selectFrom("chat_photos").select("id").where("session_id", "=", chat.sessionId).execute();
      expect(rows).toHaveLength(1);
    });

    it("is kept in the chat's transcript in Conversations, whose photo the team may read", async () => {
      const res = await get(conversationUrl(chat.sessionId), meena.headers);
      const line = res.json<ConversationTranscript>().messages.find((m) => m.id === sent.id);
      expect(line).toMatchObject({ sender: "visitor", text: CHAT_PHOTO_TEXT, photo: sent.photo });
      const file = await get(CHAT_PHOTO_API.adminFile(chat.sessionId, sent.photo!.id, "large.webp"), meena.headers);
      expect(file.statusCode).toBe(200);
      expect(file.headers["content-type"]).toBe("image/webp");
      expect((await get(CHAT_PHOTO_API.adminFile(chat.sessionId, sent.photo!.id, "large.webp"))).statusCode).toBe(401);
    });
  });

  describe("an agent's photo", () => {
    it("reaches the visitor's socket and poll, and the transcript e-mail links it for a week", async () => {
      const chat = await takenChat("Sunita Pawar");
      const visitorSocket = await openChatSocket(t.app, { type: "auth", role: "visitor", sessionId: chat.sessionId, token: chat.visitorToken });
      const res = await agentSend(ravi, chat.sessionId, multipart(await smallPng(), "soil-card.png", "image/png"));
      expect(res.statusCode, res.body).toBe(201);
      const sent = res.json<ChatMessage>();
      expect(sent).toMatchObject({ sender_type: "agent", message: CHAT_PHOTO_TEXT, photo: { width: 64, height: 48 } });
      await waitFor(() => visitorSocket.events.find((e) => e.type === "message" && e.message.photo?.id === sent.photo!.id));
      visitorSocket.close();
      const poll = await get(CHAT_API.visitorMessages(chat.sessionId), visitorHeaders(chat));
      expect(poll.json<VisitorMessagesResponse>().messages.at(-1)).toEqual(sent);
      // A small picture is not made larger: one width, written as both sizes.
      expect(fs.readdirSync(path.join(photosDir(), sent.photo!.id)).sort()).toEqual(["64.jpg", "64.webp"]);
      const agentFile = await get(CHAT_PHOTO_API.agentFile(chat.sessionId, sent.photo!.id, "thumb.jpg"), ravi.headers);
      expect([agentFile.statusCode, agentFile.headers["content-type"]]).toEqual([200, "image/jpeg"]);

      // The visitor answers (a chat with nothing from the visitor is not e-mailed), the chat ends, and the visitor has it e-mailed.
      const thanks = { method: "POST", url: CHAT_API.visitorMessages(chat.sessionId), headers: visitorHeaders(chat), payload: { message: "Thank you" }, remoteAddress: freshAddress() } as const;
      expect((await t.app.inject(thanks)).statusCode).toBe(201);
      expect((await t.app.inject({ method: "POST", url: CHAT_API.end(chat.sessionId), headers: ravi.headers })).statusCode).toBe(200);
      const mailed = await t.app.inject({ method: "POST", url: `/api/v1/chat/sessions/${chat.sessionId}/transcript`, headers: visitorHeaders(chat), payload: {}, remoteAddress: freshAddress() });
      expect(mailed.statusCode, mailed.body).toBe(202);
      const mail = await t.app.db.selectFrom("email_outbox").select("body_text").where("kind", "=", "chat_transcript").where("body_text", "like", "%Sunita Pawar%").executeTakeFirstOrThrow();
      const link = new RegExp(`${t.config.site.siteUrl.replace(/[.]/g, "\\.")}(/api/v1/chat/photos/${sent.photo!.id}/large\\.jpg\\?expires=(\\d+)&sig=([\\w-]+))`).exec(mail.body_text);
      expect(link, mail.body_text).not.toBeNull();
      expect(mail.body_text).toContain(`: Photo: ${t.config.site.siteUrl}`);
      const [, address, expires] = link!;
      const days = (Number(expires) * 1000 - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(CHAT_PHOTO_LIMITS.linkDays - 0.01);
      expect(days).toBeLessThan(CHAT_PHOTO_LIMITS.linkDays + 0.05);
      // The link opens the photo without a sign-in; a changed signature, another photo's or an expired link do not.
      const opened = await get(address!);
      expect([opened.statusCode, opened.headers["content-type"]]).toEqual([200, "image/jpeg"]);
      expect(opened.headers["cache-control"]).toMatch(/^private, max-age=\d+$/);
      const forged = await get(address!.replace(/sig=[\w-]+/, `sig=${"A".repeat(43)}`));
      expect([forged.statusCode, forged.json().error.code]).toEqual([403, "photo_link_invalid"]);
      const later = await get(address!.replace(/expires=\d+/, `expires=${Number(expires) + 86_400}`));
      expect(later.json().error.code).toBe("photo_link_invalid");
      const old = t.app.chatPhotos.link(sent.photo!.id, "", Date.now() - (CHAT_PHOTO_LIMITS.linkDays + 1) * 86_400_000);
      const expired = await get(old);
      expect([expired.statusCode, expired.json().error.code]).toEqual([403, "photo_link_expired"]);
    });

    it("may be sent and read only by the agent holding the chat", async () => {
      const chat = await takenChat("Kavita More");
      const before = [await photoRows(), folders().length];
      const other = await agentSend(meena, chat.sessionId, multipart(await smallPng(), "x.png"));
      expect(other.statusCode).toBe(403);
      const unsigned = await t.app.inject({ method: "POST", url: CHAT_PHOTO_API.agent(chat.sessionId), ...multipart(await smallPng(), "x.png"), remoteAddress: freshAddress() });
      expect(unsigned.statusCode).toBe(401);
      const own = (await agentSend(ravi, chat.sessionId, multipart(await smallPng("#aa3300"), "leaf.png"))).json<ChatMessage>();
      expect((await get(CHAT_PHOTO_API.agentFile(chat.sessionId, own.photo!.id, "large.webp"), meena.headers)).statusCode).toBe(403);
      expect(await photoRows()).toBe(before[0]! + 1);
      expect(folders()).toHaveLength(before[1]! + 1);
      // An ended chat takes no more photos.
      await t.app.inject({ method: "POST", url: CHAT_API.end(chat.sessionId), headers: ravi.headers });
      expect((await agentSend(ravi, chat.sessionId, multipart(await smallPng(), "x.png"))).statusCode).toBe(409);
      expect((await visitorSend(chat, multipart(await smallPng(), "x.png"))).json().error.code).toBe("chat_ended");
    });
  });

  describe("the visitor's token", () => {
    it("is needed to send or read a photo, and opens only its own chat's photos", async () => {
      const chat = await takenChat("Meera Shinde");
      const stranger = await takenChat("Somebody Else");
      const own = (await visitorSend(chat, multipart(await smallPng(), "leaf.png"))).json<ChatMessage>();
      const before = [await photoRows(), folders().length];
      expect((await visitorSend(chat, multipart(await smallPng(), "x.png"), {})).statusCode).toBe(401);
      expect((await visitorSend(chat, multipart(await smallPng(), "x.png"), { authorization: "Bearer not-the-token" })).statusCode).toBe(403);
      expect((await visitorSend(chat, multipart(await smallPng(), "x.png"), visitorHeaders(stranger))).statusCode).toBe(403);
      const file = CHAT_PHOTO_API.visitorFile(chat.sessionId, own.photo!.id, "large.webp");
      expect((await get(file)).statusCode).toBe(401);
      expect((await get(file, visitorHeaders(stranger))).statusCode).toBe(403);
      // The other chat's own token with its own id does not reach this chat's photo either.
      expect((await get(CHAT_PHOTO_API.visitorFile(stranger.sessionId, own.photo!.id, "large.webp"), visitorHeaders(stranger))).statusCode).toBe(404);
      expect((await get(file, visitorHeaders(chat))).statusCode).toBe(200);
      expect([await photoRows(), folders().length]).toEqual(before);
    });
  });

  describe("refusals", () => {
    it("refuses what is not a picture, a damaged one, a HEIC it cannot read and 10 MB + 1, in a clear 4xx, leaving nothing behind", async () => {
      const chat = await takenChat("Anil Kale");
      const before = { rows: await photoRows(), messages: await photoMessages(), folders: folders() };
      const refused = async (body: ReturnType<typeof multipart>, status: number, code: string) => {
        const res = await visitorSend(chat, body);
        expect(res.statusCode, res.body).toBe(status);
        expect(res.json().error).toMatchObject({ code, message: expect.any(String) });
        return res;
      };
      await refused(multipart(Buffer.from("%PDF-1.4 a soil report, not a picture"), "report.pdf", "application/pdf"), 415, "unsupported_image");
      await refused(multipart(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), "leaf.svg", "image/svg+xml"), 415, "unsupported_image");
      // A GIF is a picture, but not one of ours.
      await refused(multipart(await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } }).gif().toBuffer(), "a.gif", "image/gif"), 415, "unsupported_image");
      const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#964B00" } }).jpeg().toBuffer();
      await refused(multipart(jpeg.subarray(0, 300), "cut.jpg", "image/jpeg"), 400, "unreadable_image");
      // A real HEIC, HEVC-coded as an iPhone takes them (fixtures/leaf-hevc.heic, written by libheif's heif-enc with x265):
      // sharp's prebuilt libheif reads its header but has no HEVC decoder, so the visitor is told to send a JPEG.
      const heic = fs.readFileSync(new URL("../test-support/fixtures/leaf-hevc.heic", import.meta.url));
      expect(await sharp(heic).metadata()).toMatchObject({ format: "heif", compression: "hevc", width: 96, height: 72 });
      expect(await sharp(heic).jpeg().toBuffer().then(() => "decoded", () => "no decoder")).toBe("no decoder");
      const heicRes = await refused(multipart(heic, "IMG_0001.HEIC", "image/heic"), 415, "heic_unsupported");
      expect(heicRes.json().error.message).toMatch(/JPEG/);
      const big = Buffer.concat([jpeg, Buffer.alloc(CHAT_PHOTO_LIMITS.maxBytes + 1 - jpeg.length)]);
      expect(big.length).toBe(10 * 1024 * 1024 + 1);
      const tooBig = await refused(multipart(big, "huge.jpg", "image/jpeg"), 413, "file_too_large");
      expect(tooBig.json().error.message).toContain("10 MB");
      const notMultipart = await t.app.inject({ method: "POST", url: CHAT_PHOTO_API.visitor(chat.sessionId), headers: visitorHeaders(chat), payload: { file: "x" }, remoteAddress: freshAddress() });
      expect([notMultipart.statusCode, notMultipart.json().error.code]).toEqual([415, "not_multipart"]);
      const badId = await visitorSend(chat, multipart(await smallPng(), "x.png", "image/png", "not-a-uuid"));
      expect([badId.statusCode, badId.json().error.code]).toEqual([400, "invalid_photo"]);
      expect({ rows: await photoRows(), messages: await photoMessages(), folders: folders() }).toEqual(before);
    });

    it("removes the files again when the message cannot be stored", async () => {
      const chat = await takenChat("Vijay Gaikwad");
      const before = { rows: await photoRows(), folders: folders() };
      const failing = vi.spyOn(t.app.chat, "postVisitorMessage").mockRejectedValueOnce(new Error("the database went away"));
      try {
        const res = await visitorSend(chat, multipart(await smallPng(), "leaf.png", "image/png"));
        expect(res.statusCode).toBe(500);
      } finally {
        failing.mockRestore();
      }
      expect({ rows: await photoRows(), folders: folders() }).toEqual(before);
    });

    it("takes at most 10 photos a minute in a chat and from an address: of 100 in a minute, 10 get in and 90 get a clear 429", async () => {
      const chat = await takenChat("Pooja Deshmukh");
      const png = await smallPng();
      const address = freshAddress();
      const before = { rows: await photoRows(), folders: folders().length };
      // One after another, as a phone sends them (in-memory limits read a burst that arrives in one tick all at its end).
      const answers = [];
      for (let i = 0; i < 100; i++) answers.push(await visitorSend(chat, multipart(png, "leaf.png", "image/png"), visitorHeaders(chat), address));
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 201)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(90);
      for (const a of answers.filter((x) => x.statusCode === 429)) {
        expect(["rate_limited", "photo_rate_limited"]).toContain(a.json().error.code);
        expect(Number(a.headers["retry-after"])).toBeGreaterThan(0);
      }
      expect({ rows: await photoRows(), folders: folders().length }).toEqual({ rows: before.rows + 10, folders: before.folders + 10 });

      // The chat's own limit holds whatever address the photos come from…
      const spread = await takenChat("Ganesh Deshmukh");
      const fromMany = [];
      for (let i = 0; i < CHAT_PHOTO_LIMITS.perChatPerMinute + 2; i++) fromMany.push(await visitorSend(spread, multipart(png, "leaf.png", "image/png")));
      expect(fromMany.map((a) => a.statusCode)).toEqual([...Array(10).fill(201), 429, 429]);
      expect(fromMany.at(-1)!.json().error.code).toBe("photo_rate_limited");
      // …and an address's holds across chats.
      const one = freshAddress();
      const acrossChats = [];
      for (let i = 0; i < CHAT_PHOTO_LIMITS.visitorPerMinute + 1; i++) {
        const c = await takenChat(`Visitor ${i}`);
        acrossChats.push(await visitorSend(c, multipart(png, "leaf.png", "image/png"), visitorHeaders(c), one));
      }
      expect(acrossChats.map((a) => a.statusCode)).toEqual([...Array(10).fill(201), 429]);
      expect(acrossChats.at(-1)!.json().error.code).toBe("rate_limited");
    }, ENCODE_TIMEOUT_MS);
  });

  it("sweeps away photo files that no message refers to, once they are an hour old", async () => {
    const stray = path.join(photosDir(), "f".repeat(32));
    const temp = path.join(photosDir(), ".tmp-" + "e".repeat(32));
    for (const dir of [stray, temp]) {
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, "480.jpg"), "x");
    }
    const kept = folders().filter((f) => f !== path.basename(stray) && f !== path.basename(temp));
    expect(await t.app.chatPhotos.sweep(Date.now())).toBe(0);
    expect(await t.app.chatPhotos.sweep(Date.now() + 2 * 3600_000)).toBe(2);
    expect(folders()).toEqual(kept);
  });
});
