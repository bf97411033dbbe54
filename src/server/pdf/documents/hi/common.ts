// The closing contact section of the Hindi guides (the English one is ../common.ts).
import { OFFICE_HOURS } from "../../../../shared/constants.ts";
import type { SiteConfig } from "../../../../shared/site-config.ts";
import { bullets, p, type DocumentSection } from "../../content.ts";

/** The office days in Hindi, by their short English label in OFFICE_HOURS. */
const DAYS_HI: Record<(typeof OFFICE_HOURS)[number]["short"], string> = { "Mon-Fri": "सोमवार से शुक्रवार", Sat: "शनिवार", Sun: "रविवार" };

/** "9:00 AM-6:00 PM" → "सुबह 9 से शाम 6 बजे". */
export function hoursHi(hours: string): string {
  const times = [...hours.matchAll(/(\d{1,2}):(\d{2})\s*(AM|PM)/g)].map(([, h, m, half]) => {
    const hour = Number(h);
    const part = half === "AM" ? "सुबह" : hour === 12 || hour < 4 ? "दोपहर" : "शाम";
    return `${part} ${hour}${m === "00" ? "" : `:${m}`}`;
  });
  return times.length === 2 ? `${times[0]} से ${times[1]} बजे` : hours;
}

const FARMER_CLOSING = "फ़ोन करते समय अपना गाँव, ज़िला और अगली फ़सल का नाम तैयार रखें, ताकि हम आपको जल्दी से सही क्लिनिक से जोड़ सकें।";

export function contactSectionHi(site: SiteConfig, intro: string, closing = FARMER_CLOSING): DocumentSection {
  const { bangalore, delhi } = site.offices;
  const openHours = OFFICE_HOURS.filter((o) => o.hours !== "Closed")
    .map((o) => `${DAYS_HI[o.short]} ${hoursHi(o.hours)}`)
    .join(", ");
  return {
    title: "हमसे बात करें",
    blocks: [
      p(intro),
      bullets(
        { term: "फ़ोन:", text: `${site.phones[0]} या ${site.phones[1]} (${openHours})` },
        { term: "व्हाट्सऐप:", text: `+${site.whatsappNumber} (कभी भी मैसेज करें; जवाब दफ़्तर के समय में मिलेगा)` },
        { term: "ई-मेल:", text: site.infoEmail },
        { term: "वेबसाइट:", text: `${site.siteUrl} (नज़दीकी क्लिनिक यहाँ खोजें: ${site.siteUrl}/hi/find-clinic)` },
        { term: `${bangalore.city} दफ़्तर:`, text: bangalore.lines.join(", ") },
        { term: `${delhi.city} दफ़्तर:`, text: delhi.lines.join(", ") },
      ),
      p(closing),
    ],
  };
}
