// The knowledge bank's sample entries (issue 28): the team's own answers to what farmers, clinic owners and partners ask
// most, from what the site itself says (the pages' catalogs, the sample posts, the PDF guides). Seeded once per database
// (index.ts), so an entry the team rewrites or deletes stays as they left it. Figures are named facts in braces
// (shared/facts.ts), filled in when the assistant answers; links are public pages or sample posts.
import { KNOWLEDGE_LIMITS, type AnswerLanguage, type KnowledgeValues } from "../../../shared/schemas/knowledge.ts";
import type { Db } from "../database.ts";
import { bumpVersion } from "../../services/content-version.ts";
import { insertEntries } from "../../services/knowledge.ts";
import { entry, moreKnowledgeByTopic } from "./knowledge-more.ts";
import { MARATHI_ANSWERS, MARATHI_PHRASINGS } from "./knowledge-marathi.ts";
import { MORE_PHRASINGS } from "./knowledge-phrasings.ts";
import { seedOnce } from "./seed-once.ts";

export const SAMPLE_KNOWLEDGE_SEED = "knowledge-sample-entries";
/** The entries and corrections of the Hindi review (issue 31's AS rows), for databases seeded before them. */
export const KNOWLEDGE_REVIEW_SEED = "knowledge-hindi-review";
/** The later entries, the third language's answer and more ways of asking (issue 28's second round). */
export const KNOWLEDGE_LATER_SEED = "knowledge-later-additions";
/** Ways of asking that two more development sets of our own found missing (28 Nov 2026), for databases seeded before. */
export const KNOWLEDGE_THIRD_SEED = "knowledge-third-additions";
/** What we do not do, and the ways of asking a fifth development set of ours found missing (29 Nov 2026), for databases seeded before. */
export const KNOWLEDGE_FOURTH_SEED = "knowledge-fourth-additions";
/** The press entry, the GST answer that said "yes" to "is GST included?", and the ways of asking a seventh set found missing (29 Nov 2026). */
export const KNOWLEDGE_FIFTH_SEED = "knowledge-fifth-additions";
/** Ways of asking in Marathi, an NGO's next step, and what a tenth set of ours found missing (29 Nov 2026). */
export const KNOWLEDGE_SIXTH_SEED = "knowledge-sixth-additions";

// One entry: entry(question, paraphrases, English answer, Hindi answer, Hinglish answer, links). The helper lives in
// knowledge-more.ts, which holds the rest of the entries and is imported here.

const FARMERS = "/for-farmers";
const SAMPLING = "/for-farmers#sampling";
const FIND = "/find-clinic";
const START = "/start-clinic";
const PACKAGES = "/start-clinic#packages";
const MICRO_POST = "/blog/zinc-boron-and-iron-small-nutrients-big-harvest-losses";
const CARBON_POST = "/blog/organic-carbon-the-number-on-your-soil-report-that-matters-most";
const TESTING_POST = "/blog/from-field-to-fertilizer-plan-how-soil-testing-works";
const SAMPLE_POST_HI = "/blog/mitti-ka-namuna-kaise-lein";
const CARD_POST_HI = "/blog/soil-health-card-kaise-padhein";
const DOWNLOADS = "/resources#downloads";

const SAMPLING_QUESTION = "How do I take a soil sample?";
/** The sampling answer before the Hindi review: the steps out of the page's order, the clearing and the V-pit left out. */
const SAMPLING_ANSWERS_BEFORE = {
  en: "Walk the field in a zig-zag and take soil from {samplingSpots} spots, each {samplingDepthInches} inches deep. Mix it in a clean bucket, keep about {samplingGrams} g, dry it in the shade and pack it in a clean, labelled bag.",
  hi: "खेत में टेढ़े-मेढ़े चलकर {samplingSpots} जगह से {samplingDepthInches} इंच गहराई की मिट्टी लें। साफ़ बाल्टी में मिलाएं, करीब {samplingGrams} ग्राम रखें, छांव में सुखाएं और साफ़ थैली में पर्ची लगाकर भरें।",
  "hi-latn": "Khet mein zig-zag chal ke {samplingSpots} jagah se {samplingDepthInches} inch gehrai ki mitti lein. Saaf baalti mein milayein, kareeb {samplingGrams} gram rakhein, chhaon mein sukhayein aur saaf thaili mein parchi laga ke bharein.",
};
/** Ways of asking the review's question H4 that found the spots to avoid instead. */
const SAMPLING_NEW_PHRASINGS = ["नमूना कैसे लेते हैं?"];
const SAMPLING_ANSWERS = {
  en: "Walk the field in a zig-zag and mark {samplingSpots} spots. At each, scrape off grass and dry leaves, dig a V-shaped pit {samplingDepthInches} inches deep and cut a thin slice from one side. Mix all the soil in a clean bucket, keep about {samplingGrams} g, dry it in the shade and pack it in a clean bag labelled with your name and village.",
  hi: "खेत में टेढ़े-मेढ़े चलकर {samplingSpots} जगह चुनें। हर जगह ऊपर की घास और सूखे पत्ते हटाएं, {samplingDepthInches} इंच गहरा V आकार का गड्ढा खोदें और एक तरफ़ से मिट्टी की पतली परत काटें। सारी मिट्टी साफ़ बाल्टी में मिलाएं, करीब {samplingGrams} ग्राम रखें, छांव में सुखाएं और साफ़ थैली में भरकर उस पर अपना नाम और गांव लिखें।",
  "hi-latn": "Khet mein zig-zag chal ke {samplingSpots} jagah chunein. Har jagah upar ki ghaas aur sookhe patte hatayein, {samplingDepthInches} inch gehra V jaisa gaddha khodein aur ek taraf se mitti ki patli parat kaatein. Saari mitti saaf baalti mein milayein, kareeb {samplingGrams} gram rakhein, chhaon mein sukhayein aur saaf thaili mein bhar ke us par apna naam aur gaon likhein.",
};

const WEBSITE_LANGUAGES_QUESTION = "Is the website available in Hindi?";
/** The site's languages before Marathi (issue 31) came. */
const WEBSITE_LANGUAGES_BEFORE = {
  en: "Yes. The site is in English and Hindi, and our free guides come in both languages too.",
  hi: "हां। वेबसाइट अंग्रेज़ी और हिंदी में है, और हमारी मुफ़्त गाइड भी दोनों भाषाओं में हैं।",
  "hi-latn": "Haan. Website English aur Hindi mein hai, aur hamari free guide bhi dono bhashaon mein hain.",
};
const WEBSITE_LANGUAGES_ANSWERS = {
  en: "Yes. The site is in English, Hindi and Marathi (the switch at the top of every page), and our free guides come in all three languages too.",
  hi: "हां। वेबसाइट अंग्रेज़ी, हिंदी और मराठी में है (हर पेज के ऊपर भाषा बदलने का बटन), और हमारी मुफ़्त गाइड भी तीनों भाषाओं में हैं।",
  "hi-latn": "Haan. Website English, Hindi aur Marathi mein hai (har page ke upar bhasha badalne ka button), aur hamari free guide bhi teeno bhashaon mein hain.",
};

const GUIDES_QUESTION = "Which guides can I download?";
/** The guides' languages before Marathi. */
const GUIDES_BEFORE = {
  en: "Three free PDFs, in English and Hindi: the Soil Health Booklet (sampling and reading the report), the Fertilizer Guide (nutrients, shortages, doses per acre) and the Crop Advisory (kharif and rabi).",
  hi: "तीन मुफ़्त PDF, अंग्रेज़ी और हिंदी में: मिट्टी सेहत पुस्तिका (नमूना और रिपोर्ट पढ़ना), खाद गाइड (पोषक तत्व, कमी, प्रति एकड़ मात्रा) और फसल सलाह (खरीफ़ और रबी)।",
  "hi-latn": "Teen free PDF, English aur Hindi mein: Soil Health Booklet (sample aur report padhna), Fertilizer Guide (poshak tatva, kami, ek acre ki matra) aur Crop Advisory (kharif aur rabi).",
};
const GUIDES_ANSWERS = {
  en: "Three free PDFs, in English, Hindi and Marathi: the Soil Health Booklet (sampling and reading the report), the Fertilizer Guide (nutrients, shortages, doses per acre) and the Crop Advisory (kharif and rabi).",
  hi: "तीन मुफ़्त PDF, अंग्रेज़ी, हिंदी और मराठी में: मिट्टी सेहत पुस्तिका (नमूना और रिपोर्ट पढ़ना), खाद गाइड (पोषक तत्व, कमी, प्रति एकड़ मात्रा) और फसल सलाह (खरीफ़ और रबी)।",
  "hi-latn": "Teen free PDF, English, Hindi aur Marathi mein: Soil Health Booklet (sample aur report padhna), Fertilizer Guide (poshak tatva, kami, ek acre ki matra) aur Crop Advisory (kharif aur rabi).",
};

const pricesAndTests: KnowledgeValues[] = [
  entry(
    "How much does a soil test cost?",
    ["What does one soil sample cost at your clinic?", "What are your testing prices?", "एक नमूने की जांच कितने रुपये में होती है?", "soil test ka rate kya hai", "jaanch ki fees kitni hai"],
    "The standard soil test at a clinic costs ₹{testPrice} per sample, for {testParameters} parameters, and the report is ready in {reportMinutes} minutes.",
    "क्लिनिक पर मिट्टी की आम जांच ₹{testPrice} प्रति नमूना है। इसमें {testParameters} चीज़ें जांची जाती हैं और रिपोर्ट {reportMinutes} मिनट में मिल जाती है।",
    "Clinic pe mitti ki normal jaanch ₹{testPrice} per sample hai. Isme {testParameters} cheezein check hoti hain aur report {reportMinutes} minute mein mil jaati hai.",
    [FIND, FARMERS],
  ),
  entry(
    "Is the soil test free?",
    ["Do I have to pay for the soil test?", "क्या मिट्टी की जांच मुफ़्त है?", "jaanch free hai kya", "mitti test muft me hota hai kya"],
    "The test is not free, but it is a small, fixed price: ₹{testPrice} per sample at a clinic. Farmers who follow the report save up to ₹{savingsPerAcre} per acre on fertilizer.",
    "जांच मुफ़्त नहीं है, पर दाम कम और तय है: क्लिनिक पर ₹{testPrice} प्रति नमूना। रिपोर्ट के हिसाब से खाद डालने वाले किसान प्रति एकड़ ₹{savingsPerAcre} तक बचाते हैं।",
    "Jaanch free nahi hai, par rate kam aur fix hai: clinic pe ₹{testPrice} per sample. Report ke hisaab se khaad daalne wale kisaan ek acre pe ₹{savingsPerAcre} tak bacha lete hain.",
    [FIND],
  ),
  entry(
    "What does the standard soil test check?",
    ["Which nutrients does the test check?", "What parameters are tested?", "जांच में कौन कौन सी चीज़ें देखी जाती हैं?", "test me kya kya check hota hai", "kaun kaun se tatva jaanche jaate hain"],
    "The standard test checks {testParameters} things: nitrate and ammonium (nitrogen), phosphorus, potassium, pH, EC (salts), organic carbon, calcium, magnesium, sulphur, zinc, iron and boron. Pro clinics also do a full test of {fullTestParameters} parameters.",
    "आम जांच में {testParameters} चीज़ें देखी जाती हैं: नाइट्रोजन (नाइट्रेट, अमोनियम), फ़ॉस्फ़ोरस, पोटाश, pH, EC (खारापन), जैविक कार्बन, कैल्शियम, मैग्नीशियम, सल्फ़र, ज़िंक, आयरन और बोरॉन। प्रो क्लिनिक पर {fullTestParameters} चीज़ों की पूरी जांच भी होती है।",
    "Normal jaanch mein {testParameters} cheezein dekhi jaati hain: nitrogen (nitrate, ammonium), phosphorus, potash, pH, EC (khaarapan), organic carbon, calcium, magnesium, sulphur, zinc, iron aur boron. Pro clinic pe {fullTestParameters} cheezon ka full test bhi hota hai.",
    ["/solutions", FIND],
  ),
  entry(
    "What is the full test of a Pro clinic?",
    ["What does the 16 parameter test cover?", "पूरी जांच में क्या क्या आता है?", "pro clinic ka full test kya hai", "full test me kitne parameter hain"],
    "The full test at a Pro clinic measures {fullTestParameters} soil parameters, adding copper, CEC and total alkalinity, and works out {ratios} ratios (C:N, Ca:Mg, K:Mg). It costs ₹{fullTestPrice} per sample.",
    "प्रो क्लिनिक की पूरी जांच में मिट्टी की {fullTestParameters} चीज़ें देखी जाती हैं, जिनमें कॉपर, CEC और कुल क्षारीयता भी है, और {ratios} अनुपात (C:N, Ca:Mg, K:Mg) निकाले जाते हैं। इसका दाम ₹{fullTestPrice} प्रति नमूना है।",
    "Pro clinic ke full test mein mitti ki {fullTestParameters} cheezein check hoti hain, copper, CEC aur total alkalinity bhi, aur {ratios} ratio (C:N, Ca:Mg, K:Mg) nikaale jaate hain. Rate ₹{fullTestPrice} per sample hai.",
    ["/start-clinic#what-can-you-test"],
  ),
  entry(
    "Why does one page say 13 parameters and another 16?",
    ["Is it 13 or 16 parameters?", "कहीं 13 लिखा है कहीं 16, सही क्या है?", "13 aur 16 parameter me kya fark hai"],
    "Both are right, for two tests: the standard test of {testParameters} parameters costs ₹{testPrice} per sample. The full test of {fullTestParameters} parameters at a Pro clinic costs ₹{fullTestPrice} per sample and adds {ratios} ratios.",
    "दोनों सही हैं, पर अलग जांच के लिए: आम जांच में {testParameters} चीज़ें हैं, ₹{testPrice} में। प्रो क्लिनिक की पूरी जांच में {fullTestParameters} चीज़ें और {ratios} अनुपात हैं, ₹{fullTestPrice} में।",
    "Dono sahi hain, bas test alag hain: normal jaanch mein {testParameters} cheezein, ₹{testPrice} mein. Pro clinic ke full test mein {fullTestParameters} cheezein aur {ratios} ratio, ₹{fullTestPrice} mein.",
    ["/start-clinic#what-can-you-test"],
  ),
  entry(
    "Is it ₹300 or ₹750 for a soil test?",
    ["Your pages say different prices for the test", "कीमत अलग अलग क्यों लिखी है?", "test ka rate alag alag kyu likha hai"],
    "Both figures are right, for two tests. For the farmer, the standard test of {testParameters} parameters costs ₹{testPrice} per sample. And the full test of {fullTestParameters} parameters at a Pro clinic costs ₹{fullTestPrice} per sample, which is what a clinic owner earns per full test.",
    "दोनों सही हैं: {testParameters} चीज़ों की आम जांच ₹{testPrice} प्रति नमूना है। प्रो क्लिनिक पर {fullTestParameters} चीज़ों की पूरी जांच ₹{fullTestPrice} प्रति नमूना है, और क्लिनिक चलाने वाला एक पूरी जांच पर इतना ही कमाता है।",
    "Dono sahi hain: {testParameters} cheezon ki normal jaanch ₹{testPrice} per sample hai. Pro clinic pe {fullTestParameters} cheezon ka full test ₹{fullTestPrice} per sample hai, aur clinic chalane wala ek full test pe itna hi kamata hai.",
    [FIND, "/start-clinic#how-you-earn"],
  ),
  entry(
    "Is there a basic test that costs less?",
    ["Do clinics have a smaller test?", "छोटी जांच भी होती है क्या?", "basic test hota hai kya", "sasta test hai kya"],
    "Some clinics offer a basic test of the main nutrients and pH. Most farmers take the standard test: {testParameters} parameters, micronutrients like zinc, iron and boron included, for ₹{testPrice}.",
    "कुछ क्लिनिक पर मुख्य पोषक तत्व और pH की छोटी जांच भी होती है। ज़्यादातर किसान आम जांच कराते हैं: {testParameters} चीज़ें, ज़िंक, आयरन और बोरॉन समेत, ₹{testPrice} में।",
    "Kuch clinic pe sirf main poshak tatva aur pH ka chhota test bhi hota hai. Zyaadatar kisaan normal jaanch karwate hain: {testParameters} cheezein, zinc, iron aur boron samet, ₹{testPrice} mein.",
    ["/solutions"],
  ),
  entry(
    "Do you test zinc and boron?",
    ["Does the test check micronutrients?", "क्या ज़िंक और बोरॉन की जांच होती है?", "zinc boron check hota hai kya", "sukshm poshak tatva ki jaanch"],
    "Yes. The standard test checks zinc, iron and boron along with the main nutrients, and the full test at a Pro clinic adds copper.",
    "हां। आम जांच में मुख्य पोषक तत्वों के साथ ज़िंक, आयरन और बोरॉन भी देखे जाते हैं, और प्रो क्लिनिक की पूरी जांच में कॉपर भी।",
    "Haan. Normal jaanch mein main poshak tatvon ke saath zinc, iron aur boron bhi check hote hain, aur Pro clinic ke full test mein copper bhi.",
    [MICRO_POST],
  ),
  entry(
    "Can you test my irrigation water?",
    ["Do you do water testing?", "How much is the water test?", "क्या पानी की जांच होती है?", "borewell ke paani ki jaanch", "pani test kitne ka hai"],
    "Yes, at clinics with the Pro soil and water kit. The water test checks {waterParameters} things, like salts, TDS, sodium and boron, and costs ₹{waterTestPrice}.",
    "हां, प्रो क्लिनिक पर, जहां मिट्टी के साथ पानी की किट भी होती है। पानी की जांच में {waterParameters} चीज़ें देखी जाती हैं, जैसे खारापन, TDS, सोडियम और बोरॉन; दाम ₹{waterTestPrice} है।",
    "Haan, Pro clinic pe, jahan mitti ke saath paani ki kit bhi hoti hai. Paani ki jaanch mein {waterParameters} cheezein dekhi jaati hain, jaise khaarapan, TDS, sodium aur boron; rate ₹{waterTestPrice} hai.",
    [FIND, "/start-clinic#what-can-you-test"],
  ),
  entry(
    "Which things does the water test measure?",
    ["Which parameters are in the water test?", "पानी की जांच में क्या देखा जाता है?", "paani ke test me kya dekhte hain"],
    "The water test checks {waterParameters} things: acidity (pH), salinity (EC), total dissolved solids, iron, sulphur, nitrate, potassium, phosphorus, sodium and boron. It tells you if the water is safe for the crop and the soil.",
    "पानी की जांच में {waterParameters} चीज़ें देखी जाती हैं: pH, खारापन (EC), घुले हुए ठोस (TDS), आयरन, सल्फ़र, नाइट्रेट, पोटाश, फ़ॉस्फ़ोरस, सोडियम और बोरॉन। इससे पता चलता है कि पानी फसल और मिट्टी के लिए ठीक है या नहीं।",
    "Paani ki jaanch mein {waterParameters} cheezein dekhte hain: pH, khaarapan (EC), TDS, iron, sulphur, nitrate, potash, phosphorus, sodium aur boron. Isse pata chalta hai ki paani fasal aur mitti ke liye theek hai ya nahi.",
    ["/start-clinic#what-can-you-test"],
  ),
  entry(
    "Why should I get my soil tested?",
    ["What is the benefit of a soil test?", "मिट्टी परीक्षण से क्या फ़ायदा है?", "mitti ki jaanch kyu karaye", "soil test ka fayda kya hai"],
    "A test shows what your field has and what it lacks, so you stop paying for fertilizer it does not need. Farmers who follow the report save up to ₹{savingsPerAcre} per acre and harvest {yieldGain}% more.",
    "जांच से पता चलता है कि खेत में क्या है और क्या कम है, ताकि बेकार की खाद पर पैसा न जाए। रिपोर्ट के हिसाब से चलने वाले किसान प्रति एकड़ ₹{savingsPerAcre} तक बचाते हैं और {yieldGain}% ज़्यादा पैदावार लेते हैं।",
    "Jaanch se pata chalta hai ki khet mein kya hai aur kya kam hai, taaki bekaar ki khaad pe paisa na jaaye. Report ke hisaab se chalne wale kisaan ek acre pe ₹{savingsPerAcre} tak bachate hain aur {yieldGain}% zyaada paidawar lete hain.",
    [FARMERS, "/for-farmers#why-test"],
  ),
  entry(
    "How much money can I save with a soil test?",
    ["How much will I save on fertilizer?", "जांच से कितनी बचत होगी?", "kitna paisa bachega test se", "khad me kitni bachat hogi"],
    "Farmers who follow their soil report save up to ₹{savingsPerAcre} per acre on fertilizer, mostly by skipping phosphorus or potash the field already has.",
    "जो किसान रिपोर्ट के हिसाब से खाद डालते हैं, वे प्रति एकड़ ₹{savingsPerAcre} तक बचाते हैं, ज़्यादातर वो फ़ॉस्फ़ोरस या पोटाश छोड़कर जो खेत में पहले से है।",
    "Jo kisaan report ke hisaab se khaad daalte hain, woh ek acre pe ₹{savingsPerAcre} tak bachate hain, zyaadatar woh phosphorus ya potash chhod ke jo khet mein pehle se hai.",
    [FARMERS],
  ),
  entry(
    "How much will my yield increase after testing?",
    ["Will my harvest go up?", "पैदावार कितनी बढ़ेगी?", "fasal kitni badhegi test ke baad", "upaj badhegi kya"],
    "When the crop gets what is really missing, it grows stronger: farmers who follow their soil report harvest {yieldGain}% more.",
    "जब फसल को वही मिलता है जिसकी सच में कमी है, तो वह मज़बूत होती है: रिपोर्ट के हिसाब से चलने वाले किसान {yieldGain}% ज़्यादा पैदावार लेते हैं।",
    "Jab fasal ko wahi milta hai jiski sach mein kami hai, to fasal mazboot hoti hai: report ke hisaab se chalne wale kisaan {yieldGain}% zyaada paidawar lete hain.",
    [FARMERS],
  ),
  entry(
    "Is the price the same at every clinic?",
    ["Is the test price fixed?", "क्या हर क्लिनिक पर दाम एक ही है?", "rate fix hai kya"],
    "We keep a fair, fixed price: ₹{testPrice} per sample for the standard test. The full test at a Pro clinic is ₹{fullTestPrice}.",
    "हमारा दाम तय और सही है: आम जांच ₹{testPrice} प्रति नमूना। प्रो क्लिनिक की पूरी जांच ₹{fullTestPrice} की है।",
    "Hamara rate fix aur sahi hai: normal jaanch ₹{testPrice} per sample. Pro clinic ka full test ₹{fullTestPrice} ka hai.",
    [FIND],
  ),
  entry(
    "Do I need one test for each field?",
    ["Can one sample cover my whole farm?", "हर खेत की अलग जांच करानी होगी?", "har khet ka alag sample chahiye kya"],
    "Yes, test each field on its own: two fields on one farm can need different doses. If one part is sandy or waterlogged, sample it separately too.",
    "हां, हर खेत की जांच अलग कराएं: एक ही किसान के दो खेतों को भी अलग-अलग खाद चाहिए हो सकती है। खेत का कोई हिस्सा रेतीला हो या उसमें पानी भरता हो, तो उसका नमूना भी अलग लें।",
    "Haan, har khet ki jaanch alag karwayein: ek hi kisaan ke do khet ko bhi alag khaad chahiye ho sakti hai. Khet ka koi hissa retila ho ya usme paani bharta ho, to uska sample bhi alag lein.",
    [SAMPLING],
  ),
];

const report: KnowledgeValues[] = [
  entry(
    "How long does it take to get the report?",
    ["How many days before I get the report?", "रिपोर्ट कितनी देर में मिलती है?", "report kitne time me milti hai", "result kab milega", "kitne din me report aayegi"],
    "Not days: the report is ready in {reportMinutes} minutes at the clinic, so you can wait for it and go home with your fertilizer plan.",
    "दिन नहीं लगते: क्लिनिक पर रिपोर्ट {reportMinutes} मिनट में तैयार हो जाती है। आप वहीं रुककर खाद का प्लान साथ ले जा सकते हैं।",
    "Din nahi lagte: clinic pe report {reportMinutes} minute mein ready ho jaati hai. Aap wahin ruk ke khaad ka plan saath le ja sakte hain.",
    [FIND],
  ),
  entry(
    "What advice comes with the report?",
    ["What is in the soil report?", "रिपोर्ट में क्या मिलता है?", "report me kya milta hai", "salah bhi milti hai kya"],
    "You get a simple report and a plan for your next crop: which fertilizer, how much per acre and when to apply it, explained in your language.",
    "आपको आसान रिपोर्ट और अगली फसल का प्लान मिलता है: कौन सी खाद, प्रति एकड़ कितनी और कब डालनी है, आपकी भाषा में समझाकर।",
    "Aapko simple report aur agli fasal ka plan milta hai: kaunsi khaad, ek acre mein kitni aur kab daalni hai, aapki bhasha mein samjha ke.",
    [FARMERS],
  ),
  entry(
    "Can I get the report on WhatsApp?",
    ["Will you send the report on my phone?", "रिपोर्ट व्हाट्सऐप पर मिलेगी?", "report whatsapp pe milegi kya"],
    "Yes. The report can be printed at the clinic or sent on WhatsApp, with crop-wise fertilizer advice.",
    "हां। रिपोर्ट क्लिनिक पर छपकर भी मिलती है और WhatsApp पर भी, फसल के हिसाब से खाद की सलाह के साथ।",
    "Haan. Report clinic pe print karke bhi milti hai aur WhatsApp pe bhi, fasal ke hisaab se khaad ki salah ke saath.",
    [FIND],
  ),
  entry(
    "In which language is the report?",
    ["Will the report be in Hindi?", "रिपोर्ट किस भाषा में मिलेगी?", "report hindi me milegi kya", "report kis bhasha me hai"],
    "Your report and advice come in your language, printed or on WhatsApp, and the clinic or Soil Didi explains them to you.",
    "रिपोर्ट और सलाह आपकी अपनी भाषा में मिलती है, छपी हुई या WhatsApp पर, और क्लिनिक या सॉइल दीदी आपको समझाती भी हैं।",
    "Report aur salah aapki apni bhasha mein milti hai, print mein ya WhatsApp pe, aur clinic wale ya Soil Didi aapko samjhate bhi hain.",
    [FARMERS],
  ),
  entry(
    "Is a quick test as good as a lab?",
    ["Is your device accurate?", "क्या यह जांच लैब जितनी सही है?", "machine ki jaanch sahi hoti hai kya"],
    "Our clinics do lab-grade testing on a portable device, and soil scientists from agricultural universities check our methods. The result depends on a good sample, so follow the sampling guide.",
    "हमारे क्लिनिक कहीं भी ले जाने लायक छोटी मशीन पर लैब जैसी जांच करते हैं, और कृषि विश्वविद्यालयों के मिट्टी वैज्ञानिक हमारे तरीके जांचते हैं। नतीजा अच्छे नमूने पर टिका है, इसलिए नमूना सही तरीके से लें।",
    "Hamare clinic portable machine pe lab jaisi jaanch karte hain, aur krishi university ke mitti vaigyanik hamara tareeka check karte hain. Result achhe sample pe tika hai, isliye sample sahi tareeke se lein.",
    [SAMPLING, "/about"],
  ),
  entry(
    "Does someone explain the report to me?",
    ["Who will explain my soil report?", "रिपोर्ट मुझे कौन समझाएगा?", "report samjhayega kaun"],
    "Yes. The clinic's trained agri-graduate or your village's Soil Didi goes through the report with you, and a Soil Didi follows up through the season.",
    "हां। क्लिनिक के प्रशिक्षित कृषि स्नातक या आपके गांव की सॉइल दीदी रिपोर्ट आपके साथ बैठकर समझाते हैं, और सॉइल दीदी सीज़न भर हाल-चाल लेती हैं।",
    "Haan. Clinic ke trained agri graduate ya aapke gaon ki Soil Didi report aapke saath baith ke samjhate hain, aur Soil Didi poore season haal-chaal leti hain.",
    [FARMERS],
  ),
];

const sampling: KnowledgeValues[] = [
  // The steps in the For Farmers page's order: zig-zag, clear, V-pit, slice, mix, keep, dry in the shade, label (the
  // Hindi review's AS-6). Databases seeded with the earlier answer get this one (KNOWLEDGE_CORRECTIONS below).
  entry(
    SAMPLING_QUESTION,
    ["How to collect soil for testing?", "मिट्टी का नमूना कैसे लें?", "sample kaise lena hai khet se", "mitti ka namuna kaise le", "soil sample lene ka tarika", ...SAMPLING_NEW_PHRASINGS],
    SAMPLING_ANSWERS.en,
    SAMPLING_ANSWERS.hi,
    SAMPLING_ANSWERS["hi-latn"],
    [SAMPLING, SAMPLE_POST_HI],
  ),
  entry(
    "How deep should I dig for the sample?",
    ["How deep is the pit?", "नमूने के लिए कितना गहरा गड्ढा खोदें?", "kitna gehra khodna hai", "gaddha kitna gahra"],
    "Dig a V-shaped pit {samplingDepthInches} inches ({samplingDepthCm} cm) deep with a spade or khurpi, then cut a thin slice of soil from one side, top to bottom.",
    "खुरपी या फावड़े से {samplingDepthInches} इंच ({samplingDepthCm} सेंटीमीटर) गहरा V जैसा गड्ढा खोदें, फिर उसकी एक दीवार से ऊपर से नीचे तक मिट्टी की पतली परत काट लें।",
    "Khurpi ya phawde se {samplingDepthInches} inch ({samplingDepthCm} cm) gehra V jaisa gaddha khodein, phir uski ek deewar se upar se neeche tak mitti ki patli parat kaat lein.",
    [SAMPLING],
  ),
  entry(
    "From how many places in the field should I take soil?",
    ["How many spots should I sample?", "खेत में कितनी जगह से मिट्टी लेनी है?", "kitni jagah se mitti leni hai", "kitne spot se sample"],
    "Take soil from {samplingSpots} spots spread over the whole field, walking in a zig-zag. Together they stand for the whole field.",
    "पूरे खेत में फैली {samplingSpots} जगहों से मिट्टी लें, टेढ़े-मेढ़े (ज़िग-ज़ैग) चलते हुए। ये सब मिलकर पूरे खेत की मिट्टी बताती हैं।",
    "Poore khet mein faili {samplingSpots} jagah se mitti lein, zig-zag chalte hue. Ye sab milke poore khet ki mitti batati hain.",
    [SAMPLING],
  ),
  entry(
    "How much soil do I need to bring?",
    ["How many grams of soil should I bring?", "कितनी मिट्टी लेकर आना है?", "kitni mitti laani hai", "kitne gram mitti chahiye"],
    "Bring about {samplingGrams} g (half a kilo) of the mixed soil. Mix the soil from all spots and keep reducing it until that much is left.",
    "मिलाई हुई मिट्टी में से करीब {samplingGrams} ग्राम (आधा किलो) लेकर आएं। सब जगहों की मिट्टी मिलाकर तब तक कम करें जब तक इतनी न बचे।",
    "Milayi hui mitti mein se kareeb {samplingGrams} gram (aadha kilo) le ke aayein. Sab jagah ki mitti mila ke tab tak kam karein jab tak itni na bache.",
    [SAMPLING],
  ),
  entry(
    "When is the best time to test my field?",
    ["What is the right time for sampling?", "नमूना कब लेना चाहिए?", "mitti jaanch ka sahi samay", "sample kab le"],
    "After the harvest and before you sow the next crop, so the plan is ready when you buy fertilizer. Take the sample two to three weeks before sowing.",
    "फसल कटने के बाद और अगली बुवाई से पहले, ताकि खाद खरीदने तक योजना तैयार रहे। बुवाई से दो-तीन हफ़्ते पहले नमूना लें।",
    "Fasal katne ke baad aur agli buaai se pehle, taaki khaad khareedne tak plan ready rahe. Buaai se do-teen hafte pehle sample lein.",
    [SAMPLING],
  ),
  entry(
    "How often should I test my soil?",
    ["मिट्टी की जांच साल में कितनी बार करानी चाहिए?", "jaanch saal me kitni baar karani chahiye", "How many times a year should I test?", "har saal test karwana padega kya"],
    "Test each field at least once a year, and best before each main season, kharif and rabi. Fields with two or three crops a year are worth testing before every season.",
    "हर खेत की जांच साल में कम से कम एक बार कराएं, और हो सके तो खरीफ़ और रबी, दोनों बड़े सीज़न से पहले। साल में दो-तीन फसल वाले खेत की जांच हर सीज़न से पहले कराना अच्छा है।",
    "Har khet ki jaanch saal mein kam se kam ek baar karwayein, aur ho sake to kharif aur rabi dono season se pehle. Saal mein do-teen fasal wale khet ki jaanch har season se pehle karwana achha hai.",
    ["/resources#faq"],
  ),
  entry(
    "Can I take the sample right after putting fertilizer?",
    ["Can I take the sample right after putting urea?", "खाद डालने के कितने दिन बाद नमूना लें?", "urea dalne ke baad sample le sakte hai", "khad ke baad kitne din ruke"],
    "No. Wait {daysAfterFertilizer} days after fertilizer, manure or lime before you sample, or the test shows the fertilizer, not your soil.",
    "नहीं। खाद, गोबर की खाद या चूना डालने के {daysAfterFertilizer} दिन बाद ही नमूना लें, वरना जांच में खाद दिखेगी, आपकी मिट्टी नहीं।",
    "Nahi. Khaad, gobar ki khaad ya chuna daalne ke {daysAfterFertilizer} din baad hi sample lein, warna jaanch mein khaad dikhegi, aapki mitti nahi.",
    [SAMPLING],
  ),
  entry(
    "Which spots should I avoid when sampling?",
    ["Where should I not dig for the sample?", "कहां से मिट्टी नहीं लेनी चाहिए?", "kaha se mitti nahi leni", "sample lete waqt kya na kare"],
    "Do not take soil near trees, bunds, field corners, water channels or manure pits, from very wet or waterlogged soil, or where fertilizer went on in the last {daysAfterFertilizer} days.",
    "पेड़, मेड़, खेत के कोने, पानी की नाली या खाद के गड्ढे के पास से मिट्टी न लें। बहुत गीली या पानी भरी ज़मीन से भी नहीं, और जहां पिछले {daysAfterFertilizer} दिनों में खाद डली हो वहां से भी नहीं।",
    "Ped, medh, khet ke kone, paani ki naali ya khaad ke gaddhe ke paas se mitti na lein. Bahut geeli ya paani bhari zameen se bhi nahi, aur jahan pichhle {daysAfterFertilizer} din mein khaad daali ho wahan se bhi nahi.",
    [SAMPLING],
  ),
  entry(
    "Can I carry the sample in an old fertilizer bag?",
    ["Which bag should I use for the sample?", "नमूना किस थैली में रखें?", "purani khad ki bori me sample le ja sakte hai", "sample kis thaili me"],
    "No, never in a used fertilizer or cement bag: what is left inside can spoil the result. Use a clean cloth or plastic bag.",
    "नहीं, खाद या सीमेंट की पुरानी बोरी में कभी नहीं: उसमें बची थोड़ी सी खाद भी नतीजा बिगाड़ देती है। साफ़ कपड़े की या प्लास्टिक की थैली लें।",
    "Nahi, khaad ya cement ki purani bori mein kabhi nahi: usme bachi thodi si khaad bhi result bigaad deti hai. Saaf kapde ki ya plastic ki thaili lein.",
    [SAMPLING],
  ),
  entry(
    "How do I dry the soil sample?",
    ["Should I dry the sample in the sun?", "नमूना धूप में सुखाएं या छांव में?", "mitti dhoop me sukhani hai kya", "geeli mitti ka kya kare"],
    "If the soil is wet, dry it in the shade, never in the sun or near a fire.",
    "मिट्टी गीली हो तो उसे छांव में सुखाएं, धूप में या आग के पास कभी नहीं।",
    "Mitti geeli ho to use chhaon mein sukhayein, dhoop mein ya aag ke paas kabhi nahi.",
    [SAMPLING],
  ),
  entry(
    "What should I write on the sample bag?",
    ["How do I label the sample?", "थैली पर क्या लिखना है?", "thaili pe kya likhna hai", "sample pe parchi kaise lagaye"],
    "Write your name, mobile number, village, field or khasra number and the crop you will sow next.",
    "अपना नाम, मोबाइल नंबर, गांव, खेत या खसरा नंबर और अगली फसल का नाम लिखें।",
    "Apna naam, mobile number, gaon, khet ya khasra number aur agli fasal ka naam likhein.",
    [SAMPLING],
  ),
  entry(
    "How do I mix the soil from all the spots?",
    ["How to make one sample from many spots?", "सब जगह की मिट्टी कैसे मिलाएं?", "mitti kaise milani hai"],
    "Put the soil from all spots in a clean bucket or on a clean sheet, break the lumps, remove stones and roots and mix well. Spread it in a circle, keep two opposite quarters and repeat until about {samplingGrams} g is left.",
    "सब जगहों की मिट्टी साफ़ बाल्टी या साफ़ बोरी पर डालें, ढेले तोड़ें, कंकड़ और जड़ें निकालें और अच्छे से मिलाएं। गोल फैलाकर चार हिस्से करें, आमने-सामने के दो रखें, और यही दोहराएं जब तक करीब {samplingGrams} ग्राम न बचे।",
    "Sab jagah ki mitti saaf baalti ya saaf bori pe daalein, dhele todein, kankad aur jadein nikaalein aur achhe se milayein. Gol faila ke chaar hisse karein, aamne-saamne ke do rakhein, aur yahi dohrayein jab tak kareeb {samplingGrams} gram na bache.",
    [SAMPLING],
  ),
  entry(
    "What tools do I need to take a sample?",
    ["What equipment do I need for sampling?", "नमूना लेने के लिए कौन सा सामान चाहिए?", "sample lene ke liye kya saaman chahiye"],
    "A khurpi or spade, a clean bucket or clean sack, a clean cloth or plastic bag, and a slip to write on.",
    "खुरपी या फावड़ा, साफ़ बाल्टी या साफ़ बोरी, कपड़े की या प्लास्टिक की साफ़ थैली, और लिखने के लिए एक पर्ची।",
    "Khurpi ya phawda, saaf baalti ya saaf bori, kapde ki ya plastic ki saaf thaili, aur likhne ke liye ek parchi.",
    [SAMPLE_POST_HI],
  ),
  entry(
    "Should I remove grass before digging?",
    ["Do I clear the surface first?", "गड्ढा खोदने से पहले घास हटानी है?", "upar ki ghas hatani hai kya"],
    "Yes. At each spot, scrape away grass, crop stubble and dry leaves from the surface before you dig.",
    "हां। हर जगह खोदने से पहले ऊपर की घास, ठूंठ और सूखे पत्ते हटा दें।",
    "Haan. Har jagah khodne se pehle upar ki ghaas, thoonth aur sookhe patte hata dein.",
    [SAMPLING],
  ),
  entry(
    "Should a sandy or waterlogged patch be sampled separately?",
    ["My field has two kinds of soil", "खेत का एक हिस्सा अलग है, नमूना कैसे लें?", "khet me do tarah ki mitti hai"],
    "Yes. One sample should stand for land that looks and behaves the same: same crop, soil colour, slope and irrigation. Sample a sandy or waterlogged corner on its own.",
    "हां। एक नमूना उसी ज़मीन का हो जो हर तरह से एक जैसी हो: एक फसल, एक रंग की मिट्टी, एक ढलान और एक सिंचाई। रेतीले या पानी भरने वाले कोने का नमूना अलग लें।",
    "Haan. Ek sample usi zameen ka ho jo har tarah se ek jaisi ho: ek fasal, ek rang ki mitti, ek dhalaan aur ek sinchai. Retile ya paani bharne wale kone ka sample alag lein.",
    [SAMPLE_POST_HI],
  ),
  entry(
    "How do I get my soil tested?",
    ["माटी की जाँच कैसे करवाएं?", "mitti ki jaanch kaise karwaye", "soil test karwane ka tarika", "मिट्टी की जांच कितने की है?", "mitti ki jaanch kitne ki hai"],
    "• Take a soil sample: {samplingSpots} spots, {samplingDepthInches} inches deep, about {samplingGrams} g.\n• Bring it to a soil clinic: ₹{testPrice} per sample.\n• Take home your report and fertilizer plan in {reportMinutes} minutes.",
    "• नमूना लें: {samplingSpots} जगह से, {samplingDepthInches} इंच गहराई की, करीब {samplingGrams} ग्राम मिट्टी।\n• उसे मिट्टी जांच क्लिनिक ले जाएं: ₹{testPrice} प्रति नमूना।\n• {reportMinutes} मिनट में रिपोर्ट और खाद का प्लान घर ले जाएं।",
    "• Sample lein: {samplingSpots} jagah se, {samplingDepthInches} inch gehrai ki, kareeb {samplingGrams} gram mitti.\n• Use soil clinic le jaayein: ₹{testPrice} per sample.\n• {reportMinutes} minute mein report aur khaad ka plan ghar le jaayein.",
    [FIND, FARMERS],
  ),
];

const readingReport: KnowledgeValues[] = [
  entry(
    "What does pH mean on my report?",
    ["What does the pH value tell me?", "What does the pH on my soil report mean?", "pH का मतलब क्या है?", "ph kya hota hai", "mitti ka ph kitna hona chahiye"],
    "pH tells you if the soil is acidic, neutral or alkaline. Most crops do best between 6.5 and 7.5; outside that range nutrients get locked up even when they are present.",
    "pH बताता है कि मिट्टी खट्टी (अम्लीय), सामान्य या क्षारीय है। ज़्यादातर फसलें 6.5 से 7.5 के बीच अच्छी होती हैं; इससे बाहर पोषक तत्व मिट्टी में होकर भी फसल को नहीं मिलते।",
    "pH batata hai ki mitti khatti (amliya), normal ya kshariya hai. Zyaadatar fasalein 6.5 se 7.5 ke beech achhi hoti hain; isse bahar poshak tatva mitti mein hote hue bhi fasal ko nahi milte.",
    [TESTING_POST, CARD_POST_HI],
  ),
  entry(
    "How do I fix acidic soil?",
    ["My soil is too sour", "मिट्टी खट्टी है तो क्या करें?", "mitti amliya hai kya kare", "low ph ka ilaj"],
    "Sour (acidic) soil usually needs agricultural lime before fertilizer can work well; the dose comes from a lime requirement test. Your report's advice gives the amount for your field.",
    "खट्टी (अम्लीय) मिट्टी में खाद ठीक से काम करे, इसके लिए अक्सर कृषि चूना चाहिए; मात्रा चूने की ज़रूरत वाली जांच से तय होती है। आपकी रिपोर्ट की सलाह में आपके खेत की मात्रा दी होती है।",
    "Khatti (amliya) mitti mein khaad theek se kaam kare, iske liye aksar krishi chuna chahiye; kitna, yeh chune ki zaroorat wali jaanch se tay hota hai. Aapki report ki salah mein aapke khet ki matra di hoti hai.",
    [FARMERS],
  ),
  entry(
    "What does EC mean on the report?",
    ["What is electrical conductivity?", "EC का मतलब क्या है?", "electrical conductivity ka matlab"],
    "EC (electrical conductivity) shows how much salt the soil holds. High EC means salty soil that burns roots and needs gypsum, drainage or salt-tolerant crops.",
    "EC बताता है कि मिट्टी में कितना नमक (खारापन) है। EC ज़्यादा होने का मतलब खारी मिट्टी है, जो जड़ों को जलाती है; इसमें जिप्सम, पानी की निकासी या खारापन सहने वाली फसल चाहिए।",
    "EC batata hai ki mitti mein kitna namak (khaarapan) hai. EC zyaada matlab khaari mitti, jo jadon ko jalati hai; isme gypsum, paani ki nikasi ya khaarapan sehne wali fasal chahiye.",
    [TESTING_POST],
  ),
  entry(
    "How do I fix salty soil?",
    ["My soil is turning salty", "मिट्टी खारी हो रही है, क्या करें?", "khari mitti ka ilaj", "namak wali zameen"],
    "Salty soil usually needs gypsum, better drainage or salt-tolerant crops. A pH and EC reading tells you if it needs this before any fertilizer can work.",
    "खारी मिट्टी में अक्सर जिप्सम, पानी की अच्छी निकासी या खारापन सहने वाली फसल चाहिए। pH और EC की जांच बताती है कि खाद से पहले इसकी ज़रूरत है या नहीं।",
    "Khaari mitti mein aksar gypsum, paani ki achhi nikasi ya khaarapan sehne wali fasal chahiye. pH aur EC ki jaanch batati hai ki khaad se pehle iski zaroorat hai ya nahi.",
    [FARMERS],
  ),
  entry(
    "What does organic carbon on my report mean?",
    ["What is organic carbon?", "जैविक कार्बन क्या होता है?", "organic carbon kya hai", "jaivik carbon ka matlab"],
    "Organic carbon is the carbon in the soil's organic matter: rotted roots, leaves, manure and soil life. It is the best single sign of soil health: it holds water and nutrients and keeps soil crumbly.",
    "जैविक कार्बन मिट्टी के जैविक पदार्थ में मौजूद कार्बन है: सड़ी जड़ें, पत्ते, गोबर की खाद और मिट्टी के जीव। यह मिट्टी की सेहत की सबसे अच्छी निशानी है: पानी और पोषक तत्व रोकता है और मिट्टी भुरभुरी रखता है।",
    "Organic carbon (jaivik carbon) mitti ke jaivik padarth ka carbon hai: sadi jadein, patte, gobar ki khaad aur mitti ke jeev. Yeh mitti ki sehat ki sabse achhi nishani hai: paani aur poshak tatva rokta hai aur mitti bhurbhuri rakhta hai.",
    [CARBON_POST],
  ),
  entry(
    "What is a good organic carbon level?",
    ["Is 0.4 organic carbon low?", "जैविक कार्बन कितना होना चाहिए?", "organic carbon kitna hona chahiye"],
    "Soil health cards use three bands:\n• Below 0.5%: Low\n• 0.5% to 0.75%: Medium\n• Above 0.75%: High\nMany fields in hot, dry areas and rice-wheat areas now test low.",
    "सॉइल हेल्थ कार्ड में तीन दर्जे हैं:\n• 0.5% से कम: कम\n• 0.5% से 0.75%: मध्यम\n• 0.75% से ज़्यादा: अच्छा\nगर्म, सूखे इलाकों और धान-गेहूं वाले खेतों में अब ज़्यादातर कम निकलता है।",
    "Soil health card mein teen darje hain:\n• 0.5% se kam: kam\n• 0.5% se 0.75%: madhyam\n• 0.75% se zyaada: achha\nGaram, sookhe ilaakon aur dhaan-gehun wale khet mein ab zyaadatar kam nikalta hai.",
    [CARBON_POST],
  ),
  entry(
    "What do low, medium and high mean on the report?",
    ["How do I read my soil report?", "रिपोर्ट कैसे पढ़ें?", "report kaise padhe", "soil health card kaise padhe"],
    "Each result is marked low, medium or high. Look first at anything high, like phosphorus or potash, which you can cut, and anything low you never apply, like zinc, sulphur or boron.",
    "हर नतीजे पर कम, मध्यम या ज़्यादा लिखा होता है। पहले वो देखें जो ज़्यादा है, जैसे फ़ॉस्फ़ोरस या पोटाश, जिसे आप कम कर सकते हैं; फिर वो जो कम है और आप कभी डालते नहीं, जैसे ज़िंक, सल्फ़र या बोरॉन।",
    "Har result pe kam, madhyam ya zyaada likha hota hai. Pehle woh dekhein jo zyaada hai, jaise phosphorus ya potash, jise aap kam kar sakte hain; phir woh jo kam hai aur aap kabhi daalte nahi, jaise zinc, sulphur ya boron.",
    [CARD_POST_HI, TESTING_POST],
  ),
  entry(
    "My report says phosphorus is high. Should I still use DAP?",
    ["Phosphorus high hai to DAP daalu kya", "फ़ॉस्फ़ोरस ज़्यादा है तो डीएपी डालें?", "What if potash is already high?"],
    "If phosphorus or potash is already high, you can cut that fertilizer for a season or more. This is where most farmers save money; follow the dose in your report's advice.",
    "अगर फ़ॉस्फ़ोरस या पोटाश पहले से ज़्यादा है, तो वह खाद एक सीज़न या उससे ज़्यादा के लिए कम कर सकते हैं। ज़्यादातर किसान यहीं पैसा बचाते हैं; अपनी रिपोर्ट की सलाह वाली मात्रा डालें।",
    "Agar phosphorus ya potash pehle se zyaada hai, to woh khaad ek season ya usse zyaada ke liye kam kar sakte hain. Zyaadatar kisaan yahin paisa bachate hain; apni report ki salah wali matra daalein.",
    ["/blog/how-ramesh-gowda-cut-his-dap-and-grew-more-ragi"],
  ),
  entry(
    "What does nitrogen do for the crop?",
    ["Why does the crop need nitrogen?", "नाइट्रोजन से क्या होता है?", "nitrogen ka kaam kya hai", "urea kab aur kaise dale"],
    "Nitrogen makes leaves green and drives growth and tillering. It is easily lost, so split urea into two or three doses, apply on moist soil and use neem-coated urea.",
    "नाइट्रोजन से पत्ते हरे रहते हैं और पौधा बढ़ता और फुटाव करता है। यह जल्दी बह या उड़ जाता है, इसलिए यूरिया दो-तीन बार में डालें, नम मिट्टी पर डालें और नीम लेपित यूरिया लें।",
    "Nitrogen se patte hare rehte hain aur paudha badhta aur futaav karta hai. Yeh jaldi beh ya ud jaata hai, isliye urea do-teen baar mein daalein, nam mitti pe daalein aur neem coated urea lein.",
    [DOWNLOADS],
  ),
  entry(
    "What does phosphorus do?",
    ["Why does the crop need phosphorus?", "फ़ॉस्फ़ोरस का क्या काम है?", "phosphorus kya karta hai"],
    "Phosphorus builds roots, helps early growth and is needed for flowering and grain. It hardly moves in soil, so put it near the roots at sowing. Fields that got DAP every season often have plenty stored.",
    "फ़ॉस्फ़ोरस से जड़ें बनती हैं, शुरुआती बढ़वार होती है और फूल व दाना बनता है। यह मिट्टी में आगे नहीं बढ़ता, इसलिए बुवाई के समय जड़ों के पास डालें। हर सीज़न डीएपी पाने वाले खेतों में अक्सर पहले से काफ़ी होता है।",
    "Phosphorus se jadein banti hain, shuru ki badhwaar hoti hai aur phool va daana banta hai. Yeh mitti mein aage nahi badhta, isliye buaai ke time jadon ke paas daalein. Har season DAP paane wale khet mein aksar pehle se kaafi hota hai.",
    [DOWNLOADS],
  ),
  entry(
    "What does potash do?",
    ["Why does the crop need potassium?", "पोटाश का क्या काम है?", "potash kyu dalna chahiye"],
    "Potassium gives strong stems, fills grain and fruit, and helps the plant resist drought, frost and disease. Many farmers skip potash, and many soils are now running short.",
    "पोटाश से तना मज़बूत होता है, दाना और फल भरता है, और पौधा सूखा, पाला और बीमारी झेल पाता है। कई किसान पोटाश डालते ही नहीं, और अब कई खेतों में इसकी कमी हो रही है।",
    "Potash se tana mazboot hota hai, daana aur phal bharta hai, aur paudha sookha, paala aur bimaari jhel paata hai. Kai kisaan potash daalte hi nahi, aur ab kai khet mein iski kami ho rahi hai.",
    [DOWNLOADS],
  ),
  entry(
    "How much zinc sulphate should I use?",
    ["My report says zinc is low", "ज़िंक कम है तो क्या डालें?", "zinc ki kami ho to kya dale", "zinc sulphate kitna dalna hai"],
    "The usual fix is 10 kg of zinc sulphate (21% zinc) per acre at sowing or transplanting; one dose usually lasts two to three crops. Do not mix it with DAP or SSP in the same bag.",
    "आम तौर पर 10 किलो ज़िंक सल्फ़ेट (21% ज़िंक) प्रति एकड़ बुवाई या रोपाई के समय डालें; एक बार की मात्रा अक्सर दो-तीन फसल चलती है। इसे डीएपी या एसएसपी के साथ एक ही बोरी में न मिलाएं।",
    "Aam taur pe 10 kilo zinc sulphate (21% zinc) ek acre mein buaai ya ropai ke time daalein; ek baar ki matra aksar do-teen fasal chalti hai. Ise DAP ya SSP ke saath ek hi bori mein na milayein.",
    [MICRO_POST],
  ),
  entry(
    "How do I spray zinc in a standing crop?",
    ["Zinc spray ka tarika", "खड़ी फसल में ज़िंक का छिड़काव कैसे करें?", "zinc ka spray kitna"],
    "Spray 0.5% zinc sulphate (5 g per litre of water) with 2.5 g of lime per litre, twice, 10 to 15 days apart.",
    "0.5% ज़िंक सल्फ़ेट (5 ग्राम प्रति लीटर पानी) के साथ 2.5 ग्राम चूना प्रति लीटर मिलाकर, 10 से 15 दिन के अंतर पर दो बार छिड़काव करें।",
    "0.5% zinc sulphate (5 gram per litre paani) ke saath 2.5 gram chuna per litre mila ke, 10 se 15 din ke antar pe do baar spray karein.",
    [MICRO_POST],
  ),
  entry(
    "How much borax should I use?",
    ["My report says boron is low", "बोरॉन कम है तो क्या करें?", "borax kitna dalna hai", "boron ki kami ka ilaj"],
    "Borax at 4 kg per acre to the soil, or a 0.2% borax spray (2 g per litre) at flowering. Too much boron burns leaves: never repeat a dose without a new test.",
    "मिट्टी में 4 किलो बोरेक्स प्रति एकड़, या फूल आने पर 0.2% बोरेक्स (2 ग्राम प्रति लीटर) का छिड़काव। ज़्यादा बोरॉन पत्ते जला देता है: नई जांच के बिना दोबारा न डालें।",
    "Mitti mein 4 kilo borax per acre, ya phool aane pe 0.2% borax (2 gram per litre) ka spray. Zyaada boron patte jala deta hai: nayi jaanch ke bina dobara na daalein.",
    [MICRO_POST],
  ),
  entry(
    "How do I fix iron shortage?",
    ["Iron ki kami ka ilaj", "आयरन की कमी हो तो क्या करें?", "ferrous sulphate spray kaise kare"],
    "On alkaline soil, iron spread on the soil mostly gets locked up again, so spray: 1% ferrous sulphate (10 g per litre) with 1 g of citric acid per litre, two or three times, a week to ten days apart.",
    "क्षारीय मिट्टी में डाला गया आयरन फिर से बंध जाता है, इसलिए छिड़काव करें: 1% फ़ेरस सल्फ़ेट (10 ग्राम प्रति लीटर) के साथ 1 ग्राम साइट्रिक एसिड प्रति लीटर, हफ़्ते-दस दिन के अंतर पर दो-तीन बार।",
    "Kshariya mitti mein daala gaya iron phir se bandh jaata hai, isliye spray karein: 1% ferrous sulphate (10 gram per litre) ke saath 1 gram citric acid per litre, hafte-das din ke antar pe do-teen baar.",
    [MICRO_POST],
  ),
  entry(
    "How do I fix sulphur shortage?",
    ["My report says sulphur is low", "सल्फ़र कम है तो क्या डालें?", "sulphur ki kami ka ilaj", "gypsum kitna dale"],
    "Gypsum at 100 kg per acre, or use SSP in place of part of the DAP, or 10 kg of bentonite sulphur. Oilseeds, pulses and onion need sulphur most.",
    "100 किलो जिप्सम प्रति एकड़ डालें, या डीएपी की जगह कुछ एसएसपी लें, या 10 किलो बेंटोनाइट सल्फ़र। तिलहन, दलहन और प्याज़ को सल्फ़र की सबसे ज़्यादा ज़रूरत होती है।",
    "100 kilo gypsum per acre daalein, ya DAP ki jagah kuch SSP lein, ya 10 kilo bentonite sulphur. Tilhan, dalhan aur pyaaz ko sulphur ki sabse zyaada zaroorat hoti hai.",
    [DOWNLOADS],
  ),
  entry(
    "How do I fix magnesium shortage?",
    ["Magnesium ki kami", "मैग्नीशियम कम है तो क्या करें?", "magnesium sulphate kitna"],
    "Magnesium sulphate at 10 kg per acre to the soil, or a 1% spray (10 g per litre of water).",
    "मिट्टी में 10 किलो मैग्नीशियम सल्फ़ेट प्रति एकड़, या 1% (10 ग्राम प्रति लीटर पानी) का छिड़काव।",
    "Mitti mein 10 kilo magnesium sulphate per acre, ya 1% (10 gram per litre paani) ka spray.",
    [DOWNLOADS],
  ),
  entry(
    "What are micronutrients?",
    ["Why do small nutrients matter?", "सूक्ष्म पोषक तत्व क्या होते हैं?", "micronutrients kya hote hain"],
    "Zinc, iron, boron and copper are needed in grams, but a shortage cuts the yield even when everything else is right. Extra urea cannot make up for a missing micronutrient.",
    "ज़िंक, आयरन, बोरॉन और कॉपर थोड़ी मात्रा में चाहिए, पर इनकी कमी से पैदावार घटती है, चाहे बाकी सब ठीक हो। ज़्यादा यूरिया डालने से इनकी कमी पूरी नहीं होती।",
    "Zinc, iron, boron aur copper thodi matra mein chahiye, par inki kami se paidawar ghat jaati hai, chahe baaki sab theek ho. Zyaada urea daalne se inki kami poori nahi hoti.",
    [MICRO_POST],
  ),
  entry(
    "Should I buy a micronutrient mixture for every crop?",
    ["Are the shop's mixtures worth it?", "दुकान वाला मिक्सचर लेना चाहिए?", "mixture khad leni chahiye kya"],
    "Mixtures sold for every crop mostly waste money on nutrients your soil already has. A soil test tells you which one is short, if any, before you sow.",
    "हर फसल के लिए बिकने वाले मिक्सचर में ज़्यादातर पैसा उन तत्वों पर जाता है जो मिट्टी में पहले से हैं। बुवाई से पहले जांच बता देती है कि असल में किसकी कमी है, अगर है तो।",
    "Har fasal ke liye bikne wale mixture mein zyaadatar paisa un tatvon pe jaata hai jo mitti mein pehle se hain. Buaai se pehle jaanch bata deti hai ki asal mein kiski kami hai, agar hai to.",
    [MICRO_POST],
  ),
  entry(
    "How much fertilizer should I put?",
    ["khad kitni daalni hai ye kaise pata chalega", "खाद कितनी डालें?", "How do I know the right fertilizer dose?", "kitni urea dalu"],
    "Your field's soil test tells you: the report comes with a plan of which fertilizer, how many kilos or bags per acre and when, for the crop you named. The guides' doses are general.",
    "यह आपके खेत की मिट्टी की जांच बताती है: रिपोर्ट के साथ योजना मिलती है कि आपकी फसल के लिए कौन सी खाद, प्रति एकड़ कितने किलो या बोरी और कब डालनी है। गाइड की मात्राएं आम हैं।",
    "Yeh aapke khet ki mitti ki jaanch batati hai: report ke saath plan milta hai ki aapki fasal ke liye kaunsi khaad, ek acre mein kitne kilo ya bori aur kab daalni hai. Guide ki matra aam hai.",
    [FIND, FARMERS],
  ),
  entry(
    "How do I read a soil health card?",
    ["सॉइल हेल्थ कार्ड कैसे पढ़ें?", "soil health card me kya likha hota hai", "What is a soil health card?"],
    "Each value on the card is marked low, medium or high, with advice for your crop. Our Hindi post on reading the card explains it.",
    "कार्ड पर हर चीज़ के आगे कम, मध्यम या ज़्यादा लिखा होता है, साथ में फसल के लिए सलाह। कार्ड कैसे पढ़ें, यह हमारे लेख में समझाया है।",
    "Card pe har cheez ke aage kam, madhyam ya zyaada likha hota hai, saath mein fasal ke liye salah. Card kaise padhein, yeh hamare Hindi lekh mein samjhaya hai.",
    [CARD_POST_HI],
  ),
];

/**
 * The signs of a shortage, as the farmer describes them ("cauliflower stems hollow, what is it?"): the answer names the
 * shortage and its usual fix, not the signs alone. The answers before, for databases seeded with them.
 */
const SIGNS_BEFORE: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  "What are the signs of nitrogen shortage?": {
    en: "Older, lower leaves turn pale yellow first, starting from the tip; in maize the yellow runs down the middle of the leaf in a V. Plants are thin and short.",
    hi: "नीचे के पुराने पत्ते सिरे से शुरू होकर पहले हल्के पीले होते हैं; मक्का में पीलापन पत्ते के बीच में V जैसा उतरता है। पौधे पतले और छोटे रहते हैं।",
    "hi-latn": "Neeche ke purane patte sire se shuru hoke pehle halke peele hote hain; makka mein peelapan patte ke beech mein V jaisa utarta hai. Paudhe patle aur chhote rehte hain.",
    mr: "खालची जुनी पाने आधी टोकाकडून फिकट पिवळी पडतात; मक्यात पानाच्या मधोमध V आकारात पिवळेपणा खाली उतरतो. रोपे बारीक आणि खुजी राहतात.",
  },
  "What are the signs of zinc shortage?": {
    en: "In paddy, rusty brown spots on older leaves two to four weeks after transplanting, with patchy, stunted growth (khaira). In maize, pale bands on young leaves; in wheat, pale patches and short plants.",
    hi: "धान में रोपाई के दो-चार हफ़्ते बाद पुराने पत्तों पर जंग जैसे भूरे धब्बे और जगह-जगह रुकी बढ़वार (खैरा)। मक्का में नए पत्तों पर सफ़ेद-पीली पट्टियां; गेहूं में पीले टुकड़े और छोटे पौधे।",
    "hi-latn": "Dhaan mein ropai ke do-chaar hafte baad purane patton pe zang jaise bhure dhabbe aur jagah-jagah ruki badhwaar (khaira). Makka mein naye patton pe safed-peeli pattiyan; gehun mein peele tukde aur chhote paudhe.",
    mr: "भातात लावणीनंतर दोन ते चार आठवड्यांनी जुन्या पानांवर गंजासारखे तपकिरी ठिपके, आणि जागोजागी खुंटलेली वाढ (खैरा). मक्यात कोवळ्या पानांवर फिकट पट्टे; गव्हात फिकट चट्टे आणि खुजी रोपे.",
  },
  "What are the signs of boron shortage?": {
    en: "Poor flowering and fruit set, hollow or brown stems in cauliflower and cabbage, cracked fruit, shedding of cotton squares, and the growing tip dying back.",
    hi: "फूल और फल कम लगना, फूलगोभी और पत्तागोभी का तना खोखला या भूरा होना, फल फटना, कपास की कलियां गिरना, और पौधे की चोटी सूखना।",
    "hi-latn": "Phool aur phal kam lagna, phoolgobhi aur pattagobhi ka tana khokhla ya bhura hona, phal phatna, kapas ki kaliyan girna, aur paudhe ki choti sookhna.",
    mr: "फुले आणि फळे कमी लागणे, फुलकोबी आणि कोबीचा दांडा पोकळ किंवा तपकिरी होणे, फळांना तडे जाणे, कपाशीची पाती गळणे, आणि वाढणारा शेंडा वाळत जाणे.",
  },
  "What are the signs of iron shortage?": {
    en: "The youngest leaves turn yellow between the veins while the veins stay green; in bad cases they turn almost white. It is common on alkaline soils.",
    hi: "सबसे नए पत्ते नसों के बीच पीले पड़ते हैं और नसें हरी रहती हैं; ज़्यादा कमी में पत्ते लगभग सफ़ेद हो जाते हैं। यह क्षारीय मिट्टी में आम है।",
    "hi-latn": "Sabse naye patte nason ke beech peele padte hain aur nasein hari rehti hain; zyaada kami mein patte lagbhag safed ho jaate hain. Yeh kshariya mitti mein aam hai.",
    mr: "सर्वात कोवळी पाने शिरांच्या मधे पिवळी पडतात आणि शिरा हिरव्याच राहतात; कमतरता जास्त असेल तर पाने जवळजवळ पांढरी होतात. अल्कधर्मी जमिनीत हे सर्रास दिसते.",
  },
  "What are the signs of potash shortage?": {
    en: "Edges and tips of older leaves turn yellow, then brown and dry, as if scorched; stems are weak, grains small and fruit poor in colour and taste.",
    hi: "पुराने पत्तों के किनारे और सिरे पहले पीले, फिर भूरे होकर सूख जाते हैं, जैसे जल गए हों; तना कमज़ोर, दाना छोटा और फल का रंग-स्वाद कमज़ोर।",
    "hi-latn": "Purane patton ke kinare aur sire pehle peele, phir bhure hoke sookh jaate hain, jaise jal gaye hon; tana kamzor, daana chhota aur phal ka rang-swaad kamzor.",
    mr: "जुन्या पानांच्या कडा आणि टोके आधी पिवळी, मग तपकिरी होऊन वाळतात, करपल्यासारखी; खोड कमकुवत, दाणा बारीक, आणि फळांना रंग आणि चव कमी.",
  },
  "What are the signs of phosphorus shortage?": {
    en: "Stunted plants with dark green or purple-red leaves, especially in cold weather; poor root growth and late maturity.",
    hi: "पौधे छोटे रह जाते हैं, पत्ते गहरे हरे या बैंगनी-लाल होते हैं, खासकर ठंड में; जड़ें कम बढ़ती हैं और फसल देर से पकती है।",
    "hi-latn": "Paudhe chhote reh jaate hain, patte gehre hare ya baingani-laal hote hain, khaaskar thand mein; jadein kam badhti hain aur fasal der se pakti hai.",
    mr: "रोपे खुंटतात, पाने गडद हिरवी किंवा जांभळट-लाल होतात, विशेषतः थंडीत; मुळांची वाढ कमी होते आणि पीक उशिरा तयार होते.",
  },
  "What are the signs of sulphur shortage?": {
    en: "Young leaves turn pale yellow all over, unlike nitrogen, which starts on old leaves. Oilseeds, pulses and onion suffer most.",
    hi: "नए पत्ते पूरे के पूरे हल्के पीले हो जाते हैं, जबकि नाइट्रोजन की कमी पुराने पत्तों से शुरू होती है। तिलहन, दलहन और प्याज़ पर असर सबसे ज़्यादा होता है।",
    "hi-latn": "Naye patte poore ke poore halke peele ho jaate hain, jabki nitrogen ki kami purane patton se shuru hoti hai. Tilhan, dalhan aur pyaaz pe asar sabse zyaada hota hai.",
    mr: "कोवळी पाने पूर्णपणे फिकट पिवळी पडतात; नत्राच्या कमतरतेत मात्र सुरुवात जुन्या पानांपासून होते. तेलबिया, कडधान्ये आणि कांद्याला याचा सर्वात जास्त फटका बसतो.",
  },
};
const SIGNS_ANSWERS = {
  "What are the signs of nitrogen shortage?": {
    en: "Nitrogen shortage: older, lower leaves turn pale yellow first, from the tip; in maize the yellow runs down the middle of the leaf in a V; plants stay thin and short. The fix is urea, split into two or three doses, as much as your soil report says.",
    hi: "नाइट्रोजन की कमी: नीचे के पुराने पत्ते सिरे से शुरू होकर पहले हल्के पीले होते हैं; मक्का में पीलापन पत्ते के बीच में V जैसा उतरता है; पौधे पतले और छोटे रहते हैं। इलाज: यूरिया, दो-तीन बार में बांटकर, उतना जितना मिट्टी की रिपोर्ट बताए।",
    "hi-latn": "Nitrogen ki kami: neeche ke purane patte sire se shuru hoke pehle halke peele hote hain; makka mein peelapan patte ke beech mein V jaisa utarta hai; paudhe patle aur chhote rehte hain. Ilaj: urea, do-teen baar mein baantkar, utna jitna mitti ki report bataye.",
  },
  "What are the signs of zinc shortage?": {
    en: "Zinc shortage: in paddy, rusty brown spots on older leaves two to four weeks after transplanting, with patchy, stunted growth (khaira); in maize, pale bands on young leaves; in wheat, pale patches and short plants. The usual fix: 10 kg of zinc sulphate per acre at sowing or transplanting.",
    hi: "ज़िंक की कमी: धान में रोपाई के दो-चार हफ़्ते बाद पुराने पत्तों पर जंग जैसे भूरे धब्बे और जगह-जगह रुकी बढ़वार (खैरा); मक्का में नए पत्तों पर सफ़ेद-पीली पट्टियां; गेहूं में पीले टुकड़े और छोटे पौधे। आम इलाज: बुवाई या रोपाई पर 10 किलो ज़िंक सल्फ़ेट प्रति एकड़।",
    "hi-latn": "Zinc ki kami: dhaan mein ropai ke do-chaar hafte baad purane patton pe zang jaise bhure dhabbe aur jagah-jagah ruki badhwaar (khaira); makka mein naye patton pe safed-peeli pattiyan; gehun mein peele tukde aur chhote paudhe. Aam ilaj: buvai ya ropai pe 10 kilo zinc sulphate per acre.",
  },
  "What are the signs of boron shortage?": {
    en: "Boron shortage: poor flowering and fruit set, hollow or brown stems in cauliflower and cabbage, cracked fruit, shedding of cotton squares, the growing tip dying back. The usual fix: 4 kg of borax per acre to the soil, or a 0.2% borax spray (2 g per litre) at flowering.",
    hi: "बोरॉन की कमी: फूल और फल कम लगना, फूलगोभी और पत्तागोभी का तना खोखला या भूरा होना, फल फटना, कपास की कलियां गिरना, पौधे की चोटी सूखना। आम इलाज: 4 किलो बोरेक्स प्रति एकड़ मिट्टी में, या फूल आने पर 0.2% बोरेक्स (2 ग्राम प्रति लीटर) का छिड़काव।",
    "hi-latn": "Boron ki kami: phool aur phal kam lagna, phoolgobhi aur pattagobhi ka tana khokhla ya bhura hona, phal phatna, kapas ki kaliyan girna, paudhe ki choti sookhna. Aam ilaj: mitti mein 4 kilo borax per acre, ya phool aane pe 0.2% borax (2 gram per litre) ka spray.",
  },
  "What are the signs of iron shortage?": {
    en: "Iron shortage: the youngest leaves turn yellow between the veins while the veins stay green, almost white in bad cases; common on alkaline soils. The fix: spray 1% ferrous sulphate (10 g per litre) with 1 g of citric acid per litre, two or three times, a week to ten days apart.",
    hi: "आयरन की कमी: सबसे नए पत्ते नसों के बीच पीले पड़ते हैं और नसें हरी रहती हैं, ज़्यादा कमी में लगभग सफ़ेद; क्षारीय मिट्टी में आम। इलाज: 1% फ़ेरस सल्फ़ेट (10 ग्राम प्रति लीटर) में 1 ग्राम साइट्रिक एसिड प्रति लीटर मिलाकर, हफ़्ते-दस दिन के अंतर पर दो-तीन बार छिड़कें।",
    "hi-latn": "Iron ki kami: sabse naye patte nason ke beech peele padte hain aur nasein hari rehti hain, zyaada kami mein lagbhag safed; kshariya mitti mein aam. Ilaj: 1% ferrous sulphate (10 gram per litre) mein 1 gram citric acid per litre milakar, hafte-das din ke antar pe do-teen baar spray karein.",
  },
  "What are the signs of potash shortage?": {
    en: "Potash shortage: edges and tips of older leaves turn yellow, then brown and dry, as if scorched; stems are weak, grains small and fruit poor in colour and taste. The fix is MOP (muriate of potash), as much as your soil report says.",
    hi: "पोटाश की कमी: पुराने पत्तों के किनारे और सिरे पहले पीले, फिर भूरे होकर सूख जाते हैं, जैसे जल गए हों; तना कमज़ोर, दाना छोटा और फल का रंग-स्वाद कमज़ोर। इलाज: एमओपी (म्यूरेट ऑफ़ पोटाश), उतना जितना मिट्टी की रिपोर्ट बताए।",
    "hi-latn": "Potash ki kami: purane patton ke kinare aur sire pehle peele, phir bhure hoke sookh jaate hain, jaise jal gaye hon; tana kamzor, daana chhota aur phal ka rang-swaad kamzor. Ilaj: MOP (muriate of potash), utna jitna mitti ki report bataye.",
  },
  "What are the signs of phosphorus shortage?": {
    en: "Phosphorus shortage: stunted plants with dark green or purple-red leaves, especially in cold weather; poor root growth and late maturity. The fix is DAP or SSP at sowing, as much as your soil report says.",
    hi: "फ़ॉस्फ़ोरस की कमी: पौधे छोटे रह जाते हैं, पत्ते गहरे हरे या बैंगनी-लाल होते हैं, खासकर ठंड में; जड़ें कम बढ़ती हैं और फसल देर से पकती है। इलाज: बुवाई पर डीएपी या एसएसपी, उतना जितना मिट्टी की रिपोर्ट बताए।",
    "hi-latn": "Phosphorus ki kami: paudhe chhote reh jaate hain, patte gehre hare ya baingani-laal hote hain, khaaskar thand mein; jadein kam badhti hain aur fasal der se pakti hai. Ilaj: buvai pe DAP ya SSP, utna jitna mitti ki report bataye.",
  },
  "What are the signs of sulphur shortage?": {
    en: "Sulphur shortage: young leaves turn pale yellow all over, unlike nitrogen, which starts on old leaves; oilseeds, pulses and onion suffer most. The fix: 100 kg of gypsum per acre, or SSP in place of part of the DAP, or 10 kg of bentonite sulphur.",
    hi: "सल्फ़र की कमी: नए पत्ते पूरे के पूरे हल्के पीले हो जाते हैं, जबकि नाइट्रोजन की कमी पुराने पत्तों से शुरू होती है; तिलहन, दलहन और प्याज़ पर असर सबसे ज़्यादा। इलाज: 100 किलो जिप्सम प्रति एकड़, या डीएपी की जगह कुछ एसएसपी, या 10 किलो बेंटोनाइट सल्फ़र।",
    "hi-latn": "Sulphur ki kami: naye patte poore ke poore halke peele ho jaate hain, jabki nitrogen ki kami purane patton se shuru hoti hai; tilhan, dalhan aur pyaaz pe asar sabse zyaada. Ilaj: 100 kilo gypsum per acre, ya DAP ki jagah kuch SSP, ya 10 kilo bentonite sulphur.",
  },
} as const satisfies Readonly<Record<string, { en: string; hi: string; "hi-latn": string }>>;

const symptoms: KnowledgeValues[] = [
  entry(
    "Why are the leaves of my crop turning yellow?",
    ["Yellow leaves on my crop", "फसल के पत्ते पीले क्यों हो रहे हैं?", "patte peele ho rahe hain", "fasal peeli pad rahi hai"],
    "Yellow leaves can be a shortage of nitrogen, sulphur, iron or zinc, and they look alike. Old leaves yellow first: nitrogen; young leaves: sulphur or iron. A soil test tells you which one.",
    "पीले पत्ते नाइट्रोजन, सल्फ़र, आयरन या ज़िंक की कमी से हो सकते हैं, और सब एक जैसे दिखते हैं। पुराने पत्ते पहले पीले हों तो नाइट्रोजन, नए पत्ते हों तो सल्फ़र या आयरन। जांच से पक्का पता चलता है।",
    "Peele patte nitrogen, sulphur, iron ya zinc ki kami se ho sakte hain, aur sab ek jaise dikhte hain. Purane patte pehle peele hon to nitrogen, naye patte hon to sulphur ya iron. Jaanch se pakka pata chalta hai.",
    [MICRO_POST, FIND],
  ),
  entry(
    "What are the signs of nitrogen shortage?",
    ["Nitrogen ki kami ke lakshan", "नाइट्रोजन की कमी कैसे पहचानें?", "How do I know my crop lacks nitrogen?"],
    SIGNS_ANSWERS["What are the signs of nitrogen shortage?"].en,
    SIGNS_ANSWERS["What are the signs of nitrogen shortage?"].hi,
    SIGNS_ANSWERS["What are the signs of nitrogen shortage?"]["hi-latn"],
    [DOWNLOADS],
  ),
  entry(
    "What are the signs of zinc shortage?",
    ["Khaira rog kya hai", "ज़िंक की कमी के लक्षण क्या हैं?", "dhan me bhure dhabbe"],
    SIGNS_ANSWERS["What are the signs of zinc shortage?"].en,
    SIGNS_ANSWERS["What are the signs of zinc shortage?"].hi,
    SIGNS_ANSWERS["What are the signs of zinc shortage?"]["hi-latn"],
    [MICRO_POST],
  ),
  entry(
    "What are the signs of boron shortage?",
    ["Boron ki kami ke lakshan", "बोरॉन की कमी कैसे पहचानें?", "phool gir rahe hain"],
    SIGNS_ANSWERS["What are the signs of boron shortage?"].en,
    SIGNS_ANSWERS["What are the signs of boron shortage?"].hi,
    SIGNS_ANSWERS["What are the signs of boron shortage?"]["hi-latn"],
    [MICRO_POST],
  ),
  entry(
    "What are the signs of iron shortage?",
    ["Naye patte safed pade", "आयरन की कमी के लक्षण?", "नए पत्ते पीले, नसें हरी", "Young leaves yellow with green veins"],
    SIGNS_ANSWERS["What are the signs of iron shortage?"].en,
    SIGNS_ANSWERS["What are the signs of iron shortage?"].hi,
    SIGNS_ANSWERS["What are the signs of iron shortage?"]["hi-latn"],
    [MICRO_POST],
  ),
  entry(
    "What are the signs of potash shortage?",
    ["Patte kinare se jal rahe hain", "पोटाश की कमी के लक्षण?", "potash ki kami kaise pehchane"],
    SIGNS_ANSWERS["What are the signs of potash shortage?"].en,
    SIGNS_ANSWERS["What are the signs of potash shortage?"].hi,
    SIGNS_ANSWERS["What are the signs of potash shortage?"]["hi-latn"],
    [DOWNLOADS],
  ),
  entry(
    "What are the signs of phosphorus shortage?",
    ["Patte baingani ho gaye", "फ़ॉस्फ़ोरस की कमी के लक्षण?", "phosphorus ki kami kaise pata chale"],
    SIGNS_ANSWERS["What are the signs of phosphorus shortage?"].en,
    SIGNS_ANSWERS["What are the signs of phosphorus shortage?"].hi,
    SIGNS_ANSWERS["What are the signs of phosphorus shortage?"]["hi-latn"],
    [DOWNLOADS],
  ),
  entry(
    "What are the signs of sulphur shortage?",
    ["Sulphur ki kami ke lakshan", "सल्फ़र की कमी कैसे पहचानें?", "How do I know my crop lacks sulphur?"],
    SIGNS_ANSWERS["What are the signs of sulphur shortage?"].en,
    SIGNS_ANSWERS["What are the signs of sulphur shortage?"].hi,
    SIGNS_ANSWERS["What are the signs of sulphur shortage?"]["hi-latn"],
    [DOWNLOADS],
  ),
  entry(
    "Why does my crop give less every year though I add more fertilizer?",
    ["More fertilizer, less harvest", "हर साल ज़्यादा खाद डालता हूं फिर भी पैदावार कम", "khad zyada dalta hu fir bhi fasal kam"],
    "Often the cause is low organic carbon or a hidden shortage like zinc, which more urea cannot fix. A soil test shows what is really missing and what the field already has.",
    "अक्सर वजह कम जैविक कार्बन या ज़िंक जैसी छुपी कमी होती है, जो ज़्यादा यूरिया से ठीक नहीं होती। जांच बताती है कि असल में क्या कम है और क्या खेत में पहले से है।",
    "Aksar wajah kam organic carbon ya zinc jaisi chhupi kami hoti hai, jo zyaada urea se theek nahi hoti. Jaanch batati hai ki asal mein kya kam hai aur kya khet mein pehle se hai.",
    [CARBON_POST, FIND],
  ),
];

const organicCarbon: KnowledgeValues[] = [
  entry(
    "How can I raise organic carbon in my soil?",
    ["How to increase organic carbon?", "जैविक कार्बन कैसे बढ़ाएं?", "organic carbon kaise badhaye", "jaivik carbon kaise badhaye", "mitti me jaivik carbon badhana hai"],
    "Stop burning residue and mix it in, add well-rotted manure or compost, grow a green manure like dhaincha, bring pulses into the rotation, and plough less, keeping the soil covered.",
    "पराली न जलाएं, उसे मिट्टी में मिलाएं; सड़ी गोबर की खाद या कंपोस्ट डालें; ढैंचा जैसी हरी खाद उगाएं; फसल चक्र में दालें लें; और कम जुताई करके मिट्टी को ढका रखें।",
    "Parali na jalayein, use mitti mein milayein; sadi gobar ki khaad ya compost daalein; dhaincha jaisi hari khaad ugayein; fasal chakra mein daalein lein; aur kam jutai karke mitti ko dhaka rakhein.",
    [CARBON_POST],
  ),
  entry(
    "How do I grow a green manure?",
    ["Dhaincha kaise lagaye", "हरी खाद कैसे उगाएं?", "hari khad kya hai", "sunhemp green manure"],
    "Sow dhaincha or sunhemp (about 20 kg seed) at the start of the monsoon and plough it in at 40-45 days, before flowering, a week before transplanting paddy.",
    "मानसून की शुरुआत में ढैंचा या सनई (करीब 20 किलो बीज) बोएं और 40-45 दिन पर, फूल आने से पहले, धान की रोपाई से एक हफ़्ता पहले मिट्टी में पलट दें।",
    "Monsoon ki shuruaat mein dhaincha ya sanai (kareeb 20 kilo beej) boyein aur 40-45 din pe, phool aane se pehle, dhaan ki ropai se ek hafta pehle mitti mein palat dein.",
    [CARBON_POST],
  ),
  entry(
    "How much farmyard manure should I use?",
    ["Gobar ki khad kitni dale", "गोबर की खाद कितनी डालें?", "How much compost per acre?"],
    "About 4-5 tonnes of well-rotted manure per acre, mixed in 2-3 weeks before sowing, or 1-2 tonnes of vermicompost for field crops. Fresh dung can burn seedlings: let it rot first.",
    "करीब 4-5 टन सड़ी हुई गोबर की खाद प्रति एकड़, बुवाई से 2-3 हफ़्ते पहले मिलाएं, या खेत की फसल में 1-2 टन केंचुआ खाद। ताज़ा गोबर पौधों को जला सकता है: पहले उसे सड़ने दें।",
    "Kareeb 4-5 ton sadi hui gobar ki khaad ek acre mein, buaai se 2-3 hafte pehle milayein, ya khet ki fasal mein 1-2 ton kenchua khaad. Taaza gobar paudhon ko jala sakta hai: pehle use sadne dein.",
    [CARBON_POST, DOWNLOADS],
  ),
  entry(
    "Should I burn crop stubble?",
    ["Is burning paddy straw bad?", "पराली जलाना ठीक है?", "parali jalana sahi hai kya"],
    "No. Burning removes what feeds the soil and lowers organic carbon. Chop the straw and mix it in or leave it as mulch; decomposer sprays like ICAR-IARI Pusa's help paddy straw break down in two to three weeks.",
    "नहीं। पराली जलाने से मिट्टी का खाना खत्म होता है और जैविक कार्बन घटता है। पुआल काटकर मिट्टी में मिलाएं या ऊपर बिछा दें; ICAR-IARI पूसा जैसे डीकंपोज़र छिड़काव से पुआल दो-तीन हफ़्ते में गल जाता है।",
    "Nahi. Parali jalane se mitti ka khaana khatam hota hai aur organic carbon ghatta hai. Puaal kaat ke mitti mein milayein ya upar bichha dein; ICAR-IARI Pusa jaise decomposer spray se puaal do-teen hafte mein gal jaata hai.",
    [CARBON_POST],
  ),
  entry(
    "Is organic carbon only for organic farmers?",
    ["Why does organic carbon matter if I use chemical fertilizer?", "रासायनिक खाद डालता हूं तो जैविक कार्बन क्यों ज़रूरी?", "chemical khad ke sath organic carbon ka kya kaam"],
    "No. Organic carbon is what makes every bag of fertilizer work harder: it holds water and nutrients, feeds soil life and keeps soil crumbly.",
    "नहीं। जैविक कार्बन से ही हर बोरी खाद ज़्यादा असर करती है: यह पानी और पोषक तत्व रोकता है, मिट्टी के जीवों को खाना देता है और मिट्टी भुरभुरी रखता है।",
    "Nahi. Organic carbon se hi har bori khaad zyaada asar karti hai: yeh paani aur poshak tatva rokta hai, mitti ke jeevon ko khaana deta hai aur mitti bhurbhuri rakhta hai.",
    [CARBON_POST],
  ),
  entry(
    "How fast does organic carbon rise?",
    ["How long to improve organic carbon?", "जैविक कार्बन कितने समय में बढ़ता है?", "organic carbon badhne me kitna time"],
    "Slowly: going from 0.40% to 0.50% in three to five years is real progress, and the crop usually shows it earlier. Test the same field every year, at the same time of year, to see the trend.",
    "धीरे-धीरे: तीन से पांच साल में 0.40% से 0.50% तक पहुंचना अच्छी तरक्की है, और फसल में असर अक्सर पहले दिखता है। रुझान देखने के लिए हर साल उसी समय उसी खेत की जांच कराएं।",
    "Dheere-dheere: teen se paanch saal mein 0.40% se 0.50% tak pahunchna achhi tarakki hai, aur fasal mein asar aksar pehle dikhta hai. Trend dekhne ke liye har saal usi time usi khet ki jaanch karwayein.",
    [CARBON_POST],
  ),
  entry(
    "How do I use biofertilizers?",
    ["Rhizobium PSB kaise use kare", "जैव उर्वरक कैसे डालें?", "seed treatment biofertilizer"],
    "Rhizobium for pulses, Azotobacter or Azospirillum for cereals, PSB for all crops. Treat seed with 200 g per 10 kg seed, in the shade, just before sowing.",
    "दलहन के लिए राइज़ोबियम, अनाज के लिए एज़ोटोबैक्टर या एज़ोस्पिरिलम, और हर फसल के लिए PSB। बुवाई से ठीक पहले, छांव में, 10 किलो बीज पर 200 ग्राम से बीज उपचार करें।",
    "Dalhan ke liye Rhizobium, anaaj ke liye Azotobacter ya Azospirillum, aur har fasal ke liye PSB. Buaai se theek pehle, chhaon mein, 10 kilo beej pe 200 gram se beej upchaar karein.",
    [DOWNLOADS],
  ),
];

const soilDidi: KnowledgeValues[] = [
  entry(
    "Who is a Soil Didi?",
    ["What does a Soil Didi do?", "सॉइल दीदी कौन होती हैं?", "soil didi kaun hai", "soil didi kya karti hai"],
    "Soil Didis are rural women and young people we train to collect samples, test soil and explain the results to their neighbours. They earn in their own village, and {soilDidis} are already at work.",
    "सॉइल दीदी गांव की महिलाएं और युवा हैं, जिन्हें हम नमूना लेना, मिट्टी जांचना और नतीजे पड़ोसियों को समझाना सिखाते हैं। वे अपने ही गांव में कमाती हैं, और {soilDidis} सॉइल दीदी काम कर रही हैं।",
    "Soil Didi gaon ki mahilayein aur yuva hain, jinhe hum sample lena, mitti jaanchna aur result padosiyon ko samjhana sikhate hain. Woh apne hi gaon mein kamati hain, aur {soilDidis} Soil Didi kaam kar rahi hain.",
    ["/solutions"],
  ),
  entry(
    "How can I become a Soil Didi?",
    ["How can a woman in my village become a Soil Didi?", "मैं सॉइल दीदी बनना चाहती हूँ, क्या करना होगा?", "soil didi kaise bane", "soil didi banne ke liye kya kare"],
    "Rural women and youth can apply: fill the interest form on the Start a Clinic page or contact us. We give training, a testing kit and a phone app, and you earn from every test.",
    "सॉइल दीदी बनने के लिए गांव की महिलाएं और युवा आवेदन कर सकते हैं: क्लिनिक शुरू करें पेज पर फ़ॉर्म भरें या हमसे संपर्क करें। हम प्रशिक्षण, जांच की किट और फ़ोन ऐप देते हैं, और हर जांच से आपकी कमाई होती है।",
    "Soil Didi banne ke liye gaon ki mahilayein aur yuva apply kar sakte hain: Start a Clinic page pe form bharein ya humse contact karein. Hum training, jaanch ki kit aur phone app dete hain, aur har jaanch se aapki kamai hoti hai.",
    ["/start-clinic#interest-form", "/contact"],
  ),
  entry(
    "What training does a Soil Didi get?",
    ["Soil didi ko kya sikhate hain", "सॉइल दीदी को क्या सिखाया जाता है?", "Soil Didi training"],
    "Training in correct sampling, testing on the device and reading a soil report, plus a testing kit and a phone app to record every sample and report, and refresher courses every season.",
    "सही नमूना लेना, मशीन पर जांच करना और रिपोर्ट पढ़ना सिखाया जाता है। साथ में जांच की किट और हर नमूना व रिपोर्ट दर्ज करने के लिए फ़ोन ऐप, और हर सीज़न दोबारा प्रशिक्षण।",
    "Sahi sample lena, machine pe jaanch karna aur report padhna sikhaya jaata hai. Saath mein jaanch ki kit, har sample aur report darj karne ke liye phone app, aur har season dobara training.",
    ["/solutions"],
  ),
  entry(
    "How does a Soil Didi earn?",
    ["Soil didi ki kamai kaise hoti hai", "सॉइल दीदी की कमाई कैसे होती है?", "Do Soil Didis get paid?"],
    "A Soil Didi earns an income from every test and every follow-up visit, close to home, by serving her neighbours.",
    "सॉइल दीदी हर जांच और हर बार खेत पर जाकर हाल-चाल लेने से कमाती हैं, अपने ही गांव में, अपने पड़ोसियों की सेवा करके।",
    "Soil Didi har jaanch aur har baar khet pe jaake haal-chaal lene se kamati hain, apne hi gaon mein, apne padosiyon ki seva karke.",
    ["/solutions"],
  ),
  entry(
    "Why do women farmers prefer a Soil Didi?",
    ["Mahila kisan soil didi se baat", "महिला किसान सॉइल दीदी से क्यों पूछती हैं?", "Is a Soil Didi good for women farmers?"],
    "Women farmers often find it easier to ask a Soil Didi than an outsider, and every farmer gets advice from someone they know and trust.",
    "महिला किसानों को अक्सर किसी बाहर वाले से पूछने के बजाय सॉइल दीदी से पूछना आसान लगता है, और हर किसान को अपने जाने-पहचाने और भरोसे के इंसान से सलाह मिलती है।",
    "Mahila kisaanon ko aksar kisi baahar wale se poochhne ke bajaye Soil Didi se poochhna aasaan lagta hai, aur har kisaan ko apne jaan-pehchaan aur bharose ke insaan se salah milti hai.",
    ["/solutions"],
  ),
  entry(
    "How many Soil Didis are there?",
    ["Kitni soil didi kaam kar rahi hain", "कितनी सॉइल दीदी प्रशिक्षित हैं?", "How many Soil Didis have you trained?"],
    "{soilDidis} Soil Didis are already at work, trained in sampling, testing and explaining reports.",
    "{soilDidis} सॉइल दीदी काम कर रही हैं, जिन्हें नमूना लेना, जांच करना और रिपोर्ट समझाना सिखाया गया है।",
    "{soilDidis} Soil Didi kaam kar rahi hain, jinhe sample lena, jaanch karna aur report samjhana sikhaya gaya hai.",
    ["/solutions"],
  ),
];

const services: KnowledgeValues[] = [
  entry(
    "What services do you offer?",
    ["आपकी सेवाएं क्या हैं?", "aap kya kya services dete ho", "What does MittiMitra do?", "aapki sevayen kya hain"],
    "Four things. A portable soil-testing device with results in {reportMinutes} minutes. Soil clinics near your village, run by trained agri-graduates. Soil Didis who take samples and explain reports. And a digital platform that turns soil data into crop advice.",
    "चार सेवाएं: मिट्टी जांच की कहीं भी ले जाने लायक छोटी मशीन, आपके गांव के पास मिट्टी जांच क्लिनिक, नमूना लेने और समझाने वाली प्रशिक्षित सॉइल दीदी, और एक डिजिटल प्लेटफ़ॉर्म जो जांच को फसल की सलाह में बदलता है।",
    "Chaar sevayein: mitti jaanch ki portable machine, aapke gaon ke paas soil clinic, sample lene aur samjhane wali trained Soil Didi, aur ek digital platform jo jaanch ko fasal ki salah mein badalta hai.",
    ["/solutions"],
  ),
  entry(
    "What is a soil clinic?",
    ["What happens at a soil clinic?", "मिट्टी जांच क्लिनिक क्या है?", "soil clinic kya hota hai"],
    "A small testing centre in a village or market town, run by a trained agri-graduate. Bring a sample, pay ₹{testPrice}, and go home the same day with a report and a fertilizer plan.",
    "गांव या कस्बे में एक छोटा जांच केंद्र, जिसे प्रशिक्षित कृषि स्नातक चलाते हैं। नमूना लाएं, ₹{testPrice} दें, और उसी दिन रिपोर्ट और खाद का प्लान लेकर घर जाएं।",
    "Gaon ya kasbe mein ek chhota jaanch kendra, jise trained agri graduate chalate hain. Sample laayein, ₹{testPrice} dein, aur usi din report aur khaad ka plan le ke ghar jaayein.",
    [FIND, "/solutions"],
  ),
  entry(
    "What is your portable soil-testing device?",
    ["Tell me about your testing machine", "मिट्टी जांच की मशीन कैसी है?", "soil testing machine kaisi hai", "portable device kya hai"],
    "A soil lab that fits in a bag: it tests {testParameters} soil parameters in the village with results in {reportMinutes} minutes. It is light and battery-powered, and every report is saved on our platform.",
    "बैग में आने वाली मिट्टी की लैब: गांव में ही {testParameters} चीज़ें जांचती है और {reportMinutes} मिनट में नतीजा देती है। यह हल्की है, बैटरी से चलती है, और हर रिपोर्ट हमारे प्लेटफ़ॉर्म पर सेव होती है।",
    "Bag mein aane wali mitti ki lab: gaon mein hi {testParameters} cheezein jaanchti hai aur {reportMinutes} minute mein result deti hai. Yeh halki hai, battery se chalti hai, aur har report hamare platform pe save hoti hai.",
    ["/solutions"],
  ),
  entry(
    "Can I buy or rent your testing device?",
    ["Can I rent your testing machine?", "क्या मशीन किराए पर मिलती है?", "machine kiraye pe milegi kya", "device kharid sakte hai"],
    "Yes, the device can be bought or rented. It is made for FPOs, agri-input retailers, NGOs, Krishi Vigyan Kendras and rural entrepreneurs; talk to our team for the options.",
    "हां, मशीन खरीदी भी जा सकती है और किराए पर भी ली जा सकती है। यह FPO, खाद-बीज दुकानदारों, NGO, कृषि विज्ञान केंद्रों और गांव के उद्यमियों के लिए बनी है; विकल्पों के लिए हमारी टीम से बात करें।",
    "Haan, machine khareed bhi sakte hain aur kiraye pe bhi le sakte hain. Yeh FPO, khaad-beej dukaandaaron, NGO, Krishi Vigyan Kendra aur gaon ke udyamiyon ke liye bani hai; options ke liye hamari team se baat karein.",
    ["/solutions", "/contact"],
  ),
  entry(
    "Do you use satellite images?",
    ["क्या आप सैटेलाइट का इस्तेमाल करते हैं?", "satellite se kya pata chalta hai"],
    "Yes. Our platform puts your soil results together with satellite images of your field, the weather and your crop, and turns them into a plan. Satellite images show crop stress early, before you can see it.",
    "हां। हमारा प्लेटफ़ॉर्म आपकी जांच के नतीजे, खेत की सैटेलाइट तस्वीरें, मौसम और आपकी फसल को मिलाकर योजना बनाता है। सैटेलाइट से फसल की परेशानी पहले ही दिख जाती है, आंख से दिखने से पहले।",
    "Haan. Hamara platform aapki jaanch ke result, khet ki satellite tasveerein, mausam aur aapki fasal ko mila ke plan banata hai. Satellite se fasal ki pareshani pehle hi dikh jaati hai, aankh se dikhne se pehle.",
    ["/soil-intelligence"],
  ),
  entry(
    "What is your digital platform?",
    ["How does your AI advice work?", "डिजिटल प्लेटफ़ॉर्म क्या है?", "platform kya karta hai"],
    "Every test feeds our platform. It combines soil data, satellite images and the weather for your crop, and gives crop-specific advice: which fertilizer, how much and when.",
    "हर जांच हमारे प्लेटफ़ॉर्म में जाती है। यह मिट्टी की जांच, सैटेलाइट तस्वीरें और मौसम को आपकी फसल के हिसाब से जोड़कर सलाह देता है: कौन सी खाद, कितनी और कब।",
    "Har jaanch hamare platform mein jaati hai. Yeh mitti ki jaanch, satellite tasveerein aur mausam ko aapki fasal ke hisaab se jod ke salah deta hai: kaunsi khaad, kitni aur kab.",
    ["/soil-intelligence", "/solutions"],
  ),
  entry(
    "Is my soil history kept?",
    ["Can I see my soil improve over the years?", "क्या मेरी पुरानी जांच का रिकॉर्ड रहता है?", "purani report ka record rehta hai kya"],
    "Yes. Every report is saved on the platform, so your soil history is kept season after season and you can see your soil improve.",
    "हां। हर रिपोर्ट प्लेटफ़ॉर्म पर सेव होती है, इसलिए आपकी मिट्टी का रिकॉर्ड हर सीज़न रहता है और आप देख सकते हैं कि मिट्टी कितनी सुधरी।",
    "Haan. Har report platform pe save hoti hai, isliye aapki mitti ka record har season rehta hai aur aap dekh sakte hain ki mitti kitni sudhri.",
    ["/soil-intelligence"],
  ),
  entry(
    "Do you sell fertilizer?",
    ["Will you push fertilizer on me?", "क्या आप खाद बेचते हैं?", "aap khad bechte ho kya"],
    "We push no fertilizer on anyone: the plan comes from your soil. Some clinics run by input retailers supply the fertilizer a report calls for.",
    "हम किसी पर खाद नहीं थोपते: योजना आपकी मिट्टी से बनती है। खाद-बीज दुकानदारों के कुछ क्लिनिक रिपोर्ट के हिसाब से सही खाद दे भी सकते हैं।",
    "Hum kisi pe khaad nahi thopte: plan aapki mitti se banta hai. Khaad-beej dukaandaaron ke kuch clinic report ke hisaab se sahi khaad de bhi sakte hain.",
    ["/about"],
  ),
  entry(
    "Does someone follow up after the test?",
    ["Do you visit the field later?", "जांच के बाद कोई खेत देखने आता है?", "test ke baad koi dekhne aata hai"],
    "Yes. A Soil Didi follows up through the season, and our team makes follow-up visits to see the result in the field.",
    "हां। सॉइल दीदी पूरे सीज़न हाल-चाल लेती हैं, और हमारी टीम खेत में नतीजा देखने भी आती है।",
    "Haan. Soil Didi poore season haal-chaal leti hain, aur hamari team khet mein result dekhne bhi aati hai.",
    ["/solutions"],
  ),
  entry(
    "Do you give crop advice for kharif and rabi?",
    ["Crop advisory for paddy and wheat", "खरीफ़ और रबी की फसल की सलाह मिलती है?", "fasal ki salah milegi kya"],
    "Yes. Your report comes with a plan for the crop you name, and our free Crop Advisory guide covers kharif and rabi for paddy, wheat, cotton, maize, pulses and vegetables.",
    "हां। रिपोर्ट के साथ आपकी फसल का प्लान मिलता है, और हमारी मुफ़्त फसल सलाह गाइड में धान, गेहूं, कपास, मक्का, दालें और सब्ज़ियां, खरीफ़ और रबी दोनों के लिए हैं।",
    "Haan. Report ke saath aapki fasal ka plan milta hai, aur hamari free Crop Advisory guide mein dhaan, gehun, kapas, makka, daalein aur sabziyan, kharif aur rabi dono ke liye hain.",
    [DOWNLOADS],
  ),
];

const clinicFinder: KnowledgeValues[] = [
  entry(
    "How do I find a soil clinic near me?",
    ["Where is the nearest clinic?", "नज़दीकी क्लिनिक कैसे खोजें?", "paas me clinic kaise dhundhe", "nazdeek ka clinic"],
    "On the Find a Clinic page, type your 6-digit PIN code or your town, or use your location. You can also tick the tests you need and see every clinic on the map.",
    "क्लिनिक खोजें पेज पर अपना 6 अंकों का पिन कोड या कस्बे का नाम लिखें, या अपनी लोकेशन दें। जो जांच चाहिए उस पर टिक करें और नक्शे पर सारे क्लिनिक देखें।",
    "Find a Clinic page pe apna 6 ank ka PIN code ya kasbe ka naam likhein, ya apni location dein. Jo jaanch chahiye us pe tick karein aur naqshe pe saare clinic dekhein.",
    [FIND],
  ),
  entry(
    "How do I book a soil test at a clinic?",
    ["Can I book a visit?", "जांच की बुकिंग कैसे करें?", "clinic me test book kaise kare", "booking kaise hogi"],
    "Choose a clinic on the Find a Clinic page and tap Book a Soil Test. Tell us who you are and when you would like to come, and we will call you to fix the day and time.",
    "क्लिनिक खोजें पेज पर क्लिनिक चुनें और 'मिट्टी की जांच बुक करें' दबाएं। अपना नाम और आने का दिन बताएं, हम फ़ोन करके दिन और समय तय कर देंगे।",
    "Find a Clinic page pe clinic chunein aur 'Book a Soil Test' dabayein. Apna naam aur aane ka din batayein, hum phone karke din aur time tay kar denge.",
    [FIND],
  ),
  entry(
    "What if there is no clinic near my village?",
    ["There is no clinic in my district", "मेरे गांव के पास कोई क्लिनिक नहीं है", "mere gaon ke paas clinic nahi hai"],
    "The Find a Clinic page shows the nearest one and how far it is. You can still go there, or ask us to come to you: a Soil Didi or our field team can collect the sample from your village. You can also start a clinic yourself, with our kit, training and support.",
    "क्लिनिक खोजें पेज सबसे नज़दीकी क्लिनिक और उसकी दूरी बताता है। आप वहां जा सकते हैं, या हमें बुला सकते हैं: सॉइल दीदी या हमारी फ़ील्ड टीम आपके गांव से नमूना ले जा सकती है। आप खुद भी क्लिनिक शुरू कर सकते हैं: किट, प्रशिक्षण और मदद हम देते हैं।",
    "Find a Clinic page sabse nazdeek ka clinic aur uski doori batata hai. Aap wahan ja sakte hain, ya humein bula sakte hain: Soil Didi ya hamari field team aapke gaon se sample le ja sakti hai. Aap khud bhi clinic shuru kar sakte hain: kit, training aur madad hum dete hain.",
    [FIND, START],
  ),
  entry(
    "Do I need to bring anything else to the clinic?",
    ["What should I carry to the clinic?", "क्लिनिक पर नमूने के साथ क्या ले जाएं?", "clinic pe kya le jana hai"],
    "Just your sample: about {samplingGrams} g of soil from {samplingSpots} spots, each {samplingDepthInches} inches deep, in a clean bag with your name, village and next crop.",
    "बस अपना नमूना: {samplingSpots} जगहों से {samplingDepthInches} इंच गहराई की करीब {samplingGrams} ग्राम मिट्टी, साफ़ थैली में, जिस पर नाम, गांव और अगली फसल लिखी हो।",
    "Bas apna sample: {samplingSpots} jagah se {samplingDepthInches} inch gehrai ki kareeb {samplingGrams} gram mitti, saaf thaili mein, jis pe naam, gaon aur agli fasal likhi ho.",
    [SAMPLING],
  ),
  entry(
    "Do I have to wait long at the clinic?",
    ["Do I need to come back for the result?", "क्या रिपोर्ट के लिए दोबारा आना पड़ेगा?", "report lene dobara aana padega kya"],
    "No. Most farmers are done in one visit: results are ready in {reportMinutes} minutes, so you can wait for them.",
    "नहीं। ज़्यादातर किसानों का काम एक बार में हो जाता है: नतीजे {reportMinutes} मिनट में मिल जाते हैं, आप वहीं इंतज़ार कर सकते हैं।",
    "Nahi. Zyaadatar kisaanon ka kaam ek baar mein ho jaata hai: result {reportMinutes} minute mein mil jaata hai, aap wahin intezaar kar sakte hain.",
    [FARMERS],
  ),
  entry(
    "Who runs the soil clinics?",
    ["Who will test my soil sample at the clinic?", "क्लिनिक कौन चलाता है?", "clinic kaun chalata hai"],
    "Each clinic is run by a trained agri-graduate or a local person we have trained and certified, who knows the crops of your area.",
    "हर क्लिनिक कोई प्रशिक्षित कृषि स्नातक या हमारा सिखाया और प्रमाणित किया हुआ स्थानीय व्यक्ति चलाता है, जो आपके इलाके की फसलें जानता है।",
    "Har clinic koi trained agri graduate ya hamara sikhaya aur certified local vyakti chalata hai, jo aapke ilaake ki fasalein jaanta hai.",
    [FIND],
  ),
];

/**
 * "Is GST included?" got "Yes. … are before GST": the answer says what is true whichever way the question is put.
 */
const GST_QUESTION = "Is GST extra on the clinic packages?";
const GST_BEFORE = {
  en: "Yes. The package prices, ₹{advancedClinicPrice} for the Advanced Clinic and ₹{proClinicPrice} for the Pro Clinic, are before GST.",
  hi: "हां। पैकेज के दाम, एडवांस्ड क्लिनिक ₹{advancedClinicPrice} और प्रो क्लिनिक ₹{proClinicPrice}, GST से पहले के हैं; GST अलग लगता है।",
  "hi-latn": "Haan. Package ke daam, Advanced Clinic ₹{advancedClinicPrice} aur Pro Clinic ₹{proClinicPrice}, GST se pehle ke hain; GST alag lagta hai.",
  mr: "हो. पॅकेजच्या किमती, ॲडव्हान्स्ड केंद्रासाठी ₹{advancedClinicPrice} आणि प्रो केंद्रासाठी ₹{proClinicPrice}, GST शिवाय आहेत.",
};
const GST_ANSWERS = {
  en: "GST is extra: the package prices, ₹{advancedClinicPrice} for the Advanced Clinic and ₹{proClinicPrice} for the Pro Clinic, are before GST, which is added on top.",
  hi: "GST अलग से लगता है: पैकेज के दाम, एडवांस्ड क्लिनिक ₹{advancedClinicPrice} और प्रो क्लिनिक ₹{proClinicPrice}, GST जोड़ने से पहले के हैं।",
  "hi-latn": "GST alag se lagta hai: package ke daam, Advanced Clinic ₹{advancedClinicPrice} aur Pro Clinic ₹{proClinicPrice}, GST jodne se pehle ke hain.",
  mr: "GST वेगळा लागतो: पॅकेजच्या किमती, ॲडव्हान्स्ड केंद्रासाठी ₹{advancedClinicPrice} आणि प्रो केंद्रासाठी ₹{proClinicPrice}, GST शिवाय आहेत.",
};

const startClinic: KnowledgeValues[] = [
  entry(
    "What is the cost of starting my own soil clinic?",
    ["अपना क्लिनिक खोलने में कितना पैसा लगेगा?", "apna clinic kholna hai, kitna kharcha aayega", "How much does a clinic package cost?", "clinic kholne ka kharcha"],
    "Two packages: the Advanced Clinic at ₹{advancedClinicPrice} + GST ({testParameters} soil parameters) and the Pro Clinic (soil + water) at ₹{proClinicPrice} + GST. Both include the device, training, software and a year of support.",
    "दो पैकेज हैं: एडवांस्ड क्लिनिक ₹{advancedClinicPrice} + GST ({testParameters} चीज़ों की जांच) और प्रो क्लिनिक (मिट्टी + पानी) ₹{proClinicPrice} + GST। दोनों में मशीन, प्रशिक्षण, सॉफ़्टवेयर और एक साल की मदद शामिल है।",
    "Do package hain: Advanced Clinic ₹{advancedClinicPrice} + GST ({testParameters} cheezon ki jaanch) aur Pro Clinic (mitti + paani) ₹{proClinicPrice} + GST. Dono mein machine, training, software aur ek saal ki madad shaamil hai.",
    [PACKAGES],
  ),
  entry(
    "What is the difference between the Advanced and Pro clinic?",
    ["Advanced vs Pro clinic", "एडवांस और प्रो क्लिनिक में क्या फ़र्क है?", "advanced aur pro me kya antar hai"],
    "The Advanced Clinic (₹{advancedClinicPrice} + GST) tests {testParameters} soil parameters. The Pro Clinic (₹{proClinicPrice} + GST) tests {fullTestParameters} soil parameters and {ratios} ratios, and adds a water kit with {waterParameters} parameters.",
    "एडवांस्ड क्लिनिक (₹{advancedClinicPrice} + GST) में मिट्टी की {testParameters} चीज़ें जांची जाती हैं। प्रो क्लिनिक (₹{proClinicPrice} + GST) में {fullTestParameters} चीज़ें और {ratios} अनुपात, साथ में {waterParameters} चीज़ों वाली पानी की किट।",
    "Advanced Clinic (₹{advancedClinicPrice} + GST) mein mitti ki {testParameters} cheezein jaanchi jaati hain. Pro Clinic (₹{proClinicPrice} + GST) mein {fullTestParameters} cheezein aur {ratios} ratio, saath mein {waterParameters} cheezon wali paani ki kit.",
    [PACKAGES],
  ),
  entry(
    "What is the price of the Pro clinic package?",
    ["Pro clinic kitne ka hai", "प्रो क्लिनिक कितने का है?", "How much is the Pro Clinic?"],
    "The Pro Clinic (soil + water) costs ₹{proClinicPrice} + GST: the soil kit for {fullTestParameters} parameters and {ratios} ratios, the water kit, training, software and a year of support.",
    "प्रो क्लिनिक (मिट्टी + पानी) ₹{proClinicPrice} + GST का है: {fullTestParameters} चीज़ों और {ratios} अनुपात की मिट्टी किट, पानी की किट, प्रशिक्षण, सॉफ़्टवेयर और एक साल की मदद।",
    "Pro Clinic (mitti + paani) ₹{proClinicPrice} + GST ka hai: {fullTestParameters} cheezon aur {ratios} ratio ki mitti kit, paani ki kit, training, software aur ek saal ki madad.",
    [PACKAGES],
  ),
  entry(
    "What is the price of the Advanced clinic package?",
    ["Advanced clinic kitne ka hai", "एडवांस क्लिनिक कितने का है?", "How much is the Advanced Clinic?"],
    "The Advanced Clinic costs ₹{advancedClinicPrice} + GST: a portable soil testing kit for {testParameters} parameters, training, software and a year of support.",
    "एडवांस्ड क्लिनिक ₹{advancedClinicPrice} + GST का है: {testParameters} चीज़ों की पोर्टेबल मिट्टी जांच किट, प्रशिक्षण, सॉफ़्टवेयर और एक साल की मदद।",
    "Advanced Clinic ₹{advancedClinicPrice} + GST ka hai: {testParameters} cheezon ki portable mitti jaanch kit, training, software aur ek saal ki madad.",
    [PACKAGES],
  ),
  entry(
    GST_QUESTION,
    ["Does the price include GST?", "क्या जीएसटी अलग से है?", "gst alag lagega kya"],
    GST_ANSWERS.en,
    GST_ANSWERS.hi,
    GST_ANSWERS["hi-latn"],
    [PACKAGES],
  ),
  entry(
    "Can I pay for the clinic in EMI?",
    ["Is there an EMI option?", "Do you give a loan for the clinic?", "क्या किस्तों में पैसा दे सकते हैं?", "emi milega kya clinic ke liye", "kisht me payment"],
    "Yes. There are EMI options, so you can pay from what the clinic earns.",
    "हां। EMI (किस्त) का विकल्प है, ताकि आप क्लिनिक की कमाई से पैसा चुका सकें।",
    "Haan. EMI (kisht) ka option hai, taaki aap clinic ki kamai se paisa chuka sakein.",
    [PACKAGES],
  ),
  entry(
    "Is there a discount on the clinic package?",
    ["Do FPO members get a discount?", "क्लिनिक पर छूट मिलती है?", "clinic package pe discount hai kya"],
    "Yes. Discounts for members of our partner FPOs, NGOs and CSR programmes are part of the packages' payment options, along with EMI.",
    "हां। हमारे साझेदार FPO, NGO और CSR कार्यक्रमों के सदस्यों को पैकेज पर छूट मिलती है, और EMI (किस्त) का विकल्प भी है।",
    "Haan. Hamare saathi FPO, NGO aur CSR programme ke sadasyon ko package pe discount milta hai, aur EMI (kisht) ka option bhi hai.",
    [PACKAGES],
  ),
  entry(
    "What is included in the clinic package?",
    ["What comes in the clinic kit?", "क्लिनिक पैकेज में क्या क्या मिलता है?", "package me kya milega"],
    "The portable testing kit, hands-on training with a certificate, the reporting app and clinic dashboard, marketing support (banners, leaflets, WhatsApp messages), a year of support and delivery anywhere in India.",
    "पोर्टेबल जांच किट, प्रमाणपत्र के साथ हाथों-हाथ प्रशिक्षण, रिपोर्ट वाला ऐप और क्लिनिक डैशबोर्ड, प्रचार में मदद (बैनर, पर्चे, WhatsApp संदेश), एक साल की मदद और पूरे भारत में डिलीवरी।",
    "Portable jaanch kit, certificate ke saath haathon-haath training, report wala app aur clinic dashboard, prachaar mein madad (banner, parche, WhatsApp message), ek saal ki madad aur poore Bharat mein delivery.",
    ["/start-clinic#whats-included"],
  ),
  entry(
    "How much can I earn from a clinic?",
    ["क्लिनिक से कितनी कमाई होती है?", "clinic se kitni kamai hogi", "What does a clinic owner earn?", "soil clinic business me kamai"],
    "You earn ₹{fullTestPrice} per full soil test, ₹{waterTestPrice} per water test, commission on input sales, and ₹{bulkProjectPrice} a month from CSR, FPO and NGO projects. Active clinics break even within {breakEvenMonths} months.",
    "पूरी मिट्टी जांच पर ₹{fullTestPrice}, पानी की जांच पर ₹{waterTestPrice}, खाद-बीज बिक्री पर कमीशन, और CSR, FPO, NGO प्रोजेक्ट से हर महीने ₹{bulkProjectPrice}। चलते हुए क्लिनिक {breakEvenMonths} महीने में लागत निकाल लेते हैं।",
    "Full mitti jaanch pe ₹{fullTestPrice}, paani ki jaanch pe ₹{waterTestPrice}, khaad-beej bikri pe commission, aur CSR, FPO, NGO project se har mahine ₹{bulkProjectPrice}. Chalte hue clinic {breakEvenMonths} mahine mein laagat nikaal lete hain.",
    ["/start-clinic#how-you-earn"],
  ),
  entry(
    "How soon does a clinic break even?",
    ["When will I recover my investment?", "लागत कितने समय में निकलेगी?", "paisa kitne mahine me wapas aayega"],
    "Active clinics break even within {breakEvenMonths} months.",
    "चलते हुए क्लिनिक {breakEvenMonths} महीने में अपनी लागत निकाल लेते हैं।",
    "Chalte hue clinic {breakEvenMonths} mahine mein apni laagat nikaal lete hain.",
    ["/start-clinic#how-you-earn"],
  ),
  entry(
    "Who is eligible to start a soil clinic?",
    ["Do I need a science degree to run a clinic?", "क्लिनिक खोलने के लिए क्या योग्यता चाहिए?", "clinic kholne ki yogyata kya hai", "degree chahiye kya clinic ke liye", "Can a 12th pass person run a clinic?", "12वीं पास क्लिनिक चला सकता है?", "agri degree zaroori hai kya"],
    "You do not need a lab or a science degree. Agri students and graduates, input retailers, NGO and CSR field workers, progressive farmers and FPO leaders, rural women and agri-tech startups can all start one.",
    "लैब या साइंस की डिग्री ज़रूरी नहीं। कृषि के छात्र और स्नातक, खाद-बीज दुकानदार, NGO और CSR के कार्यकर्ता, प्रगतिशील किसान और FPO के मुखिया, गांव की महिलाएं और एग्री-टेक स्टार्टअप, सब शुरू कर सकते हैं।",
    "Lab ya science ki degree zaroori nahi. Krishi ke chhatra aur graduate, khaad-beej dukaandaar, NGO aur CSR ke karyakarta, pragatisheel kisaan aur FPO ke mukhiya, gaon ki mahilayein aur agri-tech startup, sab shuru kar sakte hain.",
    ["/start-clinic#who-can-start"],
  ),
  entry(
    "What are the steps to start a clinic?",
    ["How do I start a soil clinic?", "क्लिनिक शुरू करने के क्या कदम हैं?", "clinic kaise shuru kare", "soil clinic kholna hai"],
    "Fill the interest form, talk to our team and choose a package, get the device and train until you are certified, start testing soil and water, share reports and advice, and start earning.",
    "रुचि फ़ॉर्म भरें, हमारी टीम से बात करके पैकेज चुनें, मशीन पाएं और प्रमाणपत्र मिलने तक प्रशिक्षण लें, मिट्टी और पानी की जांच शुरू करें, रिपोर्ट और सलाह दें, और कमाई शुरू करें।",
    "Interest form bharein, hamari team se baat karke package chunein, machine paayein aur certificate milne tak training lein, mitti aur paani ki jaanch shuru karein, report aur salah dein, aur kamai shuru karein.",
    ["/start-clinic#setup-steps", "/start-clinic#interest-form"],
  ),
  entry(
    "What training do clinic owners get?",
    ["Will you train me to run the clinic?", "क्लिनिक वालों को प्रशिक्षण मिलता है?", "clinic ki training milegi kya"],
    "Yes: hands-on training with our agronomists in sampling, testing and advice, until you are certified, and refresher sessions through the year of support.",
    "हां: हमारे कृषि विशेषज्ञों के साथ नमूना लेने, जांच करने और सलाह देने का हाथों-हाथ प्रशिक्षण, प्रमाणपत्र मिलने तक, और मदद वाले साल में दोबारा सत्र।",
    "Haan: hamare krishi visheshagyon ke saath sample lene, jaanch karne aur salah dene ki haathon-haath training, certificate milne tak, aur madad wale saal mein dobara session.",
    ["/start-clinic#whats-included"],
  ),
  entry(
    "Do I get a certificate after the training?",
    ["Is there certification?", "प्रशिक्षण के बाद प्रमाणपत्र मिलता है?", "certificate milega kya"],
    "Yes. The training ends with a certificate, and you start testing once you are certified.",
    "हां। प्रशिक्षण के अंत में प्रमाणपत्र मिलता है, और प्रमाणित होने के बाद आप जांच शुरू करते हैं।",
    "Haan. Training ke ant mein certificate milta hai, aur certified hone ke baad aap jaanch shuru karte hain.",
    ["/start-clinic#whats-included"],
  ),
  entry(
    "What support do clinic owners get?",
    ["What happens if my device breaks?", "क्लिनिक शुरू होने के बाद मदद मिलती है?", "clinic ke baad support milega kya"],
    "A year of support: phone and WhatsApp help, device service and refresher sessions, plus banners, leaflets and WhatsApp messages to tell farmers about your clinic.",
    "एक साल की मदद: फ़ोन और WhatsApp पर सहायता, मशीन की सर्विस और दोबारा प्रशिक्षण, साथ में किसानों को बताने के लिए बैनर, पर्चे और WhatsApp संदेश।",
    "Ek saal ki madad: phone aur WhatsApp pe sahayata, machine ki service aur dobara training, saath mein kisaanon ko batane ke liye banner, parche aur WhatsApp message.",
    ["/start-clinic#whats-included"],
  ),
  entry(
    "Do you deliver the kit to my town?",
    ["Is delivery available in my state?", "किट हमारे शहर तक भेजेंगे?", "kit ghar tak aayegi kya"],
    "Yes. We deliver the kit to your town, anywhere in India.",
    "हां। हम किट आपके कस्बे तक भेजते हैं, भारत में कहीं भी।",
    "Haan. Hum kit aapke kasbe tak bhejte hain, Bharat mein kahin bhi.",
    ["/start-clinic#whats-included"],
  ),
  entry(
    "What software does a clinic get?",
    ["Is there a clinic dashboard?", "क्लिनिक को कौन सा सॉफ़्टवेयर मिलता है?", "clinic ka software kaisa hai"],
    "The reporting app and your clinic dashboard, ready on day one: instant digital reports, AI crop advice, geo-tagging and field history, optional satellite alerts, and tests, farmers, income and stock in one place.",
    "रिपोर्ट बनाने वाला ऐप और क्लिनिक डैशबोर्ड, पहले दिन से: तुरंत डिजिटल रिपोर्ट, AI से फसल सलाह, जियो-टैगिंग और खेत का रिकॉर्ड, चाहें तो सैटेलाइट अलर्ट, और जांच, किसान, कमाई और स्टॉक एक जगह।",
    "Report banane wala app aur clinic dashboard, pehle din se: turant digital report, AI se fasal salah, geo-tagging aur khet ka record, chahein to satellite alert, aur jaanch, kisaan, kamai aur stock ek jagah.",
    ["/start-clinic#how-you-earn"],
  ),
  entry(
    "Can I add a soil clinic to my fertilizer shop?",
    ["I am an agri-input retailer", "मेरी खाद की दुकान है, क्या क्लिनिक खोल सकता हूं?", "khad ki dukan pe clinic"],
    "Yes. Retailers test before they sell, win loyal customers and sell what each field really needs. Pick a package on the Start a Clinic page.",
    "हां। दुकानदार बेचने से पहले जांच करते हैं, ग्राहकों का भरोसा जीतते हैं और वही बेचते हैं जो खेत को सच में चाहिए। क्लिनिक शुरू करें पेज पर पैकेज चुनें।",
    "Haan. Dukaandaar bechne se pehle jaanch karte hain, graahakon ka bharosa jeet'te hain aur wahi bechte hain jo khet ko sach mein chahiye. Start a Clinic page pe package chunein.",
    [PACKAGES, "/for-partners"],
  ),
  entry(
    "Can I see a demo of how the test works?",
    ["Is there a demo video?", "जांच का डेमो वीडियो है?", "demo video dikhao"],
    "Yes. The Start a Clinic page has a short demo: collect the sample, prepare it with the kit's reagents, read it on the device, and share the report with crop advice.",
    "हां। क्लिनिक शुरू करें पेज पर छोटा डेमो है: नमूना लेना, किट के रसायनों से तैयार करना, मशीन पर पढ़ना, और फसल की सलाह के साथ रिपोर्ट देना।",
    "Haan. Start a Clinic page pe chhota demo hai: sample lena, kit ke reagent se taiyaar karna, machine pe padhna, aur fasal ki salah ke saath report dena.",
    [START],
  ),
  entry(
    "Can I open several clinics or a franchise?",
    ["Franchise or multi-clinic option", "कई क्लिनिक या फ़्रेंचाइज़ी ले सकते हैं?", "franchise milegi kya"],
    "Yes. Partner options include franchise and multi-clinic set-ups, district-wide projects, FPO and retailer packages, CSR and NGO tie-ups and brand integrations.",
    "हां। साझेदारी में फ़्रेंचाइज़ी और कई क्लिनिक, ज़िले भर के प्रोजेक्ट, FPO और दुकानदारों के पैकेज, CSR और NGO के साथ काम, और ब्रांड के साथ जुड़ाव शामिल हैं।",
    "Haan. Partnership mein franchise aur kai clinic, poore zile ke project, FPO aur dukaandaaron ke package, CSR aur NGO ke saath kaam, aur brand ke saath judaav shaamil hain.",
    [PACKAGES],
  ),
];

const partners: KnowledgeValues[] = [
  entry(
    "How can an FPO work with you?",
    ["I run an FPO with 800 members. How can we work with you?", "FPO आपके साथ कैसे जुड़ सकता है?", "fpo ke liye kya scheme hai"],
    "As our partner, we set up a soil clinic at your office or collection centre and train your staff to run it. Your members get tested soil and clear advice at a fair price, and the FPO earns from every test.",
    "साझेदारी में हम आपके दफ़्तर या कलेक्शन सेंटर पर मिट्टी जांच क्लिनिक लगाते हैं और आपके लोगों को चलाना सिखाते हैं। सदस्यों को सही दाम पर जांच और साफ़ सलाह मिलती है, और FPO हर जांच से कमाता है।",
    "Partnership mein hum aapke office ya collection centre pe soil clinic lagate hain aur aapke logon ko chalana sikhate hain. Sadasyon ko sahi rate pe jaanch aur saaf salah milti hai, aur FPO har jaanch se kamata hai.",
    ["/for-partners"],
  ),
  entry(
    "How can an NGO partner with you?",
    ["We are an NGO, can we partner?", "NGO आपके साथ कैसे काम कर सकता है?", "ngo partnership kaise kare"],
    "Fund clinics and Soil Didi training in the districts you care about. We run the field work and report farmers reached, tests done and fertilizer saved, village by village.",
    "जिन ज़िलों में आप काम करना चाहते हैं, वहां क्लिनिक और सॉइल दीदी के प्रशिक्षण में पैसा लगाएं। ज़मीन का काम हम करते हैं और गांव-गांव का हिसाब देते हैं: कितने किसान, कितनी जांच, कितनी खाद बची।",
    "Jin zilon mein aap kaam karna chahte hain, wahan clinic aur Soil Didi ki training mein paisa lagayein. Zameen ka kaam hum karte hain aur gaon-gaon ka hisaab dete hain: kitne kisaan, kitni jaanch, kitni khaad bachi.",
    ["/for-partners"],
  ),
  entry(
    "How can government bodies work with you?",
    ["Do you work with the Soil Health Card scheme?", "सरकारी विभाग आपके साथ कैसे काम कर सकते हैं?", "sarkar ke saath kaam karte ho kya"],
    "We support Soil Health Card work with fast, portable testing and geo-tagged results, and researchers get clean, consented field data. District agriculture offices already use our results.",
    "हम सॉइल हेल्थ कार्ड के काम में तेज़, पोर्टेबल जांच और जियो-टैग नतीजों से मदद करते हैं, और शोध करने वालों को सहमति से लिया साफ़ डेटा मिलता है। ज़िला कृषि कार्यालय हमारे नतीजे इस्तेमाल करते हैं।",
    "Hum soil health card ke kaam mein tez, portable jaanch aur geo-tagged result se madad karte hain, aur research karne walon ko sahmati se liya saaf data milta hai. Zila krishi office hamare result use karte hain.",
    ["/for-partners"],
  ),
  entry(
    "What are the ways to partner with you?",
    ["Partnership models", "साझेदारी के कौन से तरीके हैं?", "partner kaise bane", "service partner implementation partner"],
    "Three depths: a service partner buys testing for its farmers with no set-up; an implementation partner runs clinics under its own programme; a strategic partner builds soil health into products or schemes over several years.",
    "तीन तरह से: सर्विस साझेदार बिना कुछ लगाए अपने किसानों के लिए जांच खरीदता है; इम्प्लीमेंटेशन साझेदार अपने कार्यक्रम में क्लिनिक चलाता है; स्ट्रैटेजिक साझेदार कई साल तक अपने उत्पाद या योजनाओं में मिट्टी की सेहत जोड़ता है।",
    "Teen tarah se: service partner bina kuch lagaye apne kisaanon ke liye jaanch khareedta hai; implementation partner apne programme mein clinic chalata hai; strategic partner kai saal tak apne product ya yojanaon mein mitti ki sehat jodta hai.",
    ["/for-partners"],
  ),
  entry(
    "Who do you already work with?",
    ["Who are your partners?", "आपके साथी कौन हैं?", "aapke partner kaun hain"],
    "FPOs and cooperatives, Krishi Vigyan Kendras, agricultural universities, women's self-help groups, CSR foundations, NGOs, agri-input retailers and district agriculture offices.",
    "FPO और सहकारी समितियां, कृषि विज्ञान केंद्र, कृषि विश्वविद्यालय, महिला स्वयं सहायता समूह, CSR फ़ाउंडेशन, NGO, खाद-बीज दुकानदार और ज़िला कृषि कार्यालय।",
    "FPO aur sahkari samitiyan, Krishi Vigyan Kendra, krishi university, mahila self-help group, CSR foundation, NGO, khaad-beej dukaandaar aur zila krishi office.",
    ["/for-partners"],
  ),
  entry(
    "How many farmers have you reached?",
    ["What is your reach?", "आप कितने किसानों तक पहुंचे हैं?", "kitne kisano tak pahunche ho"],
    "Our network has reached {farmersReached} farmers in {statesReached} states, with {testsDone} soil tests done and {soilDidis} Soil Didis trained.",
    "हमारा नेटवर्क {statesReached} राज्यों में {farmersReached} किसानों तक पहुंचा है; {testsDone} जांचें हुई हैं और {soilDidis} सॉइल दीदी प्रशिक्षित हैं।",
    "Hamara network {statesReached} rajyon mein {farmersReached} kisaanon tak pahuncha hai; {testsDone} jaanch hui hain aur {soilDidis} Soil Didi trained hain.",
    ["/for-partners"],
  ),
  entry(
    "Where can I get your partner proposal?",
    ["Partner proposal PDF", "पार्टनर प्रस्ताव कहां मिलेगा?", "partner proposal download"],
    "Download the Partner Proposal (PDF) on the For Partners page: it has our models, figures and costs.",
    "साझेदार प्रस्ताव (PDF) 'साझेदारों के लिए' पेज से डाउनलोड करें: उसमें हमारे तरीके, आंकड़े और खर्च हैं।",
    "Partner Proposal (PDF) 'For Partners' page se download karein: usme hamare tareeke, aankde aur kharch hain.",
    ["/for-partners"],
  ),
  entry(
    "How do I send a partnership enquiry?",
    ["How do we start a partnership?", "साझेदारी की बात कैसे शुरू करें?", "partnership ke liye kaise baat kare"],
    "Fill the short form on the For Partners page; our partnerships team gets back to you to set up a first call. You can also send a WhatsApp message or an e-mail.",
    "'साझेदारों के लिए' पेज पर छोटा फ़ॉर्म भरें; हमारी साझेदारी टीम पहली बातचीत तय करने के लिए आपसे संपर्क करेगी। आप WhatsApp या ईमेल भी कर सकते हैं।",
    "'For Partners' page pe chhota form bharein; hamari partnership team pehli baat tay karne ke liye aapse contact karegi. Aap WhatsApp ya e-mail bhi kar sakte hain.",
    ["/for-partners"],
  ),
  entry(
    "Can an agri-input company offer soil testing?",
    ["Testing at the input counter", "खाद कंपनी जांच कैसे दे सकती है?", "input company soil testing"],
    "Yes. Add soil testing where farmers already buy seed and fertilizer: sell the right product for each field, build trust, and give advice customers come back for.",
    "हां। जहां किसान बीज और खाद खरीदते हैं, वहीं जांच जोड़ें: हर खेत के लिए सही चीज़ बेचें, भरोसा बनाएं, और ऐसी सलाह दें जिसके लिए ग्राहक लौटकर आएं।",
    "Haan. Jahan kisaan beej aur khaad khareedte hain, wahin jaanch jodein: har khet ke liye sahi cheez bechein, bharosa banayein, aur aisi salah dein jiske liye graahak laut ke aayein.",
    ["/for-partners"],
  ),
];

const csr: KnowledgeValues[] = [
  entry(
    "What CSR programmes do you offer?",
    ["Our company wants to fund soil testing under CSR. What are the options?", "CSR partnership options", "CSR में क्या विकल्प हैं?", "csr partnership kaise kare"],
    "Four models: Pilot, Regional and State, from a few lakh rupees over a few months to crores over a few years, and a Custom one tailored to your goals. The CSR page's table gives each model's budget, clinics, farmers and duration.",
    "चार मॉडल: पायलट, रीजनल और स्टेट, कुछ लाख रुपये और कुछ महीनों से लेकर करोड़ों और कुछ सालों तक, और आपकी ज़रूरत के हिसाब से कस्टम। CSR पेज की तालिका में हर मॉडल का बजट, क्लिनिक, किसान और समय दिया है।",
    "Chaar model: Pilot, Regional aur State, kuch lakh rupaye aur kuch mahino se le ke crore aur kuch saal tak, aur aapki zaroorat ke hisaab se Custom. CSR page ki table mein har model ka budget, clinic, kisaan aur samay diya hai.",
    ["/csr#partnership-models"],
  ),
  entry(
    "Does soil testing count under Schedule VII?",
    ["Is this eligible CSR spend?", "क्या यह CSR शेड्यूल VII में आता है?", "schedule 7 me aata hai kya"],
    "Yes. A soil health programme fits Schedule VII of the Companies Act, 2013: hunger and poverty (i), livelihood (ii), women's empowerment (iii), environment and soil conservation (iv) and rural development (x).",
    "हां। मिट्टी की सेहत का कार्यक्रम कंपनी अधिनियम 2013 की शेड्यूल VII में आता है: भूख और गरीबी (i), आजीविका (ii), महिला सशक्तिकरण (iii), पर्यावरण और मिट्टी संरक्षण (iv) और ग्रामीण विकास (x)।",
    "Haan. Mitti ki sehat ka programme Companies Act 2013 ki Schedule VII mein aata hai: bhookh aur garibi (i), aajeevika (ii), mahila sashaktikaran (iii), paryavaran aur mitti sanrakshan (iv) aur gramin vikas (x).",
    ["/csr#partnership-models"],
  ),
  entry(
    "What does every CSR model include?",
    ["What do we get in a CSR programme?", "CSR कार्यक्रम में क्या मिलता है?", "csr model me kya shamil hai"],
    "Clinic kits, set-up and Soil Didi training, crop advice in the farmer's language, a live impact dashboard, utilisation certificates and an annual impact report, and field visits for your staff and board.",
    "क्लिनिक किट, सेट-अप और सॉइल दीदी का प्रशिक्षण, किसान की भाषा में फसल सलाह, लाइव डैशबोर्ड, उपयोग प्रमाणपत्र और सालाना रिपोर्ट, और आपके लोगों व बोर्ड के लिए खेत का दौरा।",
    "Clinic kit, set-up aur Soil Didi ki training, kisaan ki bhasha mein fasal salah, live dashboard, utilisation certificate aur saalana report, aur aapke logon va board ke liye khet ka daura.",
    ["/csr#partnership-models"],
  ),
  entry(
    "How do you measure CSR impact?",
    ["Is there a CSR dashboard?", "CSR का असर कैसे दिखेगा?", "csr dashboard milega kya"],
    "Each test is geo-tagged, and every CSR partner gets a live dashboard of farmers reached, tests done, clinics active and fertilizer saved, plus a quarterly or annual impact report.",
    "हर जांच जियो-टैग होती है, और हर CSR साथी को लाइव डैशबोर्ड मिलता है: कितने किसान, कितनी जांच, कितने क्लिनिक चालू और कितनी खाद बची, साथ में तिमाही या सालाना रिपोर्ट।",
    "Har jaanch geo-tagged hoti hai, aur har CSR saathi ko live dashboard milta hai: kitne kisaan, kitni jaanch, kitne clinic chalu aur kitni khaad bachi, saath mein teen-maahi ya saalana report.",
    ["/csr"],
  ),
  entry(
    "How many farmers have CSR programmes reached?",
    ["CSR impact so far", "CSR से कितने किसानों तक पहुंचे?", "csr se kitne kisan"],
    "{csrFarmersReached} farmers have been reached through CSR programmes, part of the {farmersReached} farmers our network has reached.",
    "CSR कार्यक्रमों से {csrFarmersReached} किसानों तक पहुंचे हैं, जो हमारे नेटवर्क के कुल {farmersReached} किसानों का हिस्सा है।",
    "CSR programme se {csrFarmersReached} kisaanon tak pahunche hain, jo hamare network ke kul {farmersReached} kisaanon ka hissa hai.",
    ["/csr"],
  ),
  entry(
    "How does a CSR programme work?",
    ["What is your CSR approach?", "CSR कार्यक्रम कैसे चलता है?", "csr program kaise chalta hai"],
    "We choose the districts with you, train local women and youth as Soil Didis and clinic operators, test and advise every farmer in {reportMinutes} minutes, and report every test on a live dashboard.",
    "हम आपके साथ ज़िले चुनते हैं, गांव की महिलाओं और युवाओं को सॉइल दीदी और क्लिनिक चलाने वाला बनाते हैं, हर किसान को {reportMinutes} मिनट में जांच और सलाह देते हैं, और हर जांच का हिसाब डैशबोर्ड पर देते हैं।",
    "Hum aapke saath zile chunte hain, gaon ki mahilaon aur yuvaon ko Soil Didi aur clinic chalane wala banate hain, har kisaan ko {reportMinutes} minute mein jaanch aur salah dete hain, aur har jaanch ka hisaab dashboard pe dete hain.",
    ["/csr"],
  ),
  entry(
    "Do clinics keep running after CSR funding ends?",
    ["Is the CSR programme sustainable?", "CSR का पैसा खत्म होने के बाद क्लिनिक चलेगा?", "funding ke baad clinic chalega kya"],
    "Yes, that is the aim: we build clinics that villages own and that keep running on test fees after the funding cycle ends.",
    "हां, यही मकसद है: हम ऐसे क्लिनिक बनाते हैं जो गांव के अपने हों और पैसा खत्म होने के बाद भी जांच की फ़ीस से चलते रहें।",
    "Haan, yahi maksad hai: hum aise clinic banate hain jo gaon ke apne hon aur funding khatam hone ke baad bhi jaanch ki fees se chalte rahein.",
    ["/csr"],
  ),
  entry(
    "How do I start a CSR conversation?",
    ["How to contact your CSR team?", "CSR के लिए किससे बात करें?", "csr team se kaise baat kare"],
    "Share your focus area and budget range in the form on the CSR page; our CSR team replies with districts, a model and the impact you can expect, and a time for a call.",
    "CSR पेज के फ़ॉर्म में अपना काम का क्षेत्र और बजट बताएं; हमारी CSR टीम ज़िले, मॉडल और उम्मीद किए जाने वाले असर के साथ जवाब देगी और बात का समय तय करेगी।",
    "CSR page ke form mein apna focus area aur budget batayein; hamari CSR team zile, model aur ummeed kiye jaane wale asar ke saath jawab degi aur baat ka time tay karegi.",
    ["/csr"],
  ),
];

const company: KnowledgeValues[] = [
  entry(
    "What is MittiMitra's mission?",
    ["What is your vision?", "आपका मिशन क्या है?", "company ka maksad kya hai"],
    "To put a soil clinic within reach of every village, run by trained local youth and women, and turn each soil test into advice a farmer can act on the same day.",
    "हर गांव की पहुंच में एक मिट्टी जांच क्लिनिक हो, जिसे गांव के प्रशिक्षित युवा और महिलाएं चलाएं, और हर जांच उसी दिन काम आने वाली सलाह बने।",
    "Har gaon ki pahunch mein ek soil clinic ho, jise gaon ke trained yuva aur mahilayein chalayein, aur har jaanch usi din kaam aane wali salah bane.",
    ["/about"],
  ),
  entry(
    "How did MittiMitra start?",
    ["What is your story?", "कंपनी कैसे शुरू हुई?", "company ki shuruaat kaise hui"],
    "It began with a farmer in Karnataka asking why his field gave less each year. We started with a portable tester, a table in a village shop and one trained agri-graduate.",
    "शुरुआत कर्नाटक के एक किसान के सवाल से हुई: ज़्यादा खाद डालने पर भी खेत हर साल कम क्यों देता है? हमने एक पोर्टेबल टेस्टर, गांव की दुकान में एक मेज़ और एक प्रशिक्षित कृषि स्नातक से शुरू किया।",
    "Shuruaat Karnataka ke ek kisaan ke sawaal se hui: zyaada khaad daalne pe bhi khet har saal kam kyun deta hai? Humne ek portable tester, gaon ki dukaan mein ek mez aur ek trained agri graduate se shuru kiya.",
    ["/about"],
  ),
  entry(
    "In which states do you work?",
    ["How many states are you in?", "आप किन राज्यों में हैं?", "kitne rajyon me kaam karte ho"],
    "Our network works in {statesReached} states. To see the clinic nearest to you, search your PIN code or town on the Find a Clinic page.",
    "हमारा नेटवर्क {statesReached} राज्यों में है। अपने नज़दीक का क्लिनिक देखने के लिए क्लिनिक खोजें पेज पर पिन कोड या कस्बा लिखें।",
    "Hamara network {statesReached} rajyon mein hai. Apne nazdeek ka clinic dekhne ke liye Find a Clinic page pe PIN code ya kasba likhein.",
    [FIND],
  ),
  entry(
    "Where are your offices?",
    ["Where is your head office?", "आपका दफ़्तर कहां है?", "office kahan hai"],
    "Our head office is in Bengaluru: 2nd Floor, Agri Innovation Hub, Hebbal, Bellary Road. Our Delhi office is at B-14, Pusa Road, Karol Bagh, New Delhi. The Contact page has a map.",
    "हमारा मुख्य दफ़्तर बेंगलुरु में है: 2nd Floor, Agri Innovation Hub, Hebbal, Bellary Road, Bengaluru. दिल्ली का दफ़्तर: B-14, Pusa Road, Karol Bagh, New Delhi. नक्शा संपर्क पेज पर है।",
    "Hamara head office Bengaluru mein hai: 2nd Floor, Agri Innovation Hub, Hebbal, Bellary Road. Delhi office: B-14, Pusa Road, Karol Bagh, New Delhi. Naqsha Contact page pe hai.",
    ["/contact"],
  ),
  entry(
    "What are your office timings?",
    ["When is your office open?", "दफ़्तर कब खुलता है?", "office timing kya hai"],
    "Monday to Friday 9:00 AM-6:00 PM, Saturday 9:00 AM-1:00 PM, and closed on Sunday.",
    "सोमवार से शुक्रवार सुबह 9:00 से शाम 6:00 बजे तक, शनिवार सुबह 9:00 से दोपहर 1:00 बजे तक, और रविवार को बंद।",
    "Somvaar se Shukravaar subah 9:00 se shaam 6:00 baje tak, Shanivaar subah 9:00 se dopahar 1:00 baje tak, aur Ravivaar ko band.",
    ["/contact"],
  ),
  entry(
    "Which languages does your team speak?",
    ["Can I talk to you in Kannada?", "आपकी टीम कौन सी भाषा बोलती है?", "hindi me baat kar sakte hai kya"],
    "Our team speaks English, Hindi and Kannada.",
    "हमारी टीम अंग्रेज़ी, हिंदी और कन्नड़ बोलती है।",
    "Hamari team English, Hindi aur Kannada bolti hai.",
    ["/contact"],
  ),
  entry(
    "How soon will you reply to my message?",
    ["When will you get back to me?", "जवाब कब तक मिलेगा?", "reply kab tak aayega", "How fast do you answer website enquiries?", "message bheja hai jawab kab milega"],
    "We reply to every message within 48 hours, by e-mail or on the phone number you gave. For a quicker word, call or WhatsApp us during working hours.",
    "हम हर संदेश का जवाब 48 घंटे के अंदर देते हैं, ईमेल पर या आपके दिए फ़ोन नंबर पर। जल्दी बात करनी हो तो काम के समय फ़ोन या WhatsApp करें।",
    "Hum har message ka jawab 48 ghante ke andar dete hain, e-mail pe ya aapke diye phone number pe. Jaldi baat karni ho to kaam ke time phone ya WhatsApp karein.",
    ["/contact"],
  ),
  entry(
    "Who runs MittiMitra?",
    ["Who are the founders?", "कंपनी कौन चलाता है?", "founder kaun hai"],
    "Co-founders Dr. Ananya Rao, a soil scientist and our Chief Executive, and Vikram Mehta, the engineer who built the portable tester; with Farida Sheikh leading the Soil Didi programme and Suresh Patil the clinics.",
    "सह-संस्थापक डॉ. अनन्या राव, मिट्टी वैज्ञानिक और मुख्य कार्यकारी, और विक्रम मेहता, जिन्होंने पोर्टेबल टेस्टर बनाया; सॉइल दीदी कार्यक्रम फ़रीदा शेख़ और क्लिनिक सुरेश पाटिल संभालते हैं।",
    "Co-founder Dr. Ananya Rao, mitti vaigyanik aur Chief Executive, aur Vikram Mehta, jinhone portable tester banaya; Soil Didi programme Farida Sheikh aur clinic Suresh Patil sambhalte hain.",
    ["/about"],
  ),
  entry(
    "Can journalists interview your team?",
    ["Media and press enquiries", "पत्रकारों को इंटरव्यू और आंकड़े कैसे मिलेंगे?", "media ke liye interview"],
    "Yes. Writing about soil health, farmer incomes or rural entrepreneurs? Ask for interviews, field visits, data and photos through the Contact page.",
    "हां। मिट्टी की सेहत, किसानों की आमदनी या गांव के उद्यमियों पर लिख रहे हैं? इंटरव्यू, खेत का दौरा, आंकड़े और फ़ोटो के लिए संपर्क पेज से लिखें।",
    "Haan. Mitti ki sehat, kisaanon ki aamdani ya gaon ke udyamiyon pe likh rahe hain? Interview, khet ka daura, aankde aur photo ke liye Contact page se likhein.",
    ["/contact"],
  ),
  entry(
    "Have you won any awards?",
    ["Awards and recognition", "क्या आपको कोई पुरस्कार मिला है?", "award mila hai kya"],
    "Yes, among them Agri-Innovation of the Year for the portable tester, a Rural Social Impact Award, and the Women in Rural Enterprise Award for the Soil Didi programme.",
    "हां, जैसे पोर्टेबल टेस्टर के लिए एग्री-इनोवेशन ऑफ़ द ईयर, रूरल सोशल इम्पैक्ट अवॉर्ड, और सॉइल दीदी कार्यक्रम के लिए विमेन इन रूरल एंटरप्राइज़ अवॉर्ड।",
    "Haan, jaise portable tester ke liye Agri-Innovation of the Year, Rural Social Impact Award, aur Soil Didi programme ke liye Women in Rural Enterprise Award.",
    ["/about"],
  ),
];

const privacy: KnowledgeValues[] = [
  entry(
    "What personal data do you keep?",
    ["What do you collect about me?", "आप मेरी कौन सी जानकारी रखते हैं?", "meri kya jankari rakhte ho"],
    "Only what you give us in a form or chat (name, e-mail, phone, location, your message) and the chat itself, plus the date and browser, to stop spam. We do not ask for Aadhaar, bank or card details.",
    "सिर्फ़ वही जो आप फ़ॉर्म या चैट में देते हैं (नाम, ईमेल, फ़ोन, जगह, आपका संदेश) और चैट की बातें, साथ में तारीख और ब्राउज़र, ताकि स्पैम रुके। हम आधार, बैंक या कार्ड की जानकारी नहीं मांगते।",
    "Sirf wahi jo aap form ya chat mein dete hain (naam, e-mail, phone, jagah, aapka message) aur chat ki baatein, saath mein tareekh aur browser, taaki spam ruke. Hum Aadhaar, bank ya card ki jaankari nahi maangte.",
    ["/privacy-policy"],
  ),
  entry(
    "How long do you keep my data?",
    ["Data retention period", "मेरी जानकारी कितने समय तक रखते हैं?", "data kitne din rakhte ho"],
    "Enquiries up to 24 months after our last contact, chat transcripts up to 24 months, server logs up to 90 days; then we delete them or remove what identifies you, unless the law needs us to keep them.",
    "पूछताछ आखिरी बातचीत के 24 महीने तक, चैट 24 महीने तक, सर्वर लॉग 90 दिन तक; फिर हम उन्हें मिटा देते हैं या पहचान वाली जानकारी हटा देते हैं, जब तक कानून रखने को न कहे।",
    "Enquiry aakhri baat ke 24 mahine tak, chat 24 mahine tak, server log 90 din tak; phir hum unhe mita dete hain ya pehchaan wali jaankari hata dete hain, jab tak kanoon rakhne ko na kahe.",
    ["/privacy-policy"],
  ),
  entry(
    "Do you sell my data?",
    ["Will you share my number with others?", "क्या आप मेरी जानकारी बेचते हैं?", "mera data bechte ho kya"],
    "No. We never sell or rent your personal data, and do not use it for others' advertising. If you ask for a soil test, only your name, phone and village go to the clinic or Soil Didi who will serve you.",
    "नहीं। हम आपकी जानकारी कभी बेचते या किराए पर नहीं देते, न दूसरों के विज्ञापन में लगाते हैं। जांच मांगने पर सिर्फ़ आपका नाम, फ़ोन और गांव उस क्लिनिक या सॉइल दीदी को जाता है जो आपकी जांच करेगी।",
    "Nahi. Hum aapki jaankari kabhi bechte ya kiraye pe nahi dete, na doosron ke vigyapan mein lagate hain. Jaanch maangne pe sirf aapka naam, phone aur gaon us clinic ya Soil Didi ko jaata hai jo aapki jaanch karegi.",
    ["/privacy-policy"],
  ),
  entry(
    "Can you delete my personal data?",
    ["How do I get my data erased?", "मेरी जानकारी हटा दीजिए", "mera data delete kar do", "data hatana hai"],
    "Yes. Your personal data can be erased on request, unless the law needs us to keep it. Write to our Grievance Officer, whose address is on the Privacy Policy page, with the phone or e-mail you used with us; it costs nothing.",
    "हां। आपके कहने पर आपकी निजी जानकारी मिटाई जा सकती है, जब तक कानून उसे रखने को न कहे। प्राइवेसी पॉलिसी पेज पर दिए शिकायत अधिकारी (Grievance Officer) को, अपना इस्तेमाल किया फ़ोन या ईमेल बताकर लिखें; इसका कोई पैसा नहीं लगता।",
    "Haan. Aapke kehne pe aapki jaankari mitayi ja sakti hai, jab tak kanoon use rakhne ko na kahe. Privacy Policy page pe diye Grievance Officer ko, apna use kiya phone ya e-mail bata ke likhein; iska koi paisa nahi lagta.",
    ["/privacy-policy"],
  ),
  entry(
    "What are my rights over my data?",
    ["DPDP Act rights", "मेरी जानकारी पर मेरे क्या अधिकार हैं?", "data ke adhikar kya hain"],
    "Under the DPDP Act you can get a summary of your data, have it corrected, have it erased, withdraw consent, nominate someone, and have a complaint answered, all free.",
    "DPDP कानून के तहत आप अपनी जानकारी का ब्योरा ले सकते हैं, उसे ठीक करा सकते हैं, मिटवा सकते हैं, सहमति वापस ले सकते हैं, किसी को नामित कर सकते हैं और शिकायत का जवाब पा सकते हैं, सब मुफ़्त।",
    "DPDP kanoon ke tehat aap apni jaankari ka byora le sakte hain, use theek karwa sakte hain, mitwa sakte hain, sahmati wapas le sakte hain, kisi ko nominate kar sakte hain aur shikayat ka jawab paa sakte hain, sab free.",
    ["/privacy-policy"],
  ),
  entry(
    "Do you use cookies or tracking?",
    ["Does the site track me?", "क्या वेबसाइट मुझे ट्रैक करती है?", "cookies lagate ho kya"],
    "No advertising cookies, tracking pixels or third-party analytics: visitors to our pages are not tracked across pages or websites. Maps load from OpenStreetMap.",
    "कोई विज्ञापन कुकी, ट्रैकिंग पिक्सेल या बाहरी एनालिटिक्स नहीं: हमारे पेज देखने वालों को पेज-दर-पेज या दूसरी वेबसाइटों पर ट्रैक नहीं किया जाता। नक्शे OpenStreetMap से आते हैं।",
    "Koi advertising cookie, tracking pixel ya baahar ka analytics nahi: hamare page dekhne walon ko page-dar-page ya doosri website pe track nahi kiya jaata. Naqshe OpenStreetMap se aate hain.",
    ["/privacy-policy"],
  ),
  entry(
    "Is my chat with the assistant saved?",
    ["Do you keep my chat?", "क्या मेरी चैट रखी जाती है?", "chat save hoti hai kya"],
    "Yes. We keep the full conversation so the next person from our team can see it, and to improve our answers; chat transcripts are kept up to 24 months.",
    "हां। पूरी बातचीत रखी जाती है, ताकि हमारी टीम का अगला व्यक्ति उसे देख सके और हम जवाब बेहतर कर सकें; चैट 24 महीने तक रखी जाती है।",
    "Haan. Poori baatcheet rakhi jaati hai, taaki hamari team ka agla vyakti use dekh sake aur hum jawab behtar kar sakein; chat 24 mahine tak rakhi jaati hai.",
    ["/privacy-policy"],
  ),
];

const siteAndMore: KnowledgeValues[] = [
  entry(
    "Can I pay online on the website?",
    ["Do you take payments on the website?", "क्या वेबसाइट पर पैसे दे सकते हैं?", "online payment kar sakte hai kya", "website pe paisa kaise de"],
    "No, we do not take payments on this website. You pay for the test at the clinic; please never type bank or card details into a form or chat.",
    "नहीं, इस वेबसाइट पर कोई भुगतान नहीं होता। जांच का पैसा क्लिनिक पर दें; किसी फ़ॉर्म या चैट में बैंक या कार्ड की जानकारी कभी न लिखें।",
    "Nahi, is website pe koi payment nahi hota. Jaanch ka paisa clinic pe dein; kisi form ya chat mein bank ya card ki jaankari kabhi na likhein.",
    ["/privacy-policy", FIND],
  ),
  entry(
    "Is the website available in Hindi?",
    ["Which languages is the site in?", "क्या वेबसाइट हिंदी में है?", "site hindi me hai kya"],
    WEBSITE_LANGUAGES_ANSWERS.en,
    WEBSITE_LANGUAGES_ANSWERS.hi,
    WEBSITE_LANGUAGES_ANSWERS["hi-latn"],
    ["/"],
  ),
  entry(
    "Which guides can I download?",
    ["Free PDF guides", "कौन सी गाइड डाउनलोड कर सकते हैं?", "guide download karni hai", "booklet kahan milegi"],
    GUIDES_ANSWERS.en,
    GUIDES_ANSWERS.hi,
    GUIDES_ANSWERS["hi-latn"],
    [DOWNLOADS],
  ),
  entry(
    "Can I print your guides and share them with farmers?",
    ["Can I share the PDFs?", "क्या गाइड छापकर बांट सकते हैं?", "guide print karke baat sakte hai"],
    "Yes. All our guides are free to download, print and share with farmers, your FPO or a training group. Please do not sell them or change them.",
    "हां। हमारी सारी गाइड मुफ़्त हैं: डाउनलोड करें, छापें और किसानों, अपने FPO या प्रशिक्षण समूह में बांटें। बस उन्हें बेचें नहीं और बदलें नहीं।",
    "Haan. Hamari saari guide free hain: download karein, print karein aur kisaanon, apne FPO ya training group mein baantein. Bas unhe bechein nahi aur badlein nahi.",
    ["/resources"],
  ),
  entry(
    "Can you send printed guides for a village meeting?",
    ["Printed copies for a camp", "गांव की बैठक के लिए छपी गाइड मिलेंगी?", "chapi hui copy chahiye"],
    "Write to us and tell us how many copies you need for your meeting or camp.",
    "हमें लिखें और बताएं कि बैठक या कैंप के लिए कितनी प्रतियां चाहिए।",
    "Humein likhein aur batayein ki meeting ya camp ke liye kitni copy chahiye.",
    ["/contact", "/resources#faq"],
  ),
  entry(
    "Do you have videos on soil testing?",
    ["Is there a video?", "मिट्टी जांच का वीडियो है?", "video hai kya"],
    "Yes. The Resources page has a short film on how soil tests, satellite images and AI come together into advice for your crop, and the Start a Clinic page has a demo of the test.",
    "हां। जानकारी पेज पर एक छोटी फ़िल्म है कि जांच, सैटेलाइट तस्वीरें और AI मिलकर फसल की सलाह कैसे बनाते हैं, और क्लिनिक शुरू करें पेज पर जांच का डेमो है।",
    "Haan. Resources page pe ek chhoti film hai ki jaanch, satellite tasveerein aur AI milke fasal ki salah kaise banate hain, aur Start a Clinic page pe jaanch ka demo hai.",
    ["/resources#library", START],
  ),
  entry(
    "Do you have a blog?",
    ["Where can I read articles?", "क्या आपका ब्लॉग है?", "blog kahan hai"],
    "Yes. Our blog has articles on soil testing, organic carbon, micronutrients and farmers' stories, in English and Hindi.",
    "हां। हमारे ब्लॉग पर मिट्टी की जांच, जैविक कार्बन, सूक्ष्म पोषक तत्व और किसानों की कहानियों पर लेख हैं, अंग्रेज़ी और हिंदी में।",
    "Haan. Hamare blog pe mitti ki jaanch, organic carbon, micronutrients aur kisaanon ki kahaniyon pe lekh hain, English aur Hindi mein.",
    ["/blog"],
  ),
  entry(
    "Are there stories of farmers who tested their soil?",
    ["Farmer success stories", "किसानों की कहानियां कहां पढ़ें?", "kisan ki kahani"],
    "Yes. Ramesh Gowda in Tumakuru cut his DAP, added zinc and grew 22% more ragi. More farmers' stories are on the For Farmers page.",
    "हां। तुमकुरु के रमेश गौड़ा ने डीएपी कम की, ज़िंक डाला और 22% ज़्यादा रागी उगाई। और किसानों की कहानियां 'किसानों के लिए' पेज पर हैं।",
    "Haan. Tumakuru ke Ramesh Gowda ne DAP kam ki, zinc daala aur 22% zyaada ragi ugayi. Aur kisaanon ki kahaniyan 'For Farmers' page pe hain.",
    ["/blog/how-ramesh-gowda-cut-his-dap-and-grew-more-ragi", FARMERS],
  ),
  entry(
    "Where can I read about how soil testing works?",
    ["Article on soil testing", "मिट्टी की जांच कैसे होती है, कहां पढ़ें?", "soil testing ke bare me padhna hai"],
    "Our post 'From Field to Fertilizer Plan in an Hour' covers when to test, how to sample, what the test measures and how to read the report.",
    "हमारा लेख 'खेत से खाद का प्लान तक, एक घंटे में' बताता है कि जांच कब कराएं, नमूना कैसे लें, जांच क्या मापती है और रिपोर्ट कैसे पढ़ें।",
    "Hamara lekh 'From Field to Fertilizer Plan in an Hour' batata hai ki jaanch kab karwayein, sample kaise lein, jaanch kya naapti hai aur report kaise padhein.",
    [TESTING_POST, SAMPLE_POST_HI],
  ),
  entry(
    "Do I need to fill a form to get a test?",
    ["Is there paperwork for the test?", "जांच के लिए फ़ॉर्म भरना पड़ता है?", "form bharna padega kya"],
    "No forms and no waiting weeks: bring your sample to a clinic, or book a visit on the Find a Clinic page if you want us to call you.",
    "न कोई फ़ॉर्म, न हफ़्तों का इंतज़ार: नमूना क्लिनिक ले जाएं, या चाहें तो क्लिनिक खोजें पेज पर बुकिंग करें, हम फ़ोन करेंगे।",
    "Na koi form, na hafton ka intezaar: sample clinic le jaayein, ya chahein to Find a Clinic page pe booking karein, hum phone karenge.",
    [FIND],
  ),
];

/**
 * Entries the Hindi review's questions needed (2026-11-28, AS-1, AS-2, AS-5): the Soil Health Card and zinc, a lower
 * rate for an FPO's many farmers, and how a company joins through CSR. Databases seeded before them get them once
 * (seedKnowledgeAdditions below).
 */
export const reviewKnowledge: KnowledgeValues[] = [
  entry(
    "Does your test show zinc, like the Soil Health Card?",
    ["Is your report the same as the government soil health card?", "सॉइल हेल्थ कार्ड में ज़िंक आता है, आपकी जांच में भी आता है क्या?", "क्या आपकी रिपोर्ट सॉइल हेल्थ कार्ड जैसी है?", "soil health card me zinc hota hai, aapki jaanch me bhi?", "aapki report soil health card jaisi hai kya", "सॉइल हेल्थ कार्ड और आपकी रिपोर्ट में क्या फ़र्क है?"],
    "Yes. Zinc is one of the {testParameters} things the standard test checks (₹{testPrice} per sample), with iron, boron, sulphur, pH, EC, organic carbon, nitrogen, phosphorus and potash. The Soil Health Card is the government's card; it lists similar items, and our report reads the same way, with a fertilizer plan for your crop.",
    "हां। ज़िंक आम जांच की {testParameters} चीज़ों में से एक है (₹{testPrice} प्रति नमूना), साथ में आयरन, बोरॉन, सल्फ़र, pH, EC, जैविक कार्बन, नाइट्रोजन, फ़ॉस्फ़ोरस और पोटाश। सॉइल हेल्थ कार्ड (मृदा स्वास्थ्य कार्ड) सरकार का कार्ड है, उसमें भी ऐसी ही चीज़ें होती हैं; हमारी रिपोर्ट भी वैसे ही पढ़ी जाती है, और उसमें आपकी फसल के लिए खाद का प्लान है।",
    "Haan. Zinc normal jaanch ki {testParameters} cheezon mein se ek hai (₹{testPrice} per sample), saath mein iron, boron, sulphur, pH, EC, organic carbon, nitrogen, phosphorus aur potash. Soil health card sarkar ka card hai, usmein bhi aisi hi cheezein hoti hain; hamari report bhi waise hi padhi jaati hai, aur usmein aapki fasal ke liye khaad ka plan hai.",
    [CARD_POST_HI, FIND],
  ),
  entry(
    "Can an FPO get a lower rate for testing many farmers?",
    ["We are an FPO with 500 farmers, can we get a lower rate?", "Do you give a bulk discount on soil tests?", "हमारे FPO में 500 किसान हैं, क्या जांच का रेट कम होगा?", "बहुत सारे नमूनों की जांच पर छूट मिलती है?", "FPO ke 500 kisan hain, kam rate milega kya", "bulk mein jaanch karwane pe discount milega"],
    "Yes. FPOs, cooperatives and other groups that test many farmers get packages of their own and a lower rate: see For Partners. Leave your number here and our partnerships team will call you with the rate for your members.",
    "हां। FPO, सहकारी समितियों और बड़े समूहों के लिए अलग पैकेज और छूट है (देखें 'साझेदारों के लिए')। अपना नंबर छोड़ें, हमारी साझेदारी टीम फ़ोन करके आपके सदस्यों के लिए दाम बताएगी।",
    "Haan. FPO, sahkari samiti aur bade groups ke liye alag package aur discount hai (dekhein 'For Partners'). Apna number chhodein, hamari partnership team phone karke aapke members ke liye rate batayegi.",
    ["/for-partners", "/contact"],
  ),
  entry(
    "How can our company join you through CSR?",
    ["We want to fund farmers through CSR, how do we join?", "CSR के ज़रिए आपसे कैसे जुड़ें?", "हमारी कंपनी CSR से किसानों की मदद करना चाहती है, कैसे जुड़ें?", "CSR ke through aapse kaise jude", "hamari company CSR se judna chahti hai"],
    "Through CSR programmes we have reached {csrFarmersReached} farmers. Start with a pilot of a few months to see the results, or plan a regional or state programme. To join, fill the form on the CSR page with your area and budget: our CSR team proposes districts and a model, and a time for a call.",
    "CSR कार्यक्रमों से हम {csrFarmersReached} किसानों तक पहुंचे हैं। नतीजे देखने के लिए कुछ महीनों के पायलट से शुरू करें, या क्षेत्रीय या राज्य स्तर का कार्यक्रम बनाएं। जुड़ने के लिए CSR पेज पर फ़ॉर्म भरें, अपना इलाका और बजट बताएं: हमारी CSR टीम ज़िले, मॉडल और बात का समय बताएगी।",
    "CSR programmes se hum {csrFarmersReached} kisanon tak pahunche hain. Result dekhne ke liye kuch mahine ke pilot se shuru karein, ya regional ya state level ka programme banayein. Judne ke liye CSR page pe form bharein, apna area aur budget batayein: hamari CSR team zile, model aur baat ka time batayegi.",
    ["/csr#contact-form", "/csr#partnership-models"],
  ),
  // From our own probes after the review (not the blind set): questions the bank answered with another entry's answer.
  entry(
    "Can a woman run a soil clinic?",
    ["Can women start a soil testing clinic?", "Can a self-help group run a clinic?", "क्या महिला मिट्टी जांच क्लिनिक चला सकती है?", "स्वयं सहायता समूह क्लिनिक चला सकता है क्या?", "mahila clinic chala sakti hai kya", "kya aurat soil clinic khol sakti hai"],
    "Yes. Many of our clinics are run by women: our Soil Didis are rural women, often from self-help groups, trained to sample, test and explain reports, and they earn from every test. A woman or a group can start a clinic with either package: see Start a Clinic.",
    "हां। हमारे कई क्लिनिक महिलाएं चलाती हैं: सॉइल दीदी गांव की महिलाएं हैं, अक्सर स्वयं सहायता समूहों से, जिन्हें नमूना लेना, जांच करना और रिपोर्ट समझाना सिखाया जाता है, और हर जांच से उनकी कमाई होती है। कोई महिला या समूह दोनों में से किसी भी पैकेज से क्लिनिक शुरू कर सकता है: देखें 'क्लिनिक शुरू करें'।",
    "Haan. Hamare kai clinic mahilayein chalati hain: Soil Didi gaon ki mahilayein hain, aksar self-help group se, jinhe sample lena, jaanch karna aur report samjhana sikhaya jaata hai, aur har jaanch se unki kamai hoti hai. Koi mahila ya group kisi bhi package se clinic shuru kar sakta hai: dekhein 'Start a Clinic'.",
    [START, "/solutions"],
  ),
  entry(
    "How do I read nitrogen, phosphorus and potassium on my report?",
    ["What do the NPK values on my soil report mean?", "How do I read the NPK values in my report?", "रिपोर्ट में नाइट्रोजन, फ़ॉस्फ़ोरस, पोटाश कैसे पढ़ें?", "रिपोर्ट में NPK का क्या मतलब है?", "report me NPK ka matlab kya hai", "report me nitrogen phosphorus potash kaise padhe"],
    "Each of the three is shown as low, medium or high, with the amount found. Low means give the full dose for your crop, high means you can cut that fertilizer (often DAP), and the report's plan gives the dose per acre for the crop you named.",
    "तीनों के आगे कम, मध्यम या ज़्यादा लिखा होता है, मिली हुई मात्रा के साथ। कम है तो फसल की पूरी खुराक दें, ज़्यादा है तो वह खाद (अक्सर डीएपी) घटा सकते हैं; रिपोर्ट का प्लान आपकी बताई फसल के लिए प्रति एकड़ मात्रा बताता है।",
    "Teenon ke aage kam, madhyam ya zyaada likha hota hai, mili hui maatra ke saath. Kam hai to fasal ki poori khuraak dein, zyaada hai to woh khaad (aksar DAP) ghata sakte hain; report ka plan aapki batayi fasal ke liye per acre maatra batata hai.",
    [TESTING_POST, FARMERS],
  ),
];

/**
 * Entries our own probes after the blind evaluation's first runs found missing (issue 28; written from questions of
 * our own, never from the blind set's): money the company does not lend, and what the assistant is.
 */
export const laterKnowledge: KnowledgeValues[] = [
  entry(
    "Do you give loans to farmers?",
    ["Can you help me get a crop loan?", "Do you give loans for seeds and fertilizer?", "Do you give money for farming?", "क्या आप किसानों को लोन देते हैं?", "फसल के लिए कर्ज़ कहां से मिलेगा?", "kisan ko loan dete ho kya", "crop loan kaise milega"],
    "No, we do not lend money. For a crop loan, ask your bank or cooperative society about the Kisan Credit Card (KCC). Our soil test (₹{testPrice} per sample) helps you spend that money on the fertilizer your field really needs. Only our clinic packages can be paid in EMIs.",
    "नहीं, हम कर्ज़ नहीं देते। फसल के कर्ज़ के लिए अपने बैंक या सहकारी समिति से किसान क्रेडिट कार्ड (KCC) के बारे में पूछें। हमारी मिट्टी जांच (₹{testPrice} प्रति नमूना) से वह पैसा उसी खाद पर लगेगा जिसकी आपके खेत को सच में ज़रूरत है। किस्तों (EMI) में सिर्फ़ हमारे क्लिनिक के पैकेज मिलते हैं।",
    "Nahi, hum loan nahi dete. Fasal ke loan ke liye apne bank ya sahkari samiti se Kisan Credit Card (KCC) ke baare mein poochhein. Hamari mitti jaanch (₹{testPrice} per sample) se woh paisa usi khaad par lagega jiski aapke khet ko sach mein zaroorat hai. EMI mein sirf hamare clinic ke package milte hain.",
    [FARMERS, PACKAGES],
  ),
  entry(
    "Am I talking to a person or a computer?",
    ["Are you a robot?", "Are you a bot or a human?", "What is your name?", "Is this a chatbot?", "क्या आप इंसान हैं या मशीन?", "यह कंप्यूटर जवाब दे रहा है क्या?", "aap robot ho kya", "tum insaan ho ya machine"],
    "I am MittiMitra's automatic assistant: a computer program, not a person. I answer from what our team has written about soil testing, our clinics and starting a clinic. To talk to a person, leave your number and we will call you back.",
    "मैं मिट्टीमित्र का अपने-आप जवाब देने वाला सहायक हूं: एक कंप्यूटर प्रोग्राम, इंसान नहीं। मैं वही बताता हूं जो हमारी टीम ने मिट्टी की जांच, हमारे क्लिनिक और क्लिनिक खोलने के बारे में लिखा है। किसी इंसान से बात करनी हो तो अपना नंबर छोड़ दें, हम फ़ोन करेंगे।",
    "Main MittiMitra ka automatic sahayak hoon: ek computer program, insaan nahi. Main wahi batata hoon jo hamari team ne mitti ki jaanch, hamare clinic aur clinic kholne ke baare mein likha hai. Kisi insaan se baat karni ho to apna number chhod dein, hum phone karenge.",
    ["/contact"],
  ),
];

/**
 * What the company does not do, asked often enough to answer plainly rather than with a passage about something else
 * (found by probes of our own, 29 Nov 2026): the clinics test soil and, at Pro clinics, water; the company neither buys
 * crops nor sells seeds (some retailers' clinics supply fertilizer, as "Do you sell fertilizer?" says); building soil is
 * not farm soil.
 */
export const scopeKnowledge: KnowledgeValues[] = [
  entry(
    "Do you test compost, leaves or seeds?",
    ["Do you test compost or vermicompost?", "Can you test leaves or plant tissue?", "Do you test fertilizer samples?", "क्या आप गोबर की खाद या कंपोस्ट की जांच करते हैं?", "पत्तों की जांच होती है क्या?", "compost ki jaanch karte ho kya", "patton ki jaanch hoti hai kya"],
    "Our clinics test soil, and Pro clinics irrigation water too ({waterParameters} things, ₹{waterTestPrice}). Compost, manure, fertilizer, leaves and seeds are not tested at our clinics.",
    "हमारे क्लिनिक मिट्टी की जांच करते हैं, और प्रो क्लिनिक सिंचाई के पानी की भी ({waterParameters} चीज़ें, ₹{waterTestPrice})। कंपोस्ट, गोबर की खाद, खाद, पत्तों या बीज की जांच हमारे क्लिनिक पर नहीं होती।",
    "Hamare clinic mitti ki jaanch karte hain, aur Pro clinic sinchai ke paani ki bhi ({waterParameters} cheezein, ₹{waterTestPrice}). Compost, gobar ki khaad, khaad, patton ya beej ki jaanch hamare clinic pe nahi hoti.",
    [FARMERS, FIND],
  ),
  entry(
    "Do you buy crops or sell seeds?",
    ["Do you buy crops from farmers?", "Will you buy my harvest?", "Can I buy seeds from you?", "क्या आप फसल खरीदते हैं?", "क्या आप बीज बेचते हैं?", "aap fasal kharidte ho kya", "beej milega kya aapse"],
    "No. We don't buy crops or sell seeds. We test your soil and tell you which fertilizer your field needs and how much; some clinics run by input retailers also supply it.",
    "नहीं। हम फसल नहीं खरीदते, न बीज बेचते हैं। हम आपकी मिट्टी जांचकर बताते हैं कि खेत को कौन सी खाद कितनी चाहिए; खाद-बीज दुकानदारों के कुछ क्लिनिक वह खाद दे भी सकते हैं।",
    "Nahi. Hum fasal nahi kharidte, na beej bechte hain. Hum aapki mitti jaanch ke batate hain ki khet ko kaunsi khaad kitni chahiye; khaad-beej dukaandaaron ke kuch clinic woh khaad de bhi sakte hain.",
    [FARMERS],
  ),
  entry(
    "Can you test soil for building a house?",
    ["Do you test soil for construction?", "मकान बनाने के लिए मिट्टी की जांच करते हैं?", "ghar banane ke liye mitti ki jaanch"],
    "No. Our test is for farm soil: it measures nutrients, pH and salts to plan a crop's fertilizer. Soil for building work is tested by a civil engineering lab.",
    "नहीं। हमारी जांच खेत की मिट्टी के लिए है: इसमें फसल की खाद तय करने के लिए पोषक तत्व, pH और खारापन देखे जाते हैं। मकान बनाने वाली मिट्टी की जांच सिविल इंजीनियरिंग लैब करती है।",
    "Nahi. Hamari jaanch khet ki mitti ke liye hai: ismein fasal ki khaad tay karne ke liye poshak tatva, pH aur khaarapan dekhe jaate hain. Makaan banane wali mitti ki jaanch civil engineering lab karti hai.",
    [FARMERS],
  ),
];

/**
 * Ways of asking that our own development set (180 questions written apart, outside the repository) found missing,
 * written in other words, as the team adds them from the gap queue: the entry was right, its phrasings too few.
 */
const TAUGHT_PHRASINGS: Readonly<Record<string, readonly string[]>> = {
  "What are your office timings?": ["Are you open on Saturday?", "What time do you close on Saturday?"],
  "How much can I earn from a clinic?": ["How much money will I make running a clinic?"],
  "Who is eligible to start a soil clinic?": ["Do I need a lab building or a big space to run a clinic?"],
  "In which language is the report?": ["Can someone explain my report in my own language, like Kannada or Telugu?"],
  "Do I need one test for each field?": ["I have three separate fields, is one test enough for all?"],
  "What advice comes with the report?": ["I got my report, what should I do with it now?"],
  "What does pH mean on my report?": ["Which pH is best for crops?"],
  "Does your test show zinc, like the Soil Health Card?": ["How is your report different from the Soil Health Card?"],
  "How can an FPO work with you?": ["Can you set up a testing clinic at our FPO's collection centre?"],
};

/**
 * Ways of asking that two more development sets of ours (310 questions written apart, outside the repository) found
 * missing, in other words and in the three languages: the entry's answer said it, its phrasings did not ask it.
 */
export const THIRD_PHRASINGS: Readonly<Record<string, readonly string[]>> = {
  "Who runs MittiMitra?": ["Who started this company?", "ये कंपनी किसने बनाई?", "company kisne shuru ki"],
  "What personal data do you keep?": ["Do I have to show my Aadhaar card?", "क्या आधार नंबर देना पड़ता है?", "aadhaar card dena padega kya"],
  "What is your portable soil-testing device?": ["Does the machine run on battery or on electricity?", "मशीन बिजली से चलती है या बैटरी से?", "machine ko bijli chahiye kya"],
  "Can I get the report on WhatsApp?": ["Will you send the report to my phone?", "रिपोर्ट व्हाट्सएप पर भेज दोगे?", "report whatsapp pe bhej sakte ho"],
  "Can you delete my personal data?": ["Whom do I write to for removing my data?", "अपना डेटा हटवाने के लिए किसे लिखूं?", "data hatwane ke liye kisko bolu"],
  "What support do clinic owners get?": ["For how long do you help a clinic after it opens?", "क्लिनिक शुरू होने के बाद कितने समय तक मदद मिलती है?", "clinic ke baad support kitne saal milta hai"],
  "How much soil do I need to bring?": ["How much soil should I carry to the clinic?", "क्लिनिक पर कितनी मिट्टी लेकर जाऊं?", "clinic pe kitni mitti le jaun"],
  "Can I take the sample right after putting fertilizer?": ["I put urea a few days ago, can I test now?", "कुछ दिन पहले यूरिया डाला है, अभी नमूना दे सकते हैं?", "abhi urea dala hai, jaanch kab karau"],
};

/**
 * Ways of asking that a fifth development set of ours (170 questions written apart, outside the repository) and the
 * tuned sets found missing, each in other words than the question that found it, in the three languages.
 */
export const FOURTH_PHRASINGS: Readonly<Record<string, readonly string[]>> = {
  "Who runs MittiMitra?": ["Who is your CEO?", "कंपनी का मालिक कौन है?", "aapki company ka malik kaun hai"],
  "Who is eligible to start a soil clinic?": ["I studied agriculture, can I run a clinic?", "मैंने खेती की पढ़ाई की है, क्या मैं क्लिनिक चला सकता हूं?", "agriculture padha hai, clinic chala sakta hu kya"],
  "What does EC mean on the report?": ["Which number on the report shows salt?", "रिपोर्ट में नमक किस चीज़ से पता चलता है?", "report mein namak kaise pata chalta hai"],
  "What does the standard soil test check?": ["What will the test tell me about my soil?", "जांच से मिट्टी के बारे में क्या-क्या पता चलता है?", "test se kya kya pata chalta hai"],
  "How many farmers have you reached?": ["How many farmers have tested with you so far?", "अब तक कितने किसानों ने जांच कराई?", "ab tak kitne logon ne jaanch karwayi"],
  "Can I get the report on WhatsApp?": ["Do I get the report on paper?", "रिपोर्ट कागज़ पर मिलेगी?", "report ki hard copy milegi"],
  "How much fertilizer should I put?": ["Which fertilizer should I use for my crop?", "अपनी फसल में कौन सी खाद डालूं?", "fasal mein kaunsi khad dalu"],
  "Am I talking to a person or a computer?": ["Are you ChatGPT or a real person?", "क्या आप कोई AI चैटबॉट हैं?", "aap chatgpt ho kya"],
  "Is a quick test as good as a lab?": ["Why should I trust your report?", "आपकी जांच पर भरोसा क्यों करें?", "report pe bharosa kar sakte hai kya"],
  "Can I take the sample right after putting fertilizer?": [
    "It has been a week since I put fertilizer, when can I sample?",
    "खाद डाले एक हफ़्ता हुआ है, नमूना कब लूं?",
    "khad dale hafta hua hai, sample kab lu",
    "How many days should I wait after DAP before sampling?",
    "डीएपी डालने के बाद कितने दिन रुकें?",
  ],
  "Can I pay for the clinic in EMI?": ["Can I pay for the kit in instalments?", "किट का पैसा किस्तों में दे सकते हैं?", "kit ka paisa EMI mein de sakte hain"],
  "How much borax should I use?": ["How much boron spray at flowering?", "फूल आने पर बोरॉन कितना छिड़कें?", "boron ka spray kitna karein"],
  "How much can I earn from a clinic?": ["How much does a clinic make on one test?", "एक जांच पर क्लिनिक वाले को कितना मिलता है?", "ek test pe clinic ko kitna milta hai"],
  "What support do clinic owners get?": ["Who repairs the machine if it breaks down?", "मशीन खराब हो जाए तो कौन ठीक करेगा?", "machine kharab ho gayi to kaun banayega"],
  "What is your portable soil-testing device?": ["How many parameters does the device check?", "मशीन कितनी चीज़ें जांचती है?", "machine kitni cheezein check karti hai"],
  "Do you sell my data?": ["Will you give my phone number to any company?", "मेरा नंबर किसी कंपनी को दोगे क्या?", "mera number kisi ko doge kya"],
};

/** What the home page's "As Seen On" says: the press that has covered the clinics and Soil Didis. */
export const pressKnowledge: KnowledgeValues[] = [
  entry(
    "Has MittiMitra been in the news?",
    ["Which newspapers or TV channels have covered you?", "क्या आपके बारे में अखबार या टीवी में आया है?", "aapke baare mein news mein aaya hai kya"],
    "Yes. Our clinics and Soil Didis have been covered by India's farm and business press: DD Kisan, Krishi Jagran, Down To Earth, BusinessLine and Rural Voice. The home page links to each story.",
    "हां। हमारे क्लिनिक और सॉइल दीदियों की खबरें खेती और कारोबार के अखबारों और चैनलों में आई हैं: डीडी किसान, कृषि जागरण, डाउन टू अर्थ, बिज़नेसलाइन और रूरल वॉयस। होम पेज पर हर खबर का लिंक है।",
    "Haan. Hamare clinic aur Soil Didiyon ki khabrein kheti aur karobaar ke akhbaaron aur channelon mein aayi hain: DD Kisan, Krishi Jagran, Down To Earth, BusinessLine aur Rural Voice. Home page par har khabar ka link hai.",
    ["/"],
  ),
];

/**
 * Ways of asking that a seventh and an eighth development set of ours (580 questions written apart, outside the
 * repository) found missing, each in other words than the question that found it, in the three languages (and Marathi
 * for two).
 */
export const FIFTH_PHRASINGS: Readonly<Record<string, readonly string[]>> = {
  "How much borax should I use?": ["How do I fix boron shortage?", "बोरॉन की कमी दूर करने के लिए क्या डालें?", "boron ki kami kaise door karein"],
  "How much zinc sulphate should I use?": ["How do I fix zinc shortage?", "ज़िंक की कमी का इलाज क्या है?", "zinc ki kami door karne ka tarika"],
  "What are your office timings?": ["What time can I call you?", "आपको किस समय फ़ोन कर सकते हैं?", "aapko kitne baje call karun"],
  "Is there a dashboard for FPOs and programmes?": ["What reports does a CSR partner get?", "CSR साझेदार को काम का हिसाब कैसे दिखता है?", "csr wale progress kaise dekhenge"],
  "How much does a soil test cost?": ["What will it cost me to get my field tested?", "मिट्टी की जांच कराने में कितना खर्च आएगा?", "khet ki jaanch karane mein kitna lagega"],
  "Can I pay for the clinic in EMI?": ["I can't pay the whole amount at once, is there an instalment plan?", "मेरे पास पूरी रकम नहीं है, थोड़ा-थोड़ा करके दे सकता हूं?", "poori rakam ek baar mein nahi hai, kisht ho sakti hai?"],
  "What does the standard soil test check?": ["Which nutrients does the test look at?", "जांच में कौन-कौन से पोषक तत्व देखे जाते हैं?", "jaanch mein kaun kaun se tatva dekhte ho"],
  "How do I fix acidic soil?": [
    "My soil is acidic, what should I add?",
    "मिट्टी खट्टी है तो क्या डालें?",
    "mitti khatti aayi hai to kya daalein",
    "My pH came low, what should I put?",
    "pH कम आया है तो क्या डालें?",
  ],
  "How deep should I dig for the sample?": ["How deep a pit for the soil sample?", "नमूने के लिए कितना गहरा गड्ढा खोदें?", "namune ke liye kitna gehra khodna hai"],
  // Asked of the satellite entry before, whose answer begins "Yes": the answer that says what it is.
  "How is soil intelligence different from an NPK test?": ["What is soil intelligence?", "सॉइल इंटेलिजेंस क्या होता है?", "soil intelligence ka matlab kya hai"],
  "Can I take the sample right after putting fertilizer?": ["Will the report come out wrong if I sample soon after putting fertilizer?"],
  "How do I dry the soil sample?": ["Can I dry the sample quickly on the stove or in the sun?", "नमूना जल्दी सुखाने के लिए चूल्हे पर रख दूं?", "mitti jaldi sukhane ke liye aag pe rakh du?"],
  "How much farmyard manure should I use?": ["Is fresh cow dung bad for the crop?", "कच्चा गोबर डालने से फसल को नुकसान होता है?", "taaza gobar khet mein daal sakte hain?"],
  "Do you sell my data?": ["तुम्ही माझी माहिती कोणाला विकता का?"],
    "How do I fix salty soil?": ["EC came high on my report, what should I do?", "ज़मीन में नमक ज़्यादा है तो क्या करें?", "report mein EC zyada aaya hai, ilaj kya hai"],
  "What are the signs of boron shortage?": ["Why is my cauliflower stem hollow?", "गोभी का तना खोखला क्यों हो रहा है?", "gobhi ka danthal khokhla ho raha hai"],
  "What are the signs of zinc shortage?": ["Why do young maize leaves get white bands?", "मक्का के नए पत्तों पर सफ़ेद पट्टी क्यों आती है?", "makka ke patton pe safed dhaari kyon"],
  "Has MittiMitra been in the news?": ["Have you been on TV?", "क्या आप टीवी पर आए हैं?", "akhbaar mein aapke baare mein chhapa hai kya"],
    "Which things does the water test measure?": ["What does the water kit check?", "पानी की किट कितनी चीज़ें जांचती है?", "water kit mein kya kya check hota hai"],
  "How does a Soil Didi earn?": ["Is a Soil Didi paid, or is it unpaid work?", "सॉइल दीदी को पैसे मिलते हैं क्या?", "soil didi ko paisa milta hai kya"],
    "Can I pay online on the website?": ["Someone called asking me to pay by UPI for my report, is that you?", "किसी ने फ़ोन करके कंपनी के नाम पर UPI से पैसे मांगे, क्या वो आपके हैं?", "koi mittimitra ke naam pe advance maang raha hai, asli hai kya"],
  "How long do you keep my data?": ["तुम्ही माझी माहिती किती दिवस ठेवता?"],
    [GST_QUESTION]: ["Is GST included in the package price?", "क्या पैकेज के दाम में जीएसटी शामिल है?", "package price mein gst juda hai kya"],
};

/**
 * Ways of asking that a tenth development set of ours (160 questions written apart, outside the repository) found
 * missing, in other words than the questions that found them; and the Marathi ways of asking (knowledge-marathi.ts).
 */
const TENTH_SET_PHRASINGS: Readonly<Record<string, readonly string[]>> = {
  "Can I take the sample right after putting fertilizer?": [
    "How many days after urea can I take the sample?",
    "यूरिया डालने के कितने दिन बाद नमूना लें?",
    "खाद डाली है, अब नमूना कब ले सकते हैं?",
    "khad daalne ke kitne din baad sample le",
  ],
  "How much will my yield increase after testing?": ["How much more crop will I get?", "जांच के बाद फसल कितनी ज़्यादा होगी?", "test ke baad kitni zyada fasal hogi"],
  "How do Krishi Vigyan Kendras and universities work with you?": ["Do you work with KVKs and agriculture universities?", "क्या आप केवीके और कृषि विश्वविद्यालयों के साथ काम करते हैं?"],
  "Is the website available in Hindi?": ["Can I read the website in Marathi?", "क्या वेबसाइट मराठी में है?", "website marathi mein hai kya"],
};
export const SIXTH_PHRASINGS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  [...new Set([...Object.keys(TENTH_SET_PHRASINGS), ...Object.keys(MARATHI_PHRASINGS)])].map((q) => [q, [...(TENTH_SET_PHRASINGS[q] ?? []), ...(MARATHI_PHRASINGS[q] ?? [])]]),
);

/** An NGO asking how to partner heard what to fund, not how to begin: the answer adds the For Partners page's form. */
const NGO_QUESTION = "How can an NGO partner with you?";
const NGO_BEFORE = {
  en: "Fund clinics and Soil Didi training in the districts you care about. We run the field work and report farmers reached, tests done and fertilizer saved, village by village.",
  hi: "जिन ज़िलों में आप काम करना चाहते हैं, वहां क्लिनिक और सॉइल दीदी के प्रशिक्षण में पैसा लगाएं। ज़मीन का काम हम करते हैं और गांव-गांव का हिसाब देते हैं: कितने किसान, कितनी जांच, कितनी खाद बची।",
  "hi-latn": "Jin zilon mein aap kaam karna chahte hain, wahan clinic aur Soil Didi ki training mein paisa lagayein. Zameen ka kaam hum karte hain aur gaon-gaon ka hisaab dete hain: kitne kisaan, kitni jaanch, kitni khaad bachi.",
  mr: MARATHI_ANSWERS[NGO_QUESTION]!,
};
const NGO_ANSWERS = {
  en: `${NGO_BEFORE.en} Write to us about your organisation through the For Partners page: a few lines are enough.`,
  hi: `${NGO_BEFORE.hi} 'साझेदारों के लिए' पेज से अपनी संस्था के बारे में कुछ लाइनें लिखकर भेजें।`,
  "hi-latn": `${NGO_BEFORE["hi-latn"]} 'Partners' page se apni sanstha ke baare mein do-chaar line likh kar bhejein.`,
  mr: `${NGO_BEFORE.mr} 'भागीदारांसाठी' पानावरून तुमच्या संस्थेविषयी थोडक्यात लिहून पाठवा.`,
};

/** The entries by topic (what the seed's report counts); `sampleKnowledge` is all of them. */
export const sampleKnowledgeByTopic: Readonly<Record<string, readonly KnowledgeValues[]>> = {
  "prices and tests": pricesAndTests,
  report,
  sampling,
  "reading a report": readingReport,
  symptoms,
  "organic carbon": organicCarbon,
  "Soil Didi": soilDidi,
  services,
  "clinic finder": clinicFinder,
  "starting a clinic": startClinic,
  partners,
  CSR: csr,
  company,
  privacy,
  "site, guides and blog": siteAndMore,
  ...moreKnowledgeByTopic,
  "Hindi review": reviewKnowledge,
  "later additions": laterKnowledge,
  "what we do not do": scopeKnowledge,
  press: pressKnowledge,
};

/** The later batch's new ways of asking: those written from the answers, and those our own set found missing. */
const LATER_PHRASINGS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  [...new Set([...Object.keys(MORE_PHRASINGS), ...Object.keys(TAUGHT_PHRASINGS)])].map((q) => [q, [...(MORE_PHRASINGS[q] ?? []), ...(TAUGHT_PHRASINGS[q] ?? [])]]),
);

export const sampleKnowledge: KnowledgeValues[] = Object.values(sampleKnowledgeByTopic)
  .flat()
  .map((e) => ({
    ...e,
    paraphrases: withPhrasings(e.paraphrases, [
      ...(LATER_PHRASINGS[e.question] ?? []),
      ...(THIRD_PHRASINGS[e.question] ?? []),
      ...(FOURTH_PHRASINGS[e.question] ?? []),
      ...(FIFTH_PHRASINGS[e.question] ?? []),
      ...(SIXTH_PHRASINGS[e.question] ?? []),
    ]),
    answers: e.question === NGO_QUESTION ? NGO_ANSWERS : { ...e.answers, ...(e.answers.mr || !MARATHI_ANSWERS[e.question] ? {} : { mr: MARATHI_ANSWERS[e.question] }) },
  }));

/** An entry's paraphrases with `more` added: each once, the team's own first, within the schema's limit. */
function withPhrasings(paraphrases: readonly string[], more: readonly string[]): string[] {
  const known = new Set(paraphrases.map((p) => p.toLowerCase()));
  const added = more.filter((p) => !known.has(p.toLowerCase()) && (known.add(p.toLowerCase()), true));
  return [...paraphrases, ...added].slice(0, Math.max(paraphrases.length, KNOWLEDGE_LIMITS.paraphrasesMax));
}

/**
 * Seeded answers a database may still have word for word, and what they say now. A language's answer the team has
 * rewritten is left as they wrote it.
 */
interface KnowledgeCorrection {
  question: string;
  before: Readonly<Record<string, string>>;
  after: Readonly<Record<string, string>>;
  /** Ways of asking added to the entry (kept with the team's own). */
  paraphrases: readonly string[];
  /** Seeded ways of asking that drew other questions, taken out where still there word for word. */
  drop?: readonly string[];
}
export const KNOWLEDGE_CORRECTIONS: readonly KnowledgeCorrection[] = [
  { question: SAMPLING_QUESTION, before: SAMPLING_ANSWERS_BEFORE, after: SAMPLING_ANSWERS, paraphrases: SAMPLING_NEW_PHRASINGS },
];

/** Each later batch of the bank's sample entries, seeded once into a database seeded before it. */
interface KnowledgeAddition {
  seed: string;
  entries: readonly KnowledgeValues[];
  corrections: readonly KnowledgeCorrection[];
  /** More ways of asking, by the entry's question. */
  phrasings: Readonly<Record<string, readonly string[]>>;
  /**
   * Answers in a language the entry lacks, by its question: added only where its English answer is still the seeded
   * one, so a translation never stands beside an answer the team has rewritten.
   */
  answers?: Readonly<Record<string, Partial<Record<AnswerLanguage, string>>>>;
}
export const KNOWLEDGE_ADDITIONS: readonly KnowledgeAddition[] = [
  { seed: KNOWLEDGE_REVIEW_SEED, entries: reviewKnowledge, corrections: KNOWLEDGE_CORRECTIONS, phrasings: {} },
  {
    seed: KNOWLEDGE_LATER_SEED,
    entries: laterKnowledge,
    corrections: [
      { question: WEBSITE_LANGUAGES_QUESTION, before: WEBSITE_LANGUAGES_BEFORE, after: WEBSITE_LANGUAGES_ANSWERS, paraphrases: [] },
      { question: GUIDES_QUESTION, before: GUIDES_BEFORE, after: GUIDES_ANSWERS, paraphrases: [] },
      // A loan for a clinic is the EMI, not the new entry on loans for farming.
      { question: "Can I pay for the clinic in EMI?", before: {}, after: {}, paraphrases: ["Do you give a loan for the clinic?"] },
      // The guide's title alone ("why and how") answered every "why should I test?" with the guide.
      {
        question: "Is there a Hindi guide on soil testing?",
        before: {},
        after: {},
        paraphrases: ["mitti jaanch ki kitab hindi mein"],
        drop: ["mitti jaanch kyon aur kaise"],
      },
    ],
    phrasings: LATER_PHRASINGS,
    answers: Object.fromEntries(Object.entries(MARATHI_ANSWERS).map(([question, mr]) => [question, { mr }])),
  },
  { seed: KNOWLEDGE_THIRD_SEED, entries: [], corrections: [], phrasings: THIRD_PHRASINGS },
  { seed: KNOWLEDGE_FOURTH_SEED, entries: scopeKnowledge, corrections: [], phrasings: FOURTH_PHRASINGS },
  {
    seed: KNOWLEDGE_FIFTH_SEED,
    entries: pressKnowledge,
    corrections: [
      { question: GST_QUESTION, before: GST_BEFORE, after: GST_ANSWERS, paraphrases: [] },
      { question: "Do you use satellite images?", before: {}, after: {}, paraphrases: [], drop: ["What is soil intelligence?"] },
      ...Object.entries(SIGNS_ANSWERS).map(([question, after]) => ({ question, before: SIGNS_BEFORE[question]!, after: { ...after, mr: MARATHI_ANSWERS[question]! }, paraphrases: [] })),
    ],
    phrasings: FIFTH_PHRASINGS,
  },
  {
    seed: KNOWLEDGE_SIXTH_SEED,
    entries: [],
    corrections: [{ question: NGO_QUESTION, before: NGO_BEFORE, after: NGO_ANSWERS, paraphrases: [] }],
    phrasings: SIXTH_PHRASINGS,
  },
];

/**
 * Brings a database seeded before a batch of additions (the Hindi review's, the later ones) that batch once
 * (seed_history), like every sample seed: the entries whose question the bank lacks, the corrected answers where the
 * old one is still there word for word, and the new ways of asking. A database whose sample entries are not seeded yet
 * gets all of them from that seed, which has these already: it only records the batches. Run after
 * SAMPLE_KNOWLEDGE_SEED's seed (index.ts).
 */
export async function seedKnowledgeAdditions(db: Db, now = new Date()): Promise<void> {
  const sampleByQuestion = new Map(sampleKnowledge.map((e) => [e.question, e]));
  for (const addition of KNOWLEDGE_ADDITIONS) {
    await seedOnce(db, addition.seed, now, async (trx) => {
      const seeded = await trx.selectFrom("seed_history").select("name").where("name", "=", SAMPLE_KNOWLEDGE_SEED).executeTakeFirst();
      if (!seeded) return;
      const rows = await trx.selectFrom("knowledge_entries").select(["id", "question", "answers", "paraphrases"]).execute();
      const asked = new Set(rows.map((r) => r.question.trim().toLowerCase()));
      // As the sample seed has them: with their later phrasings and languages.
      const missing = addition.entries.filter((e) => !asked.has(e.question.toLowerCase())).map((e) => sampleByQuestion.get(e.question) ?? e);
      if (missing.length) await insertEntries(trx, missing, null, now);
      for (const row of rows) {
        const answers = JSON.parse(row.answers) as Record<string, string>;
        let paraphrases = JSON.parse(row.paraphrases) as string[];
        const seeded = paraphrases.length;
        let stale: string[] = [];
        let more = addition.phrasings[row.question] ?? [];
        for (const correction of addition.corrections.filter((c) => c.question === row.question)) {
          stale = Object.keys(correction.after).filter((language) => answers[language] === correction.before[language]);
          for (const language of stale) answers[language] = correction.after[language]!;
          paraphrases = paraphrases.filter((p) => !correction.drop?.includes(p));
          more = [...correction.paraphrases, ...more];
        }
        const next = withPhrasings(paraphrases, more);
        const seededEnglish = sampleByQuestion.get(row.question)?.answers.en;
        const added = Object.entries(addition.answers?.[row.question] ?? {}).filter(([language]) => !answers[language] && answers.en === seededEnglish);
        for (const [language, text] of added) answers[language] = text!;
        if (!stale.length && !added.length && next.length === seeded && paraphrases.length === seeded) continue;
        await trx
          .updateTable("knowledge_entries")
          .set({ answers: JSON.stringify(answers), paraphrases: JSON.stringify(next), updated_at: now.toISOString() })
          .where("id", "=", row.id)
          .execute();
      }
      await bumpVersion(trx, "knowledge", now);
    });
  }
}
