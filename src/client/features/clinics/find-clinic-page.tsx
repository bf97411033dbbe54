// Find a clinic (spec 2.10): hero, the clinic finder with the clinics rendered on the server from the database,
// and a closing invitation to start a clinic.
import { useActionData, useLoaderData, useSearchParams, type LoaderFunctionArgs } from "react-router";
import { CLINICS_API_PATH } from "../../../shared/schemas/clinic-constants.ts";
import type { ClinicList } from "../../../shared/schemas/clinic.ts";
import { loadApi } from "../../app/api-data.ts";
import { HeroBanner } from "../../components/hero-banner.tsx";
import { ClosingCta } from "../marketing/solutions/closing-cta.tsx";
import { BOOK_PARAM, leadFormAction, type LeadFormReply } from "../leads/lead-form-action.ts";
import { ClinicBookingSection } from "./clinic-booking-form.tsx";
import { ClinicFinder } from "./clinic-finder.tsx";
import { useFinderKey } from "./use-clinic-filters.ts";
import { useT } from "../../i18n/use-t.ts";

export async function loader({ context }: LoaderFunctionArgs): Promise<ClinicList> {
  return loadApi<ClinicList>(CLINICS_API_PATH, context);
}

/** The booking form posted without JavaScript. */
export const action = leadFormAction("clinic_booking");

/** The clinic whose booking form the page shows: named in the address, or in the booking the server sent back. */
function useBookedClinicId(): string | null {
  const [params] = useSearchParams();
  const reply = useActionData() as LeadFormReply | undefined;
  return (reply?.form === "clinic_booking" ? reply.answers.clinicId : undefined) ?? params.get(BOOK_PARAM);
}

export default function FindClinicPage() {
  const { clinics } = useLoaderData<typeof loader>();
  const finderKey = useFinderKey();
  const bookedId = useBookedClinicId();
  const booked = bookedId ? clinics.find((c) => c.id === bookedId) : undefined;
  const t = useT();
  return (
    <>
      <HeroBanner
        title={t("clinics.hero.title")}
        subtitle={t("clinics.hero.subtitle")}
        ctaText={t("clinics.hero.cta")}
        ctaLink="#clinic-finder"
        secondaryCtaText={t("clinics.startClinic")}
        secondaryCtaLink="/start-clinic"
      />
      {booked && <ClinicBookingSection clinic={booked} />}
      <ClinicFinder key={finderKey} clinics={clinics} />
      <ClosingCta
        id="start-a-clinic"
        title={t("clinics.closing.title")}
        text={t("clinics.closing.text")}
        links={[{ text: t("clinics.startClinic"), to: "/start-clinic" }]}
      />
    </>
  );
}
