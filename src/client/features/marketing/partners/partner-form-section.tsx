// The PartnerForm island in its section (the section is HTML; the form is what the browser hydrates), in a module of its
// own so the form's island does not carry the section's code.
import { FormBesideShortcuts } from "./form-beside-shortcuts.tsx";
import { Island } from "../../../app/island.tsx";
import { useT } from "../../../i18n/use-t.ts";
import { PartnerForm } from "./partner-form.tsx";

/** The partnership form at the #partner-form anchor the hero points to. */
export function PartnerFormSection() {
  const t = useT();
  return (
    <FormBesideShortcuts
      id="partner-form"
      eyebrow={t("partners.form.eyebrow")}
      title={t("partners.form.title")}
      intro={t("partners.form.intro")}
      area="partners"
    >
      <Island name="partner-form" component={PartnerForm} props={{}} />
    </FormBesideShortcuts>
  );
}
