// Plain facts of a lead that the browser needs without the schema code (the chat widget's lead form ships no zod).

export const userTypes = ["farmer", "fpo", "agri-business", "ngo", "student", "entrepreneur", "other"] as const;
export type UserType = (typeof userTypes)[number];

/** A simple e-mail pattern, as the widget's own check (spec 5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
