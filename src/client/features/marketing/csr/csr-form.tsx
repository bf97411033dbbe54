// The CSR partnership form (spec 3, 5) at #contact-form; stores a website lead of type ngo.
import { ADMIN } from "../../../../shared/constants.ts";
import { csrFocusAreas, csrPartnershipModels } from "../../../../shared/schemas/lead-forms.ts";
import { SelectField } from "../../leads/form-fields.tsx";
import { LeadForm } from "../../leads/lead-form.tsx";
import { EmailField, MessageField, NameField, OrganizationField, PhoneField } from "../../leads/person-fields.tsx";
import { FormBesideShortcuts } from "../partners/form-beside-shortcuts.tsx";

function CsrForm() {
  return (
    <LeadForm
      form="csr"
      label="CSR partnership form"
      submitText="Start the Conversation"
      thanks={{
        title: "Thank you! Let's grow this together.",
        body: (
          <p>
            Our CSR team will reply within {ADMIN.replyWithinHours} hours with a short note on districts, budget and timelines that fit your
            focus area, and a time for a call.
          </p>
        ),
      }}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <NameField />
        <OrganizationField />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <EmailField />
        <PhoneField />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField label="CSR Focus Area" name="focusArea" required options={csrFocusAreas} />
        <SelectField label="Preferred Partnership Model" name="partnershipModel" options={csrPartnershipModels} placeholder="Not sure yet" />
      </div>
      <MessageField placeholder="Your focus districts, the farmers you want to reach, and your timeline." />
    </LeadForm>
  );
}

export function CsrFormSection() {
  return (
    <FormBesideShortcuts
      id="contact-form"
      eyebrow="Plan your CSR programme"
      title="Tell us what you want to achieve"
      intro="Share your focus area and budget range. We will propose districts, a model and the impact you can expect."
      topic="CSR partnership"
    >
      <CsrForm />
    </FormBesideShortcuts>
  );
}
