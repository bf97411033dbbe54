// A short soil-testing guide in Hindi, the library's Hindi article: why to test and how to take a sample.
import { Link } from "../../../components/locale-link.tsx";
import { CLAIMS } from "../../../../shared/constants.ts";
import { telHref } from "../../../../shared/site-config.ts";
import { useSiteConfig } from "../../../app/site-config.tsx";
import { buttonClass } from "../../../components/ui/button.tsx";
import { HINDI_GUIDE_ID } from "./resource-catalog.ts";

const { spots, depthInches, grams } = CLAIMS.sampling;

const benefits = [
  `खाद पर प्रति एकड़ ₹${CLAIMS.savingsPerAcreRupees} तक की बचत`,
  `पैदावार में ${CLAIMS.yieldGainPercent}% तक बढ़ोतरी`,
  "मिट्टी लंबे समय तक उपजाऊ और भुरभुरी रहती है",
];

const stepsHi = [
  `खेत में टेढ़े-मेढ़े (ज़िग-ज़ैग) चलते हुए ${spots} जगह चुनें।`,
  "हर जगह से ऊपर की घास, ठूँठ और सूखे पत्ते हटाएँ।",
  `${depthInches} इंच गहरा V आकार का गड्ढा खोदें और एक तरफ़ से ऊपर से नीचे तक मिट्टी की पतली परत काटें।`,
  "सारी जगहों की मिट्टी साफ़ बाल्टी में डालें, ढेले तोड़ें, कंकड़ और जड़ें निकालें और अच्छी तरह मिलाएँ।",
  `लगभग ${grams} ग्राम (आधा किलो) मिट्टी रखें और उसे छाँव में सुखाएँ, धूप में नहीं।`,
  "साफ़ थैली में भरें और उस पर अपना नाम, मोबाइल नंबर, गाँव, खसरा नंबर और अगली फ़सल का नाम लिखें।",
];

export function HindiSamplingGuide() {
  const site = useSiteConfig();
  return (
    <section id={HINDI_GUIDE_ID} lang="hi" aria-labelledby={`${HINDI_GUIDE_ID}-heading`} className="section bg-soil-50">
      <div className="container-page grid gap-10 lg:grid-cols-2">
        <div>
          <p className="eyebrow">हिंदी में पढ़ें</p>
          <h2 id={`${HINDI_GUIDE_ID}-heading`} className="heading-2 mt-2">
            मिट्टी जाँच क्यों और कैसे?
          </h2>
          <p className="lead-text mt-4">
            हर खेत की मिट्टी अलग होती है। अंदाज़े से यूरिया और डीएपी डालने पर पैसा ज़्यादा लगता है और फ़सल को वह पोषक तत्व फिर भी नहीं
            मिलता जिसकी सच में कमी है। मिट्टी की जाँच बताती है कि आपके खेत में क्या है और क्या कम है।
          </p>
          <h3 className="heading-3 mt-8">जाँच के फ़ायदे</h3>
          <ul className="mt-3 list-disc space-y-2 pl-6 text-stone-700">
            {benefits.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
          <p className="mt-6 text-stone-700">
            {site.brand} क्लिनिक पर जाँच ₹{CLAIMS.clinicTestPriceRupees} प्रति नमूना में होती है और रिपोर्ट {CLAIMS.deviceResultMinutes}{" "}
            मिनट में मिल जाती है।
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Link to="/find-clinic" className={buttonClass("primary")}>
              नज़दीकी क्लिनिक खोजें
            </Link>
            <a href={telHref(site.phones[0])} className={buttonClass("outline")}>
              कॉल करें: <span lang="en">{site.phones[0]}</span>
            </a>
          </div>
        </div>
        <div className="card">
          <h3 className="heading-3">नमूना लेने का सही तरीका</h3>
          <ol className="mt-4 space-y-3">
            {stepsHi.map((s, i) => (
              <li key={s} className="flex gap-3 text-stone-700">
                <span
                  aria-hidden="true"
                  className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
                >
                  {i + 1}
                </span>
                <span>{s}</span>
              </li>
            ))}
          </ol>
          <p className="mt-6 rounded-xl bg-harvest-400/20 p-4 text-stone-800">
            <strong>ध्यान दें:</strong> मेड़, पेड़ के नीचे, खाद के ढेर या पानी की नाली के पास से नमूना न लें। खाद डालने के 45 दिन के अंदर
            नमूना न लें।
          </p>
        </div>
      </div>
    </section>
  );
}
