// The one line every form that takes personal data shows before its button: what the answers are used for, and
// where the privacy policy (written around India's DPDP Act, 2023) explains the rest, rights included.
import { Trans } from "@lingui/react";
import { Link } from "./locale-link.tsx";
import type { MessageId } from "../i18n/ids.ts";

interface ConsentNoteProps {
  /** The sentence, when the details serve another purpose than answering this request. */
  id?: Extract<MessageId, `consent.${string}`>;
  className?: string;
}

export const PRIVACY_POLICY_PATH = "/privacy-policy";

export function ConsentNote({ id = "consent.request", className = "" }: ConsentNoteProps) {
  return (
    <p className={`text-sm text-stone-600 ${className}`}>
      <Trans
        id={id}
        components={{
          policy: <Link to={PRIVACY_POLICY_PATH} className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-950" />,
        }}
      />
    </p>
  );
}
