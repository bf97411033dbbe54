// What a message is besides a question: a greeting, a request for a person, anger, or a follow-up that leans on the
// turn before, or a topic that plain word matching confuses. Loose on purpose, in English, Hindi and Hinglish.
import { searchTerm, searchTerms, type ReplyLanguage } from "./language.ts";
import { isSiteLocale } from "../../shared/locales.ts";

const GREETING =
  /^(hi+|hello+|hey+|hiya|namaste|namaskar|namaskaar|ram ram|jai hind|sat sri akal|good (morning|afternoon|evening)|नमस्ते|नमस्कार|राम राम|प्रणाम)( (ji|sir|madam|there|दीदी|जी))?$/i;
/** "Help", "madad chahiye", "मदद": no question yet, so what the assistant can help with, as for a greeting. */
const HELP_ONLY =
  /^((hi|hello|namaste|please|pls|plz|sir|ji|i|need|want|can you|could you|mujhe|muje|kuch|thodi|ek)\s+)*(help|madad|sahayata|मदद|सहायता|मदत)(\s+(me|please|pls|plz|chahiye|chaiye|karo|kro|kijiye|karein|karenge|chahie|चाहिए|करो|कीजिए|करें|हवी|करा|sir|ji|जी))*$/i;

const THANKS_WORD =
  "ok|okay|okk+|theek hai|thik hai|thik h|achha|accha|acha|fine|great|good|nice|perfect|got it|understood|samajh (gaya|gayi|gaye)|thanks?|thank you|thanku|thnx|thx|ty|so much|very much|a lot|dhanyavad|dhanyawad|dhanyavaad|shukriya|bye|goodbye|good night|alvida|tata|see you|ji|sir|madam|bhai|bhaiya|didi|ठीक है|अच्छा|धन्यवाद|शुक्रिया|समझ (गया|गई|गए)|बाय|अलविदा|जी|भाई|बहुत|बहुत बहुत";
const THANKS = new RegExp(`^((${THANKS_WORD})\\s*)+$`, "iu");
const THANKS_ONLY_FILLER = /^((ji|sir|madam|bhai|bhaiya|didi|जी|भाई|so much|very much|a lot|बहुत)\s*)+$/iu;

/** A message's words alone, one space apart: "Ok, thanks!!" → "Ok thanks". */
const plainWords = (text: string) => text.replace(/[^\p{L}\p{M}\s]/gu, " ").replace(/\s+/g, " ").trim();

/** "Ok thanks", "धन्यवाद जी", "bye": a visitor who says thank you or goodbye, with no question. */
export const isThanks = (text: string) => THANKS.test(plainWords(text)) && !THANKS_ONLY_FILLER.test(plainWords(text));

/** A message that only greets ("Namaste ji!", "नमस्ते") or asks for help, without a question. */
export const isGreeting = (text: string) => GREETING.test(plainWords(text)) || HELP_ONLY.test(plainWords(text));

const PERSON = [
  /\b(human|humans|agent|agents|representative|real person|live person|customer care|customer support|executive|someone from (your|the) team)\b/i,
  /\b(talk|speak|chat|connect)\b.{0,24}\b(person|someone|somebody|team|staff|people|human)\b/i,
  /\bcall me( back)?\b|\bcallback\b|\bcall back\b/i,
  /\b(insaan|insan|aadmi|vyakti)\b|kisi se baat|baat karni hai|baat karao|call karo|phone karo|mujhe call/i,
  /इंसान|इन्सान|एजेंट|व्यक्ति से|आदमी से|किसी से बात|बात करनी है|बात कराओ|फ\u093c?ोन करो|फ़ोन करें|कॉल करो|कॉल करें/,
];

/** "Are you a human or a robot?", "क्या आप इंसान हैं?": what the assistant is, not a request for a person. */
const WHAT_YOU_ARE =
  /\b(are you|r u|is this|am i (talking|speaking|chatting) (to|with)|aap|tum)\b.{0,20}\b(human|robot|bot|machine|computer|real|person|insaan|insan|ai|chatgpt)\b|(क्या आप|आप).{0,15}(इंसान|इन्सान|मशीन|रोबोट|कंप्यूटर)|\b(human|person|insaan|insan)\b.{0,15}\b(reads?|sees?|padhta|padhte|dekhta|dekhte)\b|(इंसान|व्यक्ति|आदमी).{0,10}(पढ़|देख)(ता|ते|ती)/i;

/** The visitor asks for a person or a call. */
export const asksForPerson = (text: string) => !WHAT_YOU_ARE.test(text) && PERSON.some((re) => re.test(text));

const PHONE_WORDS = /\b(phone|fone|call|number|nambar|numbar|no\.|helpline|mobile)\b|फ़ोन|फोन|नंबर|नम्बर|कॉल|मोबाइल/i;

/**
 * A request for a person that names a phone or a number ("नंबर दीजिए, बात करनी है", "give me your number to call"):
 * the farmer wants to ring us, so the reply gives our number with the call-back offer (the Hindi review's AS-7). A
 * message with a phone number in it gives the visitor's own.
 */
export const asksForNumber = (text: string) => PHONE_WORDS.test(text) && !/\d[\d\s-]{5,}\d/.test(text);

const GROUP = /\b(fpo|fpos|fpc|cooperative|co-operative|sahkari|samiti|samooh|samuh|group|members?|sadasya|bulk|thok|shg)\b|एफ़?पीओ|सहकारी|समिति|समूह|सदस्य|थोक|\b\d{2,}[\d,]*\s*(farmers|kisan|kisaan|kisano|kisanon|samples|sample|namune|किसान|किसानों|नमूने|नमूनों)/i;
const LOWER = /\b(lower|less|reduced|cheaper|concession|discount|kam|kum|sasta|sasti|chhoot|chhut)\b|(?<![\p{L}\p{M}])कम(?![\p{L}\p{M}])|सस्त|छूट|रियायत/iu;
const PRICE_WORDS = /\b(rate|rates|price|prices|cost|fee|fees|charge|daam|dam|kimat|keemat|paisa)\b|रेट|दाम|कीमत|क़ीमत|फ़ीस|फीस|पैसे|discount|chhoot|छूट/i;

/**
 * An FPO, a cooperative or anyone testing many farmers asking for a lower rate ("हमारे FPO में 500 किसान हैं, कम रेट
 * मिलेगा?"): the partners' answer (packages for groups, the team calls back), not the farmer's price or sampling (the
 * Hindi review's AS-2).
 */
export const asksBulkRate = (text: string) => GROUP.test(text) && LOWER.test(text) && PRICE_WORDS.test(text);

const ANGER = [
  /\b(useless|stupid|idiot|dumb|worst|rubbish|garbage|crap|nonsense|pathetic|fraud|frauds|cheat|cheats|cheater|cheaters|cheating|scam|waste of time|not helpful|no help|hopeless|horrible|terrible|shut up|bloody|damn)\b/i,
  /\b(bakwas|bakwaas|bekar|bekaar|faltu|ghatiya|dhokha|pagal|chor|bewakoof|bevkoof)\b/i,
  /बकवास|बेकार|फालतू|फ़ालतू|घटिया|धोखा|पागल|चोर|बेवकूफ़?|किसी काम का नहीं|किसी काम की नहीं/,
  /\bkisi kaam k[ai] (nahi|nahin|nhi)\b/i,
  // A refund demanded ("I want a refund", "paise wapas karo"), not asked about ("do I get a refund if it is late?").
  /\b((want|need|demand|give me|get me) (a |my |our )?refund|refund (now|please|karo|kijiye|dijiye|do|chahiye)|(want|give|return) (me )?(my|the|our) money( back)?|money back (now|please)|pais[ae] (wapas|vapas) (chahiye|karo|kijiye|dijiye|de do|do|lautao))\b|(पैसा|पैसे) (वापस|लौटा) ?(चाहिए|करो|कीजिए|दीजिए|दो|दे दो)/i,
];

/** The visitor is angry or fed up: the reply apologises and offers a person, rather than greeting or answering. */
export const soundsAngry = (text: string) => ANGER.some((re) => re.test(text));

const FOLLOW_UP = /^((ok|okay|hmm|achha|acha|accha|theek hai|अच्छा|ठीक है)[,.!]?\s+)?(and|also|what about|how about|and what|then|so|or|aur|to|phir|uska|iska|uske|iske|us ?ka|is ?ka|और|तो|फिर|उसका|इसका|उसके|इसके|उसमें|इसमें)\b/i;
const PRONOUN = /\b(it|that|this|those|them|its|uska|iska|woh|wo|ye|yeh)\b|उसका|इसका|उसमें|इसमें|उसे|इसे|वह|यह/i;

/** "Which one", "the cheaper one", "कौन सा": a choice among what the last answer listed. */
const WHICH = /\b(which one|the (cheaper|cheapest|costlier|bigger|smaller|first|second|other) one|kaun ?sa|kon ?sa|kaunsa|konsa)\b|कौन सा|कौनसा/i;

/** Asking how much or when, with no word of what about ("kitne ki hai?", "कब तक?"): only the last question says. */
const BARE_ASK = /^(how much|how long|how many|kitne (ka|ki|ke)|kitna|kitni|kab tak|kab|कितने (का|की|के)|कितना|कितनी|कब तक|कब|किती|कधी)( (hai|hain|hoga|hogi|lagega|lagegi|lagta|is|are|will it be|है|हैं|होगा|होगी|लगेगा|आहे|लागेल))*\??$/i;

/** A message that begins by pointing back ("and the normal one?", "aur paani ka?", "और उसका?"). */
export const pointsBack = (text: string) => FOLLOW_UP.test(text.trim());

/** A message that reads as the continuation of the last question ("and how long does it take?", "और उसका दाम?"). */
export const isFollowUp = (text: string) =>
  FOLLOW_UP.test(text.trim()) || PRONOUN.test(text) || WHICH.test(text) || comparedPrice(text) !== null || BARE_ASK.test(text.trim());

const LOWER_PRICE = /\b(cheap(er|est)?|less expensive|least expensive|lowest (price|cost|rate)|lower (price|cost|rate)|sast[aei]|sabse kam|kam (daam|dam|keemat|kimat|rate))\b|सस्त[ाीे]|सबसे कम|कम (दाम|कीमत|क़ीमत|रेट)/i;
const HIGHER_PRICE = /\b(costl(ier|iest)|more expensive|most expensive|dearer|highest (price|cost|rate)|mehe?ng[aei]|mahe?ng[aei])\b|मह[ंँ]ग[ाीे]|मेह[ंँ]ग[ाीे]/i;

/** "The cheaper one", "sabse sasta", "सबसे महंगा": which end of the prices the visitor asks for; null for neither. */
export function comparedPrice(text: string): "lower" | "higher" | null {
  if (LOWER_PRICE.test(text)) return "lower";
  if (HIGHER_PRICE.test(text)) return "higher";
  return null;
}

/** The first rupee amount of a line in rupees ("₹75,000", "₹5-10 lakh" = 500,000); null without one. */
function rupees(line: string): number | null {
  const m = /₹\s?([\d,]+(?:\.\d+)?)(?:\s?[-–]\s?[\d,.]+)?\s*(lakh|crore|लाख|करोड़)?/i.exec(line);
  if (!m) return null;
  const unit = m[2]?.toLowerCase();
  const scale = unit === "lakh" || unit === "लाख" ? 1e5 : unit === "crore" || unit === "करोड़" ? 1e7 : 1;
  return Number(m[1]!.replace(/,/g, "")) * scale;
}

/** A list item's mark at the start of an answer's line ("• Pilot: …"). */
const BULLET = /^\s*[•*-]\s*/;

/**
 * Of the priced lines of an answer ("• Advanced Clinic: ₹75,000 + GST"), the one at the end of the prices asked for;
 * null when the answer lists fewer than two priced lines or two share that price.
 */
export function pickByPrice(answer: string, end: "lower" | "higher"): string | null {
  const pricedParts = (parts: string[]) =>
    parts
      .map((line) => line.replace(BULLET, "").trim())
      .map((line) => ({ line, price: rupees(line) }))
      .filter((p): p is { line: string; price: number } => p.price !== null);
  let priced = pricedParts(answer.split("\n"));
  // One sentence naming both ("the Advanced Clinic at ₹75,000 + GST and the Pro Clinic at ₹80,000 + GST"): its parts,
  // cut at "and", a semicolon, a colon or a comma that is not inside a figure.
  if (priced.length < 2) priced = pricedParts(answer.split(/(?<!\d),(?!\d)|;|: | and | or | और | या |\. |। /).map((part) => part.replace(/[.।]$/, "")));
  if (priced.length < 2) return null;
  const sorted = [...priced].sort((a, b) => (end === "lower" ? a.price - b.price : b.price - a.price));
  return sorted[0]!.price === sorted[1]!.price ? null : sorted[0]!.line;
}

/**
 * "Aur regional wala?" or "and how many farmers would it reach?" after a list ("• Pilot: ₹5-10 lakh, …, 300-600
 * farmers"): the one line of the last answer the follow-up names, or, when its words fit every line alike, the one the
 * question before named ("the pilot"); null when the answer lists fewer than two lines or no one line stands out.
 */
export function pickNamedLine(answer: string, followUp: string, lastQuestion: string): string | null {
  const lines = answer
    .split("\n")
    .filter((line) => BULLET.test(line))
    .map((line) => line.replace(BULLET, "").trim());
  if (lines.length < 2) return null;
  const lineTerms = lines.map((line) => new Set(searchTerms(line)));
  const best = (asked: string[]) => {
    const scores = lineTerms.map((terms) => asked.filter((t) => terms.has(t)).length);
    const top = Math.max(...scores);
    return top > 0 && scores.filter((s) => s === top).length === 1 ? lines[scores.indexOf(top)]! : null;
  };
  const own = searchTerms(followUp);
  const named = best(own);
  if (named) return named;
  // Every line has the follow-up's words ("farmers"): the question before says which line.
  return own.some((t) => lineTerms.every((terms) => terms.has(t))) ? best(searchTerms(lastQuestion)) : null;
}

/**
 * "And in Hindi?", "can you say that in hindi?", "hindi me batao", "अंग्रेज़ी में बताइए": the same answer in another
 * language. LEAD is what may come before "in Hindi" ("and", "can you say that", "please explain it").
 */
const LEAD = String.raw`^((and|aur|or|please|pls|can|could|you|say|tell|me|answer|write|explain|repeat|give|it|that|this|the|same|again|ye|yeh|wahi|woh|batao|bataiye|और|यही|ये|यह)\s+)*`;
const askedIn = (names: string) => new RegExp(`${LEAD}(in|me|mein|में) (${names})(?![\\p{L}\\p{M}])|${LEAD}(${names}) (me|mein|में)(?![\\p{L}\\p{M}])`, "iu");
const IN_HINDI = askedIn("hindi|हिंदी|हिन्दी");
const IN_ENGLISH = askedIn("english|angrezi|अंग्रेज़ी|अंग्रेजी|इंग्लिश");
const IN_MARATHI = new RegExp(`${askedIn("marathi|मराठी").source}|^(हे |ते )?मराठीत(?![\\p{L}\\p{M}])`, "iu");

/** A short message that asks for the last answer in another language; null for any other. */
export function askedLanguage(text: string): ReplyLanguage | null {
  const message = text.replace(/[?!.।]+$/u, "").trim();
  if (message.split(/\s+/).length > 6) return null;
  if (IN_HINDI.test(message)) return "hi";
  if (IN_ENGLISH.test(message)) return "en";
  // Marathi once it is one of the site's languages ("मराठीत सांगा", "in Marathi please").
  if (IN_MARATHI.test(message) && isSiteLocale("mr")) return "mr";
  return null;
}

const INSTRUCTION =
  /\b(ignore|forget|disregard)\b.{0,30}\b(instructions?|prompts?|rules|above|previous)\b|\b(system|hidden|initial) prompt\b|\b(reveal|print|show|repeat)\b.{0,20}\b(prompt|instructions)\b|\byou are now\b|\bfrom now on,? you\b|\bpretend (to be|you are)\b|\bno (rules|restrictions|limits)\b|\bDAN\b|\bact as\b|\bjailbreak\b|\bdeveloper mode\b|निर्देश(ों)? (को )?(भूल|अनदेखा)/i;

/** Prompt injection: the visitor tries to give the assistant instructions; the reply is the plain "can't help". */
export const triesToInstruct = (text: string) => INSTRUCTION.test(text);

// ---------------------------------------------------------------------------------------------------------------
// Topics that plain word matching confuses: they are read from the synonym groups of language.ts, so every spelling
// counts, and each names the passage that answers it.

const key = (word: string) => searchTerm(word)!;
const OFFICE = key("office");
const LOAN = key("loan");
const DISCOUNT = key("discount");
const HOME = key("home");
const VISIT = key("visit");
const LANGUAGE = key("language");
const REPORT = key("report");
const CLINIC = key("clinic");
/** What a loan or EMI would be for, when it is ours to answer: the clinic package, its kit, the business. */
const CLINIC_PURCHASE = new Set(["clinic", "package", "device", "business", "start", "franchise"].map(key));
/** What someone would come for: the sample, the test, the soil. */
const SAMPLING = new Set(["sample", "test", "soil", "didi"].map(key));
const WHERE_YOU_ARE = /\bwhere (are|r) (you|u)\b|\b(your|ur) (address|location)\b|\baap(ka|ke)? (pata|address)\b|आपका पता|आप (लोग )?कहाँ|आप (लोग )?कहां/i;
const SOMEONE_COMES = /\b(someone|somebody|anyone|your (team|staff|people|side)|you people)\b.{0,40}\b(take|collect|pick|dig|come)\b|\bcome to (my|our|the) (village|farm|field|home|house|gaon)\b/i;

/** Paying a sum in parts: what EMI means to someone who does not say "EMI". */
const IN_PARTS = /\bpay\b.{0,15}\bin (parts|pieces|instalments|installments)\b|\b(thoda thoda|tukdon|tukdo) (mein|me|karke)\b|थोड़ा[- ]थोड़ा करके|टुकड़ों में|किस्तों में/i;

export type Topic = "offices" | "financing" | "visit" | "report-language" | "contact" | "csr";

/** What the CSR page's table gives of each model: its budget, clinics, farmers and duration. */
const CSR_FIGURE = /\b(csr|budget|cost|clinics?|farmers?|months?|years?|duration|how long|kitne|kitna|kitni)\b|सीएसआर|बजट|खर्च|क्लिनिक|किसान|महीने|साल|समय|कितने|कितना|कितनी/i;
/** One of the CSR page's models by name ("a state-wide CSR programme", "regional csr model", "पायलट प्रोग्राम"). */
const CSR_MODEL =
  /\b(pilot|regional|state[- ]?wide|state[- ]level|state)\b.{0,30}\b(csr|programmes?|programs?|models?|project)\b|\b(csr|programmes?|programs?|models?)\b.{0,30}\b(pilot|regional|state[- ]?wide|state[- ]level)\b|(पायलट|रीजनल|क्षेत्रीय|राज्य स्तर).{0,25}(सीएसआर|CSR|प्रोग्राम|कार्यक्रम|मॉडल)|(सीएसआर|CSR).{0,25}(पायलट|रीजनल|क्षेत्रीय|राज्य स्तर)/i;

/** "What is your number?", "aapka number do", "नंबर दीजिए": our phone, not a clinic's (which names a clinic or place). */
const OUR_NUMBER =
  /\b(your|ur|aapka|apka|aapki|apki|tumhara|company ka|office ka)\s+(phone\s+|mobile\s+|contact\s+|helpline\s+|whatsapp\s+)?(number|no|nambar|numbar)\b|\b(number|nambar|numbar|no)\s+(do|dijiye|dijie|de do|batao|bataiye|bhejo|chahiye)\b|\bgive me (your|the) (phone |contact |whatsapp )?(number|email|e-mail|contact)\b|\b(your|ur|aapka|apka|aapki|apki|aapke|apke)\s+(email|e-mail|mail|whatsapp)(\s+(id|no|number|address))?\b|\b(email|e-mail|mail) (id|address) (bhejo|do|dijiye|batao|bataiye|kya hai)\b|\b(whatsapp|phone|mobile) (no\.?|number|nambar) (kya|kaun) (hai|h)\b|आपका (ईमेल|ई-मेल|व्हाट्सएप)|(ईमेल|ई-मेल) (आईडी|पता) (दो|दीजिए|बताओ|बताइए|भेजो)|आपका (फ़ोन |फोन |मोबाइल )?नंबर|नंबर (दीजिए|दो|दे दो|बताइए|बताओ|भेजें|भेजो|चाहिए)/i;

/**
 * The topic of a question whose words would mislead the search: our offices (not a clinic's place), paying for a clinic
 * in instalments or at a discount, someone coming to collect the sample, the language of the report. Null for the rest.
 */
export function topicOf(text: string): Topic | null {
  const terms = new Set(searchTerms(text));
  if (terms.has(OFFICE) || WHERE_YOU_ARE.test(text)) return "offices";
  if ((terms.has(LOAN) || terms.has(DISCOUNT) || IN_PARTS.test(text)) && [...terms].some((t) => CLINIC_PURCHASE.has(t))) return "financing";
  if ((terms.has(HOME) || terms.has(VISIT)) && [...terms].some((t) => SAMPLING.has(t))) return "visit";
  if (SOMEONE_COMES.test(text) && [...terms].some((t) => SAMPLING.has(t))) return "visit";
  if (terms.has(LANGUAGE) && terms.has(REPORT)) return "report-language";
  if (OUR_NUMBER.test(text) && !terms.has(CLINIC) && !/\d[\d\s-]{5,}\d/.test(text)) return "contact";
  // The figures of a CSR model are in the models' table (the passage), not in the entry about the programmes.
  if (CSR_MODEL.test(text) && CSR_FIGURE.test(text)) return "csr";
  return null;
}
