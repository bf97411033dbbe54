// What the assistant must not answer from the site's passages (issue 28): an emergency gets what to do now and the
// emergency number first, then the offer of a person; politics, medicine, law, other companies' prices, code and
// made-up texts get a short, polite refusal that says what it can help with. Loose on purpose, in English, Hindi and
// Hinglish; an emergency must be a person in trouble now, not a question about pesticides or snakes in general.

export type Emergency = "danger" | "distress" | "poisoning" | "splash" | "snakebite" | "sting" | "animalBite" | "shock" | "heat" | "fire" | "burn" | "injury" | "collapse";
export type OffLimits =
  | "politics"
  | "animalHealth"
  | "medicine"
  | "law"
  | "otherCompanies"
  | "brands"
  | "inputPrices"
  | "pests"
  | "fakeReport"
  | "agronomy"
  | "privacy"
  | "code"
  | "creative"
  | "general"
  | "schemes"
  | "loans"
  | "elsewhere";

/** Companies by name (not the KVKs and universities the site works with, nor the government's labs). */
const NAMED_COMPANY =
  /\b(iffco|kribhco|coromandel|chambal|tata rallis|rallis|bayer|syngenta|upl|dhanuka|nagarjuna|zuari|godrej agrovet|dehaat|de haat|bighaat|agrostar|agro star|gramophone|bharatagri|bharat agri|cropin|fasal app|jiva|nurture\.?farm|krishi network|plantix|kisan app)\b|इफको|कृभको|धानुका|बायर|सिंजेंटा|देहात|एग्रोस्टार|ग्रामोफोन/i;
/** Other testing labs: the companies above, the government's own and the KVKs, and any "private" or "other" lab. */
const PUBLIC_AND_OTHER_LABS =
  /\b(krishi vigyan kendra|kvk|mahindra|icar|agriculture department'?s? lab|krishi vibhag|(government|govt|sarkari|private|other)\s+(\w+\s+){0,3}(labs?|laborator(y|ies)))\b|कृषि विज्ञान केंद्र|केवीके|कृषि विभाग की लैब|(सरकारी|प्राइवेट|दूसरी|दूसरे)\s+(\S+\s+){0,2}(लैब|प्रयोगशाला)/i;
const isOtherLab = (text: string) => NAMED_COMPANY.test(text) || PUBLIC_AND_OTHER_LABS.test(text);
const PRICE_WORD =
  /\b(price|cost|charge|charges|rate|fees?|cheap|cheaper|costlier|expensive|kitne|kitna|kitni|daam|dam|paisa|paise|rupaye|sasta|sasti|mehenga|mehnga|mehengi)\b|कितने|कितना|कितनी|दाम|फ़ीस|फीस|पैसे|रुपये|रेट|सस्ता|सस्ती|महंगा|महंगी|महँगा/i;

/** A person who speaks of ending their life: the helpline first, before anything that reads like poisoning. */
const DISTRESS =
  /\b(kill myself|end my life|take my (own )?life|suicide|suicidal|want to die|don'?t want to live|no reason to live|no point (in )?living|no point any ?more|(can'?t|cannot) take (it|this) any ?more|want to end (it|everything)|end it all|(can'?t|cannot) go on|giving up on (everything|life)|(nahi|nahin) jee (sakta|sakti|paunga|paungi)|jee nahi (sakta|sakti)|(nahi|nahin) jeena|jeena (nahi|nahin) (hai|chahta|chahti)|better off dead|finish myself|jeene ka (koi )?(matlab|fayda|faida|mann|man) nahi|(khud|apne aap) ko (khatam|khtm|maar|mar) (karna|dena|lunga|dunga|doon)\w*|khudkushi|khud khushi|aatmahatya|atmahatya|jaan de (dunga|dungi|doon|du)|mar (jaunga|jaungi|jaoonga)|marna chahta|marna chahti|mar (jana|jaana) chahta|jeene ka (mann|man) nahi|(zeher|zehar|jahar) kha (lunga|lungi|loon))\b|आत्महत्या|ख़ुदकुशी|खुदकुशी|जान दे (दूंगा|दूंगी|दूं)|मर जाना चाहत|मरना चाहत|जीने का (कोई )?(मतलब|फ़ायदा|फायदा|मन) नहीं|नहीं जीना|जीना नहीं|(नहीं जी|जी नहीं) (सकता|सकती|पाऊंगा|पाऊंगी)|(खुद|ख़ुद|अपने आप) को (खत्म|ख़त्म|मार)|मर जाऊंगा|मर जाऊंगी|जीने का मन नहीं|(ज़हर|जहर) खा (लूंगा|लूंगी|लूं)|जीव द्याव|जगायचे नाही|जगायचं नाही|मरायचे आहे|मरायचं आहे/i;
/** A plea and nothing else ("bachao!", "help me please urgent"): someone may be in danger, and has not said how. */
const PLEA_WORD = String.raw`(bachao|bachaao|bachaiye|bachalo|bacha lo|save me|save us|sos|emergency)`;
const URGENT = String.raw`(urgent|urgently|jaldi|someone|somebody|koi|koi hai|kya karu|kya karoon|kya karun)`;
const PLEA = new RegExp(
  String.raw`^\W*(((please|pls|plz|ji|sir|bhai|${URGENT})\s+)*${PLEA_WORD}(\s+(please|pls|plz|me|us|sir|ji|bhai|help|${PLEA_WORD}|${URGENT}))*|((please|pls|plz)\s+)*${URGENT}\s+(\w+\s+)?(help|madad)( me| us| karo| kro| kijiye| karein)?(\s+(please|pls|plz|${URGENT}))*|help( me| us)?\s+(please\s+)?${URGENT}(\s+(please|pls|plz|${URGENT}))*)[\s!.?]*$` +
    String.raw`|^\W*((कोई|जल्दी|प्लीज़)\s+)*(बचाओ|बचाइए|बचा लो|वाचवा)(\s+(कोई|जल्दी|प्लीज़|कोई है|क्या करूं|बचाओ))*[\s!.?।]*$`,
  "iu",
);
/** Pesticide, poison, fertiliser or the spray: what can poison a farmer. */
const POISON =
  /pesticide|pestic\w*|pesticd\w*|pestisa?id\w*|insecticide|insectic\w*|weedicide|herbicide|weed ?killer|poison|fertili[sz]er|spray(ed|ing)?|kerosene|phenyl|acid|bleach|\b(zeher|zehar|jahar|jeher|keetnashak|dawai|dawa|chhidkav|chidkav|chhidakne|urea|sulphas|celphos|phorate|monocrotophos|chlorpyrifos|chlorpyri\w*|paraquat|chuha maar|chuhe maar|mitti ka tel|tezab|tejab)\b|मिट्टी का तेल|केरोसिन|फिनाइल|तेज़ाब|तेजाब|ज़हर|जहर|कीटनाशक|दवा|दवाई|छिड़काव|छिडकाव|छिड़क|स्प्रे|यूरिया|सल्फास|चूहे मार|चूहा मार|कीड़े मार|कीटकनाशक|विष|फवारणी|फवारा|तणनाशक|औषध/i;
/** Someone took it in, or feels it now. */
const POISONED =
  /\b(drank|drunk|drink|swallow(ed)?|ate|eaten|consumed|inhale|inhaled|inhaling|vomit(ing)?|faint(ed|ing)?|unconscious|dizzy|dizziness|breathless|can'?t breathe|breathing (very |so )?(hard|fast|heavily|heavy)|froth(ing)?|fits|sweating a lot|foam(ing)?|(in|into) (his|her|my|their|the) mouth|(muh|munh|mooh|moonh) (me|mein|main) (chala|chali|gaya|gayi|aa|ja|gir)\w*|(muh|munh) se (jhaag|jhag))\b|मुंह में (चला|चली|गया|गई|आ|गिर)|मुंह से झाग|\b(pi (li|liya|gaya|gayi|gaye)|pee (li|liya)|kha (li|liya|gaya|gayi)|ulti|ulte|chakkar|behosh|saans nahi|(saans|sans|swas) (lene )?(me|mein|main) (dikkat|dikkkat|taklif|takleef|pareshani|problem)|(chhati|chhaati|seene) (me|mein|main) (jakdan|jakadan|dard)|(difficulty|trouble|problem|hard) (in )?breathing|hard to breathe|chest (is )?(tight|tightness))\b|(सांस|साँस) (लेने )?में (दिक्कत|तकलीफ़?|परेशानी)|(छाती|सीने) में (जकड़न|दर्द)|श्वास घ्यायला त्रास|पी (ली|लिया|गया|गई|गए)|खा (ली|लिया|गया|गई)|उल्टी|चक्कर|बेहोश|सांस नहीं|साँस नहीं|झाग|प्यायल|खाल्ल|उलटी|घेतल/i;
/** It went into the eyes or onto the skin: washing comes first. */
const SPLASHED =
  /\b(eyes? (are |is )?(burning|stinging|red)|(leaked|leaking|spilled|spilt|poured|fell) (all )?(on|over|onto)|all over (his|her|my|their) (back|body|legs?|arms?|skin|face|clothes)|(skin|body) (is |started )?(itching|burning|stinging)|(in|into) (his|her|my|their|the|both) eyes?|(on|over) (his|her|my|their) (skin|face|body|hands?|arms?|legs?)|splash(ed|es)?|(aankh|aankhon|ankh|ankhon|aankho|ankho) (mein|me|main) (\w+ )?(jalan|gir|pad|chala|chali|chal|ghus|aa|ja|lag)\w*|(sharir|badan|chehre|haath|hath|twacha) (par|pe) (gir|pad|lag)\w*)\b|(आंख|आँख|आंखों|आँखों) में (जलन|गिर|पड़|चला|चली|घुस|आ|लग)|(शरीर|बदन|कपड़ों|पीठ) पर (गिर|फैल|लीक)|(शरीर|बदन|चेहरे|हाथ|त्वचा) (पर|पे) (गिर|पड़|लग)|डोळ्यात|अंगावर (पडल|उडाल)/i;
/** Drinking or vomiting poison needs no spray word. */
const SWALLOWED_POISON =
  /\b(galti se|by mistake|accidentally)\b.{0,50}\b(kha|pi|pee) (li|liya|gaya|gayi|gaye)\b|\b(by mistake|accidentally)\b.{0,30}\b(drank|ate|swallowed)\b|गलती से.{0,50}(?:^|\s)(खा|पी) (ली|लिया|गया|गई|गए)|\b(drank|drunk|swallowed|ate|consumed)\b.{0,30}\b(poison|pesticide|insecticide|herbicide|weedicide|weed ?killer|kerosene|acid|urea|fertili[sz]er)\b|\b(zeher|zehar|jahar|keetnashak|urea|sulphas)\b.{0,40}\b(pi|pee|kha)\b|(ज़हर|जहर|कीटनाशक|यूरिया|सल्फास|खाद|चूहे मार).{0,40}(?:^|\s)(पी|खा) ?(ली|लिया|लिए|लिये|गया|गई|गए|लेने|चुका|चुकी)/i;
const SNAKE = /\b(snake|snak|snek|sanke|cobra|krait|viper|saap|saanp|sanp|saamp|naag)\b|साँप|सांप|साप|नाग/i;
const BITE = /\b(bit|bite|bitten|biting|kaat|kaata|kata|kaat liya|dasa|das liya|dansh)\b|काट|काटा|डसा|डस लिया|दंश|चावल[ाीें]/i;
const HURT =
  /\b(bleeding|blood(?! pressure)|deep cut|cut (my|his|her|their) (own )?(hand|hands|finger|fingers|thumb|leg|legs|foot|feet|arm|arms|head|face|toe|toes)|badly cut|wound(ed)?|injur(y|ed)|fractur(e|ed)|broken (bone|arm|leg)|fell from|accident|overturned|turned over on|gored|attacked by a (bull|buffalo|cow)|(bull|buffalo|cow|ox|boar|wild boar|bear|leopard|elephant|nilgai) (attacked|gored|charged|kicked|trampled)|(badly|seriously|very) (hurt|injured)|fell (off|from|down)|(can'?t|cannot) (stand|walk|get up)|not moving|(hand|arm|finger|fingers|leg|foot) (got |was |is )?(caught|stuck|crushed|trapped)|broke (his|her|my|their) (leg|arm|hand|back))\b|\b(tractor|trolley) (palat|palti|pulat|ulat)\w*|\b(saand|sand|bail|bhainsa) ne (maar|mara|seeng)\w*|ट्रैक्टर पलट|ट्रॉली पलट|(सांड|सांड़|बैल|भैंसे) ने (मार|सींग)|\b(khoon|chot|ghayal|haddi toot)\b|\bse (gir|gira|giri) (gaya|gayi|gaye|gya|pada|padi)\b|\b(gir|gira|giri) (gaya|gayi|gaye|gae|gya|pada|padi|pade) (\w+ ){0,2}(se|par se)\b|गिर (गया|गई|गए|पड़ा|पड़ी|पड़े) (\S+ ){0,2}से(?![\u0900-\u097F])|\b(pair|paon|paav|haath|hath|haddi|tang|taang|kamar|sir|baazu|bazu) (toot|tut|tute|tuta|tuti)\b|खून|ख़ून|चोट|घायल|रक्त (थांबत|येत|वाहत|खूप)|(पाय|हात|बोट) (अडकला|अडकले|अडकली)|जखमी|(हात|पाय|बोट) (कापला|कापले|कापली|मोडला|मोडले|मोडली|तुटला)|वरून पडल[ाीे]|हड्डी टूट|दुर्घटना|हादसा|से गिर (गया|गई|गए|पड़ा|पड़ी)|(पैर|पांव|हाथ|टांग|कमर|सिर|बाजू) टूट|(हाथ|उंगली|उँगली|अंगूठा|पैर|पांव) (कट|फंस|फँस|कुचल)|(मशीन|थ्रेशर|कुट्टी) में (हाथ|उंगली|उँगली|पैर)|\b(haath|hath|ungli|ungliyan|angutha|pair|paon|paav) (kat|fas|phas|fans|kuchal)\w*|\b(machine|thresher|kutti) (me|mein|main) (haath|hath|ungli|pair) (aa|fas|phas|fans)\w*/i;
/** A scorpion, bees or wasps: a sting that can kill a child, or anyone stung many times. */
const STINGER =
  /\b(scorpions?|bichhu|bichchhu|bichu|bichoo|bees?|honey ?bees?|wasps?|hornets?|madhumakhi|madhumakkhi|madhu makhi|madhumakhiyon|tatiya|tataiya|bhirad|bhiron|bhirr|bhid|barre|barron)\b|बिच्छू|बिच्छु|मधुमक्खी|मधुमक्खियों|ततैया|ततैये|बर्र|भिड़|विंचू|विंचवा|विंचवाने|मधमाश|गांधीलमाश/i;
const STUNG = /\b(stung|sting|stings|bit|bitten|bite|kaat|kaata|kata|kaat liya|kat liya|dank|dank mara|dank maar diya|dasa)\b|काट|डंक|डंख|डस|चावल[ाीे]/i;
/** A dog, a monkey or a jackal: rabies. */
const BITER = /\b(dogs?|stray dog|monkeys?|jackal|mongoose|kutta|kutte|kutiya|kutton|bandar|siyar|gidar)\b|कुत्ते|कुत्ता|कुतिया|बंदर|सियार|गीदड़|कुत्र्या|कुत्रा|माकड/i;
const HEAT = /\b(heat ?stroke|sun ?stroke|heat exhaustion|(loo|lu) (lag|lagi|lag gayi|lag gai|lag gaya|se))\b|लू लग|लू से|उष्माघात/i;
const BURNED =
  /\b((got|was|is|badly|been) burn(ed|t)|blisters|(got|has|have|had) (bad |severe )?burns|scald(ed|s)?|hot (oil|water|tea|milk|ghee) (fell|spilled|spilt|splashed|poured)|garam (tel|paani|pani|doodh|chai) (gir|pad)\w*|chhale|chaale|burnt (his|her|my|their)|(hand|hands|arm|leg|face|finger|fingers|foot|skin|back) (got |was |is |has been )?(badly )?burn(ed|t)|burns? (on|to) (his|her|my|the) (hand|arm|leg|face|body|back)|(haath|hath|pair|chehra|muh|munh|body|sharir) jal (gaya|gayi|gai|gya)|jhulas)\b|झुलस|आग से जल|छाले|गर्म (तेल|पानी|दूध|चाय) (गिर|पड़)|(हाथ|पैर|चेहरा|मुंह|मुँह|पीठ|शरीर) जल (गया|गई)|भाजल/i;
/** A rash or an itch after the spray itself ("khujli ki dawai" is a medicine question, not a splash). */
const SPRAYED = /\b(spray(ed|ing)?|pesticide|insecticide|weedicide|herbicide|weed ?killer|keetnashak|chhidkav|chidkav)\b|कीटनाशक|छिड़काव|छिडकाव|स्प्रे|फवारणी|तणनाशक/i;
const ITCH = /\b(rash|rashes|itch|itching|itchy|khujli|kharish|jalan)\b|खुजली|जलन|चकत्ते|खाज/i;

/** A field, a haystack or a house on fire: the fire brigade, and everyone away from it. */
const FIRE =
  /\b((caught|on) fire|fire (broke out|in (my|the|our|his|her) (\w+ )?(field|farm|crop|barn|house|home|shed|cowshed|village|haystack|hay|straw|godown|store))|fire .{0,30}(spreading|spread|spread to|help)|aag .{0,25}(aa gayi|aa gai|pahunch|phail|fail gayi|fail rahi|badh rahi)|(barn|house|haystack|hay|shed|straw stack) is burning|aag (lag|lagi) (gayi|gai|gaya|gya|gyi|hai)|aag lagi hai|(khet|fasal|ghar|bhuse|bhusa|parali|godam|godaam) (mein|me|main|ko) aag)\b|आग लग (गई|गयी|गया|चुकी)|आग लगी है|आग .{0,25}(आ गई|पहुंच|फैल)|(खेत|फसल|फ़सल|घर|भूसे|पराली|गोदाम) (में|को) आग|आग लागली|शेतात आग/i;

/** Someone down and not waking, not breathing, a heart attack, drowning: no other word needed. */
const COLLAPSED =
  /\b(collapsed|unconscious|passed out|fainted|(suddenly|just) fell (down )?and|(can'?t|cannot|isn'?t|is not|not) (speak|speaking|talking)|face (is )?drooping|stroke|lakwa|achanak gir|bol nahi (raha|rahi|rahe|pa)\w*|not breathing|stopped breathing|not waking|won'?t wake|chest pain|heart attack|seizure|drowned|(is|was) drowning|fell (into|in) (a|the|our|my) (\w+ )?(well|canal|pond|river|tank|lake)|(kuye|kuwe|kuan|kuen|kuein|nahar|talab|nadi|borewell|bore well|bore|gadde|gaddhe|gadda|gaddha) (mein|me|main) gir|fell (into|in) (a|an|the) (open )?(borewell|bore well|pit)|gir pad(e|a|i) .{0,20}uth nahi|uth nahi (rahe|raha|rahi)|behosh|hosh (nahi|nahin)|saans (nahi|nahin) (aa|le|chal)|(seene|chhati|chaati) (me|mein|main) dard|dil ka daura|doob (gaya|gayi|raha|rahi)|mirgi)\b|बेहोश|होश नहीं|सांस नहीं|साँस नहीं|उठ नहीं (रहे|रहा|रही)|बोल नहीं (रहे|रहा|रही|रहीं|पा)|अचानक गिर|लकवा|(कुएं|कुंए|कुएँ|नहर|तालाब|नदी) में गिर|विहिरीत पड|(सीने|छाती) में (तेज़? |बहुत )?दर्द|(बोरवेल|बोर|गड्ढे|गड्ढा) (के गड्ढे )?में गिर|दिल का दौरा|डूब (गया|गई|रहा|रही)|मिर्गी|बेशुद्ध|छातीत दुख/i;
/** An electric shock: the power goes off before anyone touches the person. */
const SHOCK = /\b(electric shock|live wire|fallen (power )?(line|wire)|(bijli|light) ka (tar|taar)|(tar|taar) (gira|gir gaya|toot|tut)\w*|(got|get|gets|had|took) (a |an )?(electric )?shock|electrocuted|current (laga|lag gaya|lag gya|lagne)|bijli ka jhatka|jhatka laga)\b|करंट लग|बिजली का झटका|बिजली का तार|शॉक लागला|करंट लागला|विजेचा (धक्का|शॉक)/i;
const SHARP = /\b(sickle|hansiya|darati|axe|blade|thresher|tractor|machine|kudal|fawda)\b|हंसिया|हँसिया|दरांती|कुल्हाड़ी|थ्रेशर|मशीन/i;
const CUT = /\b(cut|chopped|slashed|kat gaya|kat gayi|kat gya)\b|कट गया|कट गई|कट गयी/i;

/** A person in danger now, by what happened; null for anything else. */
export function emergencyOf(text: string): Emergency | null {
  if (DISTRESS.test(text)) return "distress";
  if (PLEA.test(text)) return "danger";
  if (SWALLOWED_POISON.test(text)) return "poisoning";
  if ((POISON.test(text) && SPLASHED.test(text)) || (SPRAYED.test(text) && ITCH.test(text))) return "splash";
  if (POISON.test(text) && POISONED.test(text)) return "poisoning";
  if (SNAKE.test(text) && BITE.test(text)) return "snakebite";
  if (STINGER.test(text) && STUNG.test(text)) return "sting";
  if (BITER.test(text) && (BITE.test(text) || STUNG.test(text))) return "animalBite";
  if (SHOCK.test(text)) return "shock";
  if (HEAT.test(text)) return "heat";
  // A fire still burning comes first: everyone away from it, then the burns.
  if (FIRE.test(text)) return "fire";
  if (BURNED.test(text)) return "burn";
  if (HURT.test(text) || (SHARP.test(text) && CUT.test(text))) return "injury";
  if (COLLAPSED.test(text)) return "collapse";
  return null;
}

const OFF_LIMITS: readonly [OffLimits, RegExp][] = [
  [
    "politics",
    /\b(vote|voting|election|elections|political|politics|party should|farm laws?|krishi kanoon|farm bills?|krishi bill|(kiski|kaun si|kiski) sarkar|sarkar (banegi|ayegi|aayegi|kuch nahi)|government (does nothing|is useless|doesn'?t care|will win)|bjp|congress party|bjp ya congress|congress ya bjp|prime minister|chief minister|neta|chunav|chunaav|matdan|modi|rahul gandhi|kejriwal|nitish kumar|mamata banerjee|yogi adityanath|(which|what) party (should|do|does|will|is best|to vote|are you)|(kis|kaun si|konsi|kaunsi) party (ko|ki|ka|se|achhi|acchi|sahi)|party (ko )?support)\b|चुनाव|वोट|मतदान|निवडणू?क|पक्षाला मत|मत (द्याय|देऊ)|राजनीति|पार्टी को|कृषि कानून|कृषि क़ानून|कृषि बिल|कृषि विधेयक|किसकी सरकार|सरकार बनेगी|सरकार कुछ नहीं|नेता|मोदी|भाजपा|बीजेपी|कांग्रेस|राहुल गांधी|केजरीवाल|नीतीश|योगी आदित्यनाथ/i,
  ],
  // A sick cow or goat: the vet, not a doctor (before "medicine", which would read the fever as a person's).
  [
    "animalHealth",
    /\b(cows?|gaay|gaiya|gaaye|buffalo(es)?|bhains|bhainsa|goats?|bakri|bakra|bulls?|bail|calf|calves|bachhda|bachda|ox|oxen|cattle|livestock|poultry|hens?|chickens?|murgi|murgiyan|pashu|janwar|jaanwar|maveshi|sheep|bhed)\b.{0,80}\b(sick|ill|fever|disease|medicine|treatment|vaccine|injection|bloat(ed|ing)?|afara|aphara|not eating|bimar|beemar|bimaar|beemaar|bimari|bimaari|bukhar|bukhaar|dawai|dawa|ilaj|ilaaj|tika|chara nahi|(less|low|little|no) milk|milk (yield|production)|doodh kam|kam doodh|doodh nahi)\b|\b(sick|ill|fever|disease|medicine for|treatment for|bimar|beemar|bimaar|beemaar)\b.{0,30}\b(cows?|gaay|gaiya|buffalo(es)?|bhains|goats?|bakri|bulls?|bail|calf|cattle|livestock|hens?|chickens?|murgi|pashu|janwar|maveshi)\b|(गाय|भैंस|बकरी|बकरा|बैल|बछड़|बछिया|पशु|मवेशी|जानवर|मुर्गी|भेड़|गुरां|जनावर|म्हैस|म्हशी|शेळी|बैलाला|गायीला|गाईला|गाई|गुरांना).{0,40}(बीमार|बुखार|बुख़ार|दवा|दवाई|इलाज|टीका|इंजेक्शन|चारा नहीं|आजारी|ताप|औषध|उपचार|दूध कम|कम दूध|दूध नहीं|दूध कमी)/i,
  ],
  [
    "medicine",
    /\b(fever|cough|cold and|headache|diabetes|blood pressure|bp (is|high)|tablet for|medicine (should I|for me|for fever|for cough|for pain)|pregnan\w*|bukhar|bukhaar|khansi|sir dard|sar dard|pet dard|pet mein dard|dant dard|ulti|dast|loose motion|tabiyat|tabiyat kharab|tabeeyat|(mujhe|mere ko|meri|mere) (sugar|bp)|sugar (hai|ki bimari|ki dawai)|bp (hai|ki dawai)|(back|knee|joint|stomach|tooth|body|leg|neck) ?(pain|ache)|painkillers?|(high|low) (bp|sugar|blood sugar)|(what|which) (tablet|tablets|pill|pills)|rash|rashes|itch|itching|itchy|allergy|khujli|kharish|(good|best|which) (hospital|doctor)|(pet|kamar|ghutne|ghutno|sir|sar|badan|dant|daant) (me|mein|main) (bahut )?dard|dard (ki|ke liye) (dawa|dawai|goli))\b|बुखार|खांसी|खाँसी|सिरदर्द|उल्टी|(?<![\u0900-\u097F])दस्त(?![\u0900-\u097F])|तबीयत|तबियत|सिर दर्द|पेट (में )?दर्द|दांत दर्द|डायबिटीज़?|शुगर की दवा|(मुझे|मेरी|मेरे) (शुगर|बीपी)|शुगर है|बीपी|(पेट|कमर|घुटने|घुटनों|सिर|बदन|दांत) (में )?(बहुत )?दर्द|दर्द की (दवा|गोली)|कौन सी गोली|खुजली|एलर्जी|चकत्ते|गोली (लूं|लूँ|खाऊं|खाऊँ)/i,
  ],
  [
    "law",
    /\b(court|case against|file a case|sue|suing|lawyer|advocate|legal (notice|action|advice)|police complaint|police case|police station|under which section|ipc section|boundary (stone|dispute|wall)|encroach\w*|land dispute|property dispute|took my land|grabbed my land|vakil|wakil|mukadma|muqadma|adalat|kabza|kabja|zameen ka (jhagda|jhagra|vivad)|case (kar|karu|karun|karna|karein|kare)\w*|consumer (court|forum))\b|उपभोक्ता (फोरम|अदालत)|(केस|मुकदमा) (कर|दर्ज)|(थाने|पुलिस) में (शिकायत|रिपोर्ट)|कोर्ट|अदालत|वकील|मुकदमा|मुक़दमा|एफ़?आईआर|थाने|कब्ज़ा|कब्जा|ज़मीन का (झगड़ा|विवाद)|जमीन का (झगड़ा|विवाद)/i,
  ],
  [
    "otherCompanies",
    /\b(other|another|private|government|govt)\s+(labs?|laborator(y|ies)|compan(y|ies)|brands?)\b.{0,40}\b(price|cost|charge|rate|fees?)\b|\b(price|cost|charge|rate|fees?)\b.{0,40}\b(other|another|private|government|govt)\s+(labs?|laborator(y|ies)|compan(y|ies))\b|दूसरी (लैब|कंपनी)|दूसरे (लैब|कंपनी)|(दुसऱ्या|इतर|खाजगी)\s+(\S+\s+){0,2}(कंपन्या|कंपनी|लॅब|प्रयोगशाळ)\S*.{0,50}(दर|किंमत|किती पैसे|फी)|(दर|किंमत|फी)\S*\s.{0,40}(दुसऱ्या|इतर|खाजगी)\s+(कंपन्या|कंपनी|लॅब|प्रयोगशाळ)/i,
  ],
  // Which brand or company's tractor, seed, fertilizer or pesticide to buy: the report says what the field needs, not
  // whose bag to buy.
  // Not "PIN code" or a CSR programme: code as in software.
  [
    "code",
    /\b(python|javascript|typescript|java|html|css|sql|php|coding|scrape|scraper|web ?scraping|excel formula)\b|\b(write|give|send|make)\b.{0,30}\b(code|script|program)\b|\b(code|coding) (likh|bana)\w*|\b(app|website|program) ka code\b|कोड (लिख|बना)|प्रोग्राम लिख|पायथन|जावा/i,
  ],
  ["creative", /\b(joke|poem|poetry|song|shayari|story about|essay|kavita|chutkula|gaana|geet)\b|चुटकुला|कविता|शायरी|(?<![\u0900-\u097F])गाना(?![\u0900-\u097F])/i],
  // Homework, sums, translations, general knowledge, religion and stars: nothing the site knows, and no passage
  // should pretend to.
  [
    "general",
    /\b(homework|home work|school assignment|(my|school|college|class) assignment|assignment (likh|write|bana)\w*|project (report|file|work) (likh|bana|write|for)\w*|(college|school|class) (ke liye|project|assignment)|nibandh|class \d+ (ka|ki|ke|homework|essay|project)|(aadhaar|aadhar|adhar|pan card|voter id|voter card|passport|driving licen[cs]e)\b.{0,30}\b(update|link|correction|change|banwa\w*|bana\w*|download|apply|naya|new)|maths? (question|problem|sum)|solve this (sum|question|equation)|translate (this|these|the following) (sentence|line|text|words?|para\w*)|translate the following|what is \d+ ?(\+|-|x|\*|times|plus|minus|into|divided by) ?\d+|capital of|who is the (president|king|prime minister)|who invented|meaning of the word|which god|pray(er)? (to|for)|auspicious|panchang|panchaang|mandir|pooja|puja|paath (karu|karun|karein)|astrology|horoscope|rashifal|(shaadi|shadi|vivah|marriage) (kab|kaise|hogi|karu|karun|will)|(my|meri|mera) (marriage|shaadi|shadi|love life)|girlfriend|boyfriend|jyotish|kundli|muhurat|(buy|sell|invest in|price of) (\w+ ){0,2}shares?|shares? (market|price|bazaar)|stock market|stocks|sensex|nifty|bitcoin|crypto\w*|mutual funds?|lottery|bomb|explosives?|weapons?|guns?|pistol)\b|शेयर (बाज़ार|बाजार|मार्केट)|बिटकॉइन|लॉटरी|(?<![\u0900-\u097F])बम(?![\u0900-\u097F])|हथियार|होमवर्क|गृहकार्य|निबंध|कक्षा \d|(आधार|पैन कार्ड|वोटर|पासपोर्ट).{0,30}(अपडेट|लिंक|बदल|बनवा|सुधार)|अनुवाद|ट्रांसलेट|राजधानी|सवाल हल|कौन से भगवान|किस भगवान|पंचांग|शुभ (दिन|मुहूर्त)|मंदिर|पूजा|पाठ (करूं|करूँ|करें)|राशिफल|ज्योतिष|शादी (कब|कैसे|होगी)|मेरी शादी|कुंडली|मुहूर्त/i,
  ],
  // When to sow, how much seed, which variety, how to space or water a crop, drones: the KVK's field advice, not a soil
  // test's (the site's own "irrigation water" test and "too much irrigation" stay questions it answers).
  [
    "agronomy",
    /\b(seed rate|seeds? per (acre|hectare|bigha)|when (to|should i|do i|can i) (sow|plant|transplant)|sowing (time|date|season)|best time to (sow|plant)|(which|best|good|high[- ]yield\w*) (variety|varieties|seed variety)|variety of (wheat|paddy|rice|cotton|soybean|mustard|maize|tomato|onion)|spacing (for|between|of)|plant spacing|how (often|many times) (should i |do i |to )?(irrigate|water)|how much water does|(drip|sprinkler) (irrigation )?(cost|subsidy|setup|system)|drones?|buvai (kab|ka samay|kaise)|bowai kab|(kaunsi|kaun si|konsi) (kism|variety|kisam)|beej (dar|ki matra)|kitni baar (paani|pani|sinchai)|sinchai kab)\b|बुवाई (कब|का सही समय|का समय)|बोवाई कब|(कौन सी|कौनसी) (किस्म|वैरायटी)|बीज दर|कितनी बार (पानी|सिंचाई)|सिंचाई कब|ड्रोन|ड्रिप|स्प्रिंकलर|पेरणी कधी|कोणते वाण/i,
  ],
  // A report written to order ("a fake report for my bank loan"): a report says what the soil's test measured.
  [
    "fakeReport",
    /\b(make|write|give|create|need|want|can you|could you|pay|bana|banao|banwa\w*|likh\w*|chahiye|de do|dedo|dijiye)\b.{0,40}\b(fake|forged|farzi|farji|jhooti|jhuthi|jhoothi|nakli)\b.{0,25}\b(report|result|certificate|card)\b|\b(fake|forged|farzi|farji|jhooti|jhuthi|jhoothi|nakli)\b.{0,25}\b(report|result|certificate|card)\b.{0,25}\b(bana|banao|banwa\w*|likh\w*|chahiye|de do|dedo|dijiye|milegi|mil sakti)\b|(झूठी|जाली|नकली|फर्जी|फ़र्ज़ी) (रिपोर्ट|रिजल्ट|प्रमाण).{0,25}(बना|लिख|चाहिए|दे|मिल)/i,
  ],
  // Government schemes and their money (PM-Kisan, subsidies, crop insurance, ration cards): the agriculture office and
  // the Kisan Call Centre know them; the Soil Health Card, which the site does speak of, is not one of these.
  [
    "schemes",
    /\b(pm[- ]?kisan|kisan samman nidhi|samman nidhi|subsid(y|ies)|sabsidi|anudan|crop insurance|fasal bima|pmfby|ration card|old age pension|vridha pension|kisan pension|yojana (ka|ki|ke) (paisa|kist|labh|form)|(scheme|yojana) (money|installment|instalment|payment|form|apply))\b|पीएम किसान|किसान सम्मान निधि|सम्मान निधि|सब्सिडी|अनुदान|फसल बीमा|राशन कार्ड|पेंशन|योजना (का|की|के) (पैसा|किस्त|लाभ|फॉर्म)/i,
  ],
  // A farm loan, a Kisan Credit Card, a loan waiver: the bank or the cooperative society (a clinic's EMI is ours).
  [
    "loans",
    /\b(loans?|lone|karz|karza|karja|qarz|rin|kcc|kisan credit card|credit card|karz ?maafi|karj ?mafi|loan ?maafi|loan ?mafi|kist (nahi|nahin) (bhar|de))\b|लोन|कर्ज़?|क़र्ज़|ऋण|किसान क्रेडिट कार्ड|कर्जमाफी|कर्ज़ माफ़ी|कर्ज माफी|कर्जमाफी/i,
  ],
  // What another service answers: the weather forecast, today's mandi rates, sport, films, the news, general knowledge.
  [
    "elsewhere",
    /\b(weather (in|for|tomorrow|today|this week|forecast|report|update)|what.{0,12}weather|weather.{0,20}\b(be|like)\b|forecast for|will it rain|going to rain|rain (tomorrow|today|this week|in)|temperature (tomorrow|today)|barish (hogi|aayegi|kab)|mausam|barish kab|baarish kab|mandi (price|prices|rate|rates|bhav|bhaav)|mandi (me|mein|main) .{0,20}(bhav|bhaav|rate|daam)|(pyaz|pyaaz|tamatar|gehu|gehun|dhan|dhaan|kapas|soyabean|soybean|chana|makka|sarson|onion|tomato|wheat|cotton) (ka|ke|ki) (bhav|bhaav)|price of \w+ in (the )?mandi|(onion|tomato|wheat|cotton|soybean|soyabean|paddy|chana|gram|maize|pyaz|pyaaz|tamatar|kapas|gehu|gehun) (rate|rates|price|prices|bhav|bhaav)|(rate|rates|price|prices|bhav|bhaav)\b.{0,30}\bmandi|cricket|ipl|match score|score of (the )?(india|match|game)|match ka score|movies?|bollywood|news today|msp|minimum support price|sarkari (bhav|bhaav|rate)|(bhav|bhaav|rate|price|daam) .{0,30}quintal|quintal .{0,20}(bhav|bhaav|rate|price|daam))\b|एमएसपी|समर्थन मूल्य|सरकारी भाव|(भाव|रेट|दाम|कीमत).{0,30}क्विंटल|क्विंटल.{0,20}(भाव|रेट|दाम)|मौसम|बारिश कब|मंडी (भाव|रेट|का भाव)|मंडी में .{0,15}(भाव|रेट|दाम)|(प्याज़?|टमाटर|गेहूं|गेहूँ|धान|कपास|सोयाबीन|चना|मक्का|सरसों) (का|के|की) भाव|क्रिकेट|फ़िल्म|फिल्म|बाजारभाव|बाजार भाव|पाऊस (कधी|पडेल|पडणार|येईल)|हवामान/i,
  ],
];

/** Tractor, pump, irrigation and seed makers by name ("Mahindra or Swaraj?"). */
const FARM_BRANDS =
  /\b(mahindra|swaraj|sonalika|john deere|new holland|eicher|escorts|kubota|massey( ferguson)?|tafe|powertrac|farmtrac|vst|preet|kartar|kirloskar|crompton|texmo|jain irrigation|netafim|mahyco|nuziveedu|rasi seeds|kaveri seeds|advanta|pioneer seeds)\b|महिंद्रा|स्वराज|सोनालिका|जॉन डियर|आयशर|एस्कॉर्ट्स|किर्लोस्कर/i;

/** Which brand or company to buy from ("which tractor brand is best"), and the goods a farmer buys. */
const WHICH_BRAND =
  /\b(which|best|good|konsa|kaunsa|kaun sa|konsi|kaunsi|kaun si|sabse achha|sabse acchi)\b.{0,25}\b(brand|brands|company|companies|make)\b|\b(brand|company)\b.{0,20}\b(is best|best hai|achha hai|acchi hai|better)\b|(कौन सा|कौन सी|कौनसा|कौनसी|सबसे अच्छा|सबसे अच्छी|अच्छा|अच्छी) .{0,20}(ब्रांड|कंपनी)|(ब्रांड|कंपनी) .{0,15}(अच्छा|अच्छी|बढ़िया)/i;
const FARM_GOODS =
  /\b(tractors?|seeds?|beej|fertili[sz]ers?|khad|khaad|urea|dap|npk|pesticides?|insecticides?|spray|dawai|pumps?|sprayers?|harvester|rotavator|drip)\b|ट्रैक्टर|बीज|खाद|यूरिया|डीएपी|दवा|कीटनाशक|पंप|स्प्रेयर/i;

/** Farm machines and seed, whose prices are the dealer's. */
const EQUIPMENT =
  /\b(tractors?|harvesters?|rotavators?|cultivators?|power ?tillers?|sprayers?|pumps?|motors?|submersible|drip (system|kit|pipe)|sprinklers?|seeds?|beej|bij)\b|ट्रैक्टर|हार्वेस्टर|रोटावेटर|स्प्रेयर|पंप|मोटर|बीज|बियाणे/i;
/** Our own test or report, whatever else the question names ("does the test tell which seed to buy?"). */
const OUR_TEST = /\b(tests?|testing|jaanch|janch|report|sample|namuna|parameters?)\b|जांच|जाँच|रिपोर्ट|नमूना|परीक्षण/i;

/** Today's price of a bag of fertilizer ("DAP ka rate", "price of urea bag"): printed on the bag, and not ours to quote. */
const INPUT = String.raw`(urea|dap|potash|mop|npk|ssp|fertili[sz]ers?|khad|khaad|यूरिया|डीएपी|पोटाश|खाद)`;
const PRICE = String.raw`(price|prices|rate|rates|cost|mrp|daam|dam|bhav|bhaav|कीमत|क़ीमत|दाम|रेट|भाव)`;
const INPUT_PRICE = new RegExp(String.raw`${INPUT}\s+(\S+\s+){0,2}${PRICE}|${PRICE}\s+(\S+\s+){0,2}${INPUT}`, "iu");
/** Saving on fertilizer is the test's business ("how much will I save on fertilizer cost"). */
const SAVING = /\b(save|saving|savings|reduce|cut down|spend less|bach|bachat|bachega|bachaenge|kam kharch|ghata|ghatana)\b|बचत|बचेगा|बचा|कम खर्च|घटा/i;

/** "Are they cheaper than you?": another lab's price beside ours, whoever they are. */
const CHEAPER_THAN_US = /\b(compared (to|with) (you|yours|your|mittimitra)|(vs|versus) (you|yours|mittimitra))\b|\b(cheaper|costlier|more expensive|less expensive|sasta|sasti|mehenga|mehnga) than (you|yours|your|mittimitra)\b|\b(aapse|aap se|tumse) (sasta|sasti|mehenga|mehnga|kam)\b|आपसे (सस्ता|सस्ती|महंगा|महंगी|कम)/i;

const OUR_CLINIC = /\b(clinic|clinics|klinik|kit|franchise|device|soil testing business)\b|क्लिनिक|केंद्र|किट|डिवाइस/i;

/** Pests, insects and crop diseases, and what to spray on them: the KVK's and the label's, not the soil report's. */
const PEST =
  /\b(pests?|insects?|bollworms?|armyworms?|army worms?|stem borers?|borers?|leaf folders?|caterpillars?|aphids?|whitefl(y|ies)|white fl(y|ies)|jassids?|thrips|mites?|locusts?|termites?|fungus|fungal|blight|mildew|blast disease|keede|keeda|kide|kida|keedon|kido|keet|sundi|sundiyan|illi|illiyan|ili|dimak|deemak|maahu|mahu|chepa|safed makkhi|tiddi|phaphund|phaphundi|fafund|jhulsa)\b|कीड़े|कीड़ा|कीड़ों|कीडे|(?<![\u0900-\u097F])कीट(?![\u0900-\u097F])|सुंडी|इल्ली|दीमक|माहू|चेपा|सफेद मक्खी|सफ़ेद मक्खी|टिड्डी|फफूंद|फफूंदी|झुलसा|अळी|किडी|कीड/i;
const PEST_CONTROL =
  /\b(spray|sprays|control|kill|get rid|rid of|stop|prevent|protect|treat|treatment|cure|medicine|pesticide|insecticide|fungicide|chemical|dawa|dawai|daalu|daalein|dalein|dale|chhidkav|chhidkein|chidkav|upay|upaay|ilaj|ilaaj|rokne|roke|bachav|bachaav|bachayein|maarne|marne|khatam|which|kaun si|kaunsi|konsi|what (to|should|can))\b|छिड़काव|छिड़कें|छिडकाव|दवा|दवाई|उपाय|इलाज|रोकथाम|बचाव|बचाएं|मारने|ख़त्म|खत्म|कौन सी|कौनसी|क्या (करें|डालें|छिड़कें)|फवारणी|औषध/i;

/** Someone else's details, or the keys to the site: never given, whoever asks. */
const OTHERS_DATA =
  /\b(personal|private|direct|ghar ka|niji)\s+(mobile|phone|cell|whatsapp)(\s+(number|no\.?))?|\b(ceo|founder|owner|malik|director|md)\b.{0,30}\b(personal|private|direct|ghar ka|niji)\b.{0,15}\b(number|mobile|phone|whatsapp)|(निजी|पर्सनल|घर का) (मोबाइल|फ़ोन|फोन|नंबर)|\bhome address\b|\b(sarpanch|padosi|neighbou?r|pradhan|patwari)\b.{0,25}\b(number|numbar|mobile|address|aadhaar|aadhar)\b|(सरपंच|पड़ोसी|प्रधान|पटवारी).{0,25}(नंबर|मोबाइल|पता|आधार)|आधार नंबर (दो|दे|दीजिए|बताओ|बता)|\b(phone|mobile|contact|whatsapp) (numbers?|no\.?|details) of (\w+ ){1,2}(bai|devi|bhai)\b|\b(devi|bai)\b\s+(\S+\s+){0,4}(ka|ki|ke)\s+(mobile|phone|number|numbar|contact|whatsapp)\b|\b((phone|mobile|contact) (numbers?|details|list)|numbers?|emails?|e-mails?|addresses|details|data|list|names) of (all |the |your |other |\w+ )?(other )?(farmers|customers|clients|users|leads|people|members|visitors|agents|staff|employees)\b|\b(passwords?|passwd|credentials|otp)\b|\b(admin|administrator) (login|panel access)\b|पासवर्ड|\b(database|db) (dump|download|access)\b|\b(dusre|doosre|sabhi|saare|sare|baki|baaki) (kisanon|kisano|logon|logo|grahakon|customers)\b.{0,20}\b(number|numbar|naam|pata|data|detail)\w*|(दूसरे|सभी|सारे|बाकी) (किसानों|लोगों|ग्राहकों)\b.{0,20}(नंबर|नाम|पते|पता|डेटा|जानकारी)/i;

/** "Is IFFCO's test better than yours?": we do not judge another company, by name. */
const COMPARED = /\b(better|best|worse|vs|versus|compare|compared|comparison|or you|or yours|ya aap|ya tum|ya aapka|ya aapki|achha|accha|acha|behtar|trust|reliable|bharosa)\b|बेहतर|अच्छा|अच्छी|भरोसा|या आप/i;

/** A question the assistant should not answer at all, by its kind; null for everything else. */
export function offLimitsOf(text: string): OffLimits | null {
  if (INPUT_PRICE.test(text) && !SAVING.test(text)) return "inputPrices";
  if ((isOtherLab(text) && PRICE_WORD.test(text)) || CHEAPER_THAN_US.test(text)) return "otherCompanies";
  if (OTHERS_DATA.test(text)) return "privacy";
  if (PEST.test(text) && PEST_CONTROL.test(text)) return "pests";
  // The report says what the field needs, not whose bag to buy.
  if (WHICH_BRAND.test(text) && FARM_GOODS.test(text)) return "brands";
  if (FARM_BRANDS.test(text) && (COMPARED.test(text) || WHICH_BRAND.test(text) || /\b(which|kaunsa|konsa|kaun sa)\b|कौन सा/i.test(text))) return "brands";
  if (NAMED_COMPANY.test(text) && COMPARED.test(text)) return "otherCompanies";
  // A subsidy for a clinic of ours is a question about paying for it, which the site answers (EMI).
  const listed = OFF_LIMITS.find(([kind, re]) => re.test(text) && !((kind === "schemes" || kind === "loans") && OUR_CLINIC.test(text)))?.[0];
  if (listed) return listed;
  // The price of a tractor, a pump or seed: nothing the site sells or knows (a clinic's kit and device are ours).
  return EQUIPMENT.test(text) && PRICE_WORD.test(text) && !OUR_CLINIC.test(text) && !OUR_TEST.test(text) ? "general" : null;
}
