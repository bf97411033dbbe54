// Hindi for the assistant: which language and script a question is in, Devanagari normalisation, a Hindi-aware
// romaniser (Devanagari → the Latin spelling people type in chats), and the one search key that Devanagari, romanised
// Hindi (Hinglish) and English words all fold into, with stop words and synonyms.
import { isSiteLocale, type Locale, type SiteLocale } from "../../shared/locales.ts";

/** How the assistant replies: in one of the site's languages, or Hindi in Latin letters (Hinglish). */
export type ReplyLanguage = SiteLocale | "hi-latn";

/** The site locale whose texts a reply language uses (Hinglish replies are the Hindi texts, romanised). */
export const localeOf = (language: ReplyLanguage): Locale => (language === "hi-latn" ? "hi" : language);


/**
 * Words only one of the site's Devanagari languages uses, for telling them apart (Marathi "आहे", "माती", "किती";
 * Hindi "है", "मिट्टी", "कितना"). A language counts only once it is one of the site's; a message with none of them, or
 * as many of each, is taken as the page's language when the page is in one of them, else as Hindi.
 */
const DEVANAGARI_MARKERS: Readonly<Record<string, ReadonlySet<string>>> = {
  hi: new Set(
    ("है हैं था थी थे क्या कैसे कैसा कैसी कितना कितने कितनी कहाँ कहां कब कौन क्यों मेरे मेरा मेरी मुझे हमें हमारे और में के की " +
      "को से पर चाहिए नहीं बताइए बताएं बताओ करें करना करूं लें लेना मिलेगा होगा मिट्टी जांच जाँच खाद खेत किसान गांव वाला वाली")
      .split(" "),
  ),
  mr: new Set(
    ("आहे आहेत होते होता काय कसे कसा कशी किती कुठे केव्हा कधी कोणते कोणता माझ्या माझे माझी माझा मला आम्हाला आमच्या तुमच्या " +
      "तुम्ही तुमचे आणि मध्ये साठी पाहिजे नाही सांगा करावे करायचे करायची घ्यावा घ्यावे घ्यायचा द्या मिळेल होईल माती मातीचा " +
      "मातीची परीक्षण शेतात शेताची शेतकरी खत खते पीक पिके केंद्र गावात " +
      // What happened, in Marathi's own verb forms ("शॉक लागला", "डोळ्यात गेले", "साप चावला").
      "लागला लागली लागले गेला गेली गेले झाला झाली झाले पडला पडली पडले चावला चावली आला आली केला केले घेतले प्यायले " +
      "खाल्ले करताना होत थांबत " +
      // Which, should, has come, got stuck, a lot, quickly ("कोणतं इंजेक्शन द्यायचं?", "पाय अडकला, रक्त खूप").
      "कोणत्या कोणतं कोणती द्यावं द्यावा द्यायचं द्यायचे आलाय अडकला अडकले अडकली खूप लवकर चावलं " +
      // Words Hindi says otherwise: a report, it means, leaves, yellow, someone, it comes, will do, you give, you send.
      "अहवाल अहवालात म्हणजे पाने पिवळी कोणी येते येतो येतात चालेल देता पाठवता जाळावे उघडे")
      .split(" "),
  ),
};

/** Which of the site's Devanagari languages a message is in, by the words only one of them uses. */
/**
 * Marathi's own endings: a verb's "they do" ("पडतात", "तपासतात"), "to do" ("घ्यायचा", "सांगायचे"), "after doing"
 * ("टाकल्यावर"), "before doing" ("घेण्याआधी") and "of" ("पिकाची", "केंद्राचे"); and a question that ends in "का"
 * ("देता का?"), where Hindi asks "क्या". Each counts as a Marathi word.
 */
const MARATHI_ENDING = /(तात|ायचा|ायची|ायचे|ायचं|ल्यावर|ल्यानंतर|ण्याआधी|ण्यापूर्वी|ण्यासाठी|ाची|ाचा|ाचे|ीचा|ीची)$/u;
const MARATHI_QUESTION_END = /(^|\s)का\s*[?？]*\s*$/u;
const marathiForms = (words: string[], text: string) => words.filter((w) => w.length > 3 && MARATHI_ENDING.test(w)).length + (MARATHI_QUESTION_END.test(text) ? 1 : 0);

function devanagariLanguage(text: string, pageLocale: Locale): ReplyLanguage {
  const words = text.split(/[^\p{L}\p{M}]+/u);
  const pageDefault: ReplyLanguage = pageLocale in DEVANAGARI_MARKERS && isSiteLocale(pageLocale) ? pageLocale : "hi";
  let best: ReplyLanguage = pageDefault;
  let most = 0;
  let tie = false;
  for (const [code, markers] of Object.entries(DEVANAGARI_MARKERS)) {
    if (!isSiteLocale(code)) continue;
    const n = words.filter((w) => markers.has(w)).length + (code === "mr" ? marathiForms(words, text) : 0);
    if (n > most) [best, most, tie] = [code, n, false];
    else if (n === most && n > 0) tie = true;
  }
  return most === 0 || tie ? pageDefault : best;
}

const DEVANAGARI_LETTER = /[\u0900-\u097f]/g;
const LATIN_LETTER = /[a-z]/gi;

// Words that mark Latin-letter Hindi. English words that are also Hindi spellings ("to", "me", "the") are left out.
const HINGLISH_MARKERS = new Set(
  (
    "hai hain ha kya kyaa kaise kaisa kaisi kitna kitne kitni kitnaa kahan kahaan kaha kab kaun kyun kyon kyu mein mai main " +
    "ka ki ke ko se par pe aur bhi nahi nahin nhi chahiye chahie karna karne karni karein karen kare karo karu kar batao " +
    "bataiye bataye btao bata mujhe mujhko hume humein hamein hamara hamare mera mere meri apna apne apni yahan wahan paas " +
    "nazdeek najdik nazdik mitti mati maati jaanch janch jach jaach khad khaad kisan kisaan kheti khet fasal paisa paise " +
    "rupaye rupay daam dam kharcha kharch kimat keemat namuna naamuna lena lene lein le sakta sakte sakti milega milegi " +
    "milta milti hota hoti hote hoga wala wali wale liye lie koi kuch sab bahut accha acha theek thik ji haan han bhai " +
    "didi bhaiya sahab dijiye dena dete kab tak din ghanta samay kaam chalu shuru kholna kamai kamana gaon zila jila " +
    "bekar bakwas faltu ghatiya " +
    // Verbs, pronouns and little words of everyday speech ("saanp ne kaat liya", "ek chutkula sunao").
    "ne liya liye lia li diya diye di gaya gayi gaye gya gyi gai raha rahi rahe rha rhi tha thi ho hua hui hue huye " +
    "karte karta karti karke kiya kiye kijiye kijie krna krne krte sunao suno batana batayein bataen batayen dikhao " +
    "dekho dekhna jao jaye jaaye jayega aao aaye aaya aayi aayega aayegi lagta lagti lagega laga lagi " +
    "ek teen chaar paanch das sau hazaar hazar lakh " +
    "aap aapka aapki aapke aapko tum tumhara tera tere hum humara hamari humari ye yeh wo woh voh inka unka uska iska " +
    "agar toh lekin magar kyunki isliye abhi aaj kal parso jaldi turant waqt samay baad pehle pahle saath sath bina " +
    "achha acchi achhi accha sahi galat zyada jyada kam thoda bada chhota naya purana madad sawal jawab kripya " +
    "ya kisko kisne kiska kiski kiske kaunsa konsa kaunsi konsi doon dun loon " +
    // Asking for things, and the people and troubles they are about ("dusre kisanon ke number do", "code likh do").
    "dusre doosre dusra doosra dusri baaki baki saare sare sabhi logon logo kisanon kisano likh likho likhdo likhna " +
    "bhejo bhej bhejna banao banado bolo boliye samjhao samjhaiye sunaiye chahta chahti chahte bimaar bimar beemar " +
    "bukhar bukhaar khansi dard jhagda jhagra vakil"
  ).split(" "),
);
/**
 * Farming words in Latin letters: Hinglish mostly, but an English sentence uses them too ("scrape mandi prices"), so
 * each counts half.
 */
const HINGLISH_NOUNS = new Set(
  (
    "beej bij paani pani urvarak dawai dawa keetnashak saanp sanp zameen jameen ekad ekar bigha gehu gehun dhaan " +
    "kapas ganna sarson makka chana soyabean pyaz pyaaz tamatar aalu aloo sabzi sabji mausam barish baarish mandi bhav " +
    "sarkar sarkari yojana karz karza fasalon kheton upaj paidavar pedawar"
  ).split(" "),
);
const ENGLISH_MARKERS = new Set(
  (
    "the is are was what how where when which who why do does did can could would should my your our their this that " +
    "these those it its of for and with from there near nearest any about have has will get " +
    "please tell i you we they an in on at by a write script give show send make need want know help much many " +
    "long got am be been so if but or not yes all some after before during between into every"
  ).split(" "),
);
/** The site's English nouns: Hinglish uses them too ("report kab", "sample dhoop me"), so each counts half. */
const ENGLISH_NOUNS = new Set(
  "test testing soil price cost clinic report sample fertilizer crop crops water land acre acres farm field days".split(" "),
);
/** English words that come before "me" ("tell me", "call me", "messaging me"). */
const ENGLISH_BEFORE_ME = /^(tell|call|help|give|send|show|email|mail|message|text|let|contact|ask|remind|teach|guide|excuse|to|like|[a-z]+ing)$/;
/** Hindi verb endings in Latin letters ("sukhaye", "jayegi", "karwana", "bechoge"): a word with one is Hinglish. */
const HINGLISH_ENDING = /^([a-z]{3,}ao|[a-z]{2,}(iye|ijiye|aye|ayen|ayein|aen|enge|engi|oge|ogi|egi|unga|ungi|wana|wani|wane|vana|vani))$/;

/**
 * The language and script of a message: Devanagari is Hindi or Marathi (by their own words, else the page's); Latin letters are Hinglish when Hindi words outnumber
 * English ones; a message without letters (a PIN code, emoji) takes the page's language.
 */
export function detectLanguage(text: string, pageLocale: Locale = "en"): ReplyLanguage {
  const devanagari = text.match(DEVANAGARI_LETTER)?.length ?? 0;
  const latin = text.match(LATIN_LETTER)?.length ?? 0;
  if (devanagari === 0 && latin === 0) return isSiteLocale(pageLocale) ? pageLocale : "en";
  if (devanagari >= latin) return devanagariLanguage(text, pageLocale);
  const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
  let hindi = 0;
  let english = 0;
  let afterHindi = false;
  for (const [i, w] of words.entries()) {
    const wasAfterHindi = afterHindi;
    afterHindi = HINGLISH_MARKERS.has(w) || HINGLISH_ENDING.test(w);
    // "likh do", "bata do", "de do": "do" after a Hindi verb is Hindi's "give", not English's.
    // "number do apna", "details do": "do" before a Hindi word or ending the message after a name is Hindi's too.
    const hindiDo = w === "do" && (wasAfterHindi || HINGLISH_MARKERS.has(words[i + 1] ?? "") || (i === words.length - 1 && i > 0 && !ENGLISH_MARKERS.has(words[i - 1]!)));
    if (afterHindi || hindiDo) hindi++;
    // "Ranchi me clinic": "me" after a name is Hindi's "in"; after an English verb or word ("tell me", "for me") English's.
    else if (w === "me" && i > 0 && !ENGLISH_MARKERS.has(words[i - 1]!) && !ENGLISH_BEFORE_ME.test(words[i - 1]!)) hindi++;
    else if (HINGLISH_NOUNS.has(w) || w === "me") hindi += 0.5;
    else if (ENGLISH_MARKERS.has(w)) english++;
    else if (ENGLISH_NOUNS.has(w)) english += 0.5;
  }
  // Mostly Latin with some Devanagari words: Hindi in either script, so Hindi texts in Latin letters.
  if (devanagari > 0 && hindi >= english) return "hi-latn";
  // A tie of two or more: Hindi's small words ("ka", "batao") are not written in English, while English nouns ("clinic",
  // "price") are in every Hinglish question.
  // A lone "me" ("Stop messaging me") is English's.
  return (hindi >= 1 && hindi > english) || (hindi >= 2 && hindi === english) ? "hi-latn" : "en";
}

// ---------------------------------------------------------------------------------------------------------------
// Devanagari normalisation

const NUKTA_LETTERS: Record<string, string> = {
  "\u0958": "क",
  "\u0959": "ख",
  "\u095a": "ग",
  "\u095b": "ज",
  "\u095c": "ड",
  "\u095d": "ढ",
  "\u095e": "फ",
  "\u095f": "य",
  "\u0929": "न",
  "\u0931": "र",
  "\u0934": "ळ",
};
const CONSONANTS = "कखगघङचछजझञटठडढणतथदधनपफबभमयरलळवशषसह";
const NASAL_HALF = new RegExp(`[नमङञण]\u094d(?=[${CONSONANTS}])`, "g");

/**
 * One spelling for the many a word is typed in: no nukta (ज़ → ज), chandrabindu as anusvara (जाँच → जांच), a half
 * nasal before a consonant as anusvara (हिन्दी → हिंदी), candra vowels as plain ones (ऑ → ओ), no joiners or danda.
 */
export function normaliseDevanagari(text: string): string {
  return text
    .normalize("NFC")
    .replace(/[\u0958-\u095f\u0929\u0931\u0934]/g, (c) => NUKTA_LETTERS[c] ?? c)
    .replace(/\u093c/g, "")
    .replace(/\u0901/g, "\u0902")
    .replace(NASAL_HALF, "\u0902")
    .replace(/\u0911/g, "ओ")
    .replace(/\u0949/g, "\u094b")
    .replace(/\u0945/g, "\u0947")
    .replace(/[\u200c\u200d]/g, "")
    .replace(/[\u0964\u0965]/g, ".");
}

// ---------------------------------------------------------------------------------------------------------------
// Romanisation: Devanagari → the Latin spelling of everyday chats ("मिट्टी की जांच" → "mitti ki jaanch")

const CONSONANT_LATIN: Record<string, string> = {
  क: "k", ख: "kh", ग: "g", घ: "gh", ङ: "n", च: "ch", छ: "chh", ज: "j", झ: "jh", ञ: "n", ट: "t", ठ: "th", ड: "d", ढ: "dh",
  ण: "n", त: "t", थ: "th", द: "d", ध: "dh", न: "n", प: "p", फ: "ph", ब: "b", भ: "bh", म: "m", य: "y", र: "r", ल: "l",
  ळ: "l", व: "v", श: "sh", ष: "sh", स: "s", ह: "h",
  "\u0958": "q", "\u0959": "kh", "\u095a": "g", "\u095b": "z", "\u095c": "r", "\u095d": "rh", "\u095e": "f", "\u095f": "y",
};
const VOWEL_LATIN: Record<string, string> = {
  अ: "a", आ: "aa", इ: "i", ई: "i", उ: "u", ऊ: "u", ऋ: "ri", ए: "e", ऐ: "ai", ओ: "o", औ: "au", ऑ: "o", ऍ: "e",
};
const SIGN_LATIN: Record<string, string> = {
  "\u093e": "aa", "\u093f": "i", "\u0940": "i", "\u0941": "u", "\u0942": "u", "\u0943": "ri", "\u0947": "e", "\u0948": "ai",
  "\u094b": "o", "\u094c": "au", "\u0949": "o", "\u0945": "e",
};
const VIRAMA = "\u094d";
const NUKTA = "\u093c";
const NASALS = new Set(["\u0902", "\u0901"]);

interface Unit {
  /** Latin consonant, or "" for an independent vowel. */
  c: string;
  /** The vowel: "schwa" for the inherent a, "" after a virama. */
  v: string;
  nasal: boolean;
  /** A long ī or ū sign (ी, ू), written "ee", "oo" in chats before a consonant. */
  long?: boolean;
}

/** In chats, ड़ and ढ़ are "d" and "dh" ("padhein", "thoda"), not "r" and "rh". */
const CHAT_NUKTA: Record<string, string> = { ड: "d", ढ: "dh" };

/**
 * One Devanagari word in Latin letters. `chat`: as people type Hinglish in a chat, for the replies a visitor reads
 * ("में" "mein", "लिए" "liye", "पढ़ें" "padhein", "किसानों" "kisanon", "चीज़ों" "cheezon"); without it, the plainer
 * spelling the search keys and the place names are made from ("men", "lie", "parhen"), which those are tuned on.
 */
function romaniseWord(word: string, chat = false): string {
  const units: Unit[] = [];
  const chars = [...word];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    if (ch === NUKTA) {
      const last = units.at(-1);
      const base = chars[i - 1] ?? "";
      if (last) last.c = (chat ? CHAT_NUKTA[base] : undefined) ?? CONSONANT_LATIN[{ क: "\u0958", ख: "\u0959", ग: "\u095a", ज: "\u095b", ड: "\u095c", ढ: "\u095d", फ: "\u095e" }[base] ?? ""] ?? last.c;
      continue;
    }
    if (chat && (ch === "\u095c" || ch === "\u095d")) {
      units.push({ c: ch === "\u095c" ? "d" : "dh", v: "schwa", nasal: false });
      continue;
    }
    if (CONSONANT_LATIN[ch] !== undefined) units.push({ c: CONSONANT_LATIN[ch]!, v: "schwa", nasal: false });
    else if (VOWEL_LATIN[ch] !== undefined) units.push({ c: "", v: VOWEL_LATIN[ch]!, nasal: false });
    else if (SIGN_LATIN[ch] !== undefined && units.length) {
      units.at(-1)!.v = SIGN_LATIN[ch]!;
      units.at(-1)!.long = ch === "\u0940" || ch === "\u0942";
    } else if (ch === VIRAMA && units.length) units.at(-1)!.v = "";
    else if (NASALS.has(ch) && units.length) units.at(-1)!.nasal = true;
    else if (ch === "\u0903" && units.length) units.at(-1)!.v += "h";
    else if (/[\u0966-\u096f]/.test(ch)) units.push({ c: String(ch.charCodeAt(0) - 0x0966), v: "", nasal: false });
    else units.push({ c: ch, v: "", nasal: false });
  }
  // Schwa deletion (right to left): a word-final inherent a goes unless a cluster ends in r, y or v ("मित्र" → "mitra", "खर्च" → "kharch");
  // a medial one goes between a vowel and a consonant that has its own vowel ("कितना" → "kitna", "समझ" → "samajh").
  const hasVowel = (u: Unit | undefined) => !!u && u.v !== "";
  for (let i = units.length - 1; i >= 1; i--) {
    const u = units[i]!;
    if (u.v !== "schwa" || !u.c || u.nasal) continue;
    if (i === units.length - 1) {
      if (units[i - 1]!.v !== "" || !/^[ryv]$/.test(u.c)) u.v = "";
      continue;
    }
    const next = units[i + 1]!;
    if (hasVowel(units[i - 1]) && next.c && hasVowel(next)) u.v = "";
    else u.v = "schwa-kept";
  }
  /** The first unit that sounds a vowel: its syllable is the word's first. */
  const firstVowel = units.findIndex((u) => u.v !== "");
  let out = "";
  for (let i = 0; i < units.length; i++) {
    const u = units[i]!;
    const next = units[i + 1];
    let v = u.v === "schwa" || u.v === "schwa-kept" ? "a" : u.v;
    let c = u.c;
    // Long aa only where a consonant follows in the word ("jaanch", "daam"); at the end or before a vowel, "a".
    if (v === "aa" && !next?.c && !(chat && i === 0 && !u.c)) v = "a";
    if (chat) {
      const last = i === units.length - 1;
      const first = i === firstVowel;
      // Chats write aa, ee and oo in a word's first syllable only: "jaanch", "teen", "poora", but "kisan", "hamari",
      // "mahine". A long i or u at the end is "i", "u" ("ki", "bhi"), and so is the polite -ījie ("kijiye").
      if (v === "aa" && i > firstVowel) v = "a";
      if (u.long && first && next?.c && !last && !(next.c === "j" && next.v === "i")) v = v === "i" ? "ee" : "oo";
      // व with a is "wa" at a word's start and after a ("wala", "wahan", "jawab", "sawal"); else "v" ("vigyan", "seva").
      if (c === "v" && (v === "a" || v === "aa") && (i === 0 || units[i - 1]!.v === "schwa" || units[i - 1]!.v === "schwa-kept")) {
        c = "w";
        v = "a";
      }
      // ए after a vowel is "ye" ("liye", "chahiye", "jaye"); final ें is "ein" ("mein", "karein", "padhein").
      if (!c && u.v === "e" && i > 0 && units[i - 1]!.v !== "") c = "y";
      if (u.nasal && last && u.v === "e") {
        out += `${c}ein`;
        continue;
      }
      // The a before an h that closes its syllable is "e" ("pehle", "kehna", "rehna").
      if (v === "a" && next?.c === "h" && next.v === "" && units[i + 2]?.c) v = "e";
      // A final -īy is "-iya" ("kshetriya", "bhartiya").
      if (last && c === "y" && v === "" && units[i - 1]?.v === "i") v = "a";
    }
    out += c + v;
    if (u.nasal) {
      const following = next?.c ?? "";
      out += /^(p|b|m)/.test(following) ? "m" : "n";
    }
  }
  return out;
}

/**
 * English words Hindi borrows, written back in English letters ("रिपोर्ट" → "report", not "riport"), as people type
 * them in a Hinglish chat. Keyed by the normalised Devanagari spelling, so फोन and फ़ोन meet; a plural in -ों or -ें
 * gets an English s.
 */
const LOANWORDS = new Map(
  Object.entries({
    रिपोर्ट: "report", मिनट: "minute", क्लिनिक: "clinic", एकड़: "acre", फ़ोन: "phone", टीम: "team", ऑनलाइन: "online",
    नंबर: "number", व्हाट्सऐप: "WhatsApp", व्हाट्सएप: "WhatsApp", प्लान: "plan", टेस्ट: "test", सॉइल: "soil", किट: "kit",
    सैटेलाइट: "satellite", ट्रेनिंग: "training", फ़ॉर्म: "form", ईमेल: "email", मोबाइल: "mobile", लैब: "lab", लाइव: "live",
    चैट: "chat", डैशबोर्ड: "dashboard", कार्बन: "carbon", बुक: "book", बुकिंग: "booking", बैंक: "bank",
    सर्टिफ़िकेट: "certificate", सर्टिफिकेट: "certificate", गाइड: "guide", वीडियो: "video", कॉल: "call", प्रोग्राम: "program",
    यूरिया: "urea", डीएपी: "DAP", पोटाश: "potash", फ़ॉस्फ़ोरस: "phosphorus", फॉस्फोरस: "phosphorus", नाइट्रोजन: "nitrogen",
    सल्फ़र: "sulphur", सल्फर: "sulphur", ज़िंक: "zinc", आयरन: "iron", कंपनी: "company", सेंटर: "centre", वेबसाइट: "website",
    पेज: "page", लिंक: "link", सैंपल: "sample", सीज़न: "season", मशीन: "machine", पार्टनर: "partner", स्टाफ़: "staff",
    डाउनलोड: "download", एजेंट: "agent", पैकेज: "package", मॉडल: "model", डिजिटल: "digital", डेटा: "data", पिन: "PIN",
    कोड: "code", प्लेटफ़ॉर्म: "platform", पॉलिसी: "policy", ब्राउज़र: "browser", रिसर्च: "research", मैसेज: "message",
    ऐप: "app", इंच: "inch", किलो: "kilo", मीटर: "metre", पीएच: "pH", डिवाइस: "device", पैरामीटर: "parameter",
    हेक्टेयर: "hectare", सल्फ़ेट: "sulphate", सल्फेट: "sulphate", बोरॉन: "boron", कॉपर: "copper", कैल्शियम: "calcium",
    मैग्नीशियम: "magnesium", कंपोस्ट: "compost", जिप्सम: "gypsum", कार्ड: "card", हेल्थ: "health", ऑर्गेनिक: "organic",
    // The Hindi review (AS-4): loanwords the pages use, typed in English in a chat ("sophtaveyar", "edvaansd clinic").
    सॉफ़्टवेयर: "software", सॉफ्टवेयर: "software", एडवांस्ड: "advanced", एडवांस: "advance", कार्यक्रम: "programme",
    इंटेलिजेंस: "intelligence", ग्रेजुएट: "graduate", एग्री: "agri", कॉपी: "copy", लाइन: "line", फ़िल्टर: "filter",
    नेटवर्क: "network", स्पैम: "spam", सिस्टम: "system", स्टार्ट: "start", अप: "up", सोशल: "social", सर्वर: "server",
    होम: "home", एडमिन: "admin", पासवर्ड: "password", प्राइवेसी: "privacy", फ़ाउंडेशन: "foundation", बोर्ड: "board",
    टैब: "tab", टैग: "tag", एक्ट: "Act", मीडिया: "media", प्रोजेक्ट: "project", डेटाबेस: "database", नाइट्रेट: "nitrate",
    रीएजेंट: "reagent", डिलीवरी: "delivery", इंजीनियर: "engineer", इंडिया: "India", फ़ोरम: "forum", शेयर: "share",
    एम्बुलेंस: "ambulance", रेटिंग: "rating", साइटमैप: "sitemap", इंटरनेट: "internet", प्रेस: "press", स्लाइड: "slide",
    शेड्यूल: "Schedule", सेटअप: "setup", मिक्सचर: "mixture", एंजाइम: "enzyme", पायलट: "pilot", बजट: "budget",
    किमी: "km", सोयाबीन: "soybean", जियो: "geo", बिल: "bill", फ़ीस: "fees", फीस: "fees", फ़ोटो: "photo", ब्लॉग: "blog",
    रिकॉर्ड: "record", मेनू: "menu", पोर्टेबल: "portable", प्रो: "Pro", ऐप्स: "apps", ऑफ़िस: "office", ऑफिस: "office",
    कलेक्शन: "collection", कैंप: "camp", लाइब्रेरी: "library", न्यूज़लेटर: "newsletter", टैबलेट: "tablet", सेव: "save",
    एग्रीकल्चर: "Agriculture", सप्लाई: "supply", सेंसर: "sensor", नेशनल: "National", समिट: "Summit", रूरल: "Rural",
    डेवलपमेंट: "Development", चैलेंज: "Challenge", इनोवेशन: "Innovation", हब: "Hub", फ़ेडरेशन: "Federation", ऑफ़: "of",
    विमेन: "Women", एंटरप्रेन्योर्स: "Entrepreneurs", चैंपियन: "Champion", सस्टेनेबिलिटी: "Sustainability",
    अवॉर्ड: "award", अवॉर्ड्स: "Awards", एग्रीटेक: "Agritech", स्क्रीनशॉट: "screenshot", हेल्पलाइन: "helpline", एम्स: "AIIMS",
    एंटी: "anti", वेनम: "venom", मेन: "main", स्विच: "switch", करंट: "current", टैक्स: "tax", ऑर्डर: "order",
    कुकीज़: "cookies", हैश: "hash", डॉ: "Dr", टेक: "tech", पैकेट: "packet", डेमो: "demo", डॉक्टर: "doctor", टेबल: "table",
    यूटिलाइज़ेशन: "utilisation", प्लास्टिक: "plastic", सीमेंट: "cement", ट्यूब: "tube", चैनल: "channel", एनिमेशन: "animation",
    डिज़ाइन: "design", इंजन: "engine", माइक्रोग्राम: "microgram", मल्चिंग: "mulching", असिस्टेंट: "assistant", यूज़र: "user",
    बटन: "button", होस्टिंग: "hosting", पुलिस: "police", प्रोसेसर: "processor", ट्रैकिंग: "tracking", पिक्सेल: "pixel",
    एनालिटिक्स: "analytics", लोकल: "local", स्टोरेज: "storage", आउट: "out", टाइल: "tile", एन्क्रिप्टेड: "encrypted",
    कनेक्शन: "connection", नोट: "note", लैंडलाइन: "landline", इंटरव्यू: "interview", मैन्युफ़ैक्चरिंग: "manufacturing",
  }).map(([hindi, english]) => [normaliseDevanagari(hindi), english]),
);

/**
 * Words a Hinglish chat spells its own way, which no rule gives: proper names as people write them in Latin letters,
 * and a few common words ("फसल" is "fasal", though फ without a nukta is "ph"). Keyed like LOANWORDS; the replies use
 * them, the search keys and place names do not.
 */
const CHAT_WORDS = new Map(
  Object.entries({
    फसल: "fasal", फसलें: "fasalein", फसलों: "fasalon", फायदा: "fayda", फायदे: "fayde", गांव: "gaon", गांवों: "gaon",
    वह: "woh", यह: "yeh", दोपहर: "dopahar", दीदी: "didi", दीदियां: "didiyan", दीदियों: "didiyon", कन्नड़: "Kannada",
    भारत: "Bharat", दिल्ली: "Delhi", बेंगलुरु: "Bengaluru", कर्नाटक: "Karnataka", महाराष्ट्र: "Maharashtra",
    राजस्थान: "Rajasthan", पंजाब: "Punjab", बिहार: "Bihar", तेलंगाना: "Telangana", ओडिशा: "Odisha", आंध्र: "Andhra",
    गुजरात: "Gujarat", हरियाणा: "Haryana", तमिल: "Tamil", हिंदी: "Hindi", अंग्रेज़ी: "English", मराठी: "Marathi",
    हम: "hum", चाहिए: "chahiye", चाहते: "chahte", चाहती: "chahti", चाहता: "chahta", चाहें: "chahein", चाहे: "chahe",
    ज़्यादा: "zyada", ज़्यादातर: "zyadatar", कुछ: "kuch", मैंने: "maine", स्वयं: "swayam", ज़मीन: "zameen",
    लाख: "lakh", करोड़: "crore", राज्य: "rajya", सीतापुर: "Sitapur", लातूर: "Latur", पुणे: "Pune", नासिक: "Nashik", लखनऊ: "Lucknow", जयपुर: "Jaipur", राव: "Rao",
    तुमकुरु: "Tumakuru", यवतमाल: "Yavatmal", बेलगावी: "Belagavi", धारवाड़: "Dharwad", मराठवाड़ा: "Marathwada",
  }).map(([hindi, latin]) => [normaliseDevanagari(hindi), latin]),
);

/** Plural endings of a borrowed word ("रिपोर्टें", "क्लिनिकों", "कंपनियों"): the English plural. */
const PLURAL = /(ियों|ियां|ों|ें)$/;

function romaniseOrBorrowed(word: string, chat: boolean): string {
  const key = normaliseDevanagari(word);
  const own = chat ? CHAT_WORDS.get(key) : undefined;
  if (own) return own;
  const borrowed = LOANWORDS.get(key);
  if (borrowed) return borrowed;
  const plural = PLURAL.exec(key);
  const stem = plural ? key.slice(0, -plural[0].length) : "";
  const singular = plural ? (LOANWORDS.get(stem) ?? (plural[0].startsWith("ि") ? LOANWORDS.get(`${stem}ी`) : undefined)) : undefined;
  if (singular) return singular.endsWith("y") && plural![0].startsWith("ि") ? `${singular.slice(0, -1)}ies` : `${singular}s`;
  if (!chat) return romaniseWord(word);
  // ज्ञ is "gy" in a chat ("vigyan"), a double chh single ("achha"), and स्व "sw" ("swasth").
  return romaniseWord(word.replace(/ज्ञ/g, "ग्य"), true)
    .replace(/chchh/g, "chh")
    .replace(/^sv/, "sw");
}

const DEVANAGARI_WORD = /[\u0900-\u0963\u0966-\u097f]+/g;

/**
 * A Devanagari text in Latin letters, plainly ("में" "men", "लिए" "lie"): what the search keys and place names are made
 * from. Latin letters, digits and punctuation pass through.
 */
export function romanise(text: string): string {
  return text.replace(DEVANAGARI_WORD, (w) => romaniseOrBorrowed(w, false)).replace(/[\u0964\u0965]/g, ".");
}

/**
 * A Hindi text as people type it in a Hinglish chat, for the replies (the Hindi review's AS-4): "में" "mein", "लिए"
 * "liye", "पढ़ें" "padhein", "किसानों" "kisanon", "चीज़ों" "cheezon", "आ जाए" "aa jaye", and English loanwords in
 * English ("software", "advanced clinic").
 */
export function romaniseForChat(text: string): string {
  const hindi = /[\u0900-\u097f]/.test(text);
  const spelled = text.replace(DEVANAGARI_WORD, (w) => romaniseOrBorrowed(w, true)).replace(/[\u0964\u0965]/g, ".");
  // Sentences begin with a capital, as the team's own Hinglish answers do ("Daftar ka samay…").
  return hindi ? spelled.replace(/(^|[.!?]\s+|\n(?:•\s*)?)([a-z])/g, (_, before: string, letter: string) => `${before}${letter.toUpperCase()}`) : spelled;
}

// ---------------------------------------------------------------------------------------------------------------
// Search keys

/**
 * The sound skeleton of a Latin word, the same for the ways it is spelt: aspirates and sibilants merged (kh → k,
 * sh → s), long vowels shortened (jaanch, janch), doubled letters single (mitti, miti), c/q/z/w/x as k/k/j/v/ks, a
 * nasal before a consonant dropped (jaanch, jaach), the a between two consonants dropped (kitna, kitana) and a
 * final vowel dropped (kitna, kitne, kitni).
 */
export function latinKey(word: string): string {
  let w = word.toLowerCase().replace(/[^a-z0-9]/g, "");
  if (/^\d+$/.test(w)) return w;
  w = w
    .replace(/chh|ch/g, "C")
    .replace(/sh/g, "s")
    .replace(/ph/g, "f")
    .replace(/([kgtdbjr])h/g, "$1")
    .replace(/c/g, "k")
    .replace(/C/g, "c")
    .replace(/q/g, "k")
    .replace(/x/g, "ks")
    .replace(/z/g, "j")
    .replace(/w/g, "v")
    .replace(/ee|ii|ie/g, "i")
    .replace(/oo|uu/g, "u")
    .replace(/aa/g, "a")
    .replace(/ai|ay|ei/g, "e")
    .replace(/au|aw|ou/g, "o")
    .replace(/(.)\1+/g, "$1")
    .replace(/[nm](?=[bcdfgjklpqrstvxz])/g, "")
    .replace(/([^aeiou])a(?=[^aeiou])/g, "$1");
  if (w.length > 3) w = w.replace(/[aei]$/, "");
  return w;
}

/** A word's search key: Devanagari normalised and romanised first, so "जाँच", "jaanch" and "janch" meet. */
export function wordKey(word: string): string {
  const latin = /[\u0900-\u097f]/.test(word) ? romanise(normaliseDevanagari(word)) : word;
  return latinKey(latin);
}

/** Words that carry no topic, in English, Hindi and Hinglish (as keys, so every spelling of them is caught). */
const STOP_WORDS = [
  "a an and are as at be been but by can could do does for from get got had has have how i if in into is it its me " +
    "my of on or our please should so tell the their them then there these this those to us was we were what when where " +
    "which who whom will with would you your about any some just also more much many very want need know like " +
    "hello hi hey ok okay thanks thank yes no not one take takes taking took most still only now even already why " +
    "that",
  "है हैं था थी थे हो होता होती होते का की के को से में मे पर और या भी तो ही ना न नहीं कि जो यह ये वह वे इस उस इसे उसे " +
    "क्या कैसे कैसा कैसी कब कौन कितना कितनी कितने कहाँ कहां मुझे मेरा मेरी मेरे हम हमें हमारा हमारी आप आपका आपकी आपके अपना अपनी अपने " +
    "कर करें करना करने करो कराएं कराना चाहिए चाहता चाहती बताएं बताइए बताओ बता दीजिए दें जी एक कुछ कोई लिए वाला वाली वाले " +
    "सकता सकती सकते रहा रही रहे गया गई गए हुआ हुई हुए मैं लेकर आना लाना जाना आए आएगा पड़ेगा होगा होगी " +
    "करानी कराने करवानी करवाना करवाने करवाएं करवाऊं कराऊं करूं करूँ करें क्यों क्यूं क्यूँ " +
    "उसका उसकी उसके इसका इसकी इसके उनका उनकी उनके इनका इनकी इनके",
  "hai hain tha thi the ho hota hoti hote ka ki ke ko se mein me mai main par pe aur ya bhi toh to hi na nahi nahin ki " +
    "jo yeh ye woh vo is us kya kaise kaisa kaisi kab kaun kitna kitne kitni kahan kaha mujhe mera meri mere hum humein hamein " +
    "hamara aap aapka aapki apna apni apne kar karen karein karna karne karo karaye karana chahiye chahta chahti batao " +
    "bataiye bataye btao bata dijiye de ji ek kuch koi liye lie wala wali wale sakta sakti sakte raha rahi rahe gaya " +
    "hua hui sir madam lekar aana lana jana aaye aayega padega hoga hogi " +
    "karani karane karwani karwana karwane karwaye karvani karvana karvaye karau karu kyon kyun kyu kyoon " +
    "uska uski uske iska iski iske unka unki unke inka inki inke",
];
const STOP_KEYS = new Set(STOP_WORDS.flatMap((line) => line.split(" ")).map(wordKey));

/**
 * Marathi's small words (issue 31), so "सांगा" or "किती" alone never finds a passage. Matched as written, not by sound
 * key: their keys are other words' ("कुठे" and "cut", "किती" and "kit", "साठी" and "saathi", "व" and a V-shaped pit).
 */
const MARATHI_STOP_WORDS = new Set(
  ("आहे आहेत होते होता होती असे असतो असते आणि किंवा व पण तर ही हा हे ते ती तो त्या या काय कसे कसा कशी किती कुठे केव्हा " +
    "कधी कोण कोणता कोणती कोणते मला माझा माझी माझे माझ्या आम्ही आम्हाला आमचा आमची आमचे आमच्या तुम्ही तुम्हाला तुमचा तुमची " +
    "तुमचे तुमच्या आपण आपला आपली आपले सांगा सांगू सांगाल करा करावे करावी करायचे करायची करू शकतो शकते शकता मध्ये साठी वर " +
    "ला ने चा ची चे च्या नाही नको पाहिजे हवे द्या देऊ काही कोणी जे जो येतो येते लागते लागतो मिळेल होईल")
    .split(" ")
    .map((w) => normaliseDevanagari(w)),
);

/**
 * Words that mean the same to a visitor, in any of the three languages, folded into the group's first word. "didi"
 * is not a stop word inside "Soil Didi" because the group keeps it as a topic word.
 */
const SYNONYM_GROUPS = [
  // The CSR page's model names in the three languages ("Regional", "क्षेत्रीय", "Kshetriya").
  "regional kshetriya क्षेत्रीय प्रादेशिक",
  "test testing tested tests जांच जाँच जाचं परीक्षण परीक्षा टेस्ट जांचना jaanch janch jach jaach jaanch parikshan pariksha check checking checkup analysis तपासले तपासणी तपासणे",
  "soil soils मिट्टी मिटटी माटी माती मृदा ज़मीन जमीन mitti mati maati mitty zameen jameen land सॉयल सोयल सोइल soyal soyil",
  "price prices cost costs fee fees charge charges rate rates पैसा पैसे दाम कीमत क़ीमत किंमत खर्च ख़र्च शुल्क फीस रुपये रुपए daam kimat keemat kharcha kharch shulk paisa paise rupaye rupay rupees rupee rs expensive cheap रेट",
  "sample samples sampling नमूना नमूने नमुना नमुने सैंपल सेम्पल namuna namoona naamuna sampal sampling",
  "clinic clinics क्लिनिक क्लीनिक केंद्र केन्द्र सेंटर लैब प्रयोगशाला klinik clinik kendra centre center lab laboratory",
  "fertilizer fertilizers fertiliser fertilisers खाद खत खते उर्वरक यूरिया khad khaad urvarak urea dap manure",
  "near nearest nearby closest close नज़दीक नज़दीकी नजदीक नजदीकी पास पासवाला nazdeek nazdik najdik najdeek nearby paas pass जवळ जवळचे जवळच्या जवळील",
  "farmer farmers किसान किसानों kisan kisaan kisano",
  "crop crops फसल फ़सल फसलें पीक पिके fasal fasl",
  "yield harvest पैदावार उपज paidawar paidavar upaj",
  "parameter parameters nutrient nutrients element elements पैरामीटर तत्व पोषक चीज़ों parametre tatva tatv poshak घटक घटकांचे चीज़ें चीजें चीजे cheezein cheezen cheeze",
  "device machine kit instrument मशीन उपकरण डिवाइस किट mashin machine upkaran",
  "contact phone call number email mobile संपर्क फ़ोन फोन कॉल नंबर ईमेल sampark fone phon kol call",
  "water पानी पाणी जल pani paani jal",
  "report result results रिपोर्ट रिपोट अहवाल नतीजा नतीजे परिणाम riport nateeja natija parinam रिजल्ट rijalt rizalt",
  "time long days minutes hours समय मिनट मिनिटे देर दिन दिवस घंटे तास samay der minat timing timings",
  "start open begin setup शुरू खोलना खोलें shuru kholna kholna shuruat शुरुआत",
  "earn earning earnings income profit कमाई आमदनी मुनाफा मुनाफ़ा kamai kamana aamdani munafa कमाएंगे कमाते कमाता कमाओगे kamate kamaenge kamayenge kamaoge",
  "business franchise व्यापार बिज़नेस धंधा dhandha vyapar bijnes",
  "package packages पैकेज paikej",
  "satellite सैटेलाइट उपग्रह setelait",
  "advice advisory recommendation सलाह सुझाव salah salaah sujhav",
  "women woman महिला महिलाएं औरतें mahila aurat",
  "training train प्रशिक्षण ट्रेनिंग trening prashikshan sikhate sikhaya sikhana सिखाते सिखाया",
  // Groups the topic intents read (intents.ts): paying in parts, our offices, a visit to the farm, a report's language.
  "payment payments pay paid paying bhugtan भुगतान upi gpay paytm phonepe",
  "discount discounts concession chhoot chhut छूट रियायत",
  // pH, sour and alkaline apart: "pH is high" is alkaline soil's question, not acidic soil's ("ph" alone is one letter
  // as a key, so the group is named by a longer word).
  "phvalue ph पीएच",
  "acidic acidity sour amliya अम्लीय खट्टी tezabi",
  "alkaline alkalinity kshariya क्षारीय usar ऊसर sodic",
  "salt salts salty saline salinity namak नमक khara खारा खारी",
  "loan loans emi emis instalment instalments installment installments finance financing credit किस्त किस्तें लोन क़र्ज़ कर्ज़ ऋण फाइनेंस kist kisht kishton kisto kiston kishto kisten karz karj rin faainans हप्ता हप्ते हप्त्याने हप्त्यात हप्त्यांनी hapta",
  "office offices दफ़्तर दफ्तर ऑफिस ऑफ़िस आफिस आफ़िस कार्यालय daftar dafter karyalay headquarters hq",
  "home house ghar घर doorstep",
  "deep depth गहरा गहरी गहराई gehra gehri gehrai gahra gahri gahrai geharai खोलवर खोलवरून खोलीवर खोलीवरून खोलीपर्यंत",
  "spot spots place places जगह जगहों jagah jagahon jageh",
  "acre acres एकड़ ekad ekar",
  "dry drying sukha sukhana sukhaye सूखा सुखाना सुखाएं सुखाकर",
  // Not "thaili" (थैली): its key is that of "tell".
  "bag bags packet bori बोरी पैकेट",
  // Not "aakar" (आकर): its key is that of "acre".
  "visit visits visiting come coming आइए आएंगे आएगी आएगा aayenge aayegi",
  // Only language names that are no place name's sound: "Punjabi" and "Punjab", "Tamil" and Tamil Nadu share a key.
  "language languages bhasha भाषा भाषाओं marathi मराठी kannada कन्नड़ telugu तेलुगु",
  // Farm and site words a Hindi or Hinglish question uses where an English phrasing has the English word (issue 28):
  // each checked against the bank's and the catalogs' words, so no other word shares its key ("patta" is "pata",
  // "labh" is "lab", "kapas" is "camps", "sasta" is "sanstha", "dikkat" is "dikhta", "kam" is "kaam": those are left out).
  "free muft मुफ़्त मुफ्त nishulk निःशुल्क",
  "field fields farm farms khet khetu खेत खेतों शेत शेतात kheton kheti खेती",
  "deficiency deficient shortage kami कमी kamee",
  "signs sign symptoms symptom lakshan लक्षण pehchan pehchane pehchanen पहचान पहचानें identify recognise",
  "remedy treat treatment cure ilaj ilaaj इलाज upay उपाय",
  "send sent sending deliver delivery delivered bhej bhejo bhejna bhejenge bhejoge bhejdo भेज भेजो भेजना भेजेंगे भेजोगे भेजें भेजिए पाठवा",
  "ceo सीईओ",
  "mean meaning matlab मतलब arth अर्थ",
  "organic jaivik जैविक",
  "difference fark farak फ़र्क फर्क antar अंतर",
  "benefit benefits advantage fayda faayda फ़ायदा फायदा",
  "save saving savings bachat बचत bachega बचेगा bachana बचाना",
  "increase badhegi badhega badhana बढ़ेगी बढ़ेगा बढ़ाना बढ़ाएं",
  "year years saal साल varsh वर्ष",
  "wheat gehun gehu गेहूं गेहूँ",
  "paddy rice dhan dhaan धान chawal चावल",
  "maize corn makka मक्का",
  "cotton narma",
  "tomato tamatar टमाटर",
  "onion pyaz pyaaz प्याज़ प्याज",
  "potato aloo aalu आलू",
  "mustard sarson सरसों",
  "sugarcane ganna ganne गन्ना गन्ने",
  "leaf leaves patton patto patte pattiyan पत्तों पत्ते पत्तियां पत्तियाँ पानांवर",
  "stem stems stalk tana tane danthal dandi तना तने डंठल डंडी दांडा खोड",
  "cauliflower cabbage gobhi phoolgobhi pattagobhi गोभी फूलगोभी पत्तागोभी फुलकोबी कोबी",
  "news newspaper newspapers akhbar akhbaar अखबार अख़बार tv television channel media मीडिया",
  // What a farmer sees on a leaf, in the three languages ("नई पत्तियां पीली, नसें हरी" is "young leaves yellow, veins green").
  "young new naye nayi नए नई कोवळी कोवळ्या",
  "yellow peela peeli peele pila pili pile पीला पीली पीले पिवळी पिवळे पिवळ्या",
  "green hara hari hare हरा हरी हरे हिरवी हिरव्या हिरवे",
  "vein veins nas nasen nason नस नसें नसों शिरा शिरांच्या",
  "plant plants paudha paudhe पौधे पौधा पौधों",
  "village villages gaon gaanv गांव गाँव गांवों",
  "dig digging khodna खोदें खोदना खोदने",
  "pit hole gaddha gadda गड्ढा",
  "ghas ghaas घास",
  "remove hatana hatani hataye हटाना हटानी हटाएं हटाओ hatao हटवाना हटवानी हटवाएं hatwana hatwani hatwao",
  "delete deleted deleting deletion erase erased erasure डिलीट मिटाओ मिटाएं मिटाना mitao mitana",
  "saturday shanivar शनिवार",
  "again dobara dobaara दोबारा",
  "months mahina mahine महीना महीने",
  "qualification eligibility yogyata योग्यता degree degrees डिग्री education educated padhai पढ़ाई शिक्षा matric 10th 12th 10वीं 12वीं दसवीं बारहवीं",
  "required necessary zaroori jaruri zaruri ज़रूरी जरूरी आवश्यक",
  "dukan dukaan दुकान",
  "government govt sarkar sarkari सरकार सरकारी",
  "rights adhikar अधिकार",
  "name naam नाम",
  "wrong galat ग़लत गलत",
  "scheme yojana योजना",
  "harm damage loss nuksan nuksaan नुकसान नुक़सान",
  "irrigation sinchai सिंचाई",
  "buy purchase kharid kharidna khareed खरीद ख़रीद खरीदना",
  "sell selling bech bechna बेच बेचना बेचते बेचोगे बेचेंगे bechoge bechenge",
  "rent rental kiraya kiraye किराया किराए",
  "question questions sawal savaal सवाल prashn प्रश्न",
  "complaints shikayat शिकायत",
  "rain baarish barish बारिश",
  "weather mausam मौसम",
  "electricity bijli बिजली",
  "earthworm earthworms kenchua kenchue केंचुआ केंचुए",
  "quantity amount matra maatra मात्रा",
  "buvai buaai buai बुवाई बुआई",
  "spray spraying chhidkav छिड़काव",
  "pesticide pesticides kitnashak कीटनाशक",
  "burn burning jalana जलाना",
  "stubble residue parali पराली",
  "chemical chemicals rasayanik रासायनिक",
  "sunlight dhoop धूप",
  "shade chhaon chhanv छांव छाँव",
  "geela geeli गीली गीला",
  "record records rikord रिकॉर्ड",
  "every har हर",
  "city town shahar sheher शहर",
  "photo photos tasveer tasveeren तस्वीर तस्वीरें",
  "guarantee garanti गारंटी",
  "member members sadasya sadasyon सदस्य सदस्यों",
  "problem problems samasya समस्या",
  "disease rog रोग bimari बीमारी",
  "seeds beej बीज",
  "quick fast jaldi जल्दी",
  "high zyada jyada ज़्यादा ज्यादा adhik अधिक",
  "accurate accuracy correct reliable sahi सही",
  // What to bring, how to become one, a guide to read, and the things a test checks, as a farmer says them (the
  // Hinglish and Hindi forms whose sound keys are other words' are in SAME_SOUND).
  "bring laao lao laen लाएं leke लेके आणायची आणायचा आणायचे आणावी आणावा आणावे आणू",
  "become becoming banna बनना बनें",
  "guide guides booklet booklets kitab kitaab किताब किताबें पुस्तिका बुकलेट",
  "bulk wholesale thok थोक",
  // The standard soil test, as a farmer calls it: the normal one.
  "standard normal regular usual sadharan साधारण samanya सामान्य",
];
const SYNONYMS = new Map<string, string>();
for (const group of SYNONYM_GROUPS) {
  const words = group.split(/\s+/);
  const canonical = wordKey(words[0]!);
  for (const w of words) {
    const k = wordKey(w);
    if (!SYNONYMS.has(k)) SYNONYMS.set(k, canonical);
  }
}

/** The Devanagari words of the synonym groups, as written (normalised): their sound keys may be a town's ("वर्ष"). */
const GROUP_DEVANAGARI = new Set(SYNONYM_GROUPS.flatMap((group) => group.split(/\s+/)).filter((w) => /[\u0900-\u097f]/.test(w)).map(normaliseDevanagari));

/**
 * Whether a word is one of a synonym group's: a word of the site's subjects ("गेहूं", "bulk"), never a place's name.
 * Latin words by their sound key (every spelling of "gehun"); Devanagari ones as written, since "वाराणसी" has the key of
 * "वर्ष".
 */
export const isGroupWord = (word: string): boolean =>
  /[\u0900-\u097f]/.test(word) ? GROUP_DEVANAGARI.has(normaliseDevanagari(word)) : SYNONYMS.has(wordKey(SAME_SOUND[word.toLowerCase()] ?? word));

/** The search term of a word: its key, its synonym group's key, or null for a stop word. */
export function searchTerm(word: string): string | null {
  const known = TERMS.get(word);
  if (known !== undefined) return known;
  const key = wordKey(SAME_SOUND[word.toLowerCase()] ?? word);
  const canonical = SYNONYMS.get(key) ?? key;
  const stop = (STOP_KEYS.has(key) && canonical === key) || MARATHI_STOP_WORDS.has(normaliseDevanagari(word));
  const term = (canonical.length < 2 && !/^\d$/.test(canonical)) || stop ? null : canonical;
  // Every reply weighs each sentence of its passage by its terms: the same site words come back all the time.
  if (TERMS.size >= MAX_KNOWN_TERMS) TERMS.clear();
  TERMS.set(word, term);
  return term;
}

/** Words whose sound key is that of a Hindi stop word ("pay" and "pe"): searched as another word of their group. */
const SAME_SOUND: Record<string, string> = {
  pay: "payment",
  paying: "payment",
  aakar: "come",
  akar: "come",
  "आकर": "come",
  // "EC" sounds like "ek" (one), a stop word: it is the report's electrical conductivity.
  ec: "conductivity",
  "ईसी": "conductivity",
  // "bante" (become) sounds like "bataye" (tell), "lekar" and "lana" (bring) are small words.
  bante: "become",
  banti: "become",
  banu: "become",
  बनते: "become",
  बनती: "become",
  बनूं: "become",
  lekar: "bring",
  lana: "bring",
  laana: "bring",
  lani: "bring",
  laani: "bring",
  लेकर: "bring",
  लाना: "bring",
  लानी: "bring",
  // Marathi: "घेऊन यायची" (bring, word for word "having taken, come"); "वेळ" (time), whose sound is English's "well".
  घेऊन: "bring",
  वेळ: "time",
};

/** Terms of words already seen, up to MAX_KNOWN_TERMS (the site's words are a few thousand; visitors add their own). */
const TERMS = new Map<string, string | null>();
const MAX_KNOWN_TERMS = 50_000;

/** Words of a text in any script: letters, combining marks and digits. */
export function words(text: string): string[] {
  return text.match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
}

/** The search terms of a text, in order, without stop words. */
export function searchTerms(text: string): string[] {
  const out: string[] = [];
  for (const w of words(text)) {
    const t = searchTerm(w);
    if (t) out.push(t);
  }
  return out;
}
