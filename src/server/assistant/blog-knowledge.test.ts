import { describe, expect, it } from "vitest";
import { postPassages } from "./blog-knowledge.ts";
import { htmlBlocks, sentences } from "./text.ts";

const post = {
  slug: "organic-carbon",
  title: "Organic Carbon Matters",
  excerpt: "Why the number matters.",
  language: "en",
  tags: '["compost"]',
  content: `
<p>Farmers say the same thing. Fertilizer works less each year.</p>
<h2>What it is</h2>
<p>Organic carbon is held in organic matter. A soil with 0.5% organic carbon has under 1% organic matter.</p>
<p>Soil health cards use three bands:</p>
<table><thead><tr><th>Organic carbon</th><th>Rating</th></tr></thead>
<tbody><tr><td>Below 0.5%</td><td>Low</td></tr><tr><td>Above 0.75%</td><td>High</td></tr></tbody></table>
<h2>Five ways to raise it</h2>
<ol><li><strong>Stop burning residue.</strong> Chop straw and stalks and mix them into the soil, or leave them on the surface as mulch, so that the soil gains organic matter.</li>
<li>Add well-rotted manure &amp; compost before the last ploughing, about 4 tonnes of farmyard manure per acre.</li></ol>`,
};

describe("blog passages", () => {
  it("reads a sanitised post as headings, paragraphs, list items and table rows, entities decoded", () => {
    const blocks = htmlBlocks(post.content);
    expect(blocks.filter((b) => b.kind === "heading").map((b) => b.kind === "heading" && b.text)).toEqual(["What it is", "Five ways to raise it"]);
    expect(blocks).toContainEqual({ kind: "row", cells: ["Organic carbon", "Rating"], header: true });
    expect(blocks).toContainEqual({ kind: "item", text: "Add well-rotted manure & compost before the last ploughing, about 4 tonnes of farmyard manure per acre." });
  });

  it("splits sentences at their end, not inside a figure", () => {
    expect(sentences("A soil with 0.5% carbon is low. Add compost. मिट्टी की जांच करें। फिर खाद डालें।")).toEqual([
      "A soil with 0.5% carbon is low.",
      "Add compost.",
      "मिट्टी की जांच करें।",
      "फिर खाद डालें।",
    ]);
  });

  it("makes one passage per section and one per short table, each linked to the post under its title", () => {
    const passages = postPassages(post);
    expect(passages.map((p) => p.title)).toEqual(["Organic Carbon Matters", "What it is", "What it is", "Five ways to raise it"]);
    const [opening, table, section, ways] = passages;
    expect(opening!.lead).toBe("Why the number matters.");
    expect(opening!.more).toEqual(["Farmers say the same thing.", "Fertilizer works less each year."]);
    // The sentence that introduces the table leads it, and the header's words are searched.
    expect(table).toMatchObject({ lead: "Soil health cards use three bands:", list: ["Below 0.5%: Low", "Above 0.75%: High"], keywords: "Organic carbon Rating" });
    expect(section!.more).not.toContain("Soil health cards use three bands:");
    // Long list items stay sentences the reply can pick.
    expect(ways!.list).toBeUndefined();
    expect(ways!.more[0]).toMatch(/^Add well-rotted manure/);
    for (const p of passages) {
      expect(p.links).toEqual([{ label: "Organic Carbon Matters", path: "/blog/organic-carbon" }]);
      expect(p.topic).toBe("Organic Carbon Matters compost");
    }
  });
});
