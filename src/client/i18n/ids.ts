// Every message id, typed from the English catalogs: a mistyped id fails `tsc`.
import type about from "./locales/about/en.json";
import type blog from "./locales/blog/en.json";
import type chat from "./locales/chat/en.json";
import type clinics from "./locales/clinics/en.json";
import type common from "./locales/common/en.json";
import type contact from "./locales/contact/en.json";
import type csr from "./locales/csr/en.json";
import type farmers from "./locales/farmers/en.json";
import type home from "./locales/home/en.json";
import type intelligence from "./locales/intelligence/en.json";
import type legal from "./locales/legal/en.json";
import type partners from "./locales/partners/en.json";
import type resources from "./locales/resources/en.json";
import type solutions from "./locales/solutions/en.json";
import type startClinic from "./locales/start-clinic/en.json";

export type MessageId =
  | keyof typeof about
  | keyof typeof blog
  | keyof typeof chat
  | keyof typeof clinics
  | keyof typeof common
  | keyof typeof contact
  | keyof typeof csr
  | keyof typeof farmers
  | keyof typeof home
  | keyof typeof intelligence
  | keyof typeof legal
  | keyof typeof partners
  | keyof typeof resources
  | keyof typeof solutions
  | keyof typeof startClinic;

/** A text to show: its id, with the values its placeholders take when it has any. */
export type Msg = MessageId | { id: MessageId; values?: Record<string, unknown> };

/** A message with values, for content modules: `msg("home.journey.during.sample", { spots })`. */
export const msg = (id: MessageId, values?: Record<string, unknown>): Msg => (values ? { id, values } : id);
