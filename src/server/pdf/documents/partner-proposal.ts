// Partnership Proposal for FPOs, NGOs, CSR teams, agri-businesses and government: who we are, how we work together, what it costs.
// English only (it is written for organisations); its words are in locales/partner-proposal/en.json like the guides'.
import { ADMIN, CSR_MODELS, IMPACT } from "../../../shared/constants.ts";
import type { SiteConfig } from "../../../shared/site-config.ts";
import { bullets, callout, h, p, steps, table, type PdfContent } from "../content.ts";
import { termItems, type GuideWords } from "../words.ts";
import { contactSection } from "./common.ts";

type T = GuideWords<"partner-proposal">;

export function partnerProposal(t: T, site: SiteConfig): PdfContent {
  const item = termItems(t);
  const brand = { brand: site.brand };
  const impact = IMPACT.partner;
  return {
    title: t("title"),
    subtitle: t("subtitle", brand),
    kicker: t("kicker"),
    keywords: t("keywords").split(/\s*,\s*/),
    sections: [
      {
        title: t("about.title", brand),
        blocks: [
          p(t("about.intro", brand)),
          bullets(item("about.device"), item("about.clinics"), item("about.soilDidi"), item("about.platform")),
          h(t("about.problem.title")),
          p(t("about.problem.habit")),
          p(t("about.problem.change")),
        ],
      },
      {
        title: t("impact.title"),
        blocks: [
          table(
            [t("impact.column.measure"), t("impact.column.figure")],
            [
              [t("impact.farmers"), impact.farmers],
              [t("impact.tests"), impact.tests],
              [t("impact.soilDidis"), impact.soilDidis],
              [t("impact.states"), impact.states],
            ],
            [3, 1.5],
          ),
          p(t("impact.records")),
        ],
      },
      {
        title: t("ways.title"),
        blocks: [
          p(t("ways.intro")),
          h(t("ways.fpo.title")),
          bullets(t("ways.fpo.clinic"), t("ways.fpo.testing"), t("ways.fpo.inputs")),
          h(t("ways.ngo.title")),
          bullets(t("ways.ngo.training"), t("ways.ngo.camps"), t("ways.ngo.data")),
          h(t("ways.csr.title")),
          bullets(t("ways.csr.funded"), t("ways.csr.eligible"), t("ways.csr.dashboard")),
          h(t("ways.business.title")),
          bullets(t("ways.business.clinic"), t("ways.business.packages"), t("ways.business.brands")),
          h(t("ways.government.title")),
          bullets(t("ways.government.drives"), t("ways.government.kvk"), t("ways.government.data")),
        ],
      },
      {
        title: t("csr.title"),
        blocks: [
          p(t("csr.intro")),
          table(
            [t("csr.column.model"), t("csr.column.budget"), t("csr.column.clinics"), t("csr.column.farmers"), t("csr.column.duration")],
            CSR_MODELS.map((m) => [m.model, m.budget, m.clinics, m.farmers, m.duration]),
            [1.1, 1.3, 0.9, 1.2, 1.2],
            t("csr.caption"),
          ),
          h(t("csr.receive.title")),
          bullets(t("csr.receive.dashboard"), t("csr.receive.card"), t("csr.receive.reports"), t("csr.receive.name")),
          callout(t("csr.start.title"), t("csr.start.text")),
        ],
      },
      {
        title: t("engage.title"),
        blocks: [
          steps(
            item("engage.call"),
            item("engage.assessment"),
            item("engage.agreement"),
            item("engage.setup"),
            item("engage.testing"),
            item("engage.review"),
          ),
        ],
      },
      contactSection(t, site, t("talk.intro", { hours: ADMIN.replyWithinHours }), t("talk.closing")),
    ],
  };
}
