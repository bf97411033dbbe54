import { describe, expect, it } from "vitest";
import { askedLanguage, asksBulkRate, asksForNumber, asksForPerson, comparedPrice, isGreeting, isThanks, pickByPrice, pickNamedLine, soundsAngry, topicOf } from "./intents.ts";

describe("the Hindi review's questions (AS-2, AS-7)", () => {
  it("reads a group asking a lower rate for many farmers, not a clinic's earnings or a farmer's price", () => {
    for (const q of ["हमारे FPO में 500 किसान हैं, क्या कम रेट मिलेगा?", "FPO ke 500 kisan hain, kam rate milega kya", "Do you give FPOs a bulk discount on the test price?"]) {
      expect(asksBulkRate(q), q).toBe(true);
    }
    for (const q of ["clinic kholne se kamai kam hogi kya", "सबसे कम दाम वाली जांच कौन सी है?", "What does one soil test cost?"]) expect(asksBulkRate(q), q).toBe(false);
  });

  it("reads a request for our number, and for a call from someone who gives their own", () => {
    expect(asksForPerson("मेरा नंबर 9876501234 है, फ़ोन करो")).toBe(true);
    expect(asksForNumber("मेरा नंबर 9876501234 है, फ़ोन करो")).toBe(false);
    expect(asksForNumber("मुझे आपसे फ़ोन पर बात करनी है, नंबर दीजिए")).toBe(true);
    for (const q of ["नंबर दीजिए", "aapka number do", "give me your number, I want to call"]) expect(topicOf(q), q).toBe("contact");
    for (const q of ["Give me your email and phone number please", "email id bhejo apni", "whatsapp no. kya hai apka", "आपका ईमेल क्या है"]) expect(topicOf(q), q).toBe("contact");
    for (const q of ["can I get the report on whatsapp?", "what is the email of the Latur clinic"]) expect(topicOf(q), q).toBeNull();
    expect(topicOf("Nashik clinic ka number do")).toBeNull();
  });
});

describe("what a message is besides a question", () => {
  it("tells a thank-you or a goodbye, in any of the three languages, from a question that starts with one", () => {
    for (const q of ["thanks", "ok thanks!", "Thank you so much", "dhanyavad ji", "shukriya bhai", "धन्यवाद", "ठीक है जी, धन्यवाद", "bye"]) expect(isThanks(q), q).toBe(true);
    for (const q of ["thanks, and what does the test cost?", "ok how deep should I dig?", "ji", "धन्यवाद, रिपोर्ट कब मिलेगी?"]) expect(isThanks(q), q).toBe(false);
  });

  it("asks what the assistant is without asking for a person, and asks for a person in other words", () => {
    for (const q of ["Are you a robot or a human?", "am I talking to a real person?", "क्या आप इंसान हैं?", "does a human read these chats?", "क्या कोई इंसान मेरी बात पढ़ता है?"]) expect(asksForPerson(q), q).toBe(false);
    for (const q of ["Can I talk to a human?", "I want a real person", "किसी इंसान से बात करनी है"]) expect(asksForPerson(q), q).toBe(true);
  });

  it("takes a bare request for help as a greeting, and a question that asks help with something as a question", () => {
    for (const q of ["help", "Help!", "i need help", "mujhe madad chahiye", "मदद चाहिए"]) expect(isGreeting(q), q).toBe(true);
    for (const q of ["help me read my report", "madad chahiye soil test ke liye"]) expect(isGreeting(q), q).toBe(false);
  });

  it("hears a refund asked for, and not the question of when a clinic pays back", () => {
    for (const q of ["I want a refund", "mujhe paise wapas chahiye", "मेरे पैसे वापस करो"]) expect(soundsAngry(q), q).toBe(true);
    expect(soundsAngry("How long before I get my money back from a clinic?")).toBe(false);
    expect(soundsAngry("What if my soil report comes late, do I get a refund?")).toBe(false);
  });
});

describe("topicOf", () => {
  it("reads a question about our offices in any spelling, whatever town it names", () => {
    for (const q of ["आपका ऑफिस कहाँ है", "आपका दफ़्तर कहां है?", "aapka daftar kahan hai", "What is the address of your Delhi office?", "Where are you located?"]) {
      expect(topicOf(q), q).toBe("offices");
    }
  });

  it("reads paying for a clinic in parts, but not a loan for farming", () => {
    for (const q of ["Do you give loan for clinic", "clinic ka saman EMI pe milega kya", "क्लिनिक का पैसा किस्तों में दे सकते हैं?", "is there financing for the clinic package"]) {
      expect(topicOf(q), q).toBe("financing");
    }
    expect(topicOf("kya aap kheti ke liye loan dete ho")).toBeNull();
    expect(topicOf("do you give loans for buying seeds")).toBeNull();
  });

  it("reads someone coming to take the sample", () => {
    for (const q of ["kya aap log ghar aakar sample lete ho", "Can someone come to my village to collect the soil sample?", "क्या आप घर से नमूना ले जाते हैं?", "can you test soil at my home"]) {
      expect(topicOf(q), q).toBe("visit");
    }
    expect(topicOf("How do I take a soil sample?")).toBeNull();
  });

  it("reads a question about one CSR model's figures, not about the programmes in general or a state's clinics", () => {
    for (const q of ["For a state-wide CSR programme, what budget are we looking at?", "regional csr model me kitne clinic khulenge", "सीएसआर में पायलट प्रोग्राम का बजट कितना है?"]) expect(topicOf(q), q).toBe("csr");
    for (const q of ["What CSR programmes do you offer?", "which state has most clinics", "Is there a clinic in my state?"]) expect(topicOf(q), q).toBeNull();
  });

  it("reads the language of the report", () => {
    expect(topicOf("can I get the report in marathi")).toBe("report-language");
    expect(topicOf("रिपोर्ट किस भाषा में मिलेगी?")).toBe("report-language");
    expect(topicOf("How long until I get the report?")).toBeNull();
  });

  it("leaves a clinic question in a state whose language shares its sound (Punjab, Punjabi) to the clinic search", () => {
    expect(topicOf("Is there a clinic in Punjab?")).toBeNull();
  });
});

describe("askedLanguage", () => {
  it("reads a request for the last answer in Hindi or English, in any script", () => {
    for (const text of ["and in Hindi?", "in hindi please", "hindi me batao", "हिंदी में बताइए", "Tell me in Hindi.", "can you say that in hindi?", "please explain it in hindi"]) expect(askedLanguage(text), text).toBe("hi");
    for (const text of ["in English?", "english me batao", "अंग्रेज़ी में बताओ", "and in english"]) expect(askedLanguage(text), text).toBe("en");
    for (const text of ["aur Hindi mein?", "और हिंदी में?", "please hindi me"]) expect(askedLanguage(text), text).toBe("hi");
  });

  it("leaves questions that only mention a language", () => {
    for (const text of ["Is the report explained in Hindi?", "Do you have Hindi guides for sampling soil?", "Hindi speaking staff at the Nashik clinic?"]) {
      expect(askedLanguage(text), text).toBeNull();
    }
  });
});

describe("comparedPrice and pickByPrice", () => {
  it("reads which end of the prices is asked for, in English, Hindi and Hinglish", () => {
    for (const q of ["the cheaper one?", "which is cheapest", "sabse sasta kaun sa hai", "सबसे सस्ता कौन सा है?", "kam daam wala"]) expect(comparedPrice(q), q).toBe("lower");
    for (const q of ["the most expensive one", "sabse mehenga", "सबसे महंगा कौन सा है?"]) expect(comparedPrice(q), q).toBe("higher");
    for (const q of ["how much is it?", "कितने का है?", "Nashik"]) expect(comparedPrice(q), q).toBeNull();
  });

  it("picks the line a follow-up names, or the question before when its words fit every line, and nothing when none stands out", () => {
    const models = "5,500+ farmers reached.\n• Pilot: ₹5-10 lakh, 300-600 farmers, 3-6 months\n• Regional: ₹25-50 lakh, 1,500-3,000 farmers\n• State: ₹1-2 crore, 6,000+ farmers";
    expect(pickNamedLine(models, "and the regional one?", "What does a CSR pilot cost?")).toBe("Regional: ₹25-50 lakh, 1,500-3,000 farmers");
    expect(pickNamedLine(models, "and how many farmers would it reach?", "what is the budget for the CSR pilot model")).toBe("Pilot: ₹5-10 lakh, 300-600 farmers, 3-6 months");
    expect(pickNamedLine(models, "how long does it take?", "what does CSR cost?")).toBeNull();
    expect(pickNamedLine("The test costs ₹300-500 per sample.", "and the pro one?", "test price?")).toBeNull();
  });

  it("picks the priced line at that end, lakh and crore counted, and nothing when fewer than two lines have prices", () => {
    const packages = "Both include training.\n• Advanced Clinic: ₹75,000 + GST\n• Pro Clinic: ₹80,000 + GST";
    expect(pickByPrice(packages, "lower")).toBe("Advanced Clinic: ₹75,000 + GST");
    expect(pickByPrice(packages, "higher")).toBe("Pro Clinic: ₹80,000 + GST");
    const programmes = "• Pilot: ₹5-10 lakh, 1-2 clinics\n• State: ₹1-2 crore, 20-50 clinics\n• Regional: ₹25-50 lakh";
    expect(pickByPrice(programmes, "higher")).toBe("State: ₹1-2 crore, 20-50 clinics");
    expect(pickByPrice(programmes, "lower")).toBe("Pilot: ₹5-10 lakh, 1-2 clinics");
    expect(pickByPrice("The test costs ₹300-500 per sample.", "lower")).toBeNull();
    // Both in one sentence: its parts, never cut inside a figure's comma.
    const sentence = "Two packages: the Advanced Clinic at ₹75,000 + GST (13 soil parameters) and the Pro Clinic (soil + water) at ₹80,000 + GST.";
    expect(pickByPrice(sentence, "lower")).toBe("the Advanced Clinic at ₹75,000 + GST (13 soil parameters)");
    expect(pickByPrice(sentence, "higher")).toBe("the Pro Clinic (soil + water) at ₹80,000 + GST");
    expect(pickByPrice("• A: ₹500\n• B: ₹500", "lower")).toBeNull();
  });
});
