// Quick ways to reach the partnerships team before filling in a form: WhatsApp and e-mail (spec 2.8).
import { Trans } from "@lingui/react";
import { whatsappHref } from "../../../../shared/site-config.ts";
import { useSiteConfig } from "../../../app/site-config.tsx";
import { buttonClass } from "../../../components/ui/button.tsx";
import { useT } from "../../../i18n/use-t.ts";
import { LineIcon } from "../contact/line-icon.tsx";

/** The page whose catalog holds the texts (`<area>.talk.*`): the WhatsApp greeting and the e-mail's subject differ. */
export type TalkArea = "partners" | "csr";

export function TalkToUs({ area }: { area: TalkArea }) {
  const site = useSiteConfig();
  const t = useT();
  const subject = encodeURIComponent(t(`${area}.talk.subject`));
  return (
    <div className="rounded-2xl bg-brand-950 p-6 text-white sm:p-8">
      <h3 className="heading-3 text-2xl text-white">{t(`${area}.talk.title`)}</h3>
      <p className="mt-2 leading-relaxed text-brand-100">{t(`${area}.talk.text`)}</p>
      <div className="mt-6 flex flex-col gap-3">
        <a
          href={whatsappHref(site, t(`${area}.talk.whatsappMessage`, { brand: site.brand }))}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass("secondary", "md")}
        >
          <LineIcon name="chat" className="h-5 w-5" />
          <span>
            <Trans id={`${area}.talk.whatsapp`} components={{ hidden: <span className="sr-only" /> }} />
          </span>
        </a>
        <a href={`mailto:${site.infoEmail}?subject=${subject}`} className={buttonClass("outline-light", "md")}>
          <LineIcon name="mail" className="h-5 w-5" />
          {t(`${area}.talk.email`, { email: site.infoEmail })}
        </a>
      </div>
    </div>
  );
}
