// Why a lead is held as suspected spam: flagged on arrival by a bot signal, or marked by a person.
export const spamReasons = ["honeypot", "too_fast", "untimed", "marked"] as const;
export type SpamReason = (typeof spamReasons)[number];

/** The reasons set on arrival; a lead flagged with one of these has had no notification e-mail yet. */
export const arrivalSpamReasons = ["honeypot", "too_fast", "untimed"] as const satisfies readonly SpamReason[];

export const spamReasonLabels: Record<SpamReason, string> = {
  honeypot: "Hidden field filled in",
  too_fast: "Sent faster than a person can",
  untimed: "Sent without a fill time",
  marked: "Marked by the team",
};

export const spamReasonLabel = (reason: string): string => spamReasonLabels[reason as SpamReason] ?? reason;
