// The partnership form (spec 3, 5): who the organisation is and what it has in mind; stores a website lead.
import { ADMIN } from "../../../../shared/constants.ts";
import { partnerOrganizationTypes } from "../../../../shared/schemas/lead-forms.ts";
import { SelectField } from "../../leads/form-fields.tsx";
import { LeadForm } from "../../leads/lead-form.tsx";
import { EmailField, MessageField, NameField, OrganizationField, PhoneField } from "../../leads/person-fields.tsx";
import { FormBesideShortcuts } from "./form-beside-shortcuts.tsx";

function PartnerForm() {
  return (
    <LeadForm
      form="partner"
      label="Partnership form"
      submitText="Send Partnership Enquiry"
      thanks={{
        title: "Thank you for your interest in partnering with us!",
        body: (
          <p>
            Our partnerships team will read your note and get back to you within {ADMIN.replyWithinHours} hours to set up a first call. Meanwhile,
            the partner proposal above has our models, figures and costs.
          </p>
        ),
      }}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <NameField />
        <OrganizationField />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField label="Type of Organization" name="organizationType" required options={partnerOrganizationTypes} />
        <EmailField />
      </div>
      <PhoneField />
      <MessageField placeholder="Where do you work, which farmers do you serve, and what would you like to do together?" />
    </LeadForm>
  );
}

/** The partnership form at the #partner-form anchor the hero points to. */
export function PartnerFormSection() {
  return (
    <FormBesideShortcuts
      id="partner-form"
      eyebrow="Become a partner"
      title="Tell us about your organisation"
      intro="A few lines are enough. We will come back with ideas that fit your farmers, your region and your budget."
      topic="Partnership"
    >
      <PartnerForm />
    </FormBesideShortcuts>
  );
}
