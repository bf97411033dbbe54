// 'Book a Soil Test': a short request to visit a clinic, stored as a website lead (form clinic_booking) with the
// clinic's id and name and the booker's answers in its metadata; the team calls back to fix the day.
import { Link } from "../../components/locale-link.tsx";
import { Section } from "../../components/ui/section.tsx";
import { ADMIN, CLAIMS } from "../../../shared/constants.ts";
import type { Clinic } from "../../../shared/schemas/clinic.ts";
import { contactAudiences } from "../../../shared/schemas/lead-forms.ts";
import { SelectField, TextField } from "../leads/form-fields.tsx";
import { LeadForm } from "../leads/lead-form.tsx";
import { EmailField, LocationField, MessageField, NameField, PhoneField } from "../leads/person-fields.tsx";

/** Today in the visitor's own time zone, as the YYYY-MM-DD a date field takes. */
function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

function BookingThanks({ clinic }: { clinic: Clinic }) {
  const { spots, depthInches, grams } = CLAIMS.sampling;
  return (
    <>
      <p>
        Our team will call you within {ADMIN.replyWithinHours} hours to fix the day and time of your test at {clinic.name}.
      </p>
      <p>
        Bring about {grams} g of soil, mixed from {spots} spots of your field, each dug {depthInches} inches deep.{" "}
        <Link to="/for-farmers#sampling" className="font-semibold text-brand-800 underline underline-offset-2">
          How to take a soil sample
        </Link>
      </p>
    </>
  );
}

/**
 * The booking form of one clinic: in the clinic's dialog (JavaScript only), or on the finder page itself as
 * `/find-clinic?book=<id>` (`onPage`), where it also works as a plain HTML form.
 */
export function ClinicBookingForm({ clinic, onPage = false }: { clinic: Clinic; onPage?: boolean }) {
  return (
    <LeadForm
      form="clinic_booking"
      label="Soil test booking form"
      submitText="Send Booking Request"
      thanks={{ title: "Your booking request is sent!", body: <BookingThanks clinic={clinic} /> }}
      postsWithoutScript={onPage}
    >
      <input type="hidden" name="clinicId" value={clinic.id} />
      <input type="hidden" name="clinicName" value={clinic.name} />
      <NameField />
      <div className="grid gap-5 sm:grid-cols-2">
        <PhoneField required hint="The clinic team will call you on this number." />
        <EmailField />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <LocationField label="Village or Town" placeholder="e.g. Kunigal, Tumakuru" />
        <TextField label="Preferred Date" name="preferredDate" type="date" min={today()} />
      </div>
      <SelectField label="Who Are You?" name="whoAreYou" options={contactAudiences} defaultValue="farmer" />
      <MessageField label="Message" required={false} rows={3} placeholder="Your crop, how many acres, or a question for the clinic" />
    </LeadForm>
  );
}

/** The booking form on the finder page for the clinic named in the address, as a clinic's row leads to without JavaScript. */
export function ClinicBookingSection({ clinic }: { clinic: Clinic }) {
  return (
    <Section
      id="book-a-soil-test"
      tone="soil"
      eyebrow="Book a soil test"
      title={clinic.name}
      intro={`${clinic.address}, ${clinic.district}, ${clinic.state}. Tell us who you are and when you would like to come. We will call you to confirm.`}
    >
      <div className="card mx-auto max-w-3xl sm:p-8">
        <ClinicBookingForm clinic={clinic} onPage />
        <p className="mt-6 text-sm">
          <Link to="/find-clinic#clinic-finder" className="font-semibold text-brand-800 underline underline-offset-2">
            See all clinics
          </Link>
        </p>
      </div>
    </Section>
  );
}
