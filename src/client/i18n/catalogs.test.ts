// Every language's catalog holds every English text, with the same placeholders and tags, and every message parses.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { catalogProblems, shapeOf } from "./catalog-problems.ts";
import { AREAS } from "./areas.ts";
import { LOCALES } from "../../shared/locales.ts";

const dir = path.join(import.meta.dirname, "locales");
const read = (area: string, locale: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.join(dir, area, `${locale}.json`), "utf8")) as Record<string, string>;

describe("catalogs", () => {
  const translated = LOCALES.filter((l) => l.code !== "en" && !("hidden" in l && l.hidden)).map((l) => l.code);

  it("has a folder per area with a catalog per language", () => {
    for (const area of AREAS) for (const l of LOCALES) expect(fs.existsSync(path.join(dir, area, `${l.code}.json`)), `${area}/${l.code}`).toBe(true);
  });

  for (const area of AREAS) {
    describe(area, () => {
      const en = read(area, "en");

      it("English messages are non-empty, parse as ICU, and hold no HTML", () => {
        for (const [id, text] of Object.entries(en)) {
          expect(text.trim(), id).not.toBe("");
          expect(() => compileMessageOrThrow(text), id).not.toThrow();
          expect(text.replace(/<\/?[A-Za-z0-9]+>/g, ""), id).not.toMatch(/<[a-z!/]/i);
        }
      });

      for (const locale of translated) {
        it(`${locale} has every English id, nothing more, with the same placeholders and tags`, () => {
          expect(catalogProblems(en, read(area, locale))).toEqual([]);
        });
      }

      it("the pseudo-locale catalog stays empty (it is generated from English)", () => {
        expect(read(area, "pseudo")).toEqual({});
      });
    });
  }

  it("finds a renamed placeholder, a missing id and a broken message", () => {
    expect(catalogProblems({ a: "Hi {name}", b: "Bye" }, { a: "नमस्ते {naam}", c: "x" })).toEqual([
      "c: not an English id",
      "b: missing",
      "a: has {naam}, English has {name}",
    ]);
    expect(catalogProblems({ a: "Hi" }, { a: "{brand clinic" })[0]).toMatch(/^a: does not parse/);
    expect(shapeOf("Save {amount} per <b>acre</b>")).not.toEqual(shapeOf("Save {price} per <b>acre</b>"));
    expect(shapeOf("{n, plural, one {sample} other {# samples}}")).toEqual(["{n}"]);
    expect(shapeOf("{n, plural, one {नमूना} other {# नमूने}}")).toEqual(["{n}"]);
  });
});
