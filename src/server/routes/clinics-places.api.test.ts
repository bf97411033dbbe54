// GET /api/v1/clinics?near= on SQLite and PostgreSQL (issue 29): the point for the PIN code and the name of 72 towns in
// 26 states and territories lies within 20 km of the town's centre as written below (city-centre coordinates from our
// own knowledge of the map, not from the postal data); Devanagari, old spellings, slips, ambiguous names and bad input.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NearestClinics, PlaceChoices } from "../../shared/schemas/clinic.ts";
import { distanceKm } from "../services/places.ts";
import { createTestApp, testDatabases, type TestApp } from "../test-support/test-app.ts";

/** Town, state, its head post office's PIN code, and the town centre's latitude and longitude. */
const TOWNS: [string, string, string, number, number][] = [
  ["Nashik", "Maharashtra", "422001", 19.9975, 73.7898],
  ["Pune", "Maharashtra", "411001", 18.5204, 73.8567],
  ["Nagpur", "Maharashtra", "440001", 21.1458, 79.0882],
  ["Kolhapur", "Maharashtra", "416003", 16.705, 74.2433],
  ["Aurangabad", "Maharashtra", "431001", 19.8762, 75.3433],
  ["Mumbai", "Maharashtra", "400001", 18.9388, 72.8354],
  ["Latur", "Maharashtra", "413512", 18.4088, 76.5604],
  ["Jaipur", "Rajasthan", "302001", 26.9124, 75.7873],
  ["Jodhpur", "Rajasthan", "342001", 26.2389, 73.0243],
  ["Udaipur", "Rajasthan", "313001", 24.5854, 73.7125],
  ["Kota", "Rajasthan", "324001", 25.2138, 75.8648],
  ["Bikaner", "Rajasthan", "334001", 28.0229, 73.3119],
  ["Lucknow", "Uttar Pradesh", "226001", 26.8467, 80.9462],
  ["Varanasi", "Uttar Pradesh", "221001", 25.3176, 82.9739],
  ["Kanpur", "Uttar Pradesh", "208001", 26.4499, 80.3319],
  ["Allahabad", "Uttar Pradesh", "211001", 25.4358, 81.8463],
  ["Agra", "Uttar Pradesh", "282001", 27.1767, 78.0081],
  ["Gorakhpur", "Uttar Pradesh", "273001", 26.7606, 83.3732],
  ["Sitapur", "Uttar Pradesh", "261001", 27.568, 80.679],
  ["Patna", "Bihar", "800001", 25.5941, 85.1376],
  ["Gaya", "Bihar", "823001", 24.7914, 85.0002],
  ["Muzaffarpur", "Bihar", "842001", 26.1209, 85.3647],
  ["Bhagalpur", "Bihar", "812001", 25.2425, 86.9842],
  ["Bhubaneswar", "Odisha", "751001", 20.2961, 85.8245],
  ["Cuttack", "Odisha", "753001", 20.4625, 85.883],
  ["Sambalpur", "Odisha", "768001", 21.4669, 83.9812],
  ["Ranchi", "Jharkhand", "834001", 23.3441, 85.3096],
  ["Jamshedpur", "Jharkhand", "831001", 22.8046, 86.2029],
  ["Dhanbad", "Jharkhand", "826001", 23.7957, 86.4304],
  ["Kolkata", "West Bengal", "700001", 22.5726, 88.3639],
  ["Siliguri", "West Bengal", "734001", 26.7271, 88.3953],
  ["Chennai", "Tamil Nadu", "600001", 13.0827, 80.2707],
  ["Madurai", "Tamil Nadu", "625001", 9.9252, 78.1198],
  ["Coimbatore", "Tamil Nadu", "641001", 11.0168, 76.9558],
  ["Bangalore", "Karnataka", "560001", 12.9716, 77.5946],
  ["Mysore", "Karnataka", "570001", 12.2958, 76.6394],
  ["Hubli", "Karnataka", "580020", 15.3647, 75.124],
  ["Mandya", "Karnataka", "571401", 12.5218, 76.8951],
  ["Thiruvananthapuram", "Kerala", "695001", 8.5241, 76.9366],
  ["Ernakulam", "Kerala", "682011", 9.9816, 76.2999],
  ["Kozhikode", "Kerala", "673001", 11.2588, 75.7804],
  ["Hyderabad", "Telangana", "500001", 17.385, 78.4867],
  ["Warangal", "Telangana", "506002", 17.9689, 79.5941],
  ["Vijayawada", "Andhra Pradesh", "520001", 16.5062, 80.648],
  ["Guntur", "Andhra Pradesh", "522002", 16.3067, 80.4365],
  ["Visakhapatnam", "Andhra Pradesh", "530001", 17.6868, 83.2185],
  ["Ahmedabad", "Gujarat", "380001", 23.0225, 72.5714],
  ["Surat", "Gujarat", "395003", 21.1702, 72.8311],
  ["Vadodara", "Gujarat", "390001", 22.3072, 73.1812],
  ["Rajkot", "Gujarat", "360001", 22.3039, 70.8022],
  ["Bhopal", "Madhya Pradesh", "462001", 23.2599, 77.4126],
  ["Indore", "Madhya Pradesh", "452001", 22.7196, 75.8577],
  ["Jabalpur", "Madhya Pradesh", "482001", 23.1815, 79.9864],
  ["Gwalior", "Madhya Pradesh", "474001", 26.2183, 78.1828],
  ["Raipur", "Chhattisgarh", "492001", 21.2514, 81.6296],
  ["Bilaspur", "Chhattisgarh", "495001", 22.0797, 82.1409],
  ["Chandigarh", "Chandigarh", "160017", 30.7333, 76.7794],
  ["Ludhiana", "Punjab", "141001", 30.901, 75.8573],
  ["Amritsar", "Punjab", "143001", 31.634, 74.8723],
  ["Bathinda", "Punjab", "151001", 30.211, 74.9455],
  ["Gurgaon", "Haryana", "122001", 28.4595, 77.0266],
  ["Hisar", "Haryana", "125001", 29.1492, 75.7217],
  ["Karnal", "Haryana", "132001", 29.6857, 76.9905],
  ["Dehradun", "Uttarakhand", "248001", 30.3165, 78.0322],
  ["Haridwar", "Uttarakhand", "249401", 29.9457, 78.1642],
  ["Guwahati", "Assam", "781001", 26.1445, 91.7362],
  ["Dibrugarh", "Assam", "786001", 27.4728, 94.912],
  ["Shimla", "Himachal Pradesh", "171001", 31.1048, 77.1734],
  ["New Delhi", "Delhi", "110001", 28.6329, 77.2195],
  ["Agartala", "Tripura", "799001", 23.8315, 91.2868],
  ["Panaji", "Goa", "403001", 15.4909, 73.8278],
  ["Jammu", "Jammu and Kashmir", "180001", 32.7266, 74.857],
];


describe.each(testDatabases)("GET /api/v1/clinics?near= places on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());
  const near = (query: string) => t.app.inject({ method: "GET", url: `/api/v1/clinics?near=${encodeURIComponent(query)}&limit=3` });
  const found = async (query: string) => {
    const res = await near(query);
    expect(res.statusCode, query).toBe(200);
    const body = res.json<NearestClinics | PlaceChoices>();
    if ("choices" in body) throw new Error(`${query}: asked to choose among ${body.choices.map((c) => c.label).join(" | ")}`);
    return body;
  };

  it("puts each town's PIN code and name within 20 km of the town's centre, in at least 15 states", async () => {
    expect(new Set(TOWNS.map((town) => town[1])).size).toBeGreaterThanOrEqual(15);
    const off: string[] = [];
    for (const [name, state, pin, lat, lng] of TOWNS) {
      for (const query of [pin, `${name}, ${state}`]) {
        const body = await found(query);
        const km = distanceKm(body.near, { lat, lng });
        if (km > 20) off.push(`${query} ${Math.round(km)} km`);
        expect(body.near.state, query).toBe(state);
      }
    }
    expect(off).toEqual([]);
  });

  it("names Nashik's and Bhubaneswar's own clinics for their city PIN codes, and marks a clinic of the searched district", async () => {
    const nashik = await found("422001");
    expect(nashik.clinics[0]!.name).toBe("Dharti Soil Clinic, Nashik");
    expect(nashik.clinics[0]!.distanceKm).toBeLessThan(10);
    expect(nashik.clinics[0]!.inDistrict).toBe(true);
    const bhubaneswar = await found("751001");
    expect(bhubaneswar.clinics[0]!.district).toMatch(/Khordha|Khorda/);
    expect(bhubaneswar.clinics[0]!.distanceKm).toBeLessThan(15);
  });

  it("finds towns typed in Devanagari, in old or common spellings and with a letter or two wrong", async () => {
    const cases: [string, string][] = [
      ["नासिक", "Nashik"], ["पुणे", "Pune"], ["लखनऊ", "Lucknow"], ["सीतापुर", "Sitapur"], ["जयपुर", "Jaipur"], ["गया", "Gaya"],
      ["इंदौर", "Indore"], ["भोपाल", "Bhopal"], ["रांची", "Ranchi"], ["पटना", "Patna"], ["वाराणसी", "Varanasi"], ["कानपुर", "Kanpur"],
      ["Nasik", "Nashik"], ["Poona", "Pune"], ["Banaras", "Varanasi"], ["Benares", "Varanasi"], ["Bombay", "Mumbai"], ["Calcutta", "Kolkata"],
      ["Gurugram", "Gurgaon"], ["Trivandrum", "Thiruvananthapuram"], ["Baroda", "Vadodara"], ["Mysuru", "Mysore"], ["Madras", "Chennai"],
      ["Cawnpore", "Kanpur"], ["Prayagraj", "Allahabad"], ["Bengaluru", "Bangalore"], ["बेंगलुरु", "Bangalore"], ["मैसूर", "Mysore"],
      ["Lacknow", "Lucknow"], ["Nashk", "Nashik"], ["Jaipr", "Jaipur"], ["Ludhiyana", "Ludhiana"], ["Gorakpur", "Gorakhpur"], ["Vijaywada", "Vijayawada"],
      ["Kolhapoor", "Kolhapur"], ["Mujaffarpur", "Muzaffarpur"], ["Bhubaneshwar", "Bhubaneswar"],
    ];
    for (const [query, town] of cases) {
      const [, , , lat, lng] = TOWNS.find(([name]) => name === town)!;
      const body = await found(query);
      expect(Math.round(distanceKm(body.near, { lat, lng })), `${query} → ${body.near.label}`).toBeLessThanOrEqual(20);
    }
  });

  it("lists the choices for a name two districts share, and each choice's query finds it alone", async () => {
    for (const name of ["Aurangabad", "Bilaspur", "Hamirpur", "Raigarh"]) {
      const res = await near(name);
      expect(res.statusCode).toBe(200);
      const body = res.json<PlaceChoices>();
      expect(body.choices.length, name).toBeGreaterThanOrEqual(2);
      expect(new Set(body.choices.map((c) => c.state)).size, name).toBeGreaterThanOrEqual(2);
      for (const choice of body.choices.slice(0, 2)) {
        const one = await found(choice.query);
        expect(one.near.state).toBe(choice.state);
      }
    }
    const bihar = await found("Aurangabad, बिहार");
    expect(bihar.near.state).toBe("Bihar");
  });

  it("answers bad input with a 400 naming what was not understood, never a 500 and never a town", async () => {
    const cases: [string, string, RegExp][] = [
      ["12345", "pin_digits", /6 digits; "12345" has 5/],
      ["1100011", "pin_digits", /has 7/],
      ["Nasहिक", "mixed_script", /"Nasहिक" mixes Latin and Devanagari/],
      ["🌾🌾", "no_place_name", /no place name or PIN code/],
      ["110001 Mumbai", "pin_conflict", /110001 is in New Delhi, Delhi, not "Mumbai"/],
      ["Xyzzyville", "unknown_place", /Place "Xyzzyville" is not known/],
      ["ನಾಸಿಕ್", "unknown_place", /script we do not read yet/],
      ["999999", "unknown_place", /PIN code "999999" is not known/],
    ];
    for (const [query, code, message] of cases) {
      const res = await near(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code, query).toBe(code);
      expect(res.json().error.message, query).toMatch(message);
    }
    const long = await near("नासिक".repeat(40));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.code).toBe("invalid_input");
    // A PIN code with the name of its own city is understood; the city's emoji is set aside.
    expect((await found("110001 Delhi")).near.name).toBe("110001");
    expect((await found("Nashik 🌾")).near.name).toBe("Nashik");
  });
});
