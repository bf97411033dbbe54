// The contact form (spec 2.13, 3, 5): who is writing and why; stores a website lead and thanks the visitor.
import { useSearchParams } from "react-router";
import { Link } from "../../../components/locale-link.tsx";
import { ADMIN } from "../../../../shared/constants.ts";
import { contactAudiences } from "../../../../shared/schemas/lead-forms.ts";
import { SelectField } from "../../leads/form-fields.tsx";
import { LeadForm } from "../../leads/lead-form.tsx";
import { EmailField, MessageField, NameField, PhoneField } from "../../leads/person-fields.tsx";

/** Query parameter that pre-chooses 'Who Are You?', e.g. /contact?about=press-media from the media card. */
export const CONTACT_ABOUT_PARAM = "about";

const linkClass = "font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-950";

function ContactThanks() {
  return (
    <>
      <p>
        Your message is with our team. We reply to every message within {ADMIN.replyWithinHours} hours, by e-mail or on the phone
        number you gave us.
      </p>
      <p>
        While you wait, read our free{" "}
        <Link to="/resources" className={linkClass}>
          soil guides and resources
        </Link>{" "}
        or{" "}
        <Link to="/find-clinic" className={linkClass}>
          find a soil clinic near you
        </Link>
        .
      </p>
    </>
  );
}

export function ContactForm() {
  const [params] = useSearchParams();
  const about = params.get(CONTACT_ABOUT_PARAM) ?? undefined;
  return (
    <LeadForm form="contact" label="Contact form" submitText="Send Message" thanks={{ title: "Thanks for reaching out!", body: <ContactThanks /> }}>
      <div className="grid gap-5 sm:grid-cols-2">
        <NameField />
        <EmailField />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <PhoneField />
        {/* Keyed by the link's answer, so a link to this page that names one (the media card) also picks it here. */}
        <SelectField key={about} label="Who Are You?" name="whoAreYou" required options={contactAudiences} defaultValue={about} />
      </div>
      <MessageField label="Your Message" rows={6} placeholder="Tell us what you need: a soil test, a clinic, a partnership, a story..." />
    </LeadForm>
  );
}
