// Start-a-clinic page (spec 2.16): the ten blocks in the spec's order, ending with the interest form; the page's
// contents under the hero lead straight to the form and to each block (the page is very long on a phone).
import { PageContents } from "../../../components/page-contents.tsx";
import { useT } from "../../../i18n/use-t.ts";
import { ClinicHero } from "../start-clinic/clinic-hero.tsx";
import { ClinicIntro } from "../start-clinic/clinic-intro.tsx";
import { SetupSteps, WhatsIncluded, WhoCanStart } from "../start-clinic/clinic-offer.tsx";
import { ClinicPackages } from "../start-clinic/clinic-packages.tsx";
import { ClinicTestimonials } from "../start-clinic/clinic-testimonials.tsx";
import { HowYouEarn } from "../start-clinic/how-you-earn.tsx";
import { InterestForm } from "../start-clinic/interest-form.tsx";
import { TestParameters } from "../start-clinic/test-parameters.tsx";
import { leadFormAction } from "../../leads/lead-form-action.ts";
import { Island } from "../../../app/island.tsx";

/** The page's form posted without JavaScript. */
export const action = leadFormAction("clinic_interest");

export default function StartClinicPage() {
  const t = useT();
  return (
    <>
      <ClinicHero />
      <PageContents
        title={t("startClinic.contents.title")}
        entries={[
          { id: "interest-form", label: t("startClinic.contents.form"), primary: true },
          { id: "what-is-a-clinic", label: t("startClinic.contents.intro") },
          { id: "what-can-you-test", label: t("startClinic.contents.tests") },
          { id: "how-you-earn", label: t("startClinic.contents.earn") },
          { id: "whats-included", label: t("startClinic.contents.included") },
          { id: "who-can-start", label: t("startClinic.contents.who") },
          { id: "setup-steps", label: t("startClinic.contents.steps") },
          { id: "testimonials", label: t("startClinic.contents.stories") },
          { id: "packages", label: t("startClinic.contents.packages") },
        ]}
      />
      <ClinicIntro />
      <TestParameters />
      <HowYouEarn />
      <WhatsIncluded />
      <WhoCanStart />
      <SetupSteps />
      <ClinicTestimonials />
      <ClinicPackages />
      <Island name="interest-form" component={InterestForm} props={{}} />
    </>
  );
}
