// The words of the closing contact section of the Hindi guides (the section itself is ../common.ts).
import type { OFFICE_HOURS } from "../../../../shared/constants.ts";
import type { SiteConfig } from "../../../../shared/site-config.ts";
import type { DocumentSection } from "../../content.ts";
import { contactSection, type ContactWords } from "../common.ts";

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

const HINDI_CONTACT: ContactWords = {
  title: "हमसे बात करें",
  openHours: (o) => `${DAYS_HI[o.short]} ${hoursHi(o.hours)}`,
  phone: ([a, b], hours) => ["फ़ोन:", `${a} या ${b} (${hours})`],
  whatsapp: (n) => ["WhatsApp:", `+${n} (कभी भी मैसेज करें; जवाब दफ़्तर के समय में मिलेगा)`],
  email: "ईमेल:",
  website: (url) => ["वेबसाइट:", `${url} (नज़दीकी क्लिनिक यहां खोजें: ${url}/hi/find-clinic)`],
  office: (city) => `${city} दफ़्तर:`,
  closing: "फ़ोन करते समय अपना गांव, ज़िला और अगली फसल का नाम तैयार रखें, ताकि हम आपको जल्दी से सही क्लिनिक से जोड़ सकें।",
};

export const contactSectionHi = (site: SiteConfig, intro: string, closing?: string): DocumentSection => contactSection(site, intro, closing, HINDI_CONTACT);
