// Four farmers in their own words, in a carousel, with a way to more results on the For farmers page (spec 2.4).
import { Link } from "../../../components/locale-link.tsx";
import { TestimonialCarousel } from "../../../components/testimonial-carousel.tsx";
import { Section } from "../../../components/ui/section.tsx";
import { testimonials } from "./home-content.ts";

export function FarmerVoices() {
  return (
    <Section id="testimonials" tone="tint" eyebrow="Farmer success stories" title="Farmers who tested first, then spent">
      <TestimonialCarousel label="Farmer testimonials" testimonials={testimonials} />
      <p className="mt-10 text-center">
        <Link to="/for-farmers" className="inline-flex items-center gap-2 font-semibold text-brand-800 underline-offset-4 hover:underline">
          See more farmer results <span aria-hidden="true">→</span>
        </Link>
      </p>
    </Section>
  );
}
