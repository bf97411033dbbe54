// Contact page (spec 2.13).
import { HeroBanner } from "../../../components/hero-banner.tsx";

export default function ContactPage() {
  return (
    <HeroBanner
      title="Get in Touch"
      subtitle="Questions about soil testing, clinics, partnerships or media? Write to us and our team will reply within 48 hours."
    />
  );
}
