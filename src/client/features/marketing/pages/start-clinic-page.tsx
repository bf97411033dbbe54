// Start-a-clinic page (spec 2.16).
import { HeroBanner } from "../../../components/hero-banner.tsx";

export default function StartClinicPage() {
  return (
    <HeroBanner
      title="Start Your Own Soil Clinic"
      subtitle="Bring soil and water testing to your area and build a business farmers trust. We give you the device, the training and the support."
    />
  );
}
