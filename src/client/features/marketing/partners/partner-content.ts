// Structure of the partner page (spec 2.8): collaboration and engagement models, stories, collaborators. Texts are
// message ids of the `partners` catalog; figures from CLAIMS and IMPACT go in as values.
import { CLAIMS, IMPACT } from "../../../../shared/constants.ts";
import type { IconName } from "../contact/line-icon.tsx";
import { msg, type MessageId } from "../../../i18n/ids.ts";
import type { StoryContent } from "./story-card.tsx";

export const partnerFigures: readonly { value: string; label: MessageId }[] = [
  { value: IMPACT.partner.farmers, label: "partners.figure.farmers" },
  { value: IMPACT.partner.tests, label: "partners.figure.tests" },
  { value: IMPACT.partner.soilDidis, label: "partners.figure.soilDidis" },
  { value: IMPACT.partner.states, label: "partners.figure.states" },
];

export interface CollaborationModel {
  icon: IconName;
  title: MessageId;
  who: MessageId;
  text: MessageId;
}

const model = (icon: IconName, key: "fpo" | "ngo" | "retail" | "government"): CollaborationModel => ({
  icon,
  title: `partners.model.${key}.title`,
  who: `partners.model.${key}.who`,
  text: `partners.model.${key}.text`,
});

export const collaborationModels: readonly CollaborationModel[] = [
  model("people", "fpo"),
  model("heart", "ngo"),
  model("store", "retail"),
  model("building", "government"),
];

export const successStories: readonly StoryContent[] = [
  {
    title: "partners.story.fpo.title",
    place: "partners.story.fpo.place",
    partner: "partners.story.fpo.partner",
    story: "partners.story.fpo.story",
    results: [
      "partners.story.fpo.result.fields",
      msg("partners.story.fpo.result.saved", { savings: CLAIMS.savingsPerAcreRupees }),
      "partners.story.fpo.result.costs",
    ],
  },
  {
    title: "partners.story.ngo.title",
    place: "partners.story.ngo.place",
    partner: "partners.story.ngo.partner",
    story: "partners.story.ngo.story",
    results: [
      "partners.story.ngo.result.didis",
      msg("partners.story.ngo.result.yields", { percent: CLAIMS.yieldGainPercent }),
      "partners.story.ngo.result.shared",
    ],
  },
];

export interface EngagementModel {
  title: MessageId;
  description: MessageId;
  features: readonly MessageId[];
  /** The button's text, which names the model for screen readers. */
  talk: MessageId;
}

export const engagementModels: readonly EngagementModel[] = [
  {
    title: "partners.engagement.service.title",
    description: "partners.engagement.service.description",
    features: [
      "partners.engagement.service.camps",
      "partners.engagement.service.reports",
      "partners.engagement.service.advisory",
      "partners.engagement.service.summary",
    ],
    talk: "partners.engagement.service.talk",
  },
  {
    title: "partners.engagement.implementation.title",
    description: "partners.engagement.implementation.description",
    features: [
      "partners.engagement.implementation.kits",
      "partners.engagement.implementation.dashboard",
      "partners.engagement.implementation.support",
      "partners.engagement.implementation.report",
    ],
    talk: "partners.engagement.implementation.talk",
  },
  {
    title: "partners.engagement.strategic.title",
    description: "partners.engagement.strategic.description",
    features: [
      "partners.engagement.strategic.rollout",
      "partners.engagement.strategic.data",
      "partners.engagement.strategic.outreach",
      "partners.engagement.strategic.reviews",
    ],
    talk: "partners.engagement.strategic.talk",
  },
];

const collaborator = (key: "fpo" | "kvk" | "university" | "shg" | "csr" | "ngo" | "retailer" | "district") =>
  ({ title: `partners.collaborator.${key}.title`, text: `partners.collaborator.${key}.text` }) as const satisfies { title: MessageId; text: MessageId };

export const collaboratorGroups = [
  collaborator("fpo"),
  collaborator("kvk"),
  collaborator("university"),
  collaborator("shg"),
  collaborator("csr"),
  collaborator("ngo"),
  collaborator("retailer"),
  collaborator("district"),
];
