// CSR page (spec 2.9): impact figures, approach and stories, dashboard preview, partnership models and the CSR form.
import { HeroBanner } from "../../../components/hero-banner.tsx";
import { useT } from "../../../i18n/use-t.ts";
import { CsrApproach } from "../csr/csr-approach.tsx";
import { CsrDashboardPreview } from "../csr/csr-dashboard-preview.tsx";
import { CsrFormSection } from "../csr/csr-form-section.tsx";
import { CsrImpact } from "../csr/csr-impact.tsx";
import { CsrModels } from "../csr/csr-models.tsx";
import { leadFormAction } from "../../leads/lead-form-action.ts";
import { Island } from "../../../app/island.tsx";
import type { LoaderFunctionArgs } from "react-router";
import { loadNetworkSize, type NetworkSize } from "../../clinics/network-size.ts";

/** The page's form posted without JavaScript. */
export const action = leadFormAction("csr");

/** The impact figures count the network's clinics in the database. */
export const loader = ({ context }: LoaderFunctionArgs): Promise<NetworkSize> => loadNetworkSize(context);

export default function CsrPage() {
  const t = useT();
  return (
    <>
      <HeroBanner
        badge={t("csr.hero.badge")}
        title={t("csr.hero.title")}
        subtitle={t("csr.hero.subtitle")}
        ctaText={t("csr.hero.cta")}
        ctaLink="#contact-form"
        secondaryCtaText={t("csr.hero.secondaryCta")}
        secondaryCtaLink="#impact-metrics"
      />
      <CsrImpact />
      <CsrApproach />
      <Island name="csr-dashboard-preview" component={CsrDashboardPreview} props={{}} />
      <Island name="csr-models" component={CsrModels} props={{}} />
      <CsrFormSection />
    </>
  );
}
