// Three common questions as native disclosures (<details>), which open by mouse, keyboard and without JavaScript.
import type { ReactNode } from "react";
import { Link } from "../../../components/locale-link.tsx";
import { CLAIMS } from "../../../../shared/constants.ts";
import { Section } from "../../../components/ui/section.tsx";
import { useSiteConfig } from "../../../app/site-config.tsx";

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
  return (
    <Section id="faq" eyebrow="FAQ" title="Questions farmers ask us">
      <div className="mx-auto max-w-3xl space-y-4">
        <Question id="faq-how-often" question="How often should I get my soil tested?">
          <p>
            At least once a year, and best before each main season, kharif and rabi. Take the sample two to three weeks before
            sowing, so you have the report in time to buy the right fertilizer.
          </p>
          <p>Do not sample within 45 days of putting fertilizer, manure or lime on the field: the test would show the fertilizer, not your soil.</p>
        </Question>
        <Question id="faq-cost" question="How much does a soil test cost, and how soon will I get the report?">
          <p>
            At a {site.brand} soil clinic a test costs ₹{CLAIMS.clinicTestPriceRupees} per sample. The report for{" "}
            {CLAIMS.deviceParameters} parameters is ready in {CLAIMS.deviceResultMinutes} minutes, so you can wait for it and
            plan your fertilizer the same day.
          </p>
          <p>
            <Link to="/find-clinic" className={linkClass}>
              Find a clinic near you
            </Link>
            .
          </p>
        </Question>
        <Question id="faq-share" question="Can I print and share these guides?">
          <p>
            Yes. All our guides are free to download, print and share with other farmers, your FPO members or a training
            group. Please do not sell them or change their content.
          </p>
          <p>
            Need printed copies for a village meeting or a camp?{" "}
            <Link to="/contact" className={linkClass}>
              Write to us
            </Link>{" "}
            and tell us how many.
          </p>
        </Question>
      </div>
    </Section>
  );
}
