// Slugs made from titles: readable, ASCII, within the limit with room for a "-2" suffix.
import { describe, expect, it } from "vitest";
import { BLOG_LIMITS, FALLBACK_SLUG, SLUG_PATTERN, slugify } from "./blog-fields.ts";

describe("slugify", () => {
  it("keeps words, drops accents and apostrophes, and joins with single hyphens", () => {
    expect(slugify("  Zinc, Boron & Iron: Small Nutrients!  ")).toBe("zinc-boron-and-iron-small-nutrients");
    expect(slugify("Farmer’s Guide to Rösti-style Ragi")).toBe("farmers-guide-to-rosti-style-ragi");
    expect(slugify("Kharif 2026 -- pH 6.5")).toBe("kharif-2026-ph-6-5");
  });

  it("falls back to a plain word for a title without Latin letters or digits", () => {
    expect(slugify("मिट्टी की जाँच")).toBe(FALLBACK_SLUG);
    expect(slugify("!!!")).toBe(FALLBACK_SLUG);
  });

  it("cuts a long title at a word, leaving room for a number suffix", () => {
    const slug = slugify("Soil organic carbon and the long road back to healthy fields ".repeat(4));
    expect(slug.length).toBeLessThanOrEqual(BLOG_LIMITS.slugMax - 4);
    expect(slug).toMatch(SLUG_PATTERN);
    expect(slug.endsWith("-")).toBe(false);
    expect(`${slug}-12`.length).toBeLessThanOrEqual(BLOG_LIMITS.slugMax);
  });
});
