// The CsrForm island in its section (the section is HTML; the form is what the browser hydrates), in a module of its
// own so the form's island does not carry the section's code.
import { FormBesideShortcuts } from "../partners/form-beside-shortcuts.tsx";
import { Island } from "../../../app/island.tsx";
import { useT } from "../../../i18n/use-t.ts";
import { CsrForm } from "./csr-form.tsx";

export function CsrFormSection() {
  const t = useT();
  return (
    <FormBesideShortcuts id="contact-form" eyebrow={t("csr.form.eyebrow")} title={t("csr.form.title")} intro={t("csr.form.intro")} area="csr">
      <Island name="csr-form" component={CsrForm} props={{}} />
    </FormBesideShortcuts>
  );
}
