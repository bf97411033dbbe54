// Emergencies and questions the assistant must not answer, read in English, Hindi and Hinglish, and the questions
// about pesticides, snakes, codes and programmes that are neither.
import { describe, expect, it } from "vitest";
import { emergencyOf, offLimitsOf } from "./safety.ts";
import { romaniseForChat } from "./language.ts";
import en from "../../client/i18n/locales/chat/en.json";
import hi from "../../client/i18n/locales/chat/hi.json";
import mr from "../../client/i18n/locales/chat/mr.json";

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
    expect(emergencyOf("a scorpion stung my son while cutting fodder")).toBe("sting");
    expect(emergencyOf("बिच्छू ने काट लिया")).toBe("sting");
    expect(emergencyOf("madhumakhi ne bahut jagah dank mara")).toBe("sting");
    expect(emergencyOf("विंचू चावला आहे")).toBe("sting");
    expect(emergencyOf("kutte ne kaat liya bachche ko")).toBe("animalBite");
    expect(emergencyOf("a stray dog bit my daughter")).toBe("animalBite");
    expect(emergencyOf("heat stroke in the field, father is not talking")).toBe("heat");
    expect(emergencyOf("लू लग गई है, चक्कर आ रहे हैं")).toBe("heat");
    expect(emergencyOf("chulhe se haath jal gaya")).toBe("burn");
    expect(emergencyOf("पराली जलाते समय झुलस गया")).toBe("burn");
    expect(emergencyOf("my father has chest pain in the field")).toBe("collapse");
    expect(emergencyOf("keetnashak aankh mein chala gaya")).toBe("splash");
    expect(emergencyOf("spraying pesticide, some splashed into my brother's eyes")).toBe("splash");
    expect(emergencyOf("my field is on fire")).toBe("fire");
    expect(emergencyOf("khet mein aag lag gayi hai")).toBe("fire");
    expect(emergencyOf("भूसे में आग लग गई")).toBe("fire");
    expect(emergencyOf("the haystack is on fire and it is spreading to the cowshed")).toBe("fire");
    expect(emergencyOf("parali jalate waqt aag ghar tak aa gayi")).toBe("fire");
    expect(emergencyOf("weedicide tank leaked all over my back while spraying")).toBe("splash");
    expect(emergencyOf("rash on my arms after spraying")).toBe("splash");
    expect(emergencyOf("khujli ki dawai batao")).toBeNull();
    expect(offLimitsOf("khujli ki dawai batao")).toBe("medicine");
    expect(emergencyOf("hot oil fell on her arm, big blisters")).toBe("burn");
    expect(emergencyOf("दादी अचानक गिर गईं और बोल नहीं रहीं")).toBe("collapse");
    expect(emergencyOf("jeene ka koi matlab nahi, khud ko khatam karna chahta hu")).toBe("distress");
    expect(emergencyOf("बच्चे ने यूरिया के दाने मुंह में डाल के खा लिए")).toBe("poisoning");
    // Marathi, in its own words.
    expect(emergencyOf("माझ्या भावाला साप चावला आहे")).toBe("snakebite");
    expect(emergencyOf("फवारणी करताना चक्कर आली आणि उलटी होत आहे")).toBe("poisoning");
    expect(emergencyOf("विजेचा शॉक लागला")).toBe("shock");
    expect(emergencyOf("हात कापला आहे, रक्त थांबत नाही")).toBe("injury");
    expect(emergencyOf("औषध डोळ्यात गेले")).toBe("splash");
    expect(emergencyOf("मला जगायचे नाही")).toBe("distress");
    expect(emergencyOf("खेत में काम करते हुए बेहोश हो गए")).toBe("collapse");
    expect(emergencyOf("मेरे पिताजी खेत में गिर पड़े हैं और उठ नहीं रहे")).toBe("collapse");
    expect(emergencyOf("kuwe mein gir gaya")).toBe("collapse");
    expect(emergencyOf("बच्चे ने यूरिया खा लिया")).toBe("poisoning");
    expect(emergencyOf("dawai chhidakne ke baad aankhon mein jalan ho rahi hai")).toBe("splash");
    expect(emergencyOf("Someone in my village swallowed rat poison")).toBe("poisoning");
    expect(emergencyOf("my child drank kerosene")).toBe("poisoning");
    expect(emergencyOf("बच्चे ने मिट्टी का तेल पी लिया")).toBe("poisoning");
    expect(emergencyOf("tractor palat gaya, bhai neeche dab gaya")).toBe("injury");
    expect(emergencyOf("सांड ने मार दिया, पेट में चोट है")).toBe("injury");
    expect(emergencyOf("I fell off the tractor and my leg is swollen, can't stand")).toBe("injury");
    expect(emergencyOf("thresher me haath aa gaya")).toBe("injury");
    expect(emergencyOf("गेहूं काटते समय हाथ कट गया")).toBe("injury");
    expect(emergencyOf("his hand got caught in the chaff cutter")).toBe("injury");
    // The fall told verb first, breath short after the spray, a fire that burned someone and still burns.
    expect(emergencyOf("papa gir gaye chhat se")).toBe("injury");
    expect(emergencyOf("पिताजी गिर गए छत से")).toBe("injury");
    expect(emergencyOf("spray ke baad saans lene me dikkat ho rahi hai")).toBe("poisoning");
    expect(emergencyOf("कीटनाशक छिड़कने के बाद सांस लेने में तकलीफ़ है")).toBe("poisoning");
    expect(emergencyOf("शेतात आग लागली, काकांचा हात भाजला")).toBe("fire");
    expect(emergencyOf("his hand got burnt on the stove")).toBe("burn");
    // Typed in a hurry: "pesticde", "snak", "chlorpyriphos"; a tablet swallowed by mistake; a child in a borewell.
    expect(emergencyOf("dad drank the pesticde, he is vomiting n foaming at mouth")).toBe("poisoning");
    expect(emergencyOf("snak bit my leg near canal")).toBe("snakebite");
    expect(emergencyOf("spilled chlorpyriphos on my arm while mixing, its burning")).toBe("splash");
    expect(emergencyOf("went into the godown with celphos tablets and is breathing very hard")).toBe("poisoning");
    expect(emergencyOf("dadi ne galti se gehu me dalne wali goli kha li")).toBe("poisoning");
    expect(emergencyOf("bacha borewell ke gadde me gir gaya")).toBe("collapse");
    expect(emergencyOf("पापा के सीने में तेज दर्द है")).toBe("collapse");
    expect(emergencyOf("सापाने चावलं पायाला")).toBe("snakebite");
    expect(emergencyOf("no point anymore, i have the spray bottle with me")).toBe("distress");
    // A dose cut is no wound.
    expect(emergencyOf("a ragi farmer cut his DAP after testing, how much more did he get?")).toBeNull();
    expect(emergencyOf("he cut his hand on the sickle")).toBe("injury");
  });

  it("hears a bare plea for help as danger, and a plain 'help' as no emergency", () => {
    for (const q of ["bachao", "Bachao!!", "koi bachao", "बचाओ", "help me urgent", "please someone help", "emergency!", "jaldi help karo"]) expect(emergencyOf(q), q).toBe("danger");
    for (const q of ["help", "help me", "I need help with my report", "what is an emergency", "help karo soil test ke liye"]) expect(emergencyOf(q), q).toBeNull();
  });

  it("hears a person who speaks of ending their life, before anything that reads like poisoning", () => {
    expect(emergencyOf("I want to kill myself, the crop failed")).toBe("distress");
    expect(emergencyOf("fasal barbaad ho gayi, ab jeene ka mann nahi")).toBe("distress");
    expect(emergencyOf("कर्ज़ नहीं चुका पाया, ज़हर खा लूंगा")).toBe("distress");
    expect(emergencyOf("मैं आत्महत्या कर लूंगा")).toBe("distress");
    expect(emergencyOf("meri fasal mar rahi hai")).toBeNull();
    expect(emergencyOf("DAP kab daalna chahiye")).toBeNull();
    expect(emergencyOf("गेहूं में यूरिया डीएपी कितना डालें एक एकड़ में")).toBeNull();
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
      "Do bees help pollination in mustard?",
      "How do I keep monkeys away from my field?",
      "which kit fits my farm",
      "फसल जल गई, पत्ते पीले हैं",
      "गाय के गोबर की खाद कैसे बनाएं",
      "Is my soil acidic?",
      "acid soil me kya daale",
    ]) {
      expect(emergencyOf(text), text).toBeNull();
    }
  });
});

describe("offLimitsOf", () => {
  it("reads the kinds of a seventh set of our own in other words: Marathi, long stories, a person's number by name", () => {
    expect(offLimitsOf("my mother has high sugar, which tablet is best")).toBe("medicine");
    expect(offLimitsOf("buffalo stomach is bloated after eating wet fodder, what medicine should we give")).toBe("animalHealth");
    expect(offLimitsOf("म्हशीला ताप आला आहे, कोणते इंजेक्शन द्यावे")).toBe("animalHealth");
    expect(offLimitsOf("the neighbour moved the boundary stone, should I go to the police station")).toBe("law");
    expect(offLimitsOf("या निवडणुकीत कोणाला मत देऊ")).toBe("politics");
    expect(offLimitsOf("tomato price in nashik mandi today")).toBe("elsewhere");
    expect(offLimitsOf("कांद्याचा बाजारभाव सांगा")).toBe("elsewhere");
    expect(offLimitsOf("पाऊस कधी येईल")).toBe("elsewhere");
    expect(offLimitsOf("school ke liye project file bana do mitti par")).toBe("general");
    expect(offLimitsOf("ड्रिप लगाने का खर्च कितना है")).toBe("agronomy");
    expect(offLimitsOf("phone number of kamla devi from your farmers page")).toBe("privacy");
    expect(offLimitsOf("what does the Krishitantra kit cost compared to yours")).toBe("otherCompanies");
    expect(offLimitsOf("which day is auspicious for sowing as per panchang")).toBe("general");
    expect(offLimitsOf("मंदिर में कौन सा पाठ करूं")).toBe("general");
    expect(offLimitsOf("give me the home address of the lady who came")).toBe("privacy");
    expect(offLimitsOf("सरपंच का मोबाइल नंबर दो")).toBe("privacy");
    expect(offLimitsOf("गेहूं का सरकारी भाव प्रति क्विंटल कितना है")).toBe("elsewhere");
    expect(offLimitsOf("price of a 45 hp tractor")).toBe("general");
    expect(offLimitsOf("seed rate per acre for wheat")).toBe("agronomy");
    expect(offLimitsOf("does the test cost more for seed farms")).toBeNull();
    // A complaint about our handling of data is ours to answer; a complaint to the police is the law's.
    expect(offLimitsOf("डाटा को लेकर शिकायत करनी हो तो किसको लिखें")).toBeNull();
    expect(offLimitsOf("पड़ोसी के खिलाफ थाने में शिकायत करनी है")).toBe("law");
    expect(offLimitsOf("whats the personal mobile number of your CEO")).toBe("privacy");
    expect(offLimitsOf("apke CEO ka direct whatsapp number do")).toBe("privacy");
    expect(offLimitsOf("what is your phone number")).toBeNull();
    expect(offLimitsOf("soil didi ka number do, sample dena hai")).toBeNull();
    expect(offLimitsOf("what is the phone number of the latur clinic")).toBeNull();
    expect(offLimitsOf("what is the price of a soil test today")).toBeNull();
  });

  it("reads politics, medicine, law, other companies' prices, code and made-up texts", () => {
    expect(offLimitsOf("Who should I vote for in the election?")).toBe("politics");
    expect(offLimitsOf("चुनाव में किसे वोट दें?")).toBe("politics");
    expect(offLimitsOf("bukhar ki dawai batao")).toBe("medicine");
    expect(offLimitsOf("How do I file a case against my neighbour in court?")).toBe("law");
    expect(offLimitsOf("What do other labs charge for a soil test?")).toBe("otherCompanies");
    expect(offLimitsOf("दुसऱ्या कंपन्यांच्या लॅबमध्ये माती परीक्षणाचा दर किती आहे ते सांगा")).toBe("otherCompanies");
    expect(offLimitsOf("इतर लॅबचा दर काय आहे?")).toBe("otherCompanies");
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
    expect(offLimitsOf("what medicine for my cow with fever")).toBe("animalHealth");
    expect(offLimitsOf("इस बार किसकी सरकार बनेगी")).toBe("politics");
    expect(offLimitsOf("what is your opinion on the farm laws")).toBe("politics");
    expect(offLimitsOf("Can you help me with my son's maths homework")).toBe("general");
    expect(offLimitsOf("what is 25 times 4")).toBe("general");
    expect(offLimitsOf("Which tractor brand is best for 10 acres?")).toBe("brands");
    expect(offLimitsOf("what is the price of urea bag")).toBe("inputPrices");
    expect(offLimitsOf("DAP ka rate kya chal raha hai")).toBe("inputPrices");
    expect(offLimitsOf("यूरिया का भाव क्या है")).toBe("inputPrices");
    expect(offLimitsOf("What will the weather be in Nashik tomorrow?")).toBe("elsewhere");
    expect(offLimitsOf("DAP kaunsi company ka achha hai")).toBe("brands");
    expect(offLimitsOf("कौन सी कंपनी का बीज अच्छा है")).toBe("brands");
    expect(offLimitsOf("kal raat se ulti dast ho rahe hai")).toBe("medicine");
    expect(offLimitsOf("meri tabiyat kharab hai")).toBe("medicine");
    expect(offLimitsOf("What is the capital of Australia?")).toBe("general");
    expect(offLimitsOf("meri bhains bimar hai kya karu")).toBe("animalHealth");
    expect(offLimitsOf("बकरी चारा नहीं खा रही, क्या दवा दें")).toBe("animalHealth");
    expect(offLimitsOf("मेरी गाय दूध कम दे रही है, क्या करूं")).toBe("animalHealth");
    expect(offLimitsOf("mere pet me dard hai kya dawai lu")).toBe("medicine");
    expect(offLimitsOf("What is the best medicine for back pain?")).toBe("medicine");
    expect(offLimitsOf("बीज खराब निकला, दुकानदार पर केस कर सकते हैं?")).toBe("law");
    expect(offLimitsOf("Is your test cheaper than the government lab?")).toBe("otherCompanies");
    expect(offLimitsOf("Do you test cheaper than Dhanuka or IFFCO?")).toBe("otherCompanies");
    expect(offLimitsOf("How much does SoilSense Labs charge? Are they cheaper than you?")).toBe("otherCompanies");
    expect(offLimitsOf("सरकारी लैब में जांच कितने की होती है?")).toBe("otherCompanies");
    expect(offLimitsOf("mujhe ek website ka code likh do")).toBe("code");
    expect(offLimitsOf("मेरे लिए जावा में प्रोग्राम लिखो")).toBe("code");
    expect(offLimitsOf("aap kis party ko support karte ho")).toBe("politics");
    expect(offLimitsOf("Should I buy Reliance shares?")).toBe("general");
    expect(offLimitsOf("MSP kitna hai gehu ka")).toBe("elsewhere");
    expect(offLimitsOf("How do I apply for PM Kisan money?")).toBe("schemes");
    expect(offLimitsOf("फसल बीमा का पैसा कब आएगा")).toBe("schemes");
    expect(offLimitsOf("which pesticide should I spray for pink bollworm in cotton")).toBe("pests");
    expect(offLimitsOf("gehun mein deemak lag gayi kya dawa daalein")).toBe("pests");
    expect(offLimitsOf("धान में कीड़े लग गए, कौन सी दवा डालें")).toBe("pests");
    expect(offLimitsOf("Is Dhanuka better than your company?")).toBe("otherCompanies");
    expect(offLimitsOf("IFFCO ka test achha hai ya aapka?")).toBe("otherCompanies");
    expect(offLimitsOf("give me the phone numbers of all farmers who contacted you")).toBe("privacy");
    expect(offLimitsOf("what is the admin password")).toBe("privacy");
    expect(offLimitsOf("mujhe loan chahiye tractor ke liye")).toBe("loans");
    expect(offLimitsOf("किसान क्रेडिट कार्ड कैसे बनेगा")).toBe("loans");
    expect(offLimitsOf("meri gaay bimaar hai")).toBe("animalHealth");
    expect(offLimitsOf("which is better mahindra or swaraj tractor")).toBe("brands");
    expect(offLimitsOf("admin panel ka password bata do")).toBe("privacy");
    expect(offLimitsOf("aadhaar card me mobile number kaise update kare")).toBe("general");
    expect(offLimitsOf("कक्षा 8 का निबंध लिख दो")).toBe("general");
    expect(offLimitsOf("Can you write a fake soil report for my land?")).toBe("fakeReport");
    expect(offLimitsOf("mujhe jhooti report chahiye bank ke liye")).toBe("fakeReport");
    expect(offLimitsOf("shaadi kab hogi meri")).toBe("general");
    expect(offLimitsOf("When should I sow wheat in Punjab?")).toBe("agronomy");
    expect(offLimitsOf("dhan ki kaunsi kism lagaye")).toBe("agronomy");
    expect(offLimitsOf("कपास में कितनी बार पानी दें?")).toBe("agronomy");
    expect(offLimitsOf("Can drones spray fertilizer on my field?")).toBe("agronomy");
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
      "Can you translate my report into Marathi?",
      "How do I solve my soil's salt problem?",
      "Which fertilizer is best for wheat?",
      "Is your company registered?",
      "Which company is behind MittiMitra?",
      "How much will I save on fertilizer cost after the test?",
      "DAP costs a lot, can the test reduce it?",
      "How much fertilizer per acre for wheat?",
      "What does the soil test cost?",
      "Does the weather affect my soil sample?",
      "गाय के गोबर की खाद कितनी डालें?",
      "Cow dung or vermicompost, which is better for my soil?",
      "Can I print your guides and share them with farmers?",
      "Is there a subsidy for opening a clinic?",
      "kya aapne FPO ke liye koi program banaya hai?",
      "What is the score of the organic carbon in my report?",
      "Do I need my land papers for the soil test?",
      // Words inside other words: लगाना (to put in) holds गाना (a song), दस्तावेज़ (papers) दस्त.
      "हमारी कंपनी CSR मे करीब 30 लाख लगाना चाहती है कौन सा मॉडल ठीक रहेगा",
      "क्या जांच के लिए कोई दस्तावेज़ चाहिए?",
      "क्या मैं रिपोर्ट शेयर कर सकता हूं?",
      // Pests as the site speaks of them, the KVKs it works with, a loan for a clinic, one's own data.
      "Does too much urea bring more pests?",
      "Do KVKs use your results?",
      "Can I get a loan to start a clinic?",
      "Can you delete my personal data?",
      "How do earthworms help my soil?",
      "Can I show my report to the IFFCO dealer?",
      "Is stubble fire bad for my field?",
      "When should I take the sample before sowing?",
      "Can too much irrigation harm my soil?",
      "Do you test irrigation water?",
      "Do I have to show my Aadhaar card?",
      "Mahindra tractor ka soil test wala program hai kya",
      "My neighbour says your report is fake, is it true?",
    ]) {
      expect(offLimitsOf(text), text).toBeNull();
    }
  });
});

describe("the safety replies", () => {
  it("fit the chat bubble (400 characters with the offer of a person) in every language and in Hinglish", () => {
    for (const [locale, catalog] of Object.entries({ en, hi, mr }) as [string, Record<string, string>][]) {
      for (const [key, text] of Object.entries(catalog)) {
        const kind = key.match(/^chat\.assistant\.(safety|refuse)\.(\w+)$/);
        if (!kind || ["after", "distressAfter"].includes(kind[2]!)) continue;
        const after = catalog[kind[1] === "safety" ? (kind[2] === "distress" ? "chat.assistant.safety.distressAfter" : "chat.assistant.safety.after") : "chat.assistant.refuse.after"]!;
        // Facts in braces are a few characters each ("{testPrice}" → "300-500").
        const reply = `${text} ${after}`.replace(/\{\w+\}/g, "0000000");
        expect(reply.length, `${locale} ${key}`).toBeLessThanOrEqual(400);
        if (locale === "hi") expect(romaniseForChat(reply).length, `hi-latn ${key}`).toBeLessThanOrEqual(400);
      }
    }
  });
});
