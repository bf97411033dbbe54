// Find a clinic (spec 2.10): hero, the clinic finder with the clinics rendered on the server from the database,
// and a closing invitation to start a clinic.
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { CLINICS_API_PATH } from "../../../shared/schemas/clinic-constants.ts";
import type { ClinicList } from "../../../shared/schemas/clinic.ts";
import { loadApi } from "../../app/api-data.ts";
import { HeroBanner } from "../../components/hero-banner.tsx";
import { ClosingCta } from "../marketing/solutions/closing-cta.tsx";
import { ClinicFinder } from "./clinic-finder.tsx";
import { useFinderKey } from "./use-clinic-filters.ts";

export async function loader({ context }: LoaderFunctionArgs): Promise<ClinicList> {
  return loadApi<ClinicList>(CLINICS_API_PATH, context);
}

export default function FindClinicPage() {
  const { clinics } = useLoaderData<typeof loader>();
  const finderKey = useFinderKey();
  return (
    <>
      <HeroBanner
        title="Find a Soil Clinic Near You"
        subtitle="Search by clinic name, district or state, choose the tests you need, and see every clinic on the map."
        ctaText="Search Clinics"
        ctaLink="#clinic-finder"
        secondaryCtaText="Start a Clinic"
        secondaryCtaLink="/start-clinic"
      />
      <ClinicFinder key={finderKey} clinics={clinics} />
      <ClosingCta
        id="start-a-clinic"
        title="No clinic near your village yet?"
        text="Start one. We give you the testing kit, the training and our support, so you can test soil for the farmers around you and earn from every test."
        links={[{ text: "Start a Clinic", to: "/start-clinic" }]}
      />
    </>
  );
}
