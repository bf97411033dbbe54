// Language detection, Devanagari normalisation, romanisation and the search keys that make every spelling meet.
import { describe, expect, it } from "vitest";
import { detectLanguage, normaliseDevanagari, romanise, romaniseForChat, searchTerm, searchTerms } from "./language.ts";
import { placeAbroad, readClinicQuestion } from "./clinic-intent.ts";

describe("detectLanguage", () => {
  it("tells Devanagari, romanised Hindi and English apart, and uses the page's language for a message without words", () => {
    expect(detectLanguage("मिट्टी जांच का खर्च कितना है?")).toBe("hi");
    expect(detectLanguage("mitti ki jaanch kitne ki hai")).toBe("hi-latn");
    expect(detectLanguage("soil test ka rate kya hai")).toBe("hi-latn");
    expect(detectLanguage("How much does a soil test cost?")).toBe("en");
    // "do" before a Hindi word or ending a request is Hindi's "give"; "what do you", "what should I do" are English.
    expect(detectLanguage("whatsapp number do apna")).toBe("hi-latn");
    expect(detectLanguage("phone number do")).toBe("hi-latn");
    expect(detectLanguage("what should i do")).toBe("en");
    expect(detectLanguage("what do you test")).toBe("en");
    expect(detectLanguage("422001", "hi")).toBe("hi");
    expect(detectLanguage("🙏🙏")).toBe("en");
  });

  it("knows short Hinglish by its verbs and little words, and leaves English with a Hindi word in it English", () => {
    for (const text of ["saanp ne kaat liya", "ek chutkula sunao", "spray karte waqt chakkar aa gaya", "gehu mein kaunsa khad", "pro clinic package ka price batao", "report kab", "sample dhoop me sukhaye ya chhaon me", "python code likh do", "dusre kisanon ke number do", "python sikhao", "ranchi jharkhand me clinic"]) {
      expect(detectLanguage(text), text).toBe("hi-latn");
    }
    for (const text of ["I got a shock from the motor pump", "Is there lag in the report?", "What is the mandi price of wheat?", "What do you test?", "Why do I need to test?", "Stop messaging me", "Please call me back"]) {
      expect(detectLanguage(text), text).toBe("en");
    }
  });
});

describe("detectLanguage in Devanagari (issue 31)", () => {
  it("tells Marathi from Hindi by the words only one of them uses, whatever the page", () => {
    expect(detectLanguage("माती परीक्षणाला किती खर्च येतो?", "en")).toBe("mr");
    expect(detectLanguage("माझ्या शेतातील मातीचा नमुना कसा घ्यावा?", "hi")).toBe("mr");
    expect(detectLanguage("मिट्टी की जांच कितने की है?", "mr")).toBe("hi");
    expect(detectLanguage("विजेचा शॉक लागला", "en")).toBe("mr");
  });

  it("takes the page's language when the words do not tell", () => {
    expect(detectLanguage("नमस्कार", "mr")).toBe("mr");
    expect(detectLanguage("नमस्कार", "hi")).toBe("hi");
    expect(detectLanguage("नमस्कार", "en")).toBe("hi");
    expect(detectLanguage("422001", "mr")).toBe("mr");
  });
});

describe("normaliseDevanagari", () => {
  it("drops the nukta, writes chandrabindu and half nasals as anusvara and candra o as o", () => {
    expect(normaliseDevanagari("ज़्यादा")).toBe("ज्यादा");
    expect(normaliseDevanagari("जाँच")).toBe(normaliseDevanagari("जांच"));
    expect(normaliseDevanagari("हिन्दी")).toBe("हिंदी");
    expect(normaliseDevanagari("कॉल")).toBe("कोल");
  });
});

describe("romanise", () => {
  it("writes Hindi as chats do, deleting the unspoken a", () => {
    expect(romanise("मिट्टी की जांच")).toBe("mitti ki jaanch");
    expect(romanise("कितना खर्च")).toBe("kitna kharch");
    expect(romanise("समझ")).toBe("samajh");
    expect(romanise("माफ़ कीजिए।")).toBe("maaf kijie.");
  });

  it("writes the English words Hindi borrows in English, as Hinglish chats do", () => {
    expect(romanise("रिपोर्ट 45-60 मिनट में")).toBe("report 45-60 minute men");
    expect(romanise("क्लिनिक खोजें, फोन या फ़ोन करें")).toBe("clinic khojen, phone ya phone karen");
    expect(romanise("सभी क्लिनिकों की रिपोर्टें")).toBe("sabhi clinics ki reports");
    expect(romanise("व्हाट्सऐप पर लिखें")).toBe("WhatsApp par likhen");
  });
});

describe("romaniseForChat", () => {
  it("writes the replies as people type Hinglish (the Hindi review's AS-4)", () => {
    expect(romaniseForChat("किसानों के लिए सॉफ़्टवेयर में चीज़ों की फसल पढ़ें, बढ़ती आ जाए")).toBe("Kisanon ke liye software mein cheezon ki fasal padhein, badhti aa jaye");
    expect(romaniseForChat("एक एडवांस्ड क्लिनिक")).toBe("Ek advanced clinic");
    expect(romaniseForChat("CSR कार्यक्रमों से 5,500+ किसानों तक पहुंचे, 3-6 महीने।")).toBe("CSR programmes se 5,500+ kisanon tak pahunche, 3-6 mahine.");
    expect(romaniseForChat("माफ़ कीजिए, पहले तीन दिन थोड़ा ठीक से देखें। हमारी दीदी जवाब देंगी।")).toBe("Maaf kijiye, pehle teen din thoda theek se dekhein. Hamari didi jawab dengi.");
  });

  it("keeps the people's word लोग, which only looks like the loanword लॉग once normalised", () => {
    expect(romaniseForChat("लोगों")).toBe("Logon");
  });
});

describe("search keys", () => {
  it("fold spellings, scripts and synonyms into one term", () => {
    for (const w of ["जांच", "जाँच", "परीक्षण", "jaanch", "janch", "test"]) expect(searchTerm(w)).toBe(searchTerm("test"));
    for (const w of ["मिट्टी", "माटी", "mitti", "mati", "soil"]) expect(searchTerm(w)).toBe(searchTerm("soil"));
    for (const w of ["खर्च", "दाम", "kharcha", "cost", "price"]) expect(searchTerm(w)).toBe(searchTerm("price"));
  });

  it("fold the farm and site words a Hindi or Hinglish question uses into the English phrasing's word", () => {
    for (const [english, others] of [
      ["field", ["खेत", "khet", "kheti"]],
      ["deficiency", ["कमी", "kami", "shortage"]],
      ["signs", ["लक्षण", "lakshan", "symptoms"]],
      ["remedy", ["इलाज", "ilaj", "treatment"]],
      ["organic", ["जैविक", "jaivik"]],
      ["difference", ["फ़र्क", "fark", "antar"]],
      ["wheat", ["गेहूं", "gehun"]],
      ["free", ["मुफ़्त", "muft"]],
      ["high", ["ज़्यादा", "jyada", "zyada"]],
    ] as const) {
      for (const w of others) expect(searchTerm(w), w).toBe(searchTerm(english));
    }
    // Signs and cure of a shortage are two questions.
    expect(searchTerm("lakshan")).not.toBe(searchTerm("ilaj"));
  });

  it("keep apart the words whose sound key another word has", () => {
    // "dikkat" (a problem) would be "dikhta" (is seen), "patta" (a leaf) "pata" (know), "kam" (less) "kaam" (work).
    expect(searchTerm("dikhta")).not.toBe(searchTerm("problem"));
    expect(searchTerm("pata")).not.toBe(searchTerm("leaves"));
    expect(searchTerm("kaam")).not.toBe(searchTerm("high"));
  });

  it("read 'bante' as become and 'lekar' as bring, though one sounds like 'bataye' and the other is a small word", () => {
    expect(searchTerm("bante")).toBe(searchTerm("become"));
    expect(searchTerm("bataye")).toBeNull();
    expect(searchTerm("लेकर")).toBe(searchTerm("bring"));
    expect(searchTerm("रिपोट")).toBe(searchTerm("report"));
    expect(searchTerm("चीजें")).toBe(searchTerm("parameters"));
  });

  it("read EC as the report's conductivity, not as the Hinglish 'ek'", () => {
    expect(searchTerm("EC")).toBe(searchTerm("conductivity"));
    expect(searchTerm("ईसी")).toBe(searchTerm("conductivity"));
    expect(searchTerm("ek")).toBeNull();
  });

  it("drop stop words in all three languages", () => {
    expect(searchTerms("क्या आप मुझे बता सकते हैं")).toEqual([]);
    expect(searchTerms("kya aap mujhe bata sakte hain")).toEqual([]);
    expect(searchTerms("can you tell me")).toEqual([]);
    expect(searchTerms("how much does that cost?")).toEqual([searchTerm("price")]);
  });
});

describe("clinic intent", () => {
  it("reads the place from the word that points at it, a PIN code or a short message", () => {
    expect(readClinicQuestion("Is there a clinic near Pune?")).toEqual({ placeText: "Pune", count: false });
    expect(readClinicQuestion("क्या नासिक में कोई क्लिनिक है?")).toEqual({ placeText: "नासिक", count: false });
    expect(readClinicQuestion("jaipur mein clinic kahan hai")).toEqual({ placeText: "jaipur", count: false });
    expect(readClinicQuestion("my PIN is 422 001, nearest clinic?")).toEqual({ placeText: "422 001", count: false });
    // Words between the pointing word and the place: "my district", "the" after "of"; not "the" after "near".
    expect(readClinicQuestion("is there any clinic in my district Latur")).toEqual({ placeText: "Latur", count: false });
    expect(readClinicQuestion("what is the phone number of the Latur clinic")).toEqual({ placeText: "Latur", count: false });
    expect(readClinicQuestion("Latur district mein clinic hai?")).toEqual({ placeText: "Latur", count: false });
    expect(readClinicQuestion("saw a cobra near the bund while sampling, how many spots")).toBeNull();
    // "X side", a state's short name after the town, a search whose place opens it with no pointing word.
    expect(readClinicQuestion("mandya side koi clinic hai kya")).toEqual({ placeText: "mandya", count: false });
    expect(readClinicQuestion("sitapur up me clinic hai kya")).toEqual({ placeText: "sitapur", count: false });
    expect(readClinicQuestion("hubli farmer here. nearest soil test centre?")).toEqual({ placeText: "hubli", count: false });
    expect(readClinicQuestion("farmer here, nearest clinic?")).toEqual({ count: false });
    // English "me" is no postposition, and "to" points at a place only in a search for one.
    expect(readClinicQuestion("can i pay for the clinic package online? someone called asking me to transfer advance")).toBeNull();
    expect(readClinicQuestion("nearest clinic to latur")).toEqual({ placeText: "latur", count: false });
    // A Hindi verb is no village ("clinic chala ke" is running one, not Chala in Gujarat).
    expect(readClinicQuestion("clinic chala ke lagaya paisa kitne mahine me wapas aata h")).toBeNull();
    // "10वी पास" is a grade passed, not near a village; a kit sent to a state is no search for its clinics.
    expect(readClinicQuestion("मेरी बहू 10वी पास है, सॉइल दीदी बन सकती है क्या?")).toBeNull();
    expect(readClinicQuestion("मै बिहार के गांव में हूं, क्लीनिक की किट यहां तक भेजोगे?")).toBeNull();
    expect(readClinicQuestion("clinic in assam")).toEqual({ placeText: "assam", count: false });
    // Beyond India's borders: no clinic search at all (a slip of "Nepal" is "Depal" in West Bengal).
    expect(placeAbroad("do u have a clinic in nepal? my cousin farms near birgunj")).toBe("Nepal");
    expect(placeAbroad("क्या नेपाल में आपका केंद्र है")).toBe("नेपाल");
    expect(placeAbroad("नेपाळमध्ये केंद्र आहे का?")).toBe("नेपाळ");
    expect(placeAbroad("is soil from america different")).toBeNull();
    expect(placeAbroad("clinic in nashik")).toBeNull();
    // A clinic named by its town ("does the Mandya clinic do it?"); "in my taluk" names no taluk.
    expect(readClinicQuestion("I need the 13 parameter test. does the Mandya clinic do it?")).toMatchObject({ placeText: "Mandya" });
    expect(readClinicQuestion("Planning to open one clinic in my taluk")?.placeText).toBeUndefined();
    // A price asked by a farmer who says where they farm is the price's question, not a clinic search.
    expect(readClinicQuestion("I grow cotton near Yavatmal. What will it cost to test one sample?")).toBeNull();
    expect(readClinicQuestion("where is the clinic near Yavatmal and what does it cost?")).toMatchObject({ placeText: "Yavatmal" });
    // "pls" sounds like a site word: a courtesy beside the town is still no other subject.
    expect(readClinicQuestion("coimbatore clinic address pls", (term) => term === searchTerm("pls"))).toEqual({ placeText: "coimbatore", count: false });
  });

  it("reads the service asked for and a question about how many clinics", () => {
    expect(readClinicQuestion("clinic in Ludhiana with satellite analysis")).toMatchObject({ placeText: "Ludhiana", service: "Satellite Analysis" });
    expect(readClinicQuestion("13 parameter test clinic near Bhopal")).toMatchObject({ service: "13-Parameter Test" });
    expect(readClinicQuestion("how many clinics do you have?")).toMatchObject({ count: true });
  });

  it("never takes the Soil Health Card, in any spelling, for a place (Soyal, Karad)", () => {
    expect(readClinicQuestion("सोयल हेल्थ कार्ड के पास")).toBeNull();
    expect(readClinicQuestion("soyal health card near me")).toBeNull();
  });

  it("leaves questions about clinics in general to the passages", () => {
    expect(readClinicQuestion("how do I start my own clinic?")).toBeNull();
    expect(readClinicQuestion("What does a test cost?")).toBeNull();
    // Small words beside a pointing word are not places ("करने के बाद", "kaunse clinic me"), but Gaya, which is one, is.
    expect(readClinicQuestion("क्लिनिक शुरू करने के बाद कितने समय तक मदद मिलेगी")).toBeNull();
    expect(readClinicQuestion("kaunse clinic me hoti hai")).toBeNull();
    expect(readClinicQuestion("गया में क्लिनिक है क्या")).toEqual({ placeText: "गया", count: false });
    // "for opening a clinic": "open" is a word of the site, so "opening" is not Pelling.
    const open = searchTerm("open");
    expect(readClinicQuestion("What packages do you have for opening a clinic?", (term) => term === open)).toBeNull();
    expect(readClinicQuestion("clinic near Darjeeling", (term) => term === open)).toEqual({ placeText: "Darjeeling", count: false });
    // "कितने की" asks a price: कितने is not Katni.
    expect(readClinicQuestion("सरकारी लैब में जांच कितने की होती है?")).toBeNull();
  });
});
