// The privacy policy's text, as messages of the `legal` catalog: what we collect through forms and live chat, why, on
// what basis, for how long, who sees it, and your rights under India's DPDP Act, 2023.
import type { LegalText } from "./legal-document.tsx";

export const privacyPolicy: LegalText = {
  intro: ["privacy.intro.1", "privacy.intro.2"],
  sections: [
    { id: "who-we-are", title: "privacy.who.title", blocks: [{ p: "privacy.who.1" }, { p: "privacy.who.2" }] },
    {
      id: "what-we-collect",
      title: "privacy.collect.title",
      blocks: [
        { h3: "privacy.collect.given" },
        { ul: ["privacy.collect.contact", "privacy.collect.partner", "privacy.collect.clinic", "privacy.collect.chat", "privacy.collect.staff"] },
        { h3: "privacy.collect.auto" },
        { ul: ["privacy.collect.auto.1", "privacy.collect.auto.2", "privacy.collect.auto.3"] },
        { h3: "privacy.collect.not" },
        { p: "privacy.collect.not.1" },
      ],
    },
    {
      id: "why-we-use-it",
      title: "privacy.why.title",
      blocks: [
        { p: "privacy.why.intro" },
        { ul: ["privacy.why.reply", "privacy.why.test", "privacy.why.partner", "privacy.why.chat", "privacy.why.improve", "privacy.why.secure", "privacy.why.law"] },
        { p: "privacy.why.never" },
      ],
    },
    {
      id: "legal-basis",
      title: "privacy.basis.title",
      blocks: [{ p: "privacy.basis.notice" }, { p: "privacy.basis.consent" }, { p: "privacy.basis.legitimate" }, { p: "privacy.basis.security" }],
    },
    {
      id: "how-long-we-keep-it",
      title: "privacy.keep.title",
      blocks: [{ p: "privacy.keep.intro" }, { ul: ["privacy.keep.leads", "privacy.keep.chats", "privacy.keep.logs", "privacy.keep.staff"] }, { p: "privacy.keep.law" }],
    },
    {
      id: "who-sees-it",
      title: "privacy.sees.title",
      blocks: [
        { ul: ["privacy.sees.staff", "privacy.sees.clinics", "privacy.sees.mail", "privacy.sees.hosting", "privacy.sees.ai", "privacy.sees.authorities"] },
        { p: "privacy.sees.processors" },
      ],
    },
    {
      id: "cookies",
      title: "privacy.cookies.title",
      blocks: [{ p: "privacy.cookies.none" }, { ul: ["privacy.cookies.admin", "privacy.cookies.chat", "privacy.cookies.maps", "privacy.cookies.links"] }],
    },
    { id: "children", title: "privacy.children.title", blocks: [{ p: "privacy.children.1" }] },
    {
      id: "security",
      title: "privacy.security.title",
      blocks: [
        { ul: ["privacy.security.https", "privacy.security.passwords", "privacy.security.access", "privacy.security.checks", "privacy.security.backups"] },
        { p: "privacy.security.breach" },
      ],
    },
    {
      id: "your-rights",
      title: "privacy.rights.title",
      blocks: [
        { p: "privacy.rights.intro" },
        {
          ul: ["privacy.rights.access", "privacy.rights.correction", "privacy.rights.erasure", "privacy.rights.withdraw", "privacy.rights.nominate", "privacy.rights.grievance"],
        },
        { p: "privacy.rights.free" },
        { h3: "privacy.rights.officer" },
        { p: "privacy.rights.how" },
        { p: "privacy.rights.board" },
      ],
    },
    { id: "changes", title: "privacy.changes.title", blocks: [{ p: "privacy.changes.1" }] },
    { id: "contact", title: "privacy.contact.title", blocks: [{ p: "privacy.contact.1" }, { p: "privacy.contact.2" }] },
  ],
};
