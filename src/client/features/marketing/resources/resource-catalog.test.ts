// The resource filters combine with AND, read the page address safely, and write back only what is chosen.
import { describe, expect, it } from "vitest";
import { NO_FILTERS, filterResources, filtersFromParams, filtersToParams, resourceItems } from "./resource-catalog.ts";

const ids = (f: Partial<typeof NO_FILTERS>) => filterResources(resourceItems, { ...NO_FILTERS, ...f }).map((i) => i.id);

describe("resource filters", () => {
  it("shows everything when nothing is chosen", () => {
    expect(ids({})).toHaveLength(resourceItems.length);
  });

  it("requires every search word to match, ignoring case", () => {
    expect(ids({ query: "FARMER stories" })).toEqual(["farmer-stories-blog"]);
    expect(ids({ query: "farmer satellite" })).toEqual([]);
  });

  it("combines type, category and language", () => {
    expect(ids({ language: "English", type: "video" })).toEqual(["soil-intelligence-video"]);
    expect(ids({ language: "English", type: "video", category: "Basics" })).toEqual([]);
  });

  it("ignores unknown values in the address and caps the search length", () => {
    const f = filtersFromParams(new URLSearchParams({ q: "x".repeat(300), type: "podcast", category: "Basics", language: "Tamil" }));
    expect(f).toEqual({ query: "x".repeat(100), type: "", category: "Basics", language: "" });
  });

  it("writes only the chosen filters back to the address", () => {
    expect(filtersToParams({ ...NO_FILTERS, query: "  ", language: "Hindi" }).toString()).toBe("language=Hindi");
  });
});
