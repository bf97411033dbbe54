// Four farmers in their own words, in a carousel, with a way to more results on the For farmers page (spec 2.4).
import { Link } from "../../../components/locale-link.tsx";
import { TestimonialCarousel, type Testimonial } from "../../../components/testimonial-carousel.tsx";
import { Section } from "../../../components/ui/section.tsx";
import { useT } from "../../../i18n/use-t.ts";
import { testimonials } from "./home-content.ts";

export function FarmerVoices() {
  const t = useT();
  const stories: Testimonial[] = testimonials.map((s) => ({
    quote: t(s.quote),
    author: t(s.author),
    role: t(s.role),
    location: t(s.location),
    avatar: s.avatar,
    stats: s.stats.map((stat) => ({ label: t(stat.label), value: t(stat.value) })),
  }));
  return (
    <Section id="testimonials" tone="tint" eyebrow={t("home.voices.eyebrow")} title={t("home.voices.title")}>
      <TestimonialCarousel label={t("home.voices.label")} testimonials={stories} />
      <p className="mt-10 text-center">
        <Link to="/for-farmers" className="inline-flex items-center gap-2 font-semibold text-brand-800 underline-offset-4 hover:underline">
          {t("home.voices.more")} <span aria-hidden="true">→</span>
        </Link>
      </p>
    </Section>
  );
}
