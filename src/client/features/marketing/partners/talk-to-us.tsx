// Quick ways to reach the partnerships team before filling in a form: WhatsApp and e-mail (spec 2.8).
import { whatsappHref } from "../../../../shared/site-config.ts";
import { useSiteConfig } from "../../../app/site-config.tsx";
import { buttonClass } from "../../../components/ui/button.tsx";
import { LineIcon } from "../contact/line-icon.tsx";

export function TalkToUs({ topic }: { topic: string }) {
  const site = useSiteConfig();
  const subject = encodeURIComponent(`${topic} enquiry`);
  return (
    <div className="rounded-2xl bg-brand-950 p-6 text-white sm:p-8">
      <h3 className="heading-3 text-2xl text-white">Rather talk first?</h3>
      <p className="mt-2 leading-relaxed text-brand-100">
        Send us a WhatsApp message or an e-mail. Our partnerships team answers on working days.
      </p>
      <div className="mt-6 flex flex-col gap-3">
        <a href={whatsappHref(site, `Hello ${site.brand}, I would like to talk about a partnership.`)} target="_blank" rel="noopener noreferrer" className={buttonClass("secondary", "md")}>
          <LineIcon name="chat" className="h-5 w-5" />
          Chat on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
        </a>
        <a href={`mailto:${site.infoEmail}?subject=${subject}`} className={buttonClass("outline-light", "md")}>
          <LineIcon name="mail" className="h-5 w-5" />
          E-mail {site.infoEmail}
        </a>
      </div>
    </div>
  );
}
