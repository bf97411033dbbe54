// Makes the start-clinic demo video (WebM), its poster and English captions from the drawn scenes and step texts.
// Usage: npx tsx scripts/make-demo-video.ts   (re-run after changing demo-scenes.tsx, demoSteps, demoVideo or SITE_BRAND)
import fs from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
// The browser tests' Chromium flags, so the video is drawn by the same browser set-up.
import { CHROMIUM_ARGS } from "../e2e/support.ts";
import { demoScenes } from "../src/client/features/marketing/start-clinic/demo-scenes.tsx";
import { demoSteps, demoVideo } from "../src/client/features/marketing/start-clinic/start-clinic-content.ts";
import { resolveSiteConfig } from "../src/shared/site-config.ts";
import { serverText } from "../src/server/i18n.ts";
import type { Msg } from "../src/client/i18n/ids.ts";

/** The video is drawn and captioned in English (the Hindi captions are a second track, written by hand). */
const en = (m: Msg) => serverText("en", m);

const publicDir = path.resolve(import.meta.dirname, "../src/client/public");
const brand = resolveSiteConfig({ SITE_BRAND: process.env.SITE_BRAND }).brand;

const FPS = 30;
const INTRO_S = 4;
const STEP_S = 5;
const OUTRO_S = 3;
const FADE_S = 0.8;
/** The scenes' loops (Tailwind's 2 s pulse and 1 s bounce) all repeat within this time. */
const LOOP_S = 2;
const MIME = "video/webm;codecs=vp9";
const BITS_PER_SECOND = 330_000;
const VIDEO_BUDGET = 1.5 * 1024 * 1024;
const POSTER_BUDGET = 150 * 1024;

type Segment = { kind: "intro"; start: number; end: number } | { kind: "step"; step: number; start: number; end: number } | { kind: "outro"; start: number; end: number };

/** The video's timeline: title card, one segment per step, closing card. Captions and drawing both follow it. */
function timeline(): Segment[] {
  const steps = demoSteps.map((_, step): Segment => ({ kind: "step", step, start: INTRO_S + step * STEP_S, end: INTRO_S + (step + 1) * STEP_S }));
  const stepsEnd = INTRO_S + demoSteps.length * STEP_S;
  return [{ kind: "intro", start: 0, end: INTRO_S }, ...steps, { kind: "outro", start: stepsEnd, end: stepsEnd + OUTRO_S }];
}

/** Tailwind's animate-pulse and animate-bounce, paused `t` seconds into the loop (an SVG image has no page CSS). */
function sceneCss(t: number): string {
  return [
    `[class~="motion-safe:animate-pulse"]{animation:pulse 2s cubic-bezier(0.4,0,0.6,1) infinite paused;animation-delay:${-t}s}`,
    `[class~="motion-safe:animate-bounce"]{animation:bounce 1s infinite paused;animation-delay:${-t}s}`,
    `[class~="[transform-box:fill-box]"]{transform-box:fill-box}`,
    "@keyframes pulse{50%{opacity:.5}}",
    "@keyframes bounce{0%,100%{transform:translateY(-25%);animation-timing-function:cubic-bezier(0.8,0,1,1)}50%{transform:none;animation-timing-function:cubic-bezier(0,0,0.2,1)}}",
  ].join("");
}

/** One scene as standalone SVG documents, one per video frame of its loop. */
function sceneFrames(scene: ReactNode): string[] {
  const markup = renderToStaticMarkup(createElement("svg", { xmlns: "http://www.w3.org/2000/svg", viewBox: "0 0 320 200", width: 640, height: 400 }, scene));
  return Array.from({ length: LOOP_S * FPS }, (_, k) => {
    const t = k / FPS;
    // Staggered loops carry their own delay inline: shift it by the same time.
    const shifted = markup.replace(/animation-delay:\s*([\d.]+)s/g, (_m, d: string) => `animation-delay:${(Number(d) - t).toFixed(3)}s`);
    return shifted.replace(/^<svg[^>]*>/, (open) => `${open}<style>${sceneCss(t)}</style>`);
  });
}

const vttTime = (s: number) => new Date(Math.round(s * 1000)).toISOString().slice(11, 23);
const vttText = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function captions(segments: Segment[]): string {
  const cues = segments.map((seg, i) => {
    const lines =
      seg.kind === "intro"
        ? [`${brand}: ${en(demoVideo.title)}.`, en(demoVideo.summary)]
        : seg.kind === "outro"
          ? [`${en(demoVideo.closing)} with ${brand}.`]
          : [`Step ${seg.step + 1} of ${demoSteps.length}: ${en(demoSteps[seg.step]!.title)}.`, en(demoSteps[seg.step]!.text)];
    return `${i + 1}\n${vttTime(seg.start)} --> ${vttTime(seg.end)}\n${lines.map(vttText).join("\n")}`;
  });
  return `WEBVTT\n\n${cues.join("\n\n")}\n`;
}

interface PageInput {
  width: number;
  height: number;
  fps: number;
  fade: number;
  mime: string;
  bitsPerSecond: number;
  posterAt: number;
  posterBudget: number;
  brand: string;
  video: { title: string; summary: string; closing: string };
  steps: { title: string; caption: string }[];
  segments: Segment[];
  scenes: string[][];
}

interface PageOutput {
  webmBase64: string;
  posterDataUrl: string;
  recordedMs: number;
}

/** Runs in Chromium: draws the timeline on a canvas, records it in real time, and returns the WebM and a poster. */
async function drawAndRecord(input: PageInput): Promise<PageOutput> {
  const { width: W, height: H } = input;
  const FONT = '"Noto Sans", "Liberation Sans", Arial, sans-serif';
  const C = { brand100: "#dcfce7", brand200: "#bbf7d0", brand600: "#16a34a", brand700: "#15803d", brand800: "#166534", soil50: "#fdf8f3", soil600: "#9a5b2a", stone200: "#e7e5e4", stone500: "#78716c", stone700: "#44403c", stone900: "#1c1917" };
  const canvas = document.createElement("canvas");
  canvas.width = W;
  canvas.height = H;
  document.body.append(canvas);
  const ctx = canvas.getContext("2d")!;

  const load = async (svg: string) => {
    const img = new Image();
    img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
    await img.decode();
    return img;
  };
  const scenes = await Promise.all(input.scenes.map((frames) => Promise.all(frames.map(load))));
  const sceneAt = (scene: number, t: number) => {
    const frames = scenes[scene]!;
    return frames[Math.floor(Math.max(0, t) * input.fps) % frames.length]!;
  };
  const ease = (x: number) => (x <= 0 ? 0 : x >= 1 ? 1 : x * x * (3 - 2 * x));
  const total = input.segments[input.segments.length - 1]!.end;

  const text = (s: string, x: number, y: number, font: string, color: string, align: CanvasTextAlign = "left") => {
    ctx.font = `${font} ${FONT}`;
    ctx.fillStyle = color;
    ctx.textAlign = align;
    ctx.fillText(s, x, y);
  };
  const wrap = (s: string, font: string, maxWidth: number) => {
    ctx.font = `${font} ${FONT}`;
    const lines: string[] = [];
    for (const word of s.split(" ")) {
      const last = lines[lines.length - 1];
      if (last !== undefined && ctx.measureText(`${last} ${word}`).width <= maxWidth) lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    return lines;
  };
  /** A scene in a rounded card; `zoom` slowly pushes in for a little life. */
  const sceneCard = (img: HTMLImageElement, x: number, y: number, w: number, h: number, r: number, zoom = 1) => {
    ctx.save();
    ctx.beginPath();
    ctx.roundRect(x, y, w, h, r);
    ctx.clip();
    ctx.drawImage(img, x - (w * (zoom - 1)) / 2, y - (h * (zoom - 1)) / 2, w * zoom, h * zoom);
    ctx.restore();
  };
  /** The soil strip along the bottom of the green cards, like the ground in the scenes. */
  const groundStrip = () => {
    ctx.fillStyle = C.brand600;
    ctx.fillRect(0, H - 76, W, 12);
    ctx.fillStyle = C.soil600;
    ctx.fillRect(0, H - 64, W, 64);
  };

  /** What stays put while a segment's content changes: colours, header, the steps' progress bar. */
  const background = (seg: Segment, progress: number) => {
    if (seg.kind !== "step") {
      ctx.fillStyle = C.brand800;
      ctx.fillRect(0, 0, W, H);
      groundStrip();
      return;
    }
    ctx.fillStyle = C.soil50;
    ctx.fillRect(0, 0, W, H);
    text(input.brand, 64, 62, "bold 28px", C.brand800);
    text(input.video.title, W - 64, 62, "24px", C.stone500, "right");
    const gap = 16;
    const barW = (W - 128 - gap * (input.steps.length - 1)) / input.steps.length;
    input.steps.forEach((_, i) => {
      const x = 64 + i * (barW + gap);
      const done = i < seg.step ? 1 : i > seg.step ? 0 : progress;
      ctx.fillStyle = C.stone200;
      ctx.beginPath();
      ctx.roundRect(x, 530, barW, 8, 4);
      ctx.fill();
      if (done > 0) {
        ctx.fillStyle = C.brand600;
        ctx.beginPath();
        ctx.roundRect(x, 530, barW * done, 8, 4);
        ctx.fill();
      }
    });
  };

  const introContent = (t: number, lift: number) => {
    text(input.brand, 80, 118 + lift, "bold 34px", C.brand200);
    text(input.video.title, 80, 200 + lift, "bold 72px", "#ffffff");
    text(input.video.summary, 80, 256 + lift, "32px", C.brand100);
    const w = 256;
    const gap = (W - 160 - 4 * w) / 3;
    input.steps.forEach((step, i) => {
      const x = 80 + i * (w + gap);
      sceneCard(sceneAt(i, t), x, 310 + lift, w, 160, 14);
      text(`${i + 1}. ${step.title}`, x, 508 + lift, "600 22px", "#ffffff");
    });
  };

  const stepContent = (step: number, t: number, progress: number, lift: number) => {
    const card = { x: 64, y: 100, w: 640, h: 400 };
    sceneCard(sceneAt(step, t), card.x, card.y, card.w, card.h, 20, 1 + 0.04 * progress);
    ctx.strokeStyle = C.stone200;
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.roundRect(card.x, card.y, card.w, card.h, 20);
    ctx.stroke();
    // Text column beside the scene, centred on it: step number, title, short caption.
    const colX = card.x + card.w + 48;
    const colW = W - 64 - colX;
    const title = wrap(input.steps[step]!.title, "bold 52px", colW);
    const caption = wrap(input.steps[step]!.caption, "32px", colW);
    let y = card.y + (card.h - (30 + title.length * 62 + 20 + caption.length * 44)) / 2 + lift;
    ctx.letterSpacing = "2px";
    text(`STEP ${step + 1} OF ${input.steps.length}`, colX, y + 22, "bold 24px", C.brand700);
    ctx.letterSpacing = "0px";
    y += 30;
    for (const line of title) text(line, colX, (y += 62) - 12, "bold 52px", C.stone900);
    y += 20;
    for (const line of caption) text(line, colX, (y += 44) - 10, "32px", C.stone700);
  };

  const outroContent = (lift: number) => {
    text(input.brand, W / 2, 270 + lift, "bold 34px", C.brand200, "center");
    text(input.video.closing, W / 2, 360 + lift, "bold 64px", "#ffffff", "center");
  };

  const content = (seg: Segment, t: number, progress: number, lift: number) => {
    if (seg.kind === "intro") introContent(t, lift);
    else if (seg.kind === "outro") outroContent(lift);
    else stepContent(seg.step, t, progress, lift);
  };

  /** The frame at time t. Between segments the old one fades into the new background, then the new content fades and rises in. */
  const draw = (t: number) => {
    let index = input.segments.findIndex((s) => t < s.end);
    if (index < 0) index = input.segments.length - 1;
    const seg = input.segments[index]!;
    const local = t - seg.start;
    const progress = Math.min(1, local / (seg.end - seg.start));
    const p = index === 0 ? 1 : local / input.fade;
    ctx.globalAlpha = 1;
    if (p < 0.5) {
      const prev = input.segments[index - 1]!;
      background(prev, 1);
      content(prev, t - prev.start, 1, 0);
      ctx.globalAlpha = ease(p * 2);
      background(seg, progress);
    } else {
      background(seg, progress);
      const appear = ease(p * 2 - 1);
      ctx.globalAlpha = appear;
      content(seg, local, progress, (1 - appear) * 24);
    }
    ctx.globalAlpha = 1;
  };

  await document.fonts.load(`bold 52px ${FONT}`);
  draw(input.posterAt);
  let posterDataUrl = "";
  for (const quality of [0.85, 0.75, 0.6, 0.45]) {
    posterDataUrl = canvas.toDataURL("image/webp", quality);
    if ((posterDataUrl.length - posterDataUrl.indexOf(",") - 1) * 0.75 <= input.posterBudget) break;
  }

  draw(0);
  const stream = canvas.captureStream(input.fps);
  // Key frames every 2 s keep seeking quick; browsers that do not know the option ignore it.
  const options: MediaRecorderOptions & { videoKeyFrameIntervalDuration?: number } = { mimeType: input.mime, videoBitsPerSecond: input.bitsPerSecond, videoKeyFrameIntervalDuration: 2000 };
  const recorder = new MediaRecorder(stream, options);
  const chunks: Blob[] = [];
  recorder.ondataavailable = (e) => {
    if (e.data.size > 0) chunks.push(e.data);
  };
  const stopped = new Promise((resolve) => (recorder.onstop = resolve));
  recorder.start(1000);
  const startedAt = performance.now();
  await new Promise<void>((resolve) => {
    const tick = () => {
      const t = (performance.now() - startedAt) / 1000;
      draw(Math.min(t, total));
      if (t < total) requestAnimationFrame(tick);
      else resolve();
    };
    requestAnimationFrame(tick);
  });
  recorder.stop();
  const recordedMs = performance.now() - startedAt;
  await stopped;
  stream.getTracks().forEach((track) => track.stop());

  const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { webmBase64: btoa(binary), posterDataUrl, recordedMs };
}

/** Reads an EBML variable-length integer at `pos`; `keepMarker` for element IDs. */
function readVint(buf: Buffer, pos: number, keepMarker: boolean): { value: number; length: number } {
  const first = buf[pos]!;
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + buf[pos + i]!;
  return { value, length };
}

/**
 * MediaRecorder streams its WebM, so the file has no duration and players show none until the end.
 * Adds Duration (in Chrome's default 1 ms timecode scale) to the Segment's Info element; safe because the recorder
 * writes the Segment with an unknown size and no seek index, so no size or offset changes with it.
 */
function withDuration(webm: Buffer, durationMs: number): Buffer {
  const SEGMENT = 0x18538067;
  const INFO = 0x1549a966;
  const DURATION = 0x4489;
  let pos = 0;
  while (pos < webm.length) {
    const id = readVint(webm, pos, true);
    const size = readVint(webm, pos + id.length, false);
    const dataStart = pos + id.length + size.length;
    if (id.value === SEGMENT) {
      pos = dataStart;
      continue;
    }
    if (id.value === INFO) {
      const info = webm.subarray(dataStart, dataStart + size.value);
      for (let p = 0; p < info.length; ) {
        const child = readVint(info, p, true);
        if (child.value === DURATION) return webm;
        const childSize = readVint(info, p + child.length, false);
        p += child.length + childSize.length + childSize.value;
      }
      // Duration as an 8-byte float.
      const duration = Buffer.alloc(11);
      duration.writeUInt16BE(DURATION, 0);
      duration[2] = 0x88;
      duration.writeDoubleBE(durationMs, 3);
      const header = Buffer.alloc(4 + 8);
      header.writeUInt32BE(INFO, 0);
      header[4] = 0x01; // an 8-byte size field
      header.writeUIntBE(info.length + duration.length, 6, 6);
      return Buffer.concat([webm.subarray(0, pos), header, info, duration, webm.subarray(dataStart + size.value)]);
    }
    pos = dataStart + size.value;
  }
  throw new Error("No Info element in the recorded WebM");
}

async function main() {
  const segments = timeline();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.setContent("<!doctype html><title>demo video</title><body style='margin:0'>");
    // tsx keeps function names with an `__name` helper that the page does not have.
    await page.evaluate("window.__name = (fn) => fn");
    if (!(await page.evaluate((mime) => MediaRecorder.isTypeSupported(mime), MIME))) throw new Error(`This Chromium cannot record ${MIME}`);
    const out = await page.evaluate(drawAndRecord, {
      width: demoVideo.width,
      height: demoVideo.height,
      fps: FPS,
      fade: FADE_S,
      mime: MIME,
      bitsPerSecond: BITS_PER_SECOND,
      posterAt: INTRO_S / 2,
      posterBudget: POSTER_BUDGET,
      brand,
      video: { title: en(demoVideo.title), summary: en(demoVideo.summary), closing: en(demoVideo.closing) },
      steps: demoSteps.map(({ title, caption }) => ({ title: en(title), caption: en(caption) })),
      segments,
      scenes: demoScenes.map(sceneFrames),
    } satisfies PageInput);

    const total = segments[segments.length - 1]!.end;
    const webm = withDuration(Buffer.from(out.webmBase64, "base64"), Math.min(out.recordedMs, total * 1000));
    const poster = Buffer.from(out.posterDataUrl.slice(out.posterDataUrl.indexOf(",") + 1), "base64");
    const write = (url: string, data: Buffer | string) => {
      const file = path.join(publicDir, url);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, data);
      console.log(`wrote ${path.relative(process.cwd(), file)} (${(Buffer.byteLength(data) / 1024).toFixed(1)} KB)`);
    };
    write(demoVideo.src, webm);
    write(demoVideo.poster, poster);
    write(demoVideo.captions, captions(segments));
    console.log(`video: ${total} s timeline, recorded ${(out.recordedMs / 1000).toFixed(2)} s, ${demoVideo.width}x${demoVideo.height}, ${MIME}`);
    if (webm.length > VIDEO_BUDGET) console.warn(`warning: the video is over its ${VIDEO_BUDGET / 1024 / 1024} MB budget: lower BITS_PER_SECOND`);
    if (poster.length > POSTER_BUDGET) console.warn(`warning: the poster is over its ${POSTER_BUDGET / 1024} KB budget`);
    if (!out.posterDataUrl.startsWith("data:image/webp")) throw new Error("This Chromium cannot encode WebP posters");
  } finally {
    await browser.close();
  }
}

await main();
