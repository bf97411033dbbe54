// Dev helper: screenshots of pages at 390 px and 1280 px wide. Usage: node scripts/screenshot.mjs BASE_URL PATH...
import { chromium } from "playwright-core";
const [,, base, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless","--no-sandbox","--disable-gpu","--disable-background-networking","--disable-component-update","--disable-sync","--no-first-run"] });
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 800 } });
  page.on("console", (m) => { if (m.type() === "error" || m.type() === "warning") console.log(`[${width}] console ${m.type()}: ${m.text()}`); });
  page.on("pageerror", (e) => console.log(`[${width}] pageerror: ${e.message}`));
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: "networkidle" });
    await page.waitForTimeout(900);
    const name = `${process.env.SHOT_DIR ?? "/tmp/shots"}/${p.replace(/\W+/g, "_") || "home"}-${width}.png`;
    await page.screenshot({ path: name, fullPage: process.env.FULL === "1" });
    console.log("saved", name);
  }
  await page.close();
}
await browser.close();
