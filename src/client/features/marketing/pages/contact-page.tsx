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

/** The page's form posted without JavaScript. */
export const action = leadFormAction("contact");

export default function ContactPage() {
  const site = useSiteConfig();
  return (
    <>
      <HeroBanner
        badge={`We reply within ${ADMIN.replyWithinHours} hours`}
        title="Get in Touch"
        subtitle="Questions about soil testing, clinics, partnerships or media? Write to us, call us, or visit our office. A real person from our team will answer."
        ctaText="Send a Message"
        ctaLink="#contact-form"
        secondaryCtaText={`Call ${site.phones[0]}`}
        secondaryCtaLink={telHref(site.phones[0])}
      />
      <section id="contact-form" aria-labelledby="contact-form-heading" className="section bg-white">
        <div className="container-page grid gap-10 lg:grid-cols-5">
          <div className="lg:col-span-3">
            <p className="eyebrow">Send us a message</p>
            <h2 id="contact-form-heading" className="heading-2 mt-2">
              How can we help?
            </h2>
            <p className="lead-text mt-4 mb-8">
              Tell us a little about yourself and what you need. The right person from our team will get back to you.
            </p>
            <ContactForm />
          </div>
          <div className="lg:col-span-2">
            <ContactDetails />
          </div>
        </div>
      </section>
      <ContactCards />
      <OfficeMap />
    </>
  );
}
