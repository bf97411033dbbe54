// Contact page (spec 2.13): the contact form beside our addresses, phones and hours; three ways in; the office map.
import { ADMIN } from "../../../../shared/constants.ts";
import { HeroBanner } from "../../../components/hero-banner.tsx";
import { telHref } from "../../../../shared/site-config.ts";
import { useSiteConfig } from "../../../app/site-config.tsx";
import { ContactCards } from "../contact/contact-cards.tsx";
import { ContactDetails } from "../contact/contact-details.tsx";
import { ContactForm } from "../contact/contact-form.tsx";
import { OfficeMap } from "../contact/office-map.tsx";
import { leadFormAction } from "../../leads/lead-form-action.ts";
import { useT } from "../../../i18n/use-t.ts";
import { Island } from "../../../app/island.tsx";

/** The page's form posted without JavaScript. */
export const action = leadFormAction("contact");

export default function ContactPage() {
  const site = useSiteConfig();
  const t = useT();
  return (
    <>
      <HeroBanner
        badge={t("contact.hero.badge", { hours: ADMIN.replyWithinHours })}
        title={t("contact.hero.title")}
        subtitle={t("contact.hero.subtitle")}
        ctaText={t("contact.hero.cta")}
        ctaLink="#contact-form"
        secondaryCtaText={t("contact.hero.call", { phone: site.phones[0] })}
        secondaryCtaLink={telHref(site.phones[0])}
      />
      <section id="contact-form" aria-labelledby="contact-form-heading" className="section bg-white">
        <div className="container-page grid gap-10 lg:grid-cols-5">
          <div className="lg:col-span-3">
            <p className="eyebrow">{t("contact.form.eyebrow")}</p>
            <h2 id="contact-form-heading" className="heading-2 mt-2">
              {t("contact.form.title")}
            </h2>
            <p className="lead-text mt-4 mb-8">{t("contact.form.intro")}</p>
            <Island name="contact-form" component={ContactForm} props={{}} />
          </div>
          <div className="lg:col-span-2">
            <ContactDetails />
          </div>
        </div>
      </section>
      <ContactCards />
      <Island name="office-map" component={OfficeMap} props={{}} />
    </>
  );
}
