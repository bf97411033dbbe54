// Engagement models (spec 2.8, 3): title, description and features, each leading to the contact page.
import { Trans } from "@lingui/react";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { Section } from "../../../components/ui/section.tsx";
import { useT } from "../../../i18n/use-t.ts";
import { CheckList } from "./check-list.tsx";
import { engagementModels } from "./partner-content.ts";

export function EngagementModels() {
  const t = useT();
  return (
    <Section
      id="engagement-models"
      tone="tint"
      eyebrow={t("partners.engagement.eyebrow")}
      title={t("partners.engagement.title")}
      intro={t("partners.engagement.intro")}
    >
      <ul className="grid gap-6 lg:grid-cols-3">
        {engagementModels.map((m) => (
          <li key={m.title} className="card flex flex-col">
            <h3 className="heading-3">{t(m.title)}</h3>
            <p className="mt-2 leading-relaxed text-stone-600">{t(m.description)}</p>
            <CheckList items={m.features.map((f) => t(f))} className="mt-5 flex-1" />
            <ButtonLink to="/contact" variant="outline" className="mt-6 self-start">
              <Trans id={m.talk} components={{ hidden: <span className="sr-only" /> }} />
            </ButtonLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
