// One set of facts everywhere (issue 28): every public page in every language (its visible text and its meta
// description, as the production server renders it), every blog post, every PDF guide's text and every passage the
// assistant answers from is read for the business's facts, and a fact stated with another value fails the test with
// the sentence that says it. The number of clinics is the network's, counted through the API.
import { describe, expect, it } from "vitest";
import { checkFacts, type FactProblem } from "../src/shared/fact-check.ts";
import { publicRoutes } from "../src/shared/public-routes.ts";
import { SITE_LOCALES, localisedPath } from "../src/shared/locales.ts";
import { BLOG_API } from "../src/shared/schemas/blog-fields.ts";
import { CLINICS_API_PATH } from "../src/shared/schemas/clinic-constants.ts";
import { pdfDownloads } from "../src/server/pdf/catalog.ts";
import { allText } from "../src/server/pdf/content.ts";
import { buildKnowledge } from "../src/server/assistant/knowledge.ts";
import { defaultSiteConfig } from "../src/shared/site-config.ts";
import { baseUrl } from "./support.ts";

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** What a reader sees of a page, and what a search engine shows of it: the visible text, the title, the description. */
function readable(html: string): string {
  const meta = [...html.matchAll(/<meta (?:name|property)="(?:description|og:description)" content="([^"]*)"/g)].map((m) => m[1]!);
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
  const body = html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<\/(p|li|h[1-6]|td|th|dt|dd|div|section|figcaption|blockquote|option|label|button|a|span)>/g, "$&\n")
    .replace(/<[^>]+>/g, " ");
  return [title, ...meta, body]
    .join("\n")
    .replace(/&(#x?[0-9a-f]+|\w+);/gi, (all, code: string) =>
      code.startsWith("#") ? String.fromCodePoint(code[1]!.toLowerCase() === "x" ? parseInt(code.slice(2), 16) : Number(code.slice(1))) : (ENTITIES[code] ?? all),
    );
}

const describeProblems = (where: string, problems: FactProblem[]) =>
  problems.map((p) => `${where}: ${p.fact} "${p.found}" (facts: ${p.expected}) in "${p.sentence}"`);

async function networkClinics(): Promise<number> {
  const res = await fetch(`${baseUrl()}${CLINICS_API_PATH}`);
  return ((await res.json()) as { clinics: unknown[] }).clinics.length;
}

describe("one set of facts", () => {
  it("every public page and blog post in every language states each fact with its one value", async () => {
    const context = { clinics: await networkClinics() };
    const found: string[] = [];
    const pages: string[] = [];
    for (const locale of SITE_LOCALES) {
      for (const route of publicRoutes) pages.push(localisedPath(locale, route.path));
      let posts = 0;
      for (let page = 1; ; page++) {
        const list = await fetch(`${baseUrl()}${BLOG_API.posts}?lang=${locale}&page=${page}`);
        expect(list.status).toBe(200);
        const body = (await list.json()) as { posts: { slug: string }[]; total: number };
        for (const post of body.posts) pages.push(localisedPath(locale, `/blog/${post.slug}`));
        posts += body.posts.length;
        if (body.posts.length === 0 || posts >= body.total) break;
      }
      expect(posts).toBeGreaterThan(0);
    }
    for (const path of pages) {
      const res = await fetch(`${baseUrl()}${path}`);
      expect(res.status, path).toBe(200);
      found.push(...describeProblems(path, checkFacts(readable(await res.text()), context)));
    }
    expect(found).toEqual([]);
    // The figure the CSR page shows (its label, then its value) is the count, so a clinic added or closed changes it.
    const csr = readable(await (await fetch(`${baseUrl()}/csr`)).text());
    expect(csr).toMatch(new RegExp(`Soil clinics in our network today\\s+${context.clinics}\\b`));
  });

  it("every PDF guide and every passage the assistant answers from states each fact with its one value", async () => {
    const context = { clinics: await networkClinics() };
    const found: string[] = [];
    for (const download of pdfDownloads) {
      found.push(...describeProblems(download.path, checkFacts(allText(download.content(defaultSiteConfig)).join("\n"), context)));
    }
    for (const locale of SITE_LOCALES) {
      for (const passage of buildKnowledge(defaultSiteConfig, locale)) {
        const text = [passage.title, passage.lead, ...(passage.list ?? []), ...passage.more].join("\n");
        found.push(...describeProblems(`assistant ${locale} ${passage.id}`, checkFacts(text, context)));
      }
    }
    expect(found).toEqual([]);
  });
});
