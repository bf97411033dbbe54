// No dead end for a farmer far from every clinic (issue 11): how far the nearest clinic is, and 'Request a soil test
// visit' (name, phone, village and PIN code, crop; e-mail optional), stored as a website lead (form visit_request) the
// team is told about, with WhatsApp beside it.
import { Trans } from "@lingui/react";
import { ADMIN } from "../../../shared/constants.ts";
import { NEAR_CLINIC_KM } from "../../../shared/schemas/clinic-constants.ts";
import type { Clinic } from "../../../shared/schemas/clinic.ts";
import { whatsappHref } from "../../../shared/site-config.ts";
import { useSiteConfig } from "../../app/site-config.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { useFormat, useT } from "../../i18n/use-t.ts";
import { useClinicText } from "./clinic-texts.ts";
import { LineIcon } from "../marketing/contact/line-icon.tsx";
import { TextField } from "../leads/form-fields.tsx";
import { LeadForm } from "../leads/lead-form.tsx";
import { EmailField, LocationField, NameField, PhoneField } from "../leads/person-fields.tsx";

interface VisitRequestProps {
  /** The place searched, as the page names it ("572101, Tumakuru, Karnataka" or "your location"). */
  place: string;
  /** What the visitor typed, to start the village field with (empty for 'Use my location'). */
  typed: string;
  /** The nearest clinic, further than NEAR_CLINIC_KM; null when no clinic is open at all. */
  nearest: Clinic | null;
}

export function VisitRequest({ place, typed, nearest }: VisitRequestProps) {
  const t = useT();
  const site = useSiteConfig();
  const { number } = useFormat();
  const text = useClinicText();
  const km = nearest?.distanceKm !== undefined ? number(Math.round(nearest.distanceKm)) : "";
  return (
    <div className="mt-6 grid gap-8 rounded-2xl border border-harvest-400 bg-harvest-400/10 p-4 sm:p-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div>
        <h3 className="heading-3 text-2xl">{t("clinics.far.title", { limit: NEAR_CLINIC_KM, place })}</h3>
        <p className="mt-3 leading-relaxed text-stone-800">
          {nearest ? t("clinics.far.nearest", { clinic: text.name(nearest), district: nearest.district, km }) : t("clinics.far.none")}
        </p>
        <p className="mt-3 leading-relaxed text-stone-800">{t("clinics.visit.intro", { hours: ADMIN.replyWithinHours })}</p>
        <a
          href={whatsappHref(site, t("clinics.visit.whatsappMessage", { place }))}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass("outline", "md", "mt-5")}
        >
          <LineIcon name="chat" className="h-5 w-5" />
          <span>
            <Trans id="clinics.visit.whatsapp" components={{ hidden: <span className="sr-only" /> }} />
          </span>
        </a>
      </div>
      <div className="card sm:p-6">
        <h3 className="heading-3 text-xl">{t("clinics.visit.heading")}</h3>
        <LeadForm
          form="visit_request"
          label={t("clinics.visit.label")}
          submitText={t("clinics.visit.submit")}
          thanks={{ title: t("clinics.visit.thanksTitle"), body: <p>{t("clinics.visit.thanksText", { hours: ADMIN.replyWithinHours })}</p> }}
          className="mt-4"
        >
          <input type="hidden" name="nearPlace" value={place} />
          {nearest && <input type="hidden" name="nearestClinic" value={`${nearest.name} (${km} km)`} />}
          <NameField />
          <div className="grid gap-5 sm:grid-cols-2">
            <PhoneField need="required" hint={t("clinics.visit.phoneHint")} />
            <LocationField required label={t("clinics.visit.village")} placeholder={t("clinics.visit.villagePlaceholder")} defaultValue={typed} />
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label={t("clinics.visit.crop")} name="crop" required maxLength={80} placeholder={t("clinics.visit.cropPlaceholder")} />
            <EmailField need="optional" />
          </div>
        </LeadForm>
      </div>
    </div>
  );
}
