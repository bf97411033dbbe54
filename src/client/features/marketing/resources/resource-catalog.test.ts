// The resource filters combine with AND, search the texts the page shows in its language, read the page address
// safely, and write back only what is chosen.
import { describe, expect, it } from "vitest";
import en from "../../../i18n/locales/resources/en.json";
import hi from "../../../i18n/locales/resources/hi.json";
import type { MessageId } from "../../../i18n/ids.ts";
import { NO_FILTERS, filterResources, filtersFromParams, filtersToParams, resourceItems } from "./resource-catalog.ts";

const catalogs = { en: en as Record<string, string>, hi: hi as Record<string, string> };
const ids = (f: Partial<typeof NO_FILTERS>, locale: keyof typeof catalogs = "en") =>
  filterResources(resourceItems, { ...NO_FILTERS, ...f }, (id: MessageId) => catalogs[locale][id] ?? id).map((i) => i.id);

describe("resource filters", () => {
  it("has a text for every item in both languages", () => {
    for (const item of resourceItems) for (const id of [item.title, item.description, item.linkLabel]) expect(hi[id as keyof typeof hi]).toBeTruthy();
  });

  it("shows everything when nothing is chosen", () => {
    expect(ids({})).toHaveLength(resourceItems.length);
  });

  it("requires every search word to match, ignoring case", () => {
    expect(ids({ query: "FARMER stories" })).toEqual(["farmer-stories-blog"]);
    expect(ids({ query: "farmer satellite" })).toEqual([]);
  });

  it("finds the Hindi article with English words, and searches the shown type", () => {
    expect(ids({ query: "soil sample" })).toEqual(["soil-testing-basics-hindi"]);
    expect(ids({ query: "video" })).toEqual(["soil-intelligence-video"]);
  });

  it("searches the Hindi texts on the Hindi page", () => {
    expect(ids({ query: "किसानों की कहानियां" }, "hi")).toEqual(["farmer-stories-blog"]);
    expect(ids({ query: "वीडियो" }, "hi")).toEqual(["soil-intelligence-video"]);
    expect(ids({ query: "नमूना" }, "hi")).toEqual(["soil-testing-basics-hindi"]);
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
