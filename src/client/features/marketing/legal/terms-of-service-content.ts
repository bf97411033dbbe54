// The terms of service's text, as messages of the `legal` catalog: using the website, soil tests and advice, live
// chat, downloads, liability and Indian law.
import type { LegalText } from "./legal-document.tsx";

export const termsOfService: LegalText = {
  intro: ["terms.intro.1", "terms.intro.2"],
  sections: [
    {
      id: "about",
      title: "terms.about.title",
      blocks: [
        { p: "terms.about.1" },
        { p: "terms.about.offer" },
        { ul: ["terms.about.info", "terms.about.clinics", "terms.about.device", "terms.about.chat", "terms.about.guides"] },
        { p: "terms.about.agreement" },
      ],
    },
    {
      id: "using-the-website",
      title: "terms.use.title",
      blocks: [
        { p: "terms.use.intro" },
        { ul: ["terms.use.false", "terms.use.spam", "terms.use.admin", "terms.use.virus", "terms.use.scrape", "terms.use.law"] },
        { p: "terms.use.block" },
        { p: "terms.use.age" },
      ],
    },
    {
      id: "advice-and-results",
      title: "terms.advice.title",
      blocks: [{ p: "terms.advice.intro" }, { ul: ["terms.advice.sample", "terms.advice.weather", "terms.advice.figures", "terms.advice.label"] }],
    },
    { id: "prices-and-bookings", title: "terms.prices.title", blocks: [{ p: "terms.prices.1" }, { p: "terms.prices.2" }, { p: "terms.prices.3" }] },
    { id: "live-chat", title: "terms.chat.title", blocks: [{ ul: ["terms.chat.online", "terms.chat.sensitive", "terms.chat.courteous", "terms.chat.transcripts"] }] },
    { id: "content-and-downloads", title: "terms.content.title", blocks: [{ p: "terms.content.1" }, { p: "terms.content.2" }] },
    { id: "third-parties", title: "terms.links.title", blocks: [{ p: "terms.links.1" }] },
    { id: "availability", title: "terms.availability.title", blocks: [{ p: "terms.availability.1" }] },
    { id: "liability", title: "terms.liability.title", blocks: [{ p: "terms.liability.1" }, { p: "terms.liability.2" }, { p: "terms.liability.3" }] },
    { id: "governing-law", title: "terms.law.title", blocks: [{ p: "terms.law.1" }] },
    { id: "changes", title: "terms.changes.title", blocks: [{ p: "terms.changes.1" }] },
    { id: "contact", title: "terms.contact.title", blocks: [{ p: "terms.contact.1" }, { p: "terms.contact.2" }] },
  ],
};
