// Why a farmer should test soil before the next sowing, in plain words (spec 2.7).
import { Section } from "../../../components/ui/section.tsx";
import { IconCardGrid } from "../start-clinic/icon-card-grid.tsx";
import { reasons } from "./farmers-content.ts";

export function ReasonsToTest() {
  return (
    <Section
      id="why-test"
      eyebrow="Why test your soil"
      title="Your soil cannot tell you what it needs. A test can."
      intro="Every field is different, even two fields side by side. Guessing means paying for fertilizer that is not needed and missing what is."
    >
      <IconCardGrid items={reasons} cols={3} />
    </Section>
  );
}
