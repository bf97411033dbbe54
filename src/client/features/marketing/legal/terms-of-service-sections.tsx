// The terms of service's text: using the website, soil tests and advice, live chat, downloads, liability and Indian law.
import { Link } from "../../../components/locale-link.tsx";
import { CLAIMS } from "../../../../shared/constants.ts";
import type { SiteConfig } from "../../../../shared/site-config.ts";
import { OPEN_HOURS_TEXT, type LegalSection } from "./legal-document.tsx";

export function termsIntro(site: SiteConfig) {
  return (
    <>
      <p>
        These terms apply when you use the {site.brand} website, send us a form, chat with us or download our guides. Please read
        them: by using the website you accept them. If you do not agree, please do not use the website.
      </p>
      <p>
        How we handle your personal data is explained in our <Link to="/privacy-policy">Privacy Policy</Link>, which is part of
        these terms.
      </p>
    </>
  );
}

export function termsSections(site: SiteConfig): LegalSection[] {
  const office = site.offices.bangalore;
  const mail = (address: string) => <a href={`mailto:${address}`}>{address}</a>;
  return [
    {
      id: "about",
      title: "Who we are and what we offer",
      body: (
        <>
          <p>
            The website {site.siteUrl} is run by {site.brand} (&ldquo;we&rdquo;, &ldquo;us&rdquo;), {office.lines.join(", ")}.
          </p>
          <p>Through it we offer:</p>
          <ul>
            <li>information about soil testing, soil health and fertilizer use;</li>
            <li>a directory of soil clinics and a way to request a soil test;</li>
            <li>information on our testing device, clinic packages, the Soil Didi programme and partnerships;</li>
            <li>a live chat with our staff and an automatic soil assistant;</li>
            <li>free guides to read and download.</li>
          </ul>
          <p>
            Soil tests, devices, clinic packages and partnership projects are provided under a separate order, invoice or
            agreement. Where that agreement and these terms differ, the agreement applies.
          </p>
        </>
      ),
    },
    {
      id: "using-the-website",
      title: "Using the website",
      body: (
        <>
          <p>You may use the website for lawful purposes only. You agree not to:</p>
          <ul>
            <li>give false details, or details of another person without their permission;</li>
            <li>send spam, advertising, abusive, threatening or obscene messages through forms or chat;</li>
            <li>try to get into the admin area or any account that is not yours, or test the website&rsquo;s security without our written permission;</li>
            <li>upload or send viruses or any harmful code, or overload the website;</li>
            <li>copy large parts of the website by automated means (scraping) or use it to build a competing service;</li>
            <li>break any law in force in India, including the Information Technology Act, 2000.</li>
          </ul>
          <p>
            We may block access or remove messages that break these rules, and report unlawful use to the authorities. The admin
            area is for our authorised staff only.
          </p>
          <p>
            You should be 18 or older to send us a form or start a chat; someone younger should ask a parent or guardian to contact
            us.
          </p>
        </>
      ),
    },
    {
      id: "advice-and-results",
      title: "Soil test results and advice",
      body: (
        <>
          <p>
            Our guides, soil reports, chat answers and crop advice are given in good faith to help you decide. They are guidance,
            not a guarantee:
          </p>
          <ul>
            <li>
              A soil test describes the sample tested. How useful it is depends on how the sample was taken; please follow the
              sampling steps in our guides.
            </li>
            <li>
              Weather, seed, water, pests, disease, market prices and how inputs are applied all affect a harvest and are outside
              our control.
            </li>
            <li>
              Figures such as savings of up to ₹{CLAIMS.savingsPerAcreRupees} per acre or yield gains of {CLAIMS.yieldGainPercent}%
              describe what farmers have achieved; your own results may be different.
            </li>
            <li>
              Always read and follow the label of any fertilizer, pesticide or other input, and the advice of your state
              agriculture department or Krishi Vigyan Kendra for your area.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: "prices-and-bookings",
      title: "Prices, bookings and payments",
      body: (
        <>
          <p>
            Prices on the website, such as ₹{CLAIMS.clinicTestPriceRupees} per soil sample at a clinic or the prices of clinic
            packages, are indicative, in Indian rupees, and may change. Taxes such as GST are added where the law requires and
            shown separately. The price that applies is the one confirmed to you in writing (a quote, order or invoice) before you
            pay.
          </p>
          <p>
            Sending a form is a request, not a booking or a contract. A soil test, a device or a clinic package is booked only when
            we or the clinic confirm it. We do not take payments on this website; never pay anyone who asks for money in our name
            without an invoice from us.
          </p>
          <p>
            Soil clinics listed on the website are run by trained operators and partners. Each clinic is responsible for the tests
            it carries out and the charges it collects.
          </p>
        </>
      ),
    },
    {
      id: "live-chat",
      title: "Live chat and the soil assistant",
      body: (
        <>
          <ul>
            <li>
              When our staff are online, the chat connects you to a person. At other times an automatic assistant answers from our
              published information. Its answers may be incomplete or wrong; check important decisions with our staff or a clinic.
            </li>
            <li>Do not share Aadhaar numbers, bank or card details, passwords or other sensitive information in the chat.</li>
            <li>Please be courteous. We may end a chat that is abusive or unrelated to our services.</li>
            <li>
              We keep chat transcripts as described in the <Link to="/privacy-policy">Privacy Policy</Link>, to follow up on your
              request and to improve our service.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: "content-and-downloads",
      title: "Our content and downloads",
      body: (
        <>
          <p>
            The text, pictures, logos, guides and software on this website belong to {site.brand} or to those who licensed them to
            us, and are protected by the Copyright Act, 1957 and the Trade Marks Act, 1999.
          </p>
          <p>
            You may download, print and share our free guides (the Soil Health Booklet, Fertilizer Guide, Crop Advisory and
            Partnership Proposal) free of charge for farmer education and training, as long as you keep them complete and
            unchanged, including our name. You may not sell them, change them, or present them as your own. For any other use,
            please ask us first.
          </p>
        </>
      ),
    },
    {
      id: "third-parties",
      title: "Links and other services",
      body: (
        <p>
          The website links to other services, such as WhatsApp, social networks and OpenStreetMap maps. We do not control them and
          are not responsible for their content or how they handle your data; their own terms and policies apply when you use
          them.
        </p>
      ),
    },
    {
      id: "availability",
      title: "Availability of the website",
      body: (
        <p>
          We work to keep the website available and correct, but we do not promise that it will always be available, free of
          errors or up to date. We may change, pause or withdraw any part of it, for example for maintenance, without notice.
        </p>
      ),
    },
    {
      id: "liability",
      title: "Limits of our liability",
      body: (
        <>
          <p>
            The website, its information and the free guides are provided &ldquo;as is&rdquo;. To the extent Indian law allows,
            we are not liable for any indirect or consequential loss, such as loss of crop, income or profit, arising from the use
            of the website, the free guides or the automatic assistant.
          </p>
          <p>
            For a paid service, our total liability is limited to the amount you paid us for that service in the twelve months
            before the claim. Nothing in these terms limits liability that cannot be limited by law, or your rights as a consumer
            under the Consumer Protection Act, 2019.
          </p>
          <p>
            You agree to make good any loss we suffer because you broke these terms or the law while using the website.
          </p>
        </>
      ),
    },
    {
      id: "governing-law",
      title: "Governing law and disputes",
      body: (
        <p>
          These terms are governed by the laws of India. If you have a complaint, please write to us first: most problems are
          solved quickly that way. If a dispute cannot be settled within 30 days, the courts at {office.city} will have
          jurisdiction, without affecting your right to approach a consumer commission where the law allows.
        </p>
      ),
    },
    {
      id: "changes",
      title: "Changes to these terms",
      body: (
        <p>
          We may update these terms from time to time. The date at the top shows the latest version. Changes apply from the day
          they are published; if you keep using the website after that, you accept the updated terms.
        </p>
      ),
    },
    {
      id: "contact",
      title: "Contact and grievances",
      body: (
        <>
          <p>
            Questions about these terms: write to {mail(site.infoEmail)} or call {site.phones[0]} or {site.phones[1]} ({OPEN_HOURS_TEXT}).
          </p>
          <p>
            Complaints about the website or its content go to our Grievance Officer at {mail(site.supportEmail)}, {site.brand},{" "}
            {office.lines.join(", ")}. We acknowledge complaints within 48 hours and resolve them within 30 days. You can also
            reach us through our <Link to="/contact">contact page</Link>.
          </p>
        </>
      ),
    },
  ];
}
