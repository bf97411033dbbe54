// The contact side panel (spec 2.13): office addresses, two phone numbers, the info e-mail and working hours.
import { OFFICE_HOURS } from "../../../../shared/constants.ts";
import { telHref, whatsappHref, type Office } from "../../../../shared/site-config.ts";
import { useSiteConfig } from "../../../app/site-config.tsx";
import type { MessageId } from "../../../i18n/ids.ts";
import { useT } from "../../../i18n/use-t.ts";
import { LineIcon, type IconName } from "./line-icon.tsx";

/** The texts of each row of OFFICE_HOURS, by its short English label. */
const HOUR_TEXTS: Record<(typeof OFFICE_HOURS)[number]["short"], { days: MessageId; short: MessageId; time: MessageId }> = {
  "Mon-Fri": { days: "contact.hours.weekdays.days", short: "contact.hours.weekdays.short", time: "contact.hours.weekdays.time" },
  Sat: { days: "contact.hours.saturday.days", short: "contact.hours.saturday.short", time: "contact.hours.saturday.time" },
  Sun: { days: "contact.hours.sunday.days", short: "contact.hours.sunday.short", time: "contact.hours.sunday.time" },
};

const linkClass = "font-medium text-brand-800 underline-offset-2 hover:underline";

function DetailBlock({ icon, title, children }: { icon: IconName; title: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-4">
      <span className="mt-0.5 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
        <LineIcon name={icon} className="h-5 w-5" />
      </span>
      <div className="min-w-0">
        <h3 className="font-semibold text-stone-900">{title}</h3>
        <div className="mt-1 text-stone-700">{children}</div>
      </div>
    </div>
  );
}

function OfficeAddress({ office, label }: { office: Office; label: string }) {
  return (
    <address className="not-italic">
      <span className="font-medium text-stone-900">{label}</span>
      {office.lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}

export function ContactDetails() {
  const site = useSiteConfig();
  const t = useT();
  return (
    <aside aria-labelledby="contact-details-heading" className="rounded-2xl bg-brand-950 p-6 text-white sm:p-8">
      <h2 id="contact-details-heading" className="heading-3 text-2xl text-white">
        {t("contact.details.title")}
      </h2>
      <p className="mt-2 text-brand-100">{t("contact.details.intro")}</p>
      <div className="mt-8 space-y-6 rounded-xl bg-white p-5 sm:p-6">
        <DetailBlock icon="pin" title={t("contact.details.address")}>
          <div className="space-y-3">
            <OfficeAddress office={site.offices.bangalore} label={t("contact.details.headOffice", { city: site.offices.bangalore.city })} />
            <OfficeAddress office={site.offices.delhi} label={t("contact.details.office", { city: site.offices.delhi.city })} />
          </div>
        </DetailBlock>
        <DetailBlock icon="phone" title={t("contact.details.phone")}>
          <ul>
            {site.phones.map((phone) => (
              <li key={phone}>
                <a href={telHref(phone)} className={linkClass}>
                  {phone}
                </a>
              </li>
            ))}
          </ul>
        </DetailBlock>
        <DetailBlock icon="mail" title={t("contact.details.email")}>
          <a href={`mailto:${site.infoEmail}`} className={`${linkClass} break-all`}>
            {site.infoEmail}
          </a>
        </DetailBlock>
        <DetailBlock icon="chat" title={t("contact.details.whatsapp")}>
          <a href={whatsappHref(site)} className={linkClass} target="_blank" rel="noopener noreferrer">
            {t("contact.details.whatsappLink")}
            <span className="sr-only"> {t("contact.details.newTab")}</span>
          </a>
        </DetailBlock>
        <DetailBlock icon="clock" title={t("contact.details.hours")}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {OFFICE_HOURS.map((h) => (
              <div key={h.short} className="contents">
                <dt>
                  <abbr title={t(HOUR_TEXTS[h.short].days)} className="no-underline">
                    {t(HOUR_TEXTS[h.short].short)}
                  </abbr>
                </dt>
                <dd className="font-medium text-stone-900">{t(HOUR_TEXTS[h.short].time)}</dd>
              </div>
            ))}
          </dl>
        </DetailBlock>
      </div>
    </aside>
  );
}
