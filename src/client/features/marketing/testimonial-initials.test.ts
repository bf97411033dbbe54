// The testimonials' avatar initials come from the names as each language writes them (review G10, SC-3): Latin letters
// on English pages, as before, and Devanagari ones on Hindi and Marathi pages.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { initials } from "../../components/initials.ts";
import { farmerStories } from "./farmers/farmers-content.ts";
import { testimonials } from "./start-clinic/start-clinic-content.ts";

const catalog = (area: string, locale: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, `../../i18n/locales/${area}/${locale}.json`), "utf8")) as Record<string, string>;

const shown = (area: string, locale: string, ids: readonly string[]) => {
  const texts = catalog(area, locale);
  return ids.map((id) => texts[id]);
};

describe("testimonial avatars", () => {
  const farmerNames = farmerStories.map((s) => s.name);
  const clinicNames = testimonials.map((s) => s.author);

  it("for farmers: RP, SD, HK, L in English; र, सु, ह, ल in Hindi and Marathi", () => {
    expect(shown("farmers", "en", farmerNames).map((n) => initials(n!))).toEqual(["RP", "SD", "HK", "L"]);
    expect(shown("farmers", "hi", farmerNames).map((n) => initials(n!))).toEqual(["र", "सु", "ह", "ल"]);
    expect(shown("farmers", "mr", farmerNames).map((n) => initials(n!))).toEqual(["र", "सु", "ह", "ल"]);
  });

  it("start a clinic: the names are catalog texts, written in each language's script, with their initials", () => {
    expect(shown("start-clinic", "en", clinicNames)).toEqual(["Savita Patil", "Rakesh Yadav", "Anil Meena"]);
    expect(shown("start-clinic", "hi", clinicNames)).toEqual(["सविता पाटिल", "राकेश यादव", "अनिल मीणा"]);
    expect(shown("start-clinic", "mr", clinicNames)).toEqual(["सविता पाटील", "राकेश यादव", "अनिल मीणा"]);
    expect(shown("start-clinic", "en", clinicNames).map((n) => initials(n!))).toEqual(["SP", "RY", "AM"]);
    expect(shown("start-clinic", "hi", clinicNames).map((n) => initials(n!))).toEqual(["स", "रा", "अ"]);
    expect(shown("start-clinic", "mr", clinicNames).map((n) => initials(n!))).toEqual(["स", "रा", "अ"]);
  });
});
