// Find a clinic (spec 2.10): hero, the clinic finder with the clinics rendered on the server from the database (and,
// for ?near= or ?lat=&lng=, the nearest ones with their distance), and a closing invitation to start a clinic.
import { data, useActionData, useLoaderData, useSearchParams, type LoaderFunctionArgs } from "react-router";
import { CLINICS_API_PATH } from "../../../shared/schemas/clinic-constants.ts";
import type { ClinicList } from "../../../shared/schemas/clinic.ts";
import { getApi, loadApi } from "../../app/api-data.ts";
import { nearApiPath, nearRequestFromParams, nearResult, type NearRequest, type NearResult } from "./clinic-near.ts";
import { HeroBanner } from "../../components/hero-banner.tsx";
import { ClosingCta } from "../marketing/solutions/closing-cta.tsx";
import { BOOK_PARAM, leadFormAction, type LeadFormReply } from "../leads/lead-form-action.ts";
import { ClinicBookingSection } from "./clinic-booking-form.tsx";
import { ClinicFinderIsland } from "./clinic-finder-island.tsx";
import { useT } from "../../i18n/use-t.ts";
import { Island } from "../../app/island.tsx";

/** The page's data: every public clinic, and the answer to the nearest search the address asks for, if any. */
export interface FinderData extends ClinicList {
  near: { request: NearRequest; result: NearResult } | null;
}

async function loadNearest(request: NearRequest, context: unknown): Promise<NearResult> {
  const { status, body } = await getApi(nearApiPath(request), context);
  const result = nearResult(status < 400, body);
  // Trouble on our side is the error page's; a place the data does not know is the visitor's to correct.
  if (status >= 500 && "problem" in result) throw data({ message: result.problem.message }, { status });
  return result;
}

export async function loader({ request, context }: LoaderFunctionArgs): Promise<FinderData> {
  const nearRequest = nearRequestFromParams(new URL(request.url).searchParams);
  const [list, result] = await Promise.all([
    loadApi<ClinicList>(CLINICS_API_PATH, context),
    nearRequest ? loadNearest(nearRequest, context) : null,
  ]);
  return { ...list, near: nearRequest && result ? { request: nearRequest, result } : null };
}

/** The booking form and the soil test visit request, posted without JavaScript. */
export const action = leadFormAction("clinic_booking", "visit_request");

/** The clinic whose booking form the page shows: named in the address, or in the booking the server sent back. */
function useBookedClinicId(): string | null {
  const [params] = useSearchParams();
  const reply = useActionData() as LeadFormReply | undefined;
  return (reply?.form === "clinic_booking" ? reply.answers.clinicId : undefined) ?? params.get(BOOK_PARAM);
}

export default function FindClinicPage() {
  const { clinics, near } = useLoaderData<typeof loader>();
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
      {booked && <Island name="clinic-booking" component={ClinicBookingSection} props={{ clinic: booked }} />}
      <Island name="clinic-finder" component={ClinicFinderIsland} props={{ clinics, near }} />
      <ClosingCta
        id="start-a-clinic"
        title={t("clinics.closing.title")}
        text={t("clinics.closing.text")}
        links={[{ text: t("clinics.startClinic"), to: "/start-clinic" }]}
      />
    </>
  );
}
