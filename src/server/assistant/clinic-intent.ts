// Clinic questions answered from the clinics table: which place the visitor means (PIN code, town, district or state,
// in English, Hinglish or Devanagari), which service they need, and the nearest clinics or "none there, nearest is …".
import type { Db } from "../db/database.ts";
import { NEAR_CLINIC_KM, type Clinic, type ClinicService } from "../../shared/schemas/clinic.ts";
import { distanceKm, listClinics, nearestClinics } from "../services/clinics.ts";
import { isPinCode } from "../services/places.ts";
import { districtNameWords, latinPlaceName, marathiPlaceName, matchPlace, sameDistrictName, stateCentre } from "../services/place-names.ts";
import { serverText } from "../i18n.ts";
import type { MessageId } from "../../client/i18n/ids.ts";
import type { Locale } from "../../shared/locales.ts";
import { REPLY_MAX_CHARS } from "./retrieval.ts";
import { detectLanguage, isGroupWord, romaniseForChat, searchTerm, words } from "./language.ts";
import { indianStates } from "../../shared/schemas/clinic-constants.ts";
import { NO_CLINIC } from "./knowledge-bank.ts";

export interface ClinicQuestion {
  /** The visitor's words that name the place, as typed; absent when they named none. */
  placeText?: string;
  service?: ClinicService;
  /** "How many clinics do you have?" */
  count: boolean;
}

const CLINIC_KEY = searchTerm("clinic")!;
const NEAR_KEY = searchTerm("near")!;
const PIN = /\b[1-9]\d{2}\s?\d{3}\b/;
const COUNT = /\b(how many|number of|kitne|kitni|total)\s+(\S+\s+)?(clinics?|klinik)\b|\b(clinics?|klinik)\s+(kitne|kitni)\b|(कितने|कितनी)\s+(\S+\s+)?क्लिनिक|क्लिनिक\s+कितने/i;

// Words that are never part of a place name in a clinic question (besides stop words): what is asked, not where.
const NOT_PLACE = new Set(
  (
    "clinic clinics near nearest nearby closest find search show list location located address any there here where which " +
    "yahan yaha idhar wahan taluk taluka tehsil tahsil mandal " +
    // Hindi and Marathi verbs that sound like villages ("clinic chala ke", Chala in Gujarat; "केंद्र चालवून").
    "chala chalana chalane chalakar chalake lagaya lagana lagake kholna kholne kholke karke " +
    "चला चलाके चलाकर चलाना चलाने चलाने खोलके खोलकर खोलना खोलने चालवून चालवायला चालवणे उघडून " +
    // A clinic package's name ("प्रो क्लिनिक मे एडवांस से ज्यादा"), and time words with Marathi endings ("महिन्याला").
    "advance advanced pro basic एडवांस एडवांस्ड एडवान्स प्रो बेसिक ॲडव्हान्स्ड महिन्या महिन्याला महिन्यात वर्षाला एकरी " +
    "soil test testing lab centre center village town city district state area my our place gaon gaanv shahar zila jila " +
    "jilla rajya mere hamare pass paas nazdeek najdik kahan kaha kidhar batao bataiye hai koi sabse open khula service " +
    "services satellite analysis advisory parameter parameters chiz cheez available do you have how many number total " +
    "kitne kitni wala wali in at of for around mitti jaanch janch sample phone number contact timing hours health card " +
    // Question words: "जांच कितने की होती है" asks a price, not about Katni.
    "kya kaise kab kyu kyon kaun kitna kaunse konse kaunsa konsa kaunsi konsi kisme kismein कौनसे कौन-से कितने कितना कितनी क्या कैसे कब क्यों कौन कौनसा कौनसी किसका किसकी किसके " +
    "गाँव गांव शहर ज़िला जिला राज्य पास नज़दीक नजदीक नज़दीकी सबसे कहाँ कहां कोई क्लिनिक केंद्र मिट्टी जांच जाँच सैटेलाइट सेवा है में हेल्थ कार्ड " +
    // Marathi: village, town, taluka, district, near, my, our, the nearest.
    "गाव गावा गावात शहरा शहरात तालुका तालुक्यात जिल्हा जिल्ह्यात जिल्ह्या माझ्या माझे आमच्या आमचे जवळ जवळचे जवळच्या सर्वात कुठे केंद्रे माती परीक्षण " +
    "आहे आहेत होते नाही का कोणते कोणती तुमच्या तुमचे त्यांच्या " +
    // Greetings: "namaste" is one letter from Namsai.
    "namaste namaskar namaskaar namastey pranam नमस्ते नमस्कार प्रणाम"
  )
    .split(/\s+/)
    .map((w) => w.toLowerCase()),
);

const SERVICE_PATTERNS: [ClinicService, RegExp][] = [
  ["Satellite Analysis", /satellite|setelait|सैटेलाइट|उपग्रह/i],
  ["13-Parameter Test", /\b13\b|thirteen|तेरह/i],
  ["7-Parameter Test", /\b7\b|seven|सात/i],
  ["Advisory Services", /advisory|advice|salah|सलाह/i],
];

const SERVICE_IDS: Record<ClinicService, MessageId> = {
  "7-Parameter Test": "clinics.service.test7",
  "13-Parameter Test": "clinics.service.test13",
  "Advisory Services": "clinics.service.advisory",
  "Satellite Analysis": "clinics.service.satellite",
};
export const serviceName = (locale: Locale, service: ClinicService) => serverText(locale, SERVICE_IDS[service]);

/**
 * Common words that sound like a place's name and are never one: the Soil Health Card in any spelling ("सोयल हेल्थ
 * कार्ड" would be Soyal, a village in Gujarat, and "कार्ड" Karad). The Hindi review's AS-1: a question about the card was
 * answered with the clinics near Soyal.
 */
const NEVER_A_PLACE =
  /\b(soil|soyal|soyil|soyel|sayal|mitti|mrida)\s*-?\s*(health|helth)\s*-?\s*cards?\b|(सॉइल|सॉयल|सोयल|सोइल|सायल|मिट्टी|मृदा)\s*-?\s*(हेल्थ|हैल्थ|स्वास्थ्य|सेहत)\s*-?\s*(कार्ड|कार्डों)/giu;

/** A school grade passed ("दसवीं पास", "12th pass"): the "पास" is not "near". */
const GRADE_PASSED = /(?:\b(?:\d{1,2}(?:th)?|dasvi\w*|barahvi\w*|barvi\w*|aathvi\w*|graduate)|दसवीं|दसवी|बारहवीं|बारहवी|आठवीं|\d{1,2}वीं|\d{1,2}वी|ग्रेजुएट|स्नातक)\s*(?:pass|paas|पास)(?=\s|$|[?,.!।])/giu;

/**
 * Marathi writes "in", "near" and "to" onto the place ("नाशिकमध्ये", "लातूरजवळ", "लातूरला"): they are cut off as words of
 * their own, which then point at the place as "में" does. "मध्ये" and "जवळ" are never the end of a Hindi word; "ला",
 * "च्या" and "हून" are ("वाला", "पीला"), so those only in a message that is Marathi.
 */
const MARATHI_ALWAYS = /(?<=[\u0900-\u097F]{2})(मध्ये|मधील|मधे|जवळील|जवळच्या|जवळचे|जवळ)(?=[\s?,.!।]|$)/gu;
const MARATHI_WHEN_MARATHI = /(?<=[\u0900-\u097F]{4})(ला|च्या|हून|पासून|कडे)(?=[\s?,.!।]|$)/gu;
function withMarathiPostpositionsApart(text: string): string {
  const apart = text.replace(MARATHI_ALWAYS, " $1");
  return detectLanguage(apart, "hi") === "mr" ? apart.replace(MARATHI_WHEN_MARATHI, " $1") : apart;
}

/** Marathi's "in" written onto a place ("-त", "-तील", "-तून"), as the pointing word of its own that placeWords reads. */
const MARATHI_IN = /^(त|तील|तून)$/u;
/**
 * A message without its common phrases (withoutCommonPhrases), and with a district or state in a Marathi case form
 * ("साताऱ्यात माती परीक्षण कुठे?", "पुण्याजवळ केंद्र") written in its base form with a word pointing at it ("सातारा
 * मध्ये"), so the question reads as one about that place and the answer names it as it is called.
 */
export async function withMarathiPlaceNames(text: string): Promise<string> {
  if (!/[\u0900-\u097F]/.test(text)) return withoutCommonPhrases(text);
  const parts = await Promise.all(
    withoutCommonPhrases(text)
      .split(" ")
      .map(async (word) => {
        const bare = word.replace(/[?,.!।]+$/u, "");
        const found = await marathiPlaceName(bare);
        if (!found) return word;
        const pointer = MARATHI_IN.test(found.ending) ? "मध्ये" : found.ending;
        return [found.base, pointer, word.slice(bare.length)].filter(Boolean).join(" ");
      }),
  );
  return parts.join(" ");
}

/** "Mere paas 5 bigha hai", "मेरे पास 4 एकड़": what someone has, not what is near them. */
const HAVE = /\b(?:mere|mera|hamare|humare|apne)\s+(?:paas|pass)(?=\s+(?:\d|ek|do|teen|char|chaar|paanch)\b)|(?:मेरे|हमारे|अपने)\s+पास(?=\s+(?:[\d०-९]|एक|दो|तीन|चार|पांच|पाँच)(?:\s|$))/giu;

/** A message without the common words that are never a place ("soil health card", "दसवीं पास"). */
export const withoutCommonPhrases = (text: string): string =>
  withMarathiPostpositionsApart(text.replace(NEVER_A_PLACE, " ").replace(GRADE_PASSED, " ").replace(HAVE, " ")).replace(/\s+/g, " ").trim();

/** Countries and their towns beyond India's borders: no clinic, office or place data of ours is there. */
const ABROAD =
  /\b(nepal|bangladesh|pakistan|sri ?lanka|bhutan|myanmar|burma|afghanistan|dubai|uae|saudi|oman|qatar|kuwait|africa|kenya|nigeria|usa|america|canada|australia|england|london|kathmandu|birgunj|biratnagar|pokhara|dhaka|chittagong|lahore|karachi|colombo|thimphu)\b|नेपाल|नेपाळ|बांग्लादेश|बांगलादेश|पाकिस्तान|भूटान|श्रीलंका|दुबई|काठमांडू|ढाका/i;
/** What a question about a clinic, office or our work abroad asks of. */
const OUR_WORK = /\b(clinics?|office|branch|kendra|centre|center|test|testing|jaanch|janch|kit|service|kaam|kholte|open)\b|क्लिनिक|क्लीनिक|दफ़्तर|ऑफिस|केंद्र|जांच|किट|सेवा|केंद्रे|परीक्षण/i;

/** The foreign country or town a question about our clinics or work names ("a clinic in Nepal?"); null for the rest. */
export function placeAbroad(message: string): string | null {
  const found = ABROAD.exec(message);
  // Named as a name is written ("nepal" → "Nepal").
  return found && OUR_WORK.test(message) ? found[0].replace(/^[a-z]/, (c) => c.toUpperCase()) : null;
}

/** Whether a message asks about clinics (or is a bare PIN code), and what it names; null when it does not. */
export function readClinicQuestion(message: string, isTopic: (term: string) => boolean = () => false): ClinicQuestion | null {
  const text = withoutCommonPhrases(message);
  const terms = words(text).map((w) => searchTerm(w));
  const aboutClinics = terms.includes(CLINIC_KEY);
  const pin = PIN.exec(text)?.[0];
  const near = terms.includes(NEAR_KEY) || WHERE.test(text) || (IN_OUR_AREA.test(text) && !ASKS_OTHER_THING.test(text));
  if (!aboutClinics && !pin && !near) return null;
  // "I farm near Yavatmal. What will one sample cost?": the price is asked, the same at every clinic; the town only
  // says where the farmer is.
  if (!aboutClinics && !WHERE.test(text) && ASKS_PRICE.test(text)) return null;
  // "I want to open a clinic in my village near Sitapur, what does the setup cost?": the visitor's own clinic, not a search.
  if (!WHERE.test(text) && OPENS_OWN.test(text)) return null;
  // "मैं बिहार के गांव में हूं, क्लीनिक की किट यहां तक भेजोगे?": whether the kit is sent there, not where a clinic is.
  if (!WHERE.test(text) && !terms.includes(NEAR_KEY) && SENDS_KIT.test(text)) return null;
  const service = SERVICE_PATTERNS.find(([, re]) => re.test(text))?.[0];
  const count = aboutClinics && COUNT.test(text) && !pin;
  const placeText = pin ?? placeWords(text, isTopic, aboutClinics && near);
  // A clinic question without a place is about clinics in general ("how do I start a clinic?") unless it asks where;
  // "there is no clinic near my village" asks what to do without one.
  if (!pin && !placeText && !count && !near) return null;
  if (!pin && !placeText && NO_CLINIC.test(text)) return null;
  if (!aboutClinics && !pin && !placeText) return null;
  return { ...(placeText ? { placeText } : {}), ...(service ? { service } : {}), count };
}

/** Words that ask what something costs. */
const ASKS_PRICE = /\b(cost|costs|price|charge|charges|fees?|rate|kitne ka|kitne ki|kitna lagega|daam|kharcha)\b|कितने का|कितने की|दाम|खर्च|ख़र्च|फीस|फ़ीस|किती पैसे|किंमत/i;
/** Opening or running a clinic of one's own. */
const OPENS_OWN =
  /\b(open|start|set ?up|setup|run)(ing)?\b.{0,30}\b(clinic|centre|center)|\b(clinic|kendra)\b.{0,20}\b(khol\w*|shuru|chala\w*)\b|(क्लिनिक|क्लीनिक|केंद्र).{0,20}(खोल|शुरू|सुरू|चालव|चला)|(खोल|शुरू|सुरू)\S*\s.{0,20}(क्लिनिक|क्लीनिक|केंद्र)/i;
/** A kit or device sent somewhere. */
const SENDS_KIT = /(\b(kit|device|machine)\b|किट|मशीन|डिवाइस).{0,40}(\b(send|deliver|deliveries|delivery|ship|courier|bhej\w*)\b|भेज|पहुंचा|पहुँचा)|(\b(send|deliver|ship|courier)\b).{0,40}\b(kit|device|machine)\b/i;
/** Words that ask where. */
const WHERE = /\b(where|wher|kahan|kahaan|kaha|kidhar|location|address|located)\b|कहाँ|कहां|किधर|पता|पत्ता|कुठे|कहा (?=होगी|होगा|होती|होता|है|मिलेगा|मिलेगी|करवाएं|कराएं|करें)/i;
/**
 * "Is there a centre in our district?" asks where, as "where" does; "I want to start a centre in my village, what does
 * it cost?" does not.
 */
const IN_OUR_AREA = /जिल्ह्यात|तालुक्यात|गावात|शहरात|(ज़िले|जिले|गांव|गाँव|शहर|तहसील) में/;
const ASKS_OTHER_THING = /सुरू|खर्च|किती|कमाई|शुरू|खोल|कितना|कितने|\b(start|open|cost|earn)\b/i;
/**
 * The towns whose names are small words of Hindi ("गया" is Gaya and "went"): only beside a pointing word ("गया में",
 * "near Gaya") are they the place. Every other small word there ("करने के बाद", "the north") is not.
 */
const PLACES_THAT_ARE_SMALL_WORDS = new Set(["गया", "gaya"]);

/** "Please", "sir", "jaldi": a courtesy, never a subject that makes a town's name something else. */
const POLITE = /^(pls|plz|please|sir|madam|ji|bhai|bhaiya|jaldi|urgent)$/i;

/** A compass word alone is a part of a name ("North Delhi", "East Godavari"), never the place itself. */
const COMPASS = /^(north|south|east|west|central|uttar|dakshin|purv|purab|paschim|madhya|उत्तर|दक्षिण|पूर्व|पश्चिम|मध्य)$/i;

// Words that point at a place: the place follows "in Pune", "near 422001", or comes before "Pune mein", "पुणे में".
const BEFORE_PLACE = /^(in|near|at|around|to|from|nearest|for|of)$/i;
/** Pointing words that mostly point elsewhere ("asking me to transfer advance"): a place only in a search for one. */
const LOOSE_BEFORE_PLACE = /^(to|from|for)$/i;
/**
 * Between a pointing word and the place: "in my district Latur", "Latur district mein"; and an article after "of" ("the
 * phone of the Latur clinic"), not after "near" ("near the bund while sampling" is no place).
 */
const ARTICLE = /^(the|a|this|that)$/i;
// A state's short name after the town ("Sitapur UP mein") belongs to it as the state's full name would.
const BETWEEN = /^(up|mp|hp|ap|uk|wb|tn|jk|cg|my|our|your|district|village|town|city|taluka|taluk|tehsil|block|area|zila|jila|zilla|gaon|gav|shahar|mera|mere|meri|hamara|hamare|जिला|ज़िला|जिले|ज़िले|गांव|गाँव|शहर|तहसील|तालुका|मेरे|मेरा|हमारे|हमारा|जिल्हा|गाव|तालुक्याच्या|माझ्या)$/i;
/** The Hinglish ones, which an English sentence uses otherwise ("asking me", "ki" in a name). */
const HINGLISH_POSTPOSITIONS = "me|mein|mai|main|mei|ke|ki|ka|se|paas|pass|wala|wale|taraf";
const HINGLISH_AFTER_PLACE = new RegExp(`^(${HINGLISH_POSTPOSITIONS})$`, "i");
const AFTER_PLACE = new RegExp(String.raw`^(${HINGLISH_POSTPOSITIONS}|side|में|मे|के|की|का|से|पास|वाले|वाला|मध्ये|मधील|मधे|जवळ|जवळील|जवळच्या|जवळचे|ला|च्या|हून|पासून|कडे|जिल्ह्यात|तालुक्यात|शहरात|गावात)$`, "i");
/** The states whose names are two words or more ("Tamil Nadu"): one of their words is a topic of the site ("Tamil"). */
const LONG_STATE_NAMES = new RegExp(`\\b(${indianStates.filter((s) => s.includes(" ")).map((s) => s.replace(/ /g, "\\s+")).join("|")})\\b`, "i");

/**
 * The place a visitor named, by the word that points at it, or the whole of a short message, or in a clinic search
 * (`searching`) the words that open it; undefined when none.
 */
function placeWords(text: string, isTopic: (term: string) => boolean, searching = false): string | undefined {
  const state = LONG_STATE_NAMES.exec(text)?.[0];
  if (state) return state;
  const all = words(text);
  // In English "me" and "ki" are no postpositions ("someone called asking me to pay"): only the English pointers count.
  const english = detectLanguage(text, "en") === "en";
  const pointsBack = (w: string) => AFTER_PLACE.test(w) && !(english && HINGLISH_AFTER_PLACE.test(w));
  const isPlaceWord = (w: string) => {
    const term = searchTerm(w);
    // "for opening a clinic": an English word's other form ("open") that the site talks about is no place (Pelling).
    const stem = /^[a-z]{4,}(ing|ed)$/i.test(w) ? searchTerm(w.replace(/(ing|ed)$/i, "")) : null;
    // A word of one of the site's synonym groups ("गेहूं के पत्ते", "from bulk projects") is a subject, not a place.
    return (
      !NOT_PLACE.has(w.toLowerCase()) &&
      !POLITE.test(w) &&
      !/^\d+$/.test(w) &&
      term !== null &&
      term !== CLINIC_KEY &&
      term !== NEAR_KEY &&
      !isTopic(term) &&
      !(stem && isTopic(stem)) &&
      !isGroupWord(w)
    );
  };
  // Right beside the pointing word, a place may share its spelling with a common word ("गया में", "near Gaya": गया is
  // also "went"); the assistant drops a place that names nothing when the question is about something else.
  const besidePointer = (w: string) => {
    const term = searchTerm(w);
    // A pointing word is not the place ("के पास" once "सोयल हेल्थ कार्ड" is taken out).
    if (AFTER_PLACE.test(w) || BEFORE_PLACE.test(w)) return false;
    return isPlaceWord(w) || (term === null && PLACES_THAT_ARE_SMALL_WORDS.has(w.toLowerCase()));
  };
  for (let i = 0; i < all.length; i++) {
    if (BEFORE_PLACE.test(all[i]!) && (searching || !LOOSE_BEFORE_PLACE.test(all[i]!))) {
      const run: string[] = [];
      let from = i + 1;
      while (from < all.length - 1 && (BETWEEN.test(all[from]!) || (/^of$/i.test(all[i]!) && ARTICLE.test(all[from]!)))) from++;
      for (let j = from; j < all.length && run.length < 3 && (run.length ? isPlaceWord(all[j]!) : besidePointer(all[j]!)); j++) run.push(all[j]!);
      if (run.length) return run.join(" ");
    }
    if (pointsBack(all[i]!) && i > 0) {
      const run: string[] = [];
      let from = i - 1;
      while (from > 0 && BETWEEN.test(all[from]!)) from--;
      for (let j = from; j >= 0 && run.length < 3 && (run.length ? isPlaceWord(all[j]!) : besidePointer(all[j]!)); j--) run.unshift(all[j]!);
      if (run.length) return run.join(" ");
    }
  }
  // "Does the Mandya clinic do it?": a clinic named by its town, capitalised as a name is, right before the word.
  for (let i = 1; i < all.length; i++) {
    if (searchTerm(all[i]!) === CLINIC_KEY && /^[A-Z][a-z]/.test(all[i - 1]!) && besidePointer(all[i - 1]!)) return all[i - 1];
  }
  // "Hubli farmer here. Nearest soil test centre?", "Kolhapur sugarcane farmer, is there a clinic near me": a search
  // for a clinic whose place opens the message, with no word pointing at it.
  if (searching) {
    const lead: string[] = [];
    for (const w of all) {
      if (lead.length === 2 || !isPlaceWord(w)) break;
      lead.push(w);
    }
    if (lead.length) return lead.join(" ");
  }
  // A short message with no pointing word ("clinic Nashik") is a place and a clinic, nothing else: one that also asks
  // about something the site talks of ("केंद्र चालवून किती कमाई", what a clinic earns) is not a place search.
  const left = all.filter(isPlaceWord);
  const asksElse = all.some((w) => {
    if (POLITE.test(w)) return false;
    const term = searchTerm(w);
    return term !== null && term !== CLINIC_KEY && term !== NEAR_KEY && isTopic(term);
  });
  return left.length && left.length <= 2 && all.length <= 5 && !asksElse ? left.join(" ") : undefined;
}

/**
 * The message without the districts it names, nor the word pointing at each ("near Sitapur", "Yavatmal mein"): a
 * district's name that is no word of the site's is where the visitor is, not what they ask about.
 */
export async function withoutPlaceNames(text: string, isTopic: (term: string) => boolean): Promise<string> {
  const towns = await districtNameWords(words(text).filter((w) => searchTerm(w) === null || !isTopic(searchTerm(w)!)));
  if (!towns.size) return text;
  // Word by word, each with its punctuation kept ("Sitapur." leaves the full stop that ends its sentence).
  const tokens = text.split(/\s+/).map((token) => ({ token, word: token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}\p{M}]+$/gu, "") }));
  const town = (i: number) => towns.has(tokens[i]?.word ?? "");
  // Only a town pointed at as where someone is: "your Bangalore office" asks about the office there, and a verb that
  // sounds like a district ("dale") is no place.
  const pointedAt = (i: number) => town(i) && (WHERE_SOMEONE_IS_BEFORE.test(tokens[i - 1]?.word ?? "") || WHERE_SOMEONE_IS_AFTER.test(tokens[i + 1]?.word ?? ""));
  return tokens
    .map(({ token, word }, i) =>
      pointedAt(i) || (WHERE_SOMEONE_IS_BEFORE.test(word) && pointedAt(i + 1)) || (WHERE_SOMEONE_IS_AFTER.test(word) && pointedAt(i - 1))
        ? token.slice(token.indexOf(word) + word.length)
        : token,
    )
    .filter(Boolean)
    .join(" ");
}
const WHERE_SOMEONE_IS_BEFORE = /^(near|in|at|around|from)$/i;
const WHERE_SOMEONE_IS_AFTER = /^(me|mein|mai|mei|se|paas|pass|में|मे|से|पास|मध्ये|जवळ|जवळच्या)$/i;

/**
 * The site's words that a question may also use as a district's name ("Agra" sounds like "agri", "वाराणसी" like
 * "वर्ष"): a topic test that lets the words of the texts which sound like a district through.
 */
export async function topicUnlessTown(texts: readonly string[], isTopic: (term: string) => boolean): Promise<(term: string) => boolean> {
  // Only the words that are topics need looking up.
  const topics = texts.flatMap((t) => words(t)).filter((w) => {
    const term = searchTerm(w);
    return term !== null && isTopic(term);
  });
  if (!topics.length) return isTopic;
  const townTerms = new Set([...(await districtNameWords(topics))].map((w) => searchTerm(w)!));
  return (term) => !townTerms.has(term) && isTopic(term);
}

export type ResolvedPlace =
  | { kind: "state"; state: string; label: string }
  | { kind: "point"; label: string; lat: number; lng: number; district: string; state: string }
  | { kind: "choices"; labels: string[] };

/**
 * A state, a point for a PIN code, town, taluk or district, or the places a name shared by several could mean
 * (place-names.ts: any script, old spellings, a slip or two); undefined when the words name no known place.
 */
export async function resolvePlace(text: string): Promise<ResolvedPlace | undefined> {
  const candidates = words(text);
  // Longest run of words first: "Bangalore Rural" before "Bangalore".
  for (let size = Math.min(3, candidates.length); size >= 1; size--) {
    for (let i = 0; i + size <= candidates.length; i++) {
      const phrase = candidates.slice(i, i + size).join(" ");
      if (!isPinCode(phrase) && latinPlaceName(phrase).replace(/\s/g, "").length < 3) continue;
      if (size === 1 && COMPASS.test(phrase)) continue;
      const match = await matchPlace(phrase);
      if (match.kind === "state") {
        // "Sitapur Uttar Pradesh": the town in that state, when the other words name one there.
        const rest = [...candidates.slice(0, i), ...candidates.slice(i + size)].join(" ");
        const inState = rest ? await resolvePlace(rest) : undefined;
        if (inState?.kind === "point" && inState.state === match.state) return inState;
        return { kind: "state", state: match.state, label: match.state };
      }
      if (match.kind === "place") {
        const { label, lat, lng, district, state } = match.place;
        return { kind: "point", label, lat, lng, district, state };
      }
      if (match.kind === "choices") return { kind: "choices", labels: match.choices.map((c) => c.label) };
    }
  }
  return undefined;
}

export interface ClinicAnswer {
  text: string;
  /** The answer found clinics (or said where the nearest is); false when it asks for the place. */
  found: boolean;
}

/** Values of a Hinglish answer kept as written (a clinic's Latin name and address), not spelled out of the Hindi. */
const KEPT = ["name", "address", "phone", "place", "district"];

/**
 * Answers a clinic question in a locale, from the clinics table. `latin`: a Hinglish answer, the Hindi sentences in
 * Latin letters around the clinic's own (English) name and address, as on its board and on the map.
 */
export async function answerClinicQuestion(db: Db, q: ClinicQuestion, locale: Locale, { latin = false } = {}): Promise<ClinicAnswer> {
  const t = (id: MessageId, values: Record<string, unknown> = {}) => {
    if (!latin) return serverText(locale, id, values);
    const marks = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, KEPT.includes(k) ? `\uE000${k}\uE000` : v]));
    const spelled = romaniseForChat(serverText(locale, id, marks).normalize("NFC"));
    return spelled.replace(/\uE000(\w+)\uE000/g, (_, k: string) => String(values[k] ?? ""));
  };
  // Hindi answers name a clinic by its Hindi name and address where the team wrote them, with the name as on its board
  // and on the map in brackets; Hinglish and English answers by its own name.
  const hindi = locale === "hi" && !latin;
  const clinicName = (c: Clinic) => (hindi && c.nameHi && c.nameHi !== c.name ? `${c.nameHi} (${c.name})` : c.name);
  const line = (c: Clinic) =>
    t(c.distanceKm === undefined ? "chat.assistant.clinic.lineNoKm" : "chat.assistant.clinic.line", {
      name: clinicName(c),
      km: c.distanceKm === undefined ? "" : formatKm(c.distanceKm),
      address: (hindi && c.addressHi) || c.address,
      phone: c.phone,
      services: c.services.map((s) => serviceName(locale, s)).join(", "),
    });
  const offers = (c: Clinic) => !q.service || c.services.includes(q.service);

  if (q.count && !q.placeText) {
    const clinics = await listClinics(db);
    return {
      found: true,
      text: t("chat.assistant.clinic.count", { count: clinics.length, states: new Set(clinics.map((c) => c.state)).size }),
    };
  }
  if (!q.placeText) return { found: false, text: t("chat.assistant.clinic.askPlace") };
  const place = await resolvePlace(q.placeText);
  if (!place) return { found: false, text: t("chat.assistant.clinic.unknownPlace", { place: q.placeText }) };
  if (place.kind === "choices") return { found: false, text: t("chat.assistant.clinic.whichPlace", { place: q.placeText, choices: place.labels.join(" · ") }) };
  const label = place.kind === "state" && hindi ? serverText("hi", `clinics.state.${place.state}` as MessageId) : place.label;

  if (place.kind === "state") {
    const inState = (await listClinics(db)).filter((c) => c.state === place.state && offers(c));
    if (inState.length) {
      return { found: true, text: fitLines(t("chat.assistant.clinic.inArea", { place: label }), inState.map(line)) };
    }
    const centre = await stateCentre(place.state);
    return nearestAnswer({ lat: centre.lat, lng: centre.lng }, label, true);
  }
  // A place typed in Devanagari is named back as typed; the place data's own labels are English.
  const pointLabel = /[\u0900-\u097f]/.test(q.placeText) && !latin ? q.placeText : place.label;
  return nearestAnswer({ lat: place.lat, lng: place.lng }, pointLabel, false, place.district, place.state);

  async function nearestAnswer(point: { lat: number; lng: number }, placeLabel: string, wholeState: boolean, district?: string, state?: string): Promise<ClinicAnswer> {
    const answer = await nearestClinics(db, point, { limit: q.service ? 200 : 3 });
    const nearest3 = "clinics" in answer ? answer.clinics : [];
    // A clinic filed under the visitor's district is "there" even when it is farther than NEAR_CLINIC_KM from the
    // district's centre.
    const sameDistrict = district
      ? (await listClinics(db))
          .filter((c) => c.state === state && sameDistrictName(c.district, district) && !nearest3.some((n) => n.id === c.id))
          .map((c) => ({ ...c, distanceKm: Math.round(distanceKm(point, c.coordinates) * 10) / 10, inDistrict: true }))
      : [];
    const clinics = [...nearest3, ...sameDistrict].sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0));
    const inDistrict = (c: Clinic) => !!district && c.state === state && sameDistrictName(c.district, district);
    const isThere = (c: Clinic) => (c.distanceKm ?? Infinity) <= NEAR_CLINIC_KM || inDistrict(c);
    const matching = clinics.filter(offers);
    const nearest = matching[0];
    if (!nearest) return { found: false, text: t("chat.assistant.clinic.unknownPlace", { place: q.placeText }) };
    const close = matching.filter(isThere);
    if (close.length && !wholeState) {
      // A clinic filed under the place's district is named as in it, without a distance: the place data's point for a
      // district or PIN code can be tens of kilometres from the town itself.
      const header = close.every(inDistrict) ? "chat.assistant.clinic.inArea" : "chat.assistant.clinic.near";
      return { found: true, text: fitLines(t(header, { place: placeLabel }), close.map((c) => line(inDistrict(c) ? { ...c, distanceKm: undefined } : c))) };
    }
    if (q.service && clinics.some(isThere)) {
      return { found: true, text: `${t("chat.assistant.clinic.noneService", { place: placeLabel, service: serviceName(locale, q.service) })}\n• ${line(nearest)}` };
    }
    return {
      found: true,
      text: t("chat.assistant.clinic.none", { place: placeLabel, name: clinicName(nearest), district: nearest.district, km: formatKm(nearest.distanceKm ?? 0), phone: nearest.phone }),
    };
  }
}

/** A heading and up to two clinics, one a line, the second only while the reply stays within REPLY_MAX_CHARS. */
function fitLines(heading: string, lines: string[]): string {
  let text = `${heading}\n• ${lines[0]}`;
  if (lines[1] && text.length + lines[1].length + 3 <= REPLY_MAX_CHARS) text += `\n• ${lines[1]}`;
  return text;
}

const formatKm = (km: number) => Math.round(km).toLocaleString("en-IN");
