// Publishing for a writer over HTTP on SQLite and PostgreSQL: picture uploads (real images made with sharp, with GPS
// in their EXIF and a turned orientation) re-encoded to their widths and formats with the metadata gone and served with
// year-long caching; refused files with a clear 4xx; uploaded pictures in a post's body as <picture> with srcset; SEO
// fields; a scheduled post going live at its time by the server's own timer; and revisions with restore.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  BLOG_API,
  restoreUrl,
  revisionsUrl,
  UPLOAD_MAX_BYTES,
  type BlogPost,
  type BlogPostInput,
  type BlogRevision,
  type Upload,
} from "../../shared/schemas/blog.ts";
import { publishDuePosts } from "../services/blog.ts";
import { readVersion } from "../services/content-version.ts";
import { signInFirstAdmin } from "../test-support/first-admin.ts";
import { appInstances, createTestApp, testDatabases, type TestApp } from "../test-support/test-app.ts";

const ADMIN = { email: "meera@example.in", password: "beej-aur-mitti" };
const ENCODE_TIMEOUT_MS = 60_000;

const draft = (over: Partial<BlogPostInput> = {}): BlogPostInput => ({
  title: "Reading a Soil Health Card",
  excerpt: "What each number on the card means for the next sowing.",
  content: "<p>The card lists twelve parameters.</p>",
  author: "Meera Nair",
  category: "Soil Science",
  tags: [],
  ...over,
});

/** A multipart/form-data body with one file field. */
function multipart(bytes: Buffer, filename: string, type = "application/octet-stream", field = "file") {
  const boundary = "----mittimitra-test-boundary";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** A photograph-like JPEG 2,000 × 1,200 stored sideways (EXIF orientation 6: shown turned, 1,200 × 2,000) with GPS. */
async function phoneJpeg(): Promise<Buffer> {
  const noise = Buffer.alloc(2000 * 1200 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7 + ((i / 3000) | 0)) % 256;
  return sharp(noise, { raw: { width: 2000, height: 1200, channels: 3 } })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: "FieldPhone", Model: "K1" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "12/1 58/1 1234/100", GPSLongitudeRef: "E", GPSLongitude: "77/1 35/1 4321/100" },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

describe.each(testDatabases)("blog publishing API on %s", (kind) => {
  let t: TestApp;
  let auth: { authorization: string };
  const uploadsDir = () => t.config.uploadsDir;

  const send = (method: "GET" | "POST" | "PUT", url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: auth, ...(payload === undefined ? {} : { payload: payload as object }) });
  const upload = (body: ReturnType<typeof multipart>) =>
    t.app.inject({ method: "POST", url: BLOG_API.adminUploads, payload: body.payload, headers: { ...auth, ...body.headers } });

  async function create(over: Partial<BlogPostInput> = {}): Promise<BlogPost> {
    const res = await send("POST", BLOG_API.adminPosts, draft(over));
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ post: BlogPost }>().post;
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    auth = await signInFirstAdmin(t.app, ADMIN);
  });
  afterAll(async () => t?.close());

  describe("picture uploads", () => {
    let photo: Upload;

    beforeAll(async () => {
      const original = await phoneJpeg();
      // The test image really carries GPS: its EXIF has the GPS block and the camera's name.
      const before = await sharp(original).metadata();
      expect(before.exif?.includes(Buffer.from("FieldPhone"))).toBe(true);
      expect(before.orientation).toBe(6);
      const res = await upload(multipart(original, "IMG_2031.JPG", "image/jpeg"));
      expect(res.statusCode, res.body).toBe(201);
      photo = res.json<{ upload: Upload }>().upload;
      // Nine encodings of a 2-megapixel photo (AVIF the slowest) take a few seconds on a busy machine.
    }, ENCODE_TIMEOUT_MS);

    it("turns the photo upright and writes each width up to 1,600 in AVIF, WebP and JPEG", async () => {
      expect(photo).toMatchObject({ original_name: "IMG_2031.JPG", widths: [480, 960, 1200], width: 1200, height: 2000 });
      expect(photo.url).toBe(`/uploads/${photo.id}/1200.jpg`);
      for (const w of photo.widths) {
        for (const [ext, format] of [["avif", "heif"], ["webp", "webp"], ["jpg", "jpeg"]] as const) {
          const meta = await sharp(path.join(uploadsDir(), photo.id, `${w}.${ext}`)).metadata();
          expect(meta.format).toBe(format);
          // Upright: taller than wide, as the phone showed it.
          expect([meta.width, meta.height]).toEqual([w, Math.round((2000 * w) / 1200)]);
        }
      }
    });

    it("strips EXIF, GPS and orientation from every file it writes", async () => {
      const files = fs.readdirSync(path.join(uploadsDir(), photo.id));
      expect(files).toHaveLength(9);
      for (const f of files) {
        const bytes = fs.readFileSync(path.join(uploadsDir(), photo.id, f));
        const meta = await sharp(bytes).metadata();
        expect(meta.exif, f).toBeUndefined();
        expect(meta.orientation, f).toBeUndefined();
        expect(bytes.includes(Buffer.from("FieldPhone")), f).toBe(false);
        expect(bytes.includes(Buffer.from("GPS")), f).toBe(false);
      }
    });

    it("serves the files at /uploads/ with a year's immutable caching, and nothing else there", async () => {
      const res = await t.app.inject({ method: "GET", url: `/uploads/${photo.id}/480.avif` });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("image/avif");
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect((await t.app.inject({ method: "GET", url: `/uploads/${photo.id}/960.webp` })).headers["content-type"]).toBe("image/webp");
      expect((await t.app.inject({ method: "GET", url: `/uploads/${photo.id}/2000.jpg` })).statusCode).toBe(404);
      fs.writeFileSync(path.join(uploadsDir(), "notes.txt"), "not a picture");
      expect((await t.app.inject({ method: "GET", url: "/uploads/notes.txt" })).statusCode).toBe(404);
    });

    it("does not make a small picture larger: a 300 px PNG gets one width", async () => {
      const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: "#3a7d44" } }).png().toBuffer();
      const res = await upload(multipart(png, "leaf.png", "image/png"));
      expect(res.statusCode, res.body).toBe(201);
      const small = res.json<{ upload: Upload }>().upload;
      expect(small).toMatchObject({ widths: [300], width: 300, height: 200, url: `/uploads/${small.id}/300.jpg` });
      expect(fs.readdirSync(path.join(uploadsDir(), small.id)).sort()).toEqual(["300.avif", "300.jpg", "300.webp"]);
    });

    it("lists the uploads newest first for the picker", async () => {
      const list = (await send("GET", BLOG_API.adminUploads)).json<{ uploads: Upload[] }>().uploads;
      expect(list.map((u) => u.original_name)).toEqual(["leaf.png", "IMG_2031.JPG"]);
    });

    it("refuses what is not a JPEG, PNG or WebP by its content with 415, whatever its name", async () => {
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
      const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#fff" } }).gif().toBuffer();
      for (const [bytes, name] of [[Buffer.from("just some text"), "photo.jpg"], [svg, "logo.png"], [gif, "anim.webp"]] as const) {
        const res = await upload(multipart(bytes, name, "image/jpeg"));
        expect(res.statusCode, name).toBe(415);
        expect(res.json()).toMatchObject({ error: { code: "unsupported_image" } });
      }
    });

    it("answers 413 image_too_large, as documented, for a picture over 50 megapixels, and keeps nothing of it", async () => {
      const before = fs.readdirSync(uploadsDir()).length;
      // 8,000 × 6,300 = 50.4 megapixels of one colour: a small file that sharp's own limit used to refuse as "damaged" (400).
      const over = await sharp({ create: { width: 8000, height: 6300, channels: 3, background: "#556b2f" } }).png().toBuffer();
      const res = await upload(multipart(over, "field.png", "image/png"));
      expect(res.statusCode, res.body).toBe(413);
      expect(res.json()).toEqual({ error: { code: "image_too_large", message: "The picture has too many pixels (at most 50 megapixels). Please make it smaller and try again." } });
      expect(fs.readdirSync(uploadsDir())).toHaveLength(before);
    });

    it("answers 400 for a damaged picture or no file, 413 for one over 10 MB, 415 for a body that is not multipart", async () => {
      const jpeg = await sharp({ create: { width: 200, height: 200, channels: 3, background: "#964B00" } }).jpeg().toBuffer();
      const cut = await upload(multipart(jpeg.subarray(0, 200), "cut.jpg"));
      expect(cut.statusCode, cut.body).toBe(400);
      expect(cut.json()).toMatchObject({ error: { code: "unreadable_image" } });

      const big = Buffer.concat([jpeg, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - jpeg.length + 10)]);
      const tooBig = await upload(multipart(big, "huge.jpg", "image/jpeg"));
      expect(tooBig.statusCode).toBe(413);
      expect(tooBig.json()).toMatchObject({ error: { code: "file_too_large", message: expect.stringContaining("10 MB") } });

      const empty = await t.app.inject({
        method: "POST",
        url: BLOG_API.adminUploads,
        payload: "------b\r\nContent-Disposition: form-data; name=\"note\"\r\n\r\nhello\r\n------b--\r\n",
        headers: { ...auth, "content-type": "multipart/form-data; boundary=----b" },
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ error: { code: "no_file" } });

      const json = await send("POST", BLOG_API.adminUploads, { file: "x" });
      expect(json.statusCode).toBe(415);
      // Nothing half-written stays behind. (The chat's photos have a folder of their own there, never served by path.)
      const dirs = fs.readdirSync(uploadsDir()).filter((d) => !d.endsWith(".txt") && d !== "chat-photos");
      expect(dirs).toHaveLength(2);
    });

    it("writes an uploaded picture in a post's body as <picture> with AVIF, WebP and JPEG srcsets, and drops srcset from anything else", async () => {
      const post = await create({
        content: `<p>Before.</p><img src="${photo.url}" alt="Soil core" width="1200" height="2000"><img src="/blog/soil-sampling.svg" srcset="https://tracker.example/x.png 1w" alt="">`,
      });
      const base = `/uploads/${photo.id}`;
      expect(post.content).toContain(`<source type="image/avif" srcset="${base}/480.avif 480w, ${base}/960.avif 960w, ${base}/1200.avif 1200w"`);
      expect(post.content).toContain(`<source type="image/webp" srcset="${base}/480.webp 480w, ${base}/960.webp 960w, ${base}/1200.webp 1200w"`);
      expect(post.content).toContain(`<img src="${photo.url}" alt="Soil core" width="1200" height="2000" loading="lazy" srcset="${base}/480.jpg 480w`);
      expect(post.content).toContain('<img src="/blog/soil-sampling.svg" alt="" loading="lazy" />');
      expect(post.content).not.toContain("tracker");
      // Saving the stored body again changes nothing.
      const again = (await send("PUT", `${BLOG_API.adminPosts}/${post.id}`, { ...draft(), content: post.content })).json<{ post: BlogPost }>().post;
      expect(again.content).toBe(post.content);
    });
  });

  it("keeps SEO fields, empty ones as null, and refuses a social image from another site", async () => {
    const post = await create({ meta_title: "  Soil card, explained  ", meta_description: "", social_image_url: "/og-image.jpg" });
    expect(post).toMatchObject({ meta_title: "Soil card, explained", meta_description: null, social_image_url: "/og-image.jpg" });
    const bad = await send("POST", BLOG_API.adminPosts, draft({ social_image_url: "https://example.com/x.jpg" }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { field: "social_image_url" } });
    const long = await send("POST", BLOG_API.adminPosts, draft({ meta_description: "x".repeat(201) }));
    expect(long.json()).toMatchObject({ error: { field: "meta_description" } });
  });

  describe("scheduled posts", () => {
    it("asks for a publish time, and publishes at once a post scheduled for a time already past", async () => {
      const none = await send("POST", BLOG_API.adminPosts, draft({ status: "scheduled" }));
      expect(none.statusCode).toBe(400);
      expect(none.json()).toMatchObject({ error: { field: "publish_at", message: expect.stringContaining("Publish time") } });
      const bad = await send("POST", BLOG_API.adminPosts, draft({ status: "scheduled", publish_at: "tomorrow" }));
      expect(bad.json()).toMatchObject({ error: { field: "publish_at" } });
      const past = await create({ title: "Already Due", status: "scheduled", publish_at: new Date(Date.now() - 60_000).toISOString() });
      expect(past).toMatchObject({ status: "published", publish_at: null });
    });

    it("goes live at its time with no request, hidden from the list, its page and the feed until then", async () => {
      const at = new Date(Date.now() + 1500);
      const post = await create({ title: "Rabi Sowing Calendar", status: "scheduled", publish_at: at.toISOString() });
      expect(post).toMatchObject({ status: "scheduled", publish_at: at.toISOString(), published_at: null });
      const versionBefore = await readVersion(t.app.db, "blog");

      const isLive = async () => (await t.app.inject({ method: "GET", url: `${BLOG_API.posts}/${post.slug}` })).statusCode === 200;
      expect(await isLive()).toBe(false);
      const listed = (await t.app.inject({ method: "GET", url: BLOG_API.posts })).json<{ posts: { slug: string }[] }>().posts;
      expect(listed.map((p) => p.slug)).not.toContain(post.slug);
      expect((await t.app.inject({ method: "GET", url: "/blog/rss.xml" })).body).not.toContain(post.slug);

      // Nothing but the server's own timer can publish it: wait until the public API shows it.
      while (!(await isLive())) await new Promise((r) => setTimeout(r, 100));
      expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
      const live = (await t.app.inject({ method: "GET", url: `${BLOG_API.posts}/${post.slug}` })).json<{ post: BlogPost }>().post;
      expect(live).toMatchObject({ status: "published", published_at: at.toISOString(), publish_at: null });
      expect(await readVersion(t.app.db, "blog")).toBeGreaterThan(versionBefore);
      expect((await t.app.inject({ method: "GET", url: "/blog/rss.xml" })).body).toContain(post.slug);
    });
  });

  describe("scheduled posts on several instances", () => {
    const instances = appInstances(() => t);
    afterEach(() => instances.closeAll());

    it("publishes a due post once when two instances look at the same moment, and bumps the version once", async () => {
      const at = new Date(Date.now() + 3_600_000);
      const post = await create({ title: "Gypsum for Sodic Soil", status: "scheduled", publish_at: at.toISOString() });
      const other = await instances.another();
      const before = await readVersion(t.app.db, "blog");
      const later = new Date(at.getTime() + 1000);
      // PostgreSQL: truly at once. SQLite serves one instance; two in one process would only wait on each other's lock.
      const published =
        kind === "postgres"
          ? await Promise.all([publishDuePosts(t.app.db, later), publishDuePosts(other.db, later)])
          : [await publishDuePosts(t.app.db, later), await publishDuePosts(other.db, later)];
      expect(published.sort()).toEqual([0, 1]);
      expect(await readVersion(t.app.db, "blog")).toBe(before + 1);
      const live = (await t.app.inject({ method: "GET", url: `${BLOG_API.posts}/${post.slug}` })).json<{ post: BlogPost }>().post;
      expect(live).toMatchObject({ status: "published", published_at: at.toISOString() });
    });
  });

  describe("revisions", () => {
    it("keeps one per save, newest first with who saved it, and restores one as a new save", async () => {
      const post = await create({ title: "Neem Cake Basics", content: "<p>First draft.</p>" });
      const url = `${BLOG_API.adminPosts}/${post.id}`;
      await send("PUT", url, draft({ title: "Neem Cake Basics", content: "<p>Second draft.</p>", meta_title: "Neem cake" }));
      const third = await send("PUT", url, draft({ title: "Neem Cake for Paddy", content: "<p>Third draft.</p>", status: "published" }));
      const liveSlug = third.json<{ post: BlogPost }>().post.slug;

      const list = (await send("GET", revisionsUrl(post.id))).json<{ revisions: BlogRevision[] }>().revisions;
      expect(list.map((r) => r.title)).toEqual(["Neem Cake for Paddy", "Neem Cake Basics", "Neem Cake Basics"]);
      expect(list.every((r) => r.user_name === ADMIN.email)).toBe(true);

      const first = list[2]!;
      const restored = await send("POST", restoreUrl(post.id, first.id));
      expect(restored.statusCode, restored.body).toBe(200);
      // The first version's words come back; where and when it is published stay as they are.
      expect(restored.json<{ post: BlogPost }>().post).toMatchObject({
        title: "Neem Cake Basics",
        content: "<p>First draft.</p>",
        meta_title: null,
        status: "published",
        slug: liveSlug,
      });
      const after = (await send("GET", revisionsUrl(post.id))).json<{ revisions: BlogRevision[] }>().revisions;
      expect(after).toHaveLength(4);
      expect(after[0]!.title).toBe("Neem Cake Basics");
    });

    it("names the admin by display name once they have one, and answers 404 for an unknown post or revision", async () => {
      await t.app.db.updateTable("users").set({ name: "Meera" }).where("email", "=", ADMIN.email).execute();
      const post = await create();
      expect((await send("GET", revisionsUrl(post.id))).json<{ revisions: BlogRevision[] }>().revisions[0]!.user_name).toBe("Meera");

      const other = await create({ title: "Another Post" });
      const otherRevision = (await send("GET", revisionsUrl(other.id))).json<{ revisions: BlogRevision[] }>().revisions[0]!;
      expect((await send("POST", restoreUrl(post.id, otherRevision.id))).statusCode).toBe(404);
      expect((await send("GET", revisionsUrl("00000000-0000-4000-8000-000000000000"))).statusCode).toBe(404);
    });
  });
});
