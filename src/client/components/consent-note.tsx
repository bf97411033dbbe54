// The one line every form that takes personal data shows before its button: what the answers are used for, and
// where the privacy policy (written around India's DPDP Act, 2023) explains the rest, rights included.
import { Link } from "react-router";

interface ConsentNoteProps {
  /** What the details are used for, completing "We use your details only ..." */
  purpose?: string;
  className?: string;
}

export const PRIVACY_POLICY_PATH = "/privacy-policy";

export function ConsentNote({ purpose = "to answer this request and follow up on it", className = "" }: ConsentNoteProps) {
  return (
    <p className={`text-sm text-stone-600 ${className}`}>
      We use your details only {purpose}, never for advertising; see our{" "}
      <Link to={PRIVACY_POLICY_PATH} className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-950">
        Privacy Policy
      </Link>
      .
    </p>
  );
}
