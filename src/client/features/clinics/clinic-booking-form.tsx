// 'Book a Soil Test': a short request to visit a clinic, stored as a website lead (form clinic_booking) with the
// clinic's id and name and the booker's answers in its metadata; the team calls back to fix the day.
import { Trans } from "@lingui/react";
import { Link } from "../../components/locale-link.tsx";
import { useT } from "../../i18n/use-t.ts";
import { useClinicText, useStateText } from "./clinic-texts.ts";
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
  const t = useT();
  const text = useClinicText();
  return (
    <>
      <p>{t("clinics.booking.thanksCall", { hours: ADMIN.replyWithinHours, clinic: text.name(clinic) })}</p>
      <p>
        <Trans
          id="clinics.booking.thanksSample"
          values={{ grams, spots, depth: depthInches }}
          components={{ link: <Link to="/for-farmers#sampling" className="font-semibold text-brand-800 underline underline-offset-2" /> }}
        />
      </p>
    </>
  );
}

/**
 * The booking form of one clinic: in the clinic's dialog (JavaScript only), or on the finder page itself as
 * `/find-clinic?book=<id>` (`onPage`), where it also works as a plain HTML form.
 */
export function ClinicBookingForm({ clinic, onPage = false }: { clinic: Clinic; onPage?: boolean }) {
  const t = useT();
  return (
    <LeadForm
      form="clinic_booking"
      label={t("clinics.booking.label")}
      submitText={t("clinics.booking.submit")}
      thanks={{ title: t("clinics.booking.thanksTitle"), body: <BookingThanks clinic={clinic} /> }}
      postsWithoutScript={onPage}
    >
      <input type="hidden" name="clinicId" value={clinic.id} />
      <input type="hidden" name="clinicName" value={clinic.name} />
      <NameField />
      <div className="grid gap-5 sm:grid-cols-2">
        <PhoneField need="required" hint={t("clinics.booking.phoneHint")} />
        <EmailField need="optional" />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <LocationField label={t("clinics.booking.village")} placeholder={t("clinics.booking.villagePlaceholder")} />
        <TextField label={t("clinics.booking.date")} name="preferredDate" type="date" min={today()} />
      </div>
      <SelectField label={t("clinics.booking.who")} name="whoAreYou" options={contactAudiences} defaultValue="farmer" optionTexts="audience" />
      <MessageField required={false} rows={3} placeholder={t("clinics.booking.messagePlaceholder")} />
    </LeadForm>
  );
}

/** The booking form on the finder page for the clinic named in the address, as a clinic's row leads to without JavaScript. */
export function ClinicBookingSection({ clinic }: { clinic: Clinic }) {
  const t = useT();
  const text = useClinicText();
  const stateText = useStateText();
  return (
    <Section
      id="book-a-soil-test"
      tone="soil"
      eyebrow={t("clinics.booking.heading")}
      title={text.name(clinic)}
      intro={t("clinics.booking.sectionIntro", { address: text.address(clinic), district: clinic.district, state: stateText(clinic.state) })}
    >
      <div className="card mx-auto max-w-3xl sm:p-8">
        <ClinicBookingForm clinic={clinic} onPage />
        <p className="mt-6 text-sm">
          <Link to="/find-clinic#clinic-finder" className="font-semibold text-brand-800 underline underline-offset-2">
            {t("clinics.booking.seeAll")}
          </Link>
        </p>
      </div>
    </Section>
  );
}
