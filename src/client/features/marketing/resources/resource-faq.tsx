// Three common questions as native disclosures (<details>), which open by mouse, keyboard and without JavaScript.
import type { ReactNode } from "react";
import { Trans } from "@lingui/react";
import { Link } from "../../../components/locale-link.tsx";
import { CLAIMS } from "../../../../shared/constants.ts";
import { Section } from "../../../components/ui/section.tsx";
import { useSiteConfig } from "../../../app/site-config.tsx";
import { useT } from "../../../i18n/use-t.ts";

function Question({ id, question, children }: { id: string; question: string; children: ReactNode }) {
  return (
    <details id={id} className="group rounded-2xl border border-stone-200 bg-white shadow-sm open:border-brand-300">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-6 py-5 text-lg font-semibold text-stone-900 [&::-webkit-details-marker]:hidden">
        {question}
        <span
          aria-hidden="true"
          className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xl text-brand-800 transition-transform group-open:rotate-45 motion-reduce:transition-none"
        >
          +
        </span>
      </summary>
      <div className="space-y-3 px-6 pb-6 leading-relaxed text-stone-700">{children}</div>
    </details>
  );
}

const linkClass = "font-semibold text-brand-800 underline underline-offset-4";

export function ResourceFaq() {
  const site = useSiteConfig();
  const t = useT();
  return (
    <Section id="faq" eyebrow={t("resources.faq.eyebrow")} title={t("resources.faq.title")}>
      <div className="mx-auto max-w-3xl space-y-4">
        <Question id="faq-how-often" question={t("resources.faq.often.question")}>
          <p>{t("resources.faq.often.season")}</p>
          <p>{t("resources.faq.often.wait")}</p>
        </Question>
        <Question id="faq-cost" question={t("resources.faq.cost.question")}>
          <p>
            {t("resources.faq.cost.answer", {
              brand: site.brand,
              price: CLAIMS.clinicTestPriceRupees,
              parameters: CLAIMS.deviceParameters,
              minutes: CLAIMS.deviceResultMinutes,
            })}
          </p>
          <p>
            <Trans id="resources.faq.cost.link" components={{ link: <Link to="/find-clinic" className={linkClass} /> }} />
          </p>
        </Question>
        <Question id="faq-share" question={t("resources.faq.share.question")}>
          <p>{t("resources.faq.share.answer")}</p>
          <p>
            <Trans id="resources.faq.share.copies" components={{ link: <Link to="/contact" className={linkClass} /> }} />
          </p>
        </Question>
      </div>
    </Section>
  );
}
