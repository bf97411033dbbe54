import { describe, expect, it } from "vitest";
import { setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import en from "../../i18n/locales/clinics/en.json";
import hi from "../../i18n/locales/clinics/hi.json";
import type { Clinic } from "../../../shared/schemas/clinic.ts";
import { sampleClinics } from "../../../server/db/seed/clinics.ts";
import {
  NO_FILTERS,
  clinicStates,
  filterClinics,
  filtersFromParams,
  filtersToParams,
  hasFilters,
  toggleService,
} from "./clinic-filters.ts";

const names = (list: Clinic[]) => list.map((c) => c.district).sort();
const states = clinicStates(sampleClinics);

describe("filterClinics", () => {
  it("shows every clinic without filters", () => {
    expect(filterClinics(sampleClinics, NO_FILTERS)).toHaveLength(3);
  });

  it("searches name, district and state, ignoring case and surrounding spaces", () => {
    expect(names(filterClinics(sampleClinics, { ...NO_FILTERS, query: "  MANDYA " }))).toEqual(["Mandya"]);
    expect(names(filterClinics(sampleClinics, { ...NO_FILTERS, query: "karnataka" }))).toEqual(["Mandya", "Tumakuru"]);
    expect(names(filterClinics(sampleClinics, { ...NO_FILTERS, query: "dharti" }))).toEqual(["Nashik"]);
    // The address is not searched (spec 2.10: name, district or state).
    expect(filterClinics(sampleClinics, { ...NO_FILTERS, query: "APMC" })).toEqual([]);
  });

  it("keeps only the chosen state", () => {
    expect(names(filterClinics(sampleClinics, { ...NO_FILTERS, state: "Maharashtra" }))).toEqual(["Nashik"]);
  });

  it("keeps only clinics offering every ticked service", () => {
    expect(names(filterClinics(sampleClinics, { ...NO_FILTERS, services: ["Advisory Services"] }))).toEqual(["Mandya", "Nashik", "Tumakuru"]);
    expect(names(filterClinics(sampleClinics, { ...NO_FILTERS, services: ["7-Parameter Test", "Satellite Analysis"] }))).toEqual(["Tumakuru"]);
  });

  it("combines search, state and services", () => {
    const f = { query: "soil clinic", state: "Karnataka", services: ["13-Parameter Test"] as const };
    expect(names(filterClinics(sampleClinics, f))).toEqual(["Tumakuru"]);
    expect(filterClinics(sampleClinics, { ...f, state: "Maharashtra", query: "mandya" })).toEqual([]);
  });
});

describe("filters in the page address", () => {
  it("round-trips through ?q=&state=&services=", () => {
    const f = { query: "nashik", state: "Maharashtra", services: ["13-Parameter Test", "Satellite Analysis"] as const };
    const params = filtersToParams(f);
    expect(params.toString()).toBe("q=nashik&state=Maharashtra&services=13-Parameter+Test&services=Satellite+Analysis");
    expect(filtersFromParams(params, states)).toEqual(f);
    expect(filtersToParams(NO_FILTERS).toString()).toBe("");
  });

  it("ignores an unknown state or service and keeps services in the spec's order", () => {
    const f = filtersFromParams(new URLSearchParams("state=Goa&services=Satellite+Analysis&services=Soil+magic&services=7-Parameter+Test"), states);
    expect(f).toEqual({ query: "", state: "", services: ["7-Parameter Test", "Satellite Analysis"] });
  });

  it("knows when any filter is on and toggles services in order", () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, query: "  " })).toBe(false);
    const on = toggleService(toggleService(NO_FILTERS, "Satellite Analysis", true), "7-Parameter Test", true);
    expect(on.services).toEqual(["7-Parameter Test", "Satellite Analysis"]);
    expect(hasFilters(on)).toBe(true);
    expect(toggleService(on, "Satellite Analysis", false).services).toEqual(["7-Parameter Test"]);
  });
});

describe("states and count", () => {
  it("lists the distinct states sorted", () => {
    expect(states).toEqual(["Karnataka", "Maharashtra"]);
  });

  const count = (locale: "en" | "hi", catalog: Record<string, string>, n: number) =>
    setupI18n({ locale, messages: { [locale]: { c: compileMessage(catalog["clinics.results.count"]!) } } })._("c", { count: n });

  it("writes the count the spec's way, and in Hindi", () => {
    expect(count("en", en, 0)).toBe("0 Clinics Found");
    expect(count("en", en, 1)).toBe("1 Clinic Found");
    expect(count("en", en, 3)).toBe("3 Clinics Found");
    expect(count("hi", hi, 1)).toBe("1 क्लिनिक मिला");
    expect(count("hi", hi, 3)).toBe("3 क्लिनिक मिले");
  });

  it("also finds a state by the name the page's language gives it", () => {
    const hindi = (state: string) => (hi as Record<string, string>)[`clinics.state.${state}`] ?? state;
    expect(names(filterClinics(sampleClinics, { ...NO_FILTERS, query: "कर्नाटक" }, hindi))).toEqual(["Mandya", "Tumakuru"]);
    expect(filterClinics(sampleClinics, { ...NO_FILTERS, query: "कर्नाटक" })).toEqual([]);
  });
});
