// Passages from the published blog posts: one per section of a post (its opening, then each heading), every paragraph,
// list item and table row a sentence the reply can pick, linked to the post under its title. The posts of a language
// answer that language's questions (Hindi posts for Hindi and Hinglish).
import type { Db } from "../db/database.ts";
import { readVersion } from "../services/content-version.ts";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../shared/locales.ts";
import type { Passage } from "./knowledge.ts";
import { htmlBlocks, sentences, type Block } from "./text.ts";

/** Posts count for less than the hand-picked passages, like the pages' texts. */
export const BLOG_WEIGHT = 0.8;

export interface BlogPostText {
  slug: string;
  title: string;
  excerpt: string;
  language: string;
  /** JSON array of strings, as stored. */
  tags: string;
  content: string;
}

function tagsOf(json: string): string[] {
  try {
    const tags: unknown = JSON.parse(json);
    return Array.isArray(tags) ? tags.filter((t): t is string => typeof t === "string") : [];
  } catch {
    return [];
  }
}

/** A table row as a sentence: "Zinc: Soil dose per acre: 10 kg zinc sulphate; Spray …: 5 g …", with the header's words. */
function rowText(cells: string[], header: string[] | undefined): string {
  const [first, ...rest] = cells;
  if (!rest.length) return first ?? "";
  const named = rest.map((cell, i) => (header?.[i + 1] && rest.length > 1 ? `${header[i + 1]}: ${cell}` : cell));
  return `${first}: ${named.join("; ")}`;
}

/** A list or table short enough to show whole in a reply (the organic carbon bands), kept as a list. */
const SHORT_ITEM_CHARS = 80;
const SHORT_LIST_ITEMS = 8;

/** The passages of one post: each section's sentences, and each short list or table with the sentence before it. */
export function postPassages(post: BlogPostText): Passage[] {
  const link = { label: post.title, path: `/blog/${post.slug}` };
  const topic = `${post.title} ${tagsOf(post.tags).join(" ")}`;
  const sections: { heading: string; blocks: Block[] }[] = [{ heading: post.title, blocks: [] }];
  for (const block of htmlBlocks(post.content)) {
    if (block.kind === "heading") sections.push({ heading: block.text, blocks: [] });
    else sections.at(-1)!.blocks.push(block);
  }
  const passages: Passage[] = [];
  const add = (id: string, title: string, parts: string[], list?: { lead: string; items: string[]; keywords: string }) => {
    if (!list && !parts.length) return;
    passages.push({
      id: `blog:${post.slug}:${id}`,
      title,
      keywords: list?.keywords ?? "",
      lead: list?.lead ?? parts[0]!,
      ...(list ? { list: list.items } : {}),
      more: list ? parts : parts.slice(1),
      links: [link],
      topic,
      weight: BLOG_WEIGHT,
    });
  };
  sections.forEach((section, i) => {
    const parts: string[] = [];
    // The opening section leads with the excerpt: the post's own summary.
    if (i === 0 && post.excerpt) parts.push(...sentences(post.excerpt));
    const blocks = section.blocks;
    for (let b = 0; b < blocks.length; ) {
      const block = blocks[b]!;
      if (block.kind === "text" || block.kind === "heading") {
        parts.push(...sentences(block.text));
        b++;
        continue;
      }
      // A run of list items or table rows.
      let header: string[] | undefined;
      const items: string[] = [];
      const names: string[] = [];
      for (; b < blocks.length && (blocks[b]!.kind === "item" || blocks[b]!.kind === "row"); b++) {
        const item = blocks[b]!;
        if (item.kind === "row" && item.header) header = item.cells;
        else if (item.kind === "row") {
          items.push(rowText(item.cells, header));
          // A row is named by its first cell ("pH", "Zinc").
          if (item.cells.length > 1 && item.cells[0]) names.push(item.cells[0]);
        }
        else if (item.kind === "item") {
          items.push(item.text);
          if (item.name) names.push(item.name);
        }
      }
      const fits = (list: string[]) => list.length >= 2 && list.length <= SHORT_LIST_ITEMS && list.every((item) => item.length <= SHORT_ITEM_CHARS);
      // A list whose items open with a bold name ("Five ways to raise it"), or a table, is shown by those names, its items
      // kept as sentences the reply can pick; a short list or table is shown whole; a long list without names is sentences.
      const named = names.length === items.length && fits(names);
      if (!fits(items) && !named) {
        parts.push(...items);
        continue;
      }
      // The sentence that introduces the list ("Soil health cards in India use three bands:") leads it.
      const intro = parts.at(-1)?.endsWith(":") ? parts.pop()! : `${section.heading}:`;
      const keywords = header?.join(" ") ?? "";
      if (fits(items)) add(`${i}.${b}`, section.heading, [], { lead: intro, items, keywords });
      else add(`${i}.${b}`, section.heading, items, { lead: intro, items: names, keywords });
    }
    add(String(i), section.heading, parts);
  });
  return passages;
}

/** The published posts' passages by language, and the blog's content version they were read at. */
export interface BlogKnowledge {
  version: number;
  /** Posts by the language they are written in (a language with no post has no entry). */
  byLocale: Partial<Record<Locale, Passage[]>>;
}

/**
 * Reads the published posts. The version is read first: a post changed in between bumps it again, so the next check
 * reloads rather than keeping a copy older than its version says.
 */
export async function loadBlogKnowledge(db: Db): Promise<BlogKnowledge> {
  const version = await readVersion(db, "blog");
  const posts = await db
    .selectFrom("blog_posts")
    .select(["slug", "title", "excerpt", "language", "tags", "content"])
    .where("status", "=", "published")
    .orderBy("published_at", "desc")
    .orderBy("id", "desc")
    .execute();
  const byLocale: Partial<Record<Locale, Passage[]>> = {};
  for (const post of posts) {
    const locale: Locale = isLocale(post.language) ? post.language : DEFAULT_LOCALE;
    (byLocale[locale] ??= []).push(...postPassages(post));
  }
  return { version, byLocale };
}
