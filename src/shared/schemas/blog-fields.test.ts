// Slugs made from titles: readable, ASCII, within the limit with room for a "-2" suffix; an upload's widths and srcsets
// from its one stored address; a post's SEO defaults.
import { describe, expect, it } from "vitest";
import { BLOG_LIMITS, FALLBACK_SLUG, postSeo, SLUG_PATTERN, slugify, uploadSrcset, uploadWidths } from "./blog-fields.ts";

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

describe("uploaded pictures", () => {
  it("are made in the standard widths below the original and at most 1,600 px, never wider than it", () => {
    expect(uploadWidths(4000)).toEqual([480, 960, 1600]);
    expect(uploadWidths(1600)).toEqual([480, 960, 1600]);
    expect(uploadWidths(1200)).toEqual([480, 960, 1200]);
    expect(uploadWidths(800)).toEqual([480, 800]);
    expect(uploadWidths(300)).toEqual([300]);
  });

  it("give every file's srcset from the widest JPEG's address alone, and nothing for another address", () => {
    const id = "0123456789abcdef0123456789abcdef";
    expect(uploadSrcset(`/uploads/${id}/800.jpg`, "avif")).toBe(`/uploads/${id}/480.avif 480w, /uploads/${id}/800.avif 800w`);
    expect(uploadSrcset(`/uploads/${id}/1600.jpg`, "webp")).toBe(`/uploads/${id}/480.webp 480w, /uploads/${id}/960.webp 960w, /uploads/${id}/1600.webp 1600w`);
    for (const other of ["/blog/soil-sampling.svg", `/uploads/${id}/800.webp`, `/uploads/../${id}/800.jpg`, `https://example.com/uploads/${id}/800.jpg`]) {
      expect(uploadSrcset(other, "jpg")).toBeNull();
    }
  });
});

describe("a post's SEO", () => {
  const post = { title: "Zinc in Paddy", excerpt: "Why leaves turn bronze.", image_url: "/uploads/x/960.jpg", meta_title: null, meta_description: null, social_image_url: null };
  it("uses the post's title, excerpt and cover unless its SEO fields say otherwise", () => {
    expect(postSeo(post)).toEqual({ title: "Zinc in Paddy", description: "Why leaves turn bronze.", image: "/uploads/x/960.jpg" });
    expect(postSeo({ ...post, meta_title: "Zinc deficiency in paddy", meta_description: "Spot it early.", social_image_url: "/og-image.jpg" })).toEqual({
      title: "Zinc deficiency in paddy",
      description: "Spot it early.",
      image: "/og-image.jpg",
    });
  });
});
