// The clinic interest form (spec 2.16 block 10, spec 5); stores a lead from an aspiring entrepreneur.
import { Section } from "../../../components/ui/section.tsx";
import { TextField } from "../../leads/form-fields.tsx";
import { LeadForm } from "../../leads/lead-form.tsx";
import { EmailField, LocationField, MessageField, NameField, PhoneField } from "../../leads/person-fields.tsx";
import { useT } from "../../../i18n/use-t.ts";
import { interestThanks } from "./start-clinic-content.ts";

export function InterestForm() {
  const t = useT();
  return (
    <Section
      id="interest-form"
      tone="soil"
      eyebrow={t("startClinic.form.eyebrow")}
      title={t("startClinic.form.title")}
      intro={t("startClinic.form.intro")}
    >
      <div className="card mx-auto max-w-3xl sm:p-8">
        <LeadForm
          form="clinic_interest"
          label={t("startClinic.form.label")}
          submitText={t("startClinic.form.submit")}
          thanks={{ title: t("startClinic.form.thanksTitle"), body: <p>{t(interestThanks)}</p> }}
        >
          <NameField />
          <div className="grid gap-5 sm:grid-cols-2">
            <PhoneField />
            <EmailField />
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <LocationField />
            <TextField label={t("startClinic.form.experience")} name="experience" type="number" inputMode="numeric" />
          </div>
          <MessageField
            label={t("startClinic.form.goals")}
            required={false}
            rows={4}
            placeholder={t("startClinic.form.goalsPlaceholder")}
          />
        </LeadForm>
      </div>
    </Section>
  );
}
