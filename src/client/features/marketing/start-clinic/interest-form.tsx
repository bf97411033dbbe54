// The clinic interest form (spec 2.16 block 10, spec 5); stores a lead from an aspiring entrepreneur.
import { ADMIN } from "../../../../shared/constants.ts";
import { Section } from "../../../components/ui/section.tsx";
import { TextField } from "../../leads/form-fields.tsx";
import { LeadForm } from "../../leads/lead-form.tsx";
import { EmailField, LocationField, MessageField, NameField, PhoneField } from "../../leads/person-fields.tsx";

export function InterestForm() {
  return (
    <Section
      id="interest-form"
      tone="soil"
      eyebrow="Start your clinic journey"
      title="Tell us about yourself"
      intro="Fill in this short form. Our team will call you to talk about your area, the packages and the next steps."
    >
      <div className="card mx-auto max-w-3xl sm:p-8">
        <LeadForm
          form="clinic_interest"
          label="Clinic interest form"
          submitText="Submit Interest"
          thanks={{
            title: "Thank you for your interest!",
            body: (
              <p>
                Our clinic team will call you within {ADMIN.replyWithinHours} hours to talk about your area, the right package and how to get
                started. Keep your phone close.
              </p>
            ),
          }}
        >
          <NameField />
          <div className="grid gap-5 sm:grid-cols-2">
            <PhoneField required />
            <EmailField />
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <LocationField />
            <TextField label="Agricultural Experience (years)" name="experience" type="number" inputMode="numeric" />
          </div>
          <MessageField label="Tell us about your goals" required={false} rows={4} placeholder="Where would you open the clinic? Who would you serve?" />
        </LeadForm>
      </div>
    </Section>
  );
}
