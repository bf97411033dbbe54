// The demo report gives amounts per acre, the unit the site works in (review SI-5).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { dashboardTabs, perAcre } from "./dashboard-data.ts";

const catalog = (locale: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, `../../../i18n/locales/intelligence/${locale}.json`), "utf8")) as Record<string, string>;

describe("demo dashboard", () => {
  it("turns a reading per hectare into one per acre", () => {
    expect(perAcre(298)).toBe(121);
    expect(perAcre(100)).toBe(40);
    expect(perAcre(0)).toBe(0);
  });

  it("shows available nitrogen as 121 kg per acre, in every language", () => {
    const nitrogen = dashboardTabs.flatMap((tab) => tab.metrics).find((m) => m.name === "intelligence.dashboard.carbon.nitrogen.name");
    expect(nitrogen).toMatchObject({ value: 121, unit: "intelligence.dashboard.unit.kgPerAcre" });
    expect(catalog("en")["intelligence.dashboard.unit.kgPerAcre"]).toBe("kg/acre");
    expect(catalog("hi")["intelligence.dashboard.unit.kgPerAcre"]).toBe("किलो/एकड़");
    expect(catalog("mr")["intelligence.dashboard.unit.kgPerAcre"]).toBe("किलो/एकर");
    for (const locale of ["en", "hi", "mr"]) expect(Object.values(catalog(locale)).join(" ")).not.toMatch(/kg\/ha\b|हेक्टेयर|हेक्टर/);
  });

  it("explains every lab unit that a farmer would not know in plain words", () => {
    const enzymes = dashboardTabs.flatMap((tab) => tab.metrics).find((m) => m.unit === "intelligence.dashboard.unit.enzyme");
    expect(enzymes?.unitNote).toBe("intelligence.dashboard.unit.enzyme.note");
    for (const locale of ["en", "hi", "mr"]) expect(catalog(locale)["intelligence.dashboard.unit.enzyme.note"], locale).toContain("TPF");
  });
});
