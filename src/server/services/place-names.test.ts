// The place-name module (issue 29): the phonetic key, the weighted slip distance, and what matchPlace makes of names in
// Devanagari, old spellings, slips, names several places share and bad input, on the real place data.
import { describe, expect, it } from "vitest";
import { keyDistance, latinPlaceName, marathiBaseForms, matchPlace, placeKey } from "./place-names.ts";

const placeOf = async (text: string) => {
  const m = await matchPlace(text);
  if (m.kind !== "place" && m.kind !== "state") throw new Error(`${text}: ${JSON.stringify(m)}`);
  return m.place;
};

describe("placeKey and keyDistance", () => {
  it("gives the spellings of one name the same key", () => {
    expect(placeKey("Nashik")).toBe(placeKey("Nasik"));
    expect(keyDistance(placeKey("Lucknow"), placeKey("Lakhnau"), 2)).toBe(0.5);
    expect(placeKey("Jaipur")).toBe(placeKey(latinPlaceName("जयपुर")));
    expect(placeKey("Indore")).toBe(placeKey(latinPlaceName("इंदौर")));
    expect(placeKey("Poona")).not.toBe(placeKey("Pune"));
  });

  it("counts a vowel or a close consonant as half a slip and stops past the limit", () => {
    expect(keyDistance(placeKey("Poona"), placeKey("Pune"), 2)).toBe(0.5);
    expect(keyDistance("bubanesvar", "buvnesvar", 2)).toBe(1);
    expect(keyDistance("nasik", "patna", 2)).toBe(Infinity);
  });
});

describe("matchPlace", () => {
  it("reads Devanagari town, district and state names (romanised with schwa deletion)", async () => {
    expect(latinPlaceName("लखनऊ")).toBe("lakhnau");
    expect((await placeOf("नासिक")).name).toBe("Nashik");
    expect((await placeOf("सीतापुर")).state).toBe("Uttar Pradesh");
    expect((await placeOf("गया")).state).toBe("Bihar");
    expect((await placeOf("भोपाल")).state).toBe("Madhya Pradesh");
    expect(await matchPlace("बिहार")).toMatchObject({ kind: "state", state: "Bihar" });
    expect(await matchPlace("Orissa")).toMatchObject({ kind: "state", state: "Odisha" });
  });

  it("reads Marathi spellings and the renamed districts of Maharashtra (issue 31)", async () => {
    expect((await placeOf("नाशिक")).name).toBe("Nashik");
    expect((await placeOf("कोल्हापूर")).state).toBe("Maharashtra");
    expect((await placeOf("छत्रपती संभाजीनगर, महाराष्ट्र")).state).toBe("Maharashtra");
    expect((await placeOf("Sambhajinagar, Maharashtra")).state).toBe("Maharashtra");
    expect((await placeOf("धाराशिव")).state).toBe("Maharashtra");
    expect((await placeOf("अहिल्यानगर")).district).toBe("Ahmed Nagar");
    // A new name is of one state's district: no choice between the Aurangabads of Maharashtra and Bihar.
    expect((await placeOf("छत्रपती संभाजीनगर")).state).toBe("Maharashtra");
    expect((await placeOf("संभाजीनगरात")).state).toBe("Maharashtra");
    expect((await matchPlace("औरंगाबाद")).kind).toBe("choices");
    expect((await placeOf("Pimpri Chinchwad")).district).toBe("Pune");
  });

  it("reads a place with a Marathi ending whose stem changes: पुण्यात is Pune, not a near spelling elsewhere", async () => {
    expect(marathiBaseForms("पुण्यात")).toEqual(["पुणे", "पुणा"]);
    expect(marathiBaseForms("कोल्हापुरात")).toEqual(["कोल्हापूर", "कोल्हापुर"]);
    expect(marathiBaseForms("पिंपरी चिंचवडमध्ये")).toEqual(["पिंपरी चिंचवड"]);
    expect(marathiBaseForms("पुणे")).toEqual([]);
    const cases: [string, string][] = [
      ["पुण्यात", "Pune"],
      ["पुण्याला", "Pune"],
      ["ठाण्यात", "Thane"],
      ["धुळ्यात", "Dhule"],
      ["साताऱ्यात", "Satara"],
      ["अकोल्यात", "Akola"],
      ["जालन्यात", "Jalna"],
      ["वर्ध्यात", "Wardha"],
      ["सांगलीत", "Sangli"],
      ["सोलापुरात", "Solapur"],
      ["अहमदनगरमध्ये", "Ahmed Nagar"],
    ];
    for (const [typed, district] of cases) expect({ typed, district: (await placeOf(typed)).district }).toEqual({ typed, district });
    expect(await matchPlace("महाराष्ट्रात")).toMatchObject({ kind: "state", state: "Maharashtra" });
    // A state ending in the same letters is still the state.
    expect(await matchPlace("गुजरात")).toMatchObject({ kind: "state", state: "Gujarat" });
  });

  it("knows old and common names and forgives a letter or two on longer names only", async () => {
    expect((await placeOf("Cawnpore")).state).toBe("Uttar Pradesh");
    expect((await placeOf("Calcutta")).name).toBe("Kolkata");
    expect((await placeOf("Tirunelveli")).state).toBe("Tamil Nadu");
    expect((await placeOf("Tirunelvely")).state).toBe("Tamil Nadu");
    expect((await placeOf("Shahjahanpr")).state).toBe("Uttar Pradesh");
    expect((await placeOf("Darbhanga")).state).toBe("Bihar");
    expect((await placeOf("दरभंगा")).state).toBe("Bihar");
    // Three letters: no slip allowed, so "Gox" is not Goa.
    expect((await matchPlace("Gox")).kind).toBe("problem");
  });

  it("asks which place when two districts share a name, and takes the state after a comma in either script", async () => {
    const m = await matchPlace("Hamirpur");
    expect(m.kind).toBe("choices");
    if (m.kind === "choices") expect(m.choices.map((c) => c.state).sort().slice(0, 2)).toEqual(["Himachal Pradesh", "Uttar Pradesh"]);
    expect((await placeOf("Hamirpur, हिमाचल प्रदेश")).state).toBe("Himachal Pradesh");
  });

  it("names what it did not understand", async () => {
    expect(await matchPlace("12345")).toMatchObject({ kind: "problem", problem: { code: "pin_digits" } });
    expect(await matchPlace("४२२००१")).toMatchObject({ kind: "place", place: { name: "422001" } });
    expect(await matchPlace("Lakhnऊ")).toMatchObject({ kind: "problem", problem: { code: "mixed_script" } });
    expect(await matchPlace("🙏")).toMatchObject({ kind: "problem", problem: { code: "no_place_name" } });
    expect(await matchPlace("422001 Patna")).toMatchObject({ kind: "problem", problem: { code: "pin_conflict" } });
    expect(await matchPlace("422001 Nashik")).toMatchObject({ kind: "place", place: { name: "422001" } });
  });
});
