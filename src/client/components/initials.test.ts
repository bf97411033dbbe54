// Avatar initials from the shown name, for Latin and Devanagari names.
import { describe, expect, it } from "vitest";
import { firstAkshara, initials } from "./initials.ts";

describe("initials", () => {
  it("takes the first letters of the first and last names of a Latin name, in capitals", () => {
    expect(initials("Ramesh Patil")).toBe("RP");
    expect(initials("Sunita Devi")).toBe("SD");
    expect(initials("Harjit Kaur")).toBe("HK");
    expect(initials("Savitri Bai Patil")).toBe("SP");
    expect(initials("  anil   meena ")).toBe("AM");
    expect(initials("Lakshmamma")).toBe("L");
    expect(initials("Éva Ōkubo")).toBe("ÉŌ");
    expect(initials("E\u0301mile Zola")).toBe("E\u0301Z");
  });

  it("takes the first akshara of the first name of a Devanagari name, with its vowel sign", () => {
    expect(initials("रमेश पाटिल")).toBe("र");
    expect(initials("सुनीता देवी")).toBe("सु");
    expect(initials("हरजीत कौर")).toBe("ह");
    expect(initials("लक्ष्मम्मा")).toBe("ल");
    expect(initials("सविता पाटिल")).toBe("स");
    expect(initials("राकेश यादव")).toBe("रा");
    expect(initials("अनिल मीणा")).toBe("अ");
    expect(initials("गौरी")).toBe("गौ");
    expect(initials("सावित्रीबाई पाटील")).toBe("सा");
  });

  it("keeps a conjunct whole, with its vowel sign and nasal marks", () => {
    expect(initials("क्षमा राव")).toBe("क्ष");
    expect(initials("श्रीराम")).toBe("श्री");
    expect(initials("त्र्यंबक")).toBe("त्र्यं");
    expect(initials("स्नेहा")).toBe("स्ने");
    expect(initials("ज्ञानेश्वर")).toBe("ज्ञा");
    expect(initials("चंद्रकांत")).toBe("चं");
    // A half form written with a zero-width joiner is one conjunct too.
    expect(firstAkshara("क्\u200Dष")).toBe("क्\u200Dष");
  });

  it("joins a conjunct that an engine with older Unicode data cuts after the virama", () => {
    // Graphemes as before Unicode 15.1: a letter and the marks after it, so "क्ष" comes as "क्" and "ष".
    const legacy = (text: string) => text.match(/\P{M}\p{M}*/gu) ?? [];
    expect(legacy("क्षमा")).toEqual(["क्", "ष", "मा"]);
    expect(firstAkshara("क्षमा", legacy)).toBe("क्ष");
    expect(firstAkshara("त्र्यंबक", legacy)).toBe("त्र्यं");
    expect(firstAkshara("सुनीता", legacy)).toBe("सु");
    expect(firstAkshara("Ramesh", legacy)).toBe("R");
  });

  it("gives nothing for an empty name", () => {
    expect(initials("")).toBe("");
    expect(initials("   ")).toBe("");
  });
});
