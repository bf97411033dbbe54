// 'What Is a {brand} Clinic' with its four benefit cards (spec 2.16, block 2).
import { IMPACT } from "../../../../shared/constants.ts";
import { useSiteConfig } from "../../../app/site-config.tsx";
import { Section } from "../../../components/ui/section.tsx";
import { IconCardGrid } from "./icon-card-grid.tsx";
import { benefits } from "./start-clinic-content.ts";

export function ClinicIntro() {
  const site = useSiteConfig();
  return (
    <Section
      id="what-is-a-clinic"
      eyebrow="The clinic"
      title={`What Is a ${site.brand} Clinic`}
      intro={`A small soil and water testing centre in your village or town, run by you. With a portable device, simple training and our platform, you test a farmer's soil, explain the result and give advice for their crop. Our network already has ${IMPACT.startClinic.clinics} clinics serving ${IMPACT.startClinic.farmers} farmers.`}
    >
      <IconCardGrid items={benefits} cols={4} />
    </Section>
  );
}
