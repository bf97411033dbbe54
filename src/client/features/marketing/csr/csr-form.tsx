// The CSR partnership form (spec 3, 5) at #contact-form; stores a website lead of type ngo.
import { ADMIN } from "../../../../shared/constants.ts";
import { csrFocusAreas, csrPartnershipModels } from "../../../../shared/schemas/lead-forms.ts";
import { useT } from "../../../i18n/use-t.ts";
import { SelectField } from "../../leads/form-fields.tsx";
import { LeadForm } from "../../leads/lead-form.tsx";
import { EmailField, MessageField, NameField, OrganizationField, PhoneField } from "../../leads/person-fields.tsx";

export function CsrForm() {
  const t = useT();
  return (
    <LeadForm
      form="csr"
      label={t("csr.form.label")}
      submitText={t("csr.form.submit")}
      thanks={{
        title: t("csr.form.thanks.title"),
        body: <p>{t("csr.form.thanks.body", { hours: ADMIN.replyWithinHours })}</p>,
      }}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <NameField />
        <OrganizationField />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <PhoneField />
        <EmailField />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField label={t("csr.form.focusArea")} name="focusArea" required options={csrFocusAreas} optionTexts="focus" />
        <SelectField
          label={t("csr.form.model")}
          name="partnershipModel"
          options={csrPartnershipModels}
          placeholder={t("csr.form.modelPlaceholder")}
          optionTexts="model"
        />
      </div>
      <MessageField placeholder={t("csr.form.messagePlaceholder")} />
    </LeadForm>
  );
}
