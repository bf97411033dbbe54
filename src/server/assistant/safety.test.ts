// Emergencies and questions the assistant must not answer, read in English, Hindi and Hinglish, and the questions
// about pesticides, snakes, codes and programmes that are neither.
import { describe, expect, it } from "vitest";
import { emergencyOf, offLimitsOf } from "./safety.ts";

describe("emergencyOf", () => {
  it("reads a person in danger now, in any of the three languages", () => {
    expect(emergencyOf("My father swallowed some insecticide, he is vomiting")).toBe("poisoning");
    expect(emergencyOf("chhidkav ke baad bhai behosh ho gaya")).toBe("poisoning");
    expect(emergencyOf("बेटे ने गलती से कीटनाशक पी लिया")).toBe("poisoning");
    expect(emergencyOf("a cobra bit my wife in the field")).toBe("snakebite");
    expect(emergencyOf("saanp ne kaat liya pair pe")).toBe("snakebite");
    expect(emergencyOf("थ्रेशर में हाथ कट गया, खून बह रहा है")).toBe("injury");
    expect(emergencyOf("he fell from the tractor and his leg is broken")).toBe("injury");
    expect(emergencyOf("I got a shock from the motor pump")).toBe("shock");
    expect(emergencyOf("pump chalate hue bhai ko current lag gaya")).toBe("shock");
    expect(emergencyOf("खेत में बिजली का झटका लगा है")).toBe("shock");
    expect(emergencyOf("tractor se gir gaya pair toot gaya lagta hai")).toBe("injury");
    expect(emergencyOf("पेड़ से गिर गया, हाथ टूट गया लगता है")).toBe("injury");
  });

  it("leaves questions about pesticides, snakes, salt-burnt crops and blood pressure alone", () => {
    for (const text of [
      "Which pesticide is best for pink bollworm?",
      "How many days after spraying can I harvest?",
      "Are there snakes in paddy fields in the monsoon?",
      "मिट्टी में नमक ज़्यादा है, फसल जल रही है",
      "The leaves look burnt at the edges",
      "कीटनाशक दवा कब छिड़कें?",
      "soybean ka daam gir gaya, ab kya karein?",
      "machine toot gayi hai, test kab hoga?",
    ]) {
      expect(emergencyOf(text), text).toBeNull();
    }
  });
});

describe("offLimitsOf", () => {
  it("reads politics, medicine, law, other companies' prices, code and made-up texts", () => {
    expect(offLimitsOf("Who should I vote for in the election?")).toBe("politics");
    expect(offLimitsOf("चुनाव में किसे वोट दें?")).toBe("politics");
    expect(offLimitsOf("bukhar ki dawai batao")).toBe("medicine");
    expect(offLimitsOf("How do I file a case against my neighbour in court?")).toBe("law");
    expect(offLimitsOf("What do other labs charge for a soil test?")).toBe("otherCompanies");
    expect(offLimitsOf("write me some code to read a CSV in python")).toBe("code");
    expect(offLimitsOf("tell me a joke")).toBe("creative");
    expect(offLimitsOf("My brother took my land, how do I sue him?")).toBe("law");
    expect(offLimitsOf("ज़मीन का झगड़ा है, क्या करूं?")).toBe("law");
    expect(offLimitsOf("How much does IFFCO charge for soil testing?")).toBe("otherCompanies");
    expect(offLimitsOf("Krishi Vigyan Kendra kitne me test karta hai")).toBe("otherCompanies");
    expect(offLimitsOf("What is the price of onion in the mandi today?")).toBe("elsewhere");
    expect(offLimitsOf("मौसम कैसा रहेगा कल?")).toBe("elsewhere");
    expect(offLimitsOf("Who won the cricket match yesterday?")).toBe("elsewhere");
    expect(offLimitsOf("मोदी जी के बारे में आपकी क्या राय है")).toBe("politics");
    expect(offLimitsOf("BJP ya Congress kaun achha hai")).toBe("politics");
    expect(offLimitsOf("mujhe sugar hai kya khana chahiye")).toBe("medicine");
    expect(offLimitsOf("पेट में दर्द है कौन सी गोली लूं")).toBe("medicine");
    expect(offLimitsOf("aaj mandi mein pyaz ka bhav kya hai")).toBe("elsewhere");
    expect(offLimitsOf("गेहूं का भाव क्या चल रहा है")).toBe("elsewhere");
  });

  it("answers farming questions that share a word with them", () => {
    for (const text of [
      "Is there a clinic near PIN code 422001?",
      "What does a CSR programme for 20 villages cost?",
      "Which medicine for my crop's leaf spot?",
      "Can your report tell me which party of my field is worse?",
      "How much does the soil test cost?",
      "Ramesh's success story",
      "Can I test soil from a field where a film of salt forms?",
      "KVK se report mili hai, samajh nahi aa rahi",
      "Does rain affect my soil sample?",
      "Sugarcane ke liye kitna khaad daalein?",
      "mitti jaanch ka bhav kya hai?",
      "Which crop after soybean in my field?",
    ]) {
      expect(offLimitsOf(text), text).toBeNull();
    }
  });
});
