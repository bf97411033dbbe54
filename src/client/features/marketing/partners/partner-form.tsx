// The partnership form (spec 3, 5): who the organisation is and what it has in mind; stores a website lead.
import { ADMIN } from "../../../../shared/constants.ts";
import { partnerOrganizationTypes } from "../../../../shared/schemas/lead-forms.ts";
import { useT } from "../../../i18n/use-t.ts";
import { SelectField } from "../../leads/form-fields.tsx";
import { LeadForm } from "../../leads/lead-form.tsx";
import { EmailField, MessageField, NameField, OrganizationField, PhoneField } from "../../leads/person-fields.tsx";

export function PartnerForm() {
  const t = useT();
  return (
    <LeadForm
      form="partner"
      label={t("partners.form.label")}
      submitText={t("partners.form.submit")}
      thanks={{
        title: t("partners.form.thanks.title"),
        body: <p>{t("partners.form.thanks.body", { hours: ADMIN.replyWithinHours })}</p>,
      }}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <NameField />
        <OrganizationField />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={t("partners.form.organizationType")}
          name="organizationType"
          required
          options={partnerOrganizationTypes}
          optionTexts="organization"
        />
        <PhoneField />
      </div>
      <EmailField />
      <MessageField placeholder={t("partners.form.messagePlaceholder")} />
    </LeadForm>
  );
}
