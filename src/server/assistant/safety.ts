// What the assistant must not answer from the site's passages (issue 28): an emergency gets what to do now and the
// emergency number first, then the offer of a person; politics, medicine, law, other companies' prices, code and
// made-up texts get a short, polite refusal that says what it can help with. Loose on purpose, in English, Hindi and
// Hinglish; an emergency must be a person in trouble now, not a question about pesticides or snakes in general.

export type Emergency = "poisoning" | "snakebite" | "shock" | "injury";
export type OffLimits = "politics" | "medicine" | "law" | "otherCompanies" | "code" | "creative" | "elsewhere";

/** Other testing labs and companies by name: the government's own, fertiliser and input companies. */
const OTHER_LABS = /\b(iffco|kribhco|krishi vigyan kendra|kvk|coromandel|chambal|tata rallis|mahindra|bayer|syngenta|upl|dhanuka|nagarjuna|zuari|icar|agriculture department'?s? lab|krishi vibhag)\b|कृषि विज्ञान केंद्र|केवीके|इफको|कृषि विभाग की लैब/i;
const PRICE_WORD = /\b(price|cost|charge|charges|rate|fees?|kitne|kitna|kitni|daam|dam|paisa|paise|rupaye)\b|कितने|कितना|कितनी|दाम|फ़ीस|फीस|पैसे|रुपये|रेट/i;

/** Pesticide, poison or the spray: what can poison a farmer. */
const POISON = /pesticide|insecticide|weedicide|herbicide|poison|spray(ed|ing)?|\b(zeher|zehar|jahar|jeher|keetnashak|dawai|dawa|chhidkav|chidkav)\b|ज़हर|जहर|कीटनाशक|दवा|दवाई|छिड़काव|छिडकाव|स्प्रे/i;
/** Someone took it in, or feels it now. */
const POISONED =
  /\b(drank|drunk|drink|swallow(ed)?|ate|consumed|inhaled|vomit(ing)?|faint(ed|ing)?|unconscious|dizzy|dizziness|breathless|can'?t breathe|froth(ing)?|fits)\b|\b(pi (li|liya|gaya|gayi|gaye)|pee (li|liya)|kha (li|liya)|ulti|ulte|chakkar|behosh|saans nahi)\b|पी (ली|लिया|गया|गई|गए)|खा (ली|लिया)|उल्टी|चक्कर|बेहोश|सांस नहीं|साँस नहीं|झाग/i;
/** Drinking or vomiting poison needs no spray word. */
const SWALLOWED_POISON = /\b(drank|drunk|swallowed|ate|consumed)\b.{0,30}\b(poison|pesticide|insecticide)\b|\b(zeher|zehar|jahar|keetnashak)\b.{0,20}\b(pi|kha)\b|(ज़हर|जहर|कीटनाशक).{0,20}(पी|खा)/i;
const SNAKE = /\b(snake|cobra|krait|viper|saap|saanp|sanp|naag)\b|साँप|सांप|नाग/i;
const BITE = /\b(bit|bite|bitten|biting|kaat|kaata|kata|kaat liya|dasa|das liya|dansh)\b|काट|काटा|डसा|डस लिया|दंश/i;
const HURT =
  /\b(bleeding|blood(?! pressure)|deep cut|cut (my|his|her|their)|badly cut|wound(ed)?|injur(y|ed)|fractur(e|ed)|broken (bone|arm|leg)|(got|was|is|badly) burn(ed|t)|fell from|accident)\b|\b(khoon|chot|ghayal|haddi toot)\b|\bse (gir|gira|giri) (gaya|gayi|gaye|gya|pada|padi)\b|\b(pair|paon|paav|haath|hath|haddi|tang|taang|kamar|sir|baazu|bazu) (toot|tut|tute|tuta|tuti)\b|खून|ख़ून|चोट|घायल|झुलस|आग से जल|हड्डी टूट|दुर्घटना|हादसा|से गिर (गया|गई|गए|पड़ा|पड़ी)|(पैर|पांव|हाथ|टांग|कमर|सिर|बाजू) टूट/i;
/** An electric shock: the power goes off before anyone touches the person. */
const SHOCK = /\b(electric shock|(got|get|gets|had|took) (a |an )?(electric )?shock|electrocuted|current (laga|lag gaya|lag gya|lagne)|bijli ka jhatka|jhatka laga)\b|करंट लग|बिजली का झटका/i;
const SHARP = /\b(sickle|hansiya|darati|axe|blade|thresher|tractor|machine|kudal|fawda)\b|हंसिया|हँसिया|दरांती|कुल्हाड़ी|थ्रेशर|मशीन/i;
const CUT = /\b(cut|chopped|slashed|kat gaya|kat gayi|kat gya)\b|कट गया|कट गई|कट गयी/i;

/** A person in danger now, by what happened; null for anything else. */
export function emergencyOf(text: string): Emergency | null {
  if (SWALLOWED_POISON.test(text) || (POISON.test(text) && POISONED.test(text))) return "poisoning";
  if (SNAKE.test(text) && BITE.test(text)) return "snakebite";
  if (SHOCK.test(text)) return "shock";
  if (HURT.test(text) || (SHARP.test(text) && CUT.test(text))) return "injury";
  return null;
}

const OFF_LIMITS: readonly [OffLimits, RegExp][] = [
  [
    "politics",
    /\b(vote|voting|election|elections|political|politics|party should|bjp|congress party|bjp ya congress|congress ya bjp|prime minister|chief minister|neta|chunav|chunaav|matdan|modi|rahul gandhi|kejriwal|nitish kumar|mamata banerjee|yogi adityanath)\b|चुनाव|वोट|मतदान|राजनीति|पार्टी को|नेता|मोदी|भाजपा|बीजेपी|कांग्रेस|राहुल गांधी|केजरीवाल|नीतीश|योगी आदित्यनाथ/i,
  ],
  [
    "medicine",
    /\b(fever|cough|cold and|headache|diabetes|blood pressure|bp (is|high)|tablet for|medicine (should I|for me|for fever|for cough|for pain)|pregnan\w*|bukhar|bukhaar|khansi|sir dard|sar dard|pet dard|pet mein dard|dant dard|(mujhe|mere ko|meri|mere) (sugar|bp)|sugar (hai|ki bimari|ki dawai)|bp (hai|ki dawai))\b|बुखार|खांसी|खाँसी|सिरदर्द|सिर दर्द|पेट (में )?दर्द|दांत दर्द|डायबिटीज़?|शुगर की दवा|(मुझे|मेरी|मेरे) (शुगर|बीपी)|शुगर है|बीपी/i,
  ],
  [
    "law",
    /\b(court|case against|file a case|sue|suing|lawyer|advocate|legal (notice|action|advice)|police complaint|land dispute|property dispute|took my land|grabbed my land|vakil|wakil|mukadma|muqadma|adalat|kabza|kabja|zameen ka (jhagda|jhagra|vivad))\b|कोर्ट|अदालत|वकील|मुकदमा|मुक़दमा|एफ़?आईआर|थाने|कब्ज़ा|कब्जा|ज़मीन का (झगड़ा|विवाद)|जमीन का (झगड़ा|विवाद)/i,
  ],
  [
    "otherCompanies",
    /\b(other|another|private|government|govt)\s+(labs?|laborator(y|ies)|compan(y|ies)|brands?)\b.{0,40}\b(price|cost|charge|rate|fees?)\b|\b(price|cost|charge|rate|fees?)\b.{0,40}\b(other|another|private|government|govt)\s+(labs?|laborator(y|ies)|compan(y|ies))\b|दूसरी (लैब|कंपनी)|दूसरे (लैब|कंपनी)/i,
  ],
  // Not "PIN code" or a CSR programme: code as in software.
  ["code", /\b(python|javascript|typescript|html|css|sql|php|coding|scrape|scraper|web ?scraping)\b|\b(write|give|send|make)\b.{0,30}\b(code|script|program)\b|कोड लिख/i],
  ["creative", /\b(joke|poem|poetry|song|shayari|story about|essay|kavita|chutkula)\b|चुटकुला|कविता|शायरी|गाना/i],
  // What another service answers: the weather forecast, today's mandi rates, sport, films, the news, general knowledge.
  [
    "elsewhere",
    /\b(weather forecast|forecast for|will it rain|rain (tomorrow|today|this week)|mausam|barish kab|baarish kab|mandi (price|prices|rate|rates|bhav|bhaav)|mandi (me|mein|main) .{0,20}(bhav|bhaav|rate|daam)|(pyaz|pyaaz|tamatar|gehu|gehun|dhan|dhaan|kapas|soyabean|soybean|chana|makka|sarson|onion|tomato|wheat|cotton) (ka|ke|ki) (bhav|bhaav)|price of \w+ in (the )?mandi|cricket|ipl|match score|movies?|bollywood|news today|capital of|who is the (president|king))\b|मौसम|बारिश कब|मंडी (भाव|रेट|का भाव)|मंडी में .{0,15}(भाव|रेट|दाम)|(प्याज़?|टमाटर|गेहूं|गेहूँ|धान|कपास|सोयाबीन|चना|मक्का|सरसों) (का|के|की) भाव|क्रिकेट|फ़िल्म|फिल्म|राजधानी/i,
  ],
];

/** A question the assistant should not answer at all, by its kind; null for everything else. */
export function offLimitsOf(text: string): OffLimits | null {
  if (OTHER_LABS.test(text) && PRICE_WORD.test(text)) return "otherCompanies";
  return OFF_LIMITS.find(([, re]) => re.test(text))?.[0] ?? null;
}
