// The privacy policy's text: what we collect through forms and live chat, why, on what basis, for how long, and your rights.
import { Link } from "../../../components/locale-link.tsx";
import type { SiteConfig } from "../../../../shared/site-config.ts";
import { OPEN_HOURS_TEXT, type LegalSection } from "./legal-document.tsx";

export function privacyIntro(site: SiteConfig) {
  return (
    <>
      <p>
        {site.brand} helps farmers test their soil and use the right fertilizer. To do that we need to know a little about the
        people who contact us. This policy explains, in plain words, what personal data we collect on this website, why we collect
        it, who can see it, how long we keep it and the rights you have over it.
      </p>
      <p>
        We follow the Digital Personal Data Protection Act, 2023 (the &ldquo;DPDP Act&rdquo;), the Information Technology Act,
        2000 and the rules made under them. We never sell your personal data.
      </p>
    </>
  );
}

export function privacySections(site: SiteConfig): LegalSection[] {
  const office = site.offices.bangalore.lines.join(", ");
  const mail = (address: string) => <a href={`mailto:${address}`}>{address}</a>;
  return [
    {
      id: "who-we-are",
      title: "Who we are",
      body: (
        <>
          <p>
            This website is run by {site.brand} (&ldquo;we&rdquo;, &ldquo;us&rdquo;), {office}. For your personal data we are the
            &ldquo;Data Fiduciary&rdquo; under the DPDP Act: we decide why and how it is used, and we are responsible for it.
          </p>
          <p>
            This policy covers {site.siteUrl}, including its forms, the live chat and the soil assistant on it, and the guides you
            can download. It does not cover other websites we link to.
          </p>
        </>
      ),
    },
    {
      id: "what-we-collect",
      title: "What we collect",
      body: (
        <>
          <h3>Data you give us</h3>
          <ul>
            <li>
              <strong>Contact form:</strong> your name, e-mail address, phone number (if you give it), who you are (farmer, FPO,
              company and so on) and your message.
            </li>
            <li>
              <strong>Partnership and CSR forms:</strong> your name, organisation, type of organisation, e-mail, phone, the focus
              area or partnership model you are interested in, and your message.
            </li>
            <li>
              <strong>Clinic and soil test requests:</strong> your name, e-mail, phone, location, experience and message, and the
              clinic you want to visit.
            </li>
            <li>
              <strong>Live chat:</strong> before a chat starts we ask for your name, e-mail, phone and location (phone and location
              are optional) and who you are. We then keep the full conversation: every message you send and every reply from our
              staff or from the automatic assistant (the &ldquo;chat transcript&rdquo;).
            </li>
            <li>
              <strong>Staff accounts:</strong> for our own team who sign in to the admin area, their name, e-mail address and a
              scrambled (hashed) form of their password. We never store the password itself.
            </li>
          </ul>
          <h3>Data collected automatically</h3>
          <ul>
            <li>
              When you send a form or start a chat we record the date and time and your browser&rsquo;s description of itself (the
              &ldquo;user agent&rdquo;), to spot spam and fix problems.
            </li>
            <li>
              To tell people from automated spam, our forms also note how long they were open before being sent, and whether a
              hidden field that people never see was filled in. An enquiry that looks automated is set aside for our team to
              check, not thrown away; it is kept and deleted like any other enquiry.
            </li>
            <li>
              Our servers log each request: your IP address, the page asked for, the time and the browser type. We use these logs
              only to keep the site running and secure.
            </li>
          </ul>
          <h3>What we do not collect</h3>
          <p>
            We do not ask for Aadhaar numbers, bank or card details, passwords of other services, or health information, and we
            do not take payments on this website. Please do not type such details into a form or a chat.
          </p>
        </>
      ),
    },
    {
      id: "why-we-use-it",
      title: "Why we use it",
      body: (
        <>
          <p>We use your personal data only for the purpose you gave it for:</p>
          <ul>
            <li>to reply to your question and follow up on it by phone, e-mail or WhatsApp;</li>
            <li>to arrange a soil test and connect you with a clinic or Soil Didi near you;</li>
            <li>to discuss a partnership, CSR project or clinic you asked about;</li>
            <li>to answer you in the live chat, and to let the next staff member see the earlier conversation;</li>
            <li>to improve our answers, train our staff and improve the soil assistant by reviewing chat transcripts;</li>
            <li>to keep the website secure and stop spam and misuse;</li>
            <li>to meet our duties under Indian law.</li>
          </ul>
          <p>
            We do not use your data for advertising by others, we do not sell or rent it, and we do not make decisions about you by
            automated means alone.
          </p>
        </>
      ),
    },
    {
      id: "legal-basis",
      title: "Consent and legal basis",
      body: (
        <>
          <p>
            <strong>Notice.</strong> Every form on this website and the chat say in one line, just above the button that sends
            them, what your details are used for, with a link to this policy. Nothing is ticked for you in advance, and you do
            not have to agree to anything else to get help from us.
          </p>
          <p>
            <strong>Consent.</strong> When you send a form or start a chat, you agree that we may use the data you entered for the
            purpose of that form or chat, as set out in this policy (section 6 of the DPDP Act). You can withdraw your consent at
            any time by writing to us (see &ldquo;Your rights&rdquo;). Withdrawing it is as easy as giving it; it does not affect
            what we did before, and we may then be unable to continue helping with that request.
          </p>
          <p>
            <strong>Legitimate uses.</strong> Some processing is allowed without separate consent under section 7 of the DPDP Act,
            for example where you gave us your data yourself for a clear purpose, or where the law requires us to keep or share it.
          </p>
          <p>
            <strong>Security.</strong> We protect your data with reasonable security practices as required by section 43A of the
            Information Technology Act, 2000 and the rules made under it.
          </p>
        </>
      ),
    },
    {
      id: "how-long-we-keep-it",
      title: "How long we keep it",
      body: (
        <>
          <p>We keep personal data only as long as we need it for the purpose it was given for:</p>
          <ul>
            <li>
              <strong>Enquiries and leads</strong> from forms and chat: up to 24 months after our last contact with you, then we
              delete them or remove everything that identifies you.
            </li>
            <li>
              <strong>Chat transcripts:</strong> up to 12 months after the chat, unless the chat is part of an open request.
            </li>
            <li>
              <strong>Server logs:</strong> up to 90 days.
            </li>
            <li>
              <strong>Staff accounts:</strong> while the person works with us, and deleted within 30 days after they leave.
            </li>
          </ul>
          <p>
            We keep data longer only when Indian law requires it (for example, tax or accounting records of a paid service), and
            only for as long as it requires.
          </p>
        </>
      ),
    },
    {
      id: "who-sees-it",
      title: "Who sees it",
      body: (
        <>
          <ul>
            <li>
              <strong>Our staff:</strong> only the team members who handle enquiries, chats and partnerships, through a
              password-protected admin area. They are bound to keep your data confidential.
            </li>
            <li>
              <strong>Clinics and Soil Didis:</strong> if you ask for a soil test, we share your name, phone number and village with
              the clinic or Soil Didi who will serve you, and nothing more.
            </li>
            <li>
              <strong>Our e-mail provider:</strong> when a form or chat creates an enquiry, our system e-mails its details to our
              team through an e-mail service provider.
            </li>
            <li>
              <strong>Our hosting provider:</strong> the servers and database that run this website store the data on our behalf.
            </li>
            <li>
              <strong>An AI service, if we use one:</strong> the soil assistant in the chat may send the text of your question to
              an AI service provider to write its answer. The provider may use it only to produce that answer for us.
            </li>
            <li>
              <strong>Authorities:</strong> the police, a court or a government body, when the law requires it.
            </li>
          </ul>
          <p>
            Every service provider (&ldquo;Data Processor&rdquo;) works under a contract with us, may use your data only on our
            instructions and must protect it. If our data is ever stored or processed outside India, this will only be in countries
            the Government of India has not restricted under section 16 of the DPDP Act.
          </p>
        </>
      ),
    },
    {
      id: "cookies",
      title: "Cookies, browser storage and maps",
      body: (
        <>
          <p>
            We do not use advertising cookies, tracking pixels or third-party analytics. Visitors to the public pages are not
            tracked across pages or across websites.
          </p>
          <ul>
            <li>
              <strong>Admin session:</strong> when our staff sign in to the admin area, the browser keeps their sign-in session in
              its local storage. This is the only information this website stores in your browser for later use; it is removed
              when they sign out.
            </li>
            <li>
              <strong>Live chat:</strong> while a chat is open, the chat window holds a reference to your conversation so that
              messages reach the right person. It is used only for that chat.
            </li>
            <li>
              <strong>Maps:</strong> the clinic finder and contact page show maps made of image tiles from OpenStreetMap. To load
              them, your browser connects to OpenStreetMap&rsquo;s servers, which receive your IP address and the tiles requested,
              under the{" "}
              <a href="https://osmfoundation.org/wiki/Privacy_Policy" target="_blank" rel="noopener noreferrer">
                OpenStreetMap Foundation&rsquo;s privacy policy
              </a>
              . No map is loaded on other pages.
            </li>
            <li>
              <strong>Links to WhatsApp and social networks:</strong> these open the other service, which then handles your data
              under its own policy.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: "children",
      title: "Children",
      body: (
        <p>
          Our services are meant for adults. We do not knowingly collect personal data from anyone under 18. Under the DPDP Act, a
          child&rsquo;s data needs the verifiable consent of a parent or lawful guardian; if you are under 18, please ask your
          parent or guardian to contact us for you. If you believe a child has given us personal data, write to us and we will
          delete it.
        </p>
      ),
    },
    {
      id: "security",
      title: "How we protect your data",
      body: (
        <>
          <ul>
            <li>The website is served over an encrypted connection (HTTPS).</li>
            <li>Staff passwords are stored only in hashed form; sign-in attempts are limited to stop guessing.</li>
            <li>Only staff who need the data can open the admin area, with their own account.</li>
            <li>Forms and chat messages are checked before they are stored, and the website blocks harmful content.</li>
            <li>We keep backups of the database, protected like the database itself.</li>
          </ul>
          <p>
            No system is perfectly safe. If a breach ever affects your personal data, we will inform you and the Data Protection
            Board of India as the DPDP Act requires, and tell you what we are doing about it.
          </p>
        </>
      ),
    },
    {
      id: "your-rights",
      title: "Your rights",
      body: (
        <>
          <p>Under the DPDP Act you have the right to:</p>
          <ul>
            <li>
              <strong>Access:</strong> get a summary of the personal data we hold about you and how we use it, and the names of
              those we have shared it with;
            </li>
            <li>
              <strong>Correction and completion:</strong> have wrong or incomplete data corrected, completed or updated;
            </li>
            <li>
              <strong>Erasure:</strong> have your data deleted when it is no longer needed for its purpose or when you withdraw
              consent, unless the law requires us to keep it;
            </li>
            <li>
              <strong>Withdraw consent</strong> at any time, for the future;
            </li>
            <li>
              <strong>Nominate</strong> another person to exercise these rights if you die or cannot act yourself;
            </li>
            <li>
              <strong>Grievance redressal:</strong> have a complaint about our handling of your data answered.
            </li>
          </ul>
          <p>Using these rights costs you nothing.</p>
          <h3>Grievance Officer</h3>
          <p>
            To use any of these rights or to make a complaint, write to our Grievance Officer at {mail(site.supportEmail)}, call{" "}
            {site.phones[0]} ({OPEN_HOURS_TEXT}), or write by post to the Grievance Officer, {site.brand}, {office}. Please tell
            us your name and the phone number or e-mail you used with us, so we can find your data; we may ask you to confirm that
            it is you. To nominate someone, send us their name and how to reach them. We will acknowledge your request within 48
            hours and answer it within 30 days.
          </p>
          <p>
            If you are not satisfied with our answer, you may complain to the Data Protection Board of India once you have used our
            grievance process.
          </p>
        </>
      ),
    },
    {
      id: "changes",
      title: "Changes to this policy",
      body: (
        <p>
          We may update this policy when our services or the law change. The date at the top shows when it was last changed. If a
          change affects how we use data you have already given us, we will show a notice on this website and, where we have your
          contact details and the change is significant, tell you directly before it takes effect.
        </p>
      ),
    },
    {
      id: "contact",
      title: "Contact us",
      body: (
        <>
          <p>
            Questions about this policy: write to {mail(site.supportEmail)} or {mail(site.infoEmail)}, or call {site.phones[0]} ({OPEN_HOURS_TEXT}).
          </p>
          <p>
            Postal address: {site.brand}, {office}. You can also reach us through our <Link to="/contact">contact page</Link>.
          </p>
        </>
      ),
    },
  ];
}
