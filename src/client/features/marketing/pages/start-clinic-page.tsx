// Start-a-clinic page (spec 2.16): the ten blocks in the spec's order, ending with the interest form.
import { ClinicHero } from "../start-clinic/clinic-hero.tsx";
import { ClinicIntro } from "../start-clinic/clinic-intro.tsx";
import { SetupSteps, WhatsIncluded, WhoCanStart } from "../start-clinic/clinic-offer.tsx";
import { ClinicPackages } from "../start-clinic/clinic-packages.tsx";
import { ClinicTestimonials } from "../start-clinic/clinic-testimonials.tsx";
import { HowYouEarn } from "../start-clinic/how-you-earn.tsx";
import { InterestForm } from "../start-clinic/interest-form.tsx";
import { TestParameters } from "../start-clinic/test-parameters.tsx";
import { leadFormAction } from "../../leads/lead-form-action.ts";

/** The page's form posted without JavaScript. */
export const action = leadFormAction("clinic_interest");

export default function StartClinicPage() {
  return (
    <>
      <ClinicHero />
      <ClinicIntro />
      <TestParameters />
      <HowYouEarn />
      <WhatsIncluded />
      <WhoCanStart />
      <SetupSteps />
      <ClinicTestimonials />
      <ClinicPackages />
      <InterestForm />
    </>
  );
}
