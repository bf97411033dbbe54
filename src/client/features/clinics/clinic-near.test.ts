import { describe, expect, it } from "vitest";
import type { Clinic } from "../../../shared/schemas/clinic.ts";
import { farFromClinics, nearApiPath, nearRequestFromParams, nearResult, nearToParams, positionRequest } from "./clinic-near.ts";

const clinic = (distanceKm: number) => ({ id: `c${distanceKm}`, name: `Clinic ${distanceKm}`, distanceKm }) as Clinic;
const near = { label: "444505 (Washim, Maharashtra)", lat: 20.24, lng: 77.22 };

describe("the finder's nearest search in the page address", () => {
  it("reads a PIN code or place, or a whole position, and nothing else", () => {
    expect(nearRequestFromParams(new URLSearchParams("near=%20572101%20"))).toEqual({ near: "572101" });
    expect(nearRequestFromParams(new URLSearchParams("lat=20.01&lng=73.79"))).toEqual({ lat: 20.01, lng: 73.79 });
    for (const query of ["", "near=", "lat=20", "lat=abc&lng=73", "lat=95&lng=73", "lng=73.79"]) {
      expect(nearRequestFromParams(new URLSearchParams(query)), query).toBeNull();
    }
  });

  it("rounds the browser's position to about a kilometre before it goes into the address", () => {
    expect(positionRequest(20.011234, 73.789876)).toEqual({ lat: 20.01, lng: 73.79 });
  });

  it("replaces an earlier place and keeps the other filters", () => {
    const params = nearToParams({ lat: 20.01, lng: 73.79 }, new URLSearchParams("near=Pune&state=Maharashtra"));
    expect(params.toString()).toBe("state=Maharashtra&lat=20.01&lng=73.79");
    expect(nearToParams(null, params).toString()).toBe("state=Maharashtra");
    expect(nearApiPath({ near: "Nashik" })).toBe("/api/v1/clinics?near=Nashik&limit=6");
  });

  it("offers a visit only when even the nearest clinic is further than 50 km", () => {
    expect(farFromClinics({ near, clinics: [clinic(12.5), clinic(80)] })).toBeNull();
    expect(farFromClinics({ near, clinics: [clinic(50)] })).toBeNull();
    expect(farFromClinics({ near, clinics: [clinic(200.2), clinic(215)] })).toEqual({ nearest: clinic(200.2) });
    expect(farFromClinics({ near, clinics: [] })).toEqual({ nearest: null });
  });

  it("offers no visit when a clinic of the searched place's own district is listed, however far", () => {
    expect(farFromClinics({ near, clinics: [clinic(62), { ...clinic(84), inDistrict: true }] })).toBeNull();
  });

  it("reads a name several places share as choices, a list as clinics and a 400 as the problem", () => {
    const choices = [{ label: "Aurangabad, Maharashtra", name: "Aurangabad", district: "Aurangabad", state: "Maharashtra", query: "Aurangabad, Maharashtra" }];
    expect(nearResult(true, { choices })).toEqual({ choices });
    expect(nearResult(true, { near, clinics: [] })).toEqual({ found: { near, clinics: [] } });
    expect(nearResult(false, { error: { code: "pin_digits", message: "A PIN code has 6 digits." } })).toEqual({ problem: { code: "pin_digits", message: "A PIN code has 6 digits." } });
  });
});
