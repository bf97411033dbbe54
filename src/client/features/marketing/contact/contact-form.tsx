// The contact form (spec 2.13, 3, 5): who is writing and why; stores a website lead and thanks the visitor.
import { Trans } from "@lingui/react";
import { usePageSearchParams } from "../../../app/page-context.tsx";
import { Link } from "../../../components/locale-link.tsx";
import { ADMIN } from "../../../../shared/constants.ts";
import { contactAudiences } from "../../../../shared/schemas/lead-forms.ts";
import { SelectField } from "../../leads/form-fields.tsx";
import { LeadForm } from "../../leads/lead-form.tsx";
import { EmailField, MessageField, NameField, PhoneField } from "../../leads/person-fields.tsx";
import { useT } from "../../../i18n/use-t.ts";

/** Query parameter that pre-chooses 'Who Are You?', e.g. /contact?about=press-media from the media card. */
export const CONTACT_ABOUT_PARAM = "about";

const linkClass = "font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-950";

function ContactThanks() {
  const t = useT();
  return (
    <>
      <p>{t("contact.thanks.reply", { hours: ADMIN.replyWithinHours })}</p>
      <p>
        <Trans
          id="contact.thanks.next"
          components={{ resources: <Link to="/resources" className={linkClass} />, clinic: <Link to="/find-clinic" className={linkClass} /> }}
        />
      </p>
    </>
  );
}

export function ContactForm() {
  const t = useT();
  const [params] = usePageSearchParams();
  const about = params.get(CONTACT_ABOUT_PARAM) ?? undefined;
  return (
    <LeadForm
      form="contact"
      label={t("contact.form.label")}
      submitText={t("contact.form.submit")}
      thanks={{ title: t("contact.thanks.title"), body: <ContactThanks /> }}
    >
      {/* Phone first (issue 26): a phone number or an e-mail address, one of the two. */}
      <div className="grid gap-5 sm:grid-cols-2">
        <NameField />
        <PhoneField />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <EmailField />
        {/* Keyed by the link's answer, so a link to this page that names one (the media card) also picks it here. */}
        <SelectField
          key={about}
          label={t("contact.form.who")}
          name="whoAreYou"
          required
          options={contactAudiences}
          optionTexts="audience"
          defaultValue={about}
        />
      </div>
      <MessageField label={t("contact.form.message")} rows={6} placeholder={t("contact.form.messagePlaceholder")} />
    </LeadForm>
  );
}
