// The fact checker finds a business fact stated with another value, in English and Hindi, and leaves the site's own
// wording alone.
import { describe, expect, it } from "vitest";
import { checkFacts } from "./fact-check.ts";

const context = { clinics: 29 };
const facts = (text: string) => checkFacts(text, context).map((p) => p.fact);

describe("checkFacts", () => {
  it("passes the facts as the site states them, in English, Hindi and Marathi", () => {
    for (const text of [
      "A test at a clinic costs ₹300-500 per sample. The report for 13 parameters is ready in 45-60 minutes.",
      "The full test at a Pro clinic measures 16 parameters for ₹500-750.",
      "Take soil from 5-10 spots, 6 inches deep. Do not sample within 45 days of putting fertilizer on the field.",
      "हमारे क्लिनिक पर 13 चीज़ों की आम जांच ₹300-500 प्रति नमूना है; 16 चीज़ों वाली पूरी जांच ₹500-750 की है।",
      "खेत में खाद डालने के 45 दिन के अंदर नमूना न लें।",
      "50,000+ farmers reached. 5,500+ किसान CSR से। 29 soil clinics in our network today.",
      "Advanced Clinic ₹75,000 + GST. Budget ₹5-10 lakh, or ₹1-2 crore for a state.",
      // Marathi: crore is कोटी, a parameter घटक.
      "राज्यासाठी ₹1-2 कोटी. केंद्रावर 13 घटकांचे परीक्षण ₹300-500 मध्ये.",
      "Bulk projects earn ₹10,000-1,00,000 a month. Save up to ₹1,000 per acre.",
      // Not the facts' business: a green manure's days, a story's single figures.
      "Plough in dhaincha at 40-45 days, before flowering. Wheat harvest up 18%.",
    ]) {
      expect(checkFacts(text, context), text).toEqual([]);
    }
  });

  it("finds each contradiction the review found, and says what the facts say", () => {
    expect(facts("हर किसान से आपकी कमाई ₹450-800।")).toEqual(["price"]);
    expect(facts("जांच ₹300-500 प्रति नमूना है, और उसमें 16 चीज़ें जांची जाती हैं।")).toEqual(["parameters"]);
    expect(facts("16+ parameters, results in 45-60 minutes.")).toEqual(["parameters"]);
    expect(facts("Our device measures 14 parameters.")).toEqual(["parameters"]);
    expect(facts("आमचे यंत्र 14 घटक तपासते.")).toEqual(["parameters"]);
    expect(facts("Results in 30-40 minutes.")).toEqual(["reportMinutes"]);
    expect(facts("Do not take soil where fertilizer was spread in the last few weeks.")).toEqual(["daysAfterFertilizer"]);
    expect(facts("जहाँ पिछले तीन महीनों में खाद डाली गई हो, वहाँ से नमूना न लें")).toEqual(["daysAfterFertilizer"]);
    expect(facts("Do not sample within 30 days of applying manure.")).toEqual(["daysAfterFertilizer"]);
    expect(facts("Dig 9 inches deep.")).toEqual(["samplingDepth"]);
    expect(facts("Take soil from 3-4 spots.")).toEqual(["samplingSpots"]);
    expect(facts("A network serving 5000+ farmers.")).toEqual(["farmersReached"]);
    expect(facts("70+ soil clinics set up.")).toEqual(["clinics"]);
    expect(facts("हमारे 31 मिट्टी जांच क्लिनिक।")).toEqual(["clinics"]);
    expect(facts("Pro Clinic ₹85,000 + GST.")).toEqual(["packagePrice"]);
    expect(facts("Save up to ₹1000 per acre.")).toEqual(["rupeeGrouping"]);
    const [problem] = checkFacts("Results in 30-40 minutes.", context);
    expect(problem).toMatchObject({ found: "30-40 minutes", expected: "45-60 minutes", sentence: "Results in 30-40 minutes." });
  });
});
