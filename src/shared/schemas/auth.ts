// The auth session of spec 3 and the bodies of the /api/v1/auth and /api/v1/admin/users calls, shared by both halves.
import { z } from "zod";
import { AUTH } from "../constants.ts";
import { safeText } from "./text.ts";

export const AUTH_MESSAGES = {
  invalidCredentials: "Invalid login credentials",
  passwordTooShort: `Password must be at least ${AUTH.minPasswordLength} characters long`,
  passwordsDoNotMatch: "Passwords do not match",
  setupClosed: "Setup is closed: an admin account already exists. Please sign in.",
  unexpected: "An unexpected error occurred",
  currentPasswordWrong: "Your current password is not correct.",
  adminExists: "An admin with this e-mail address already exists.",
  accountDisabled: "This account is disabled. Ask another admin to enable it again.",
  cannotDisableSelf: "You cannot disable your own account. Ask another admin to do it.",
  lastActiveAdmin: "This is the last active admin. Add or enable another admin first, so someone can still sign in.",
  resetRequested:
    "If an admin account uses this e-mail address, we have sent it a link to set a new password. The link works once, for 30 minutes.",
  resetLinkInvalid: "This link to set a new password has expired or was already used. Ask for a new link.",
  adminNotFound: "No admin with this id.",
  lastAdmin: "This is the last enabled admin. Make another colleague an admin first, so someone can still manage the team.",
} as const;

/**
 * What a user may do (issue 27): `admin` everything; `agent` the live chat, conversations and leads (view, status,
 * notes; no export, no delete, no team, no settings); `editor` the blog and its uploads. The server enforces it on
 * every route (src/server/plugins/auth.ts) and the admin screens show each role only what it may use.
 */
export const ROLES = ["admin", "agent", "editor"] as const;
export type Role = (typeof ROLES)[number];

/** Every role: for routes any signed-in user may use (their own account, signing out). */
export const ALL_ROLES: readonly Role[] = ROLES;

export const ROLE_LABELS: Record<Role, string> = { admin: "Admin", agent: "Agent", editor: "Editor" };

export const roleSchema = z.enum(ROLES, { error: "role must be admin, agent or editor." });

/** How long a link to set a new password works. */
export const PASSWORD_RESET_TTL_MS = 30 * 60_000;

/** The longest display name ("Asha Patil"), shown as the agent's name in chats and a post's author. */
export const DISPLAY_NAME_MAX = 60;

/** Long enough for any pass-phrase, short enough that hashing it costs the server nothing unusual. */
export const PASSWORD_MAX_LENGTH = 200;

const email = safeText("Email", "Email is required.")
  .trim()
  .min(1, "Email is required.")
  .max(254, "Email must be at most 254 characters.")
  .pipe(z.email({ error: "Please enter a valid email address." }))
  .transform((v) => v.toLowerCase());

const newPassword = safeText("Password", "Password is required.")
  .min(AUTH.minPasswordLength, AUTH_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`);

/** Sign-in checks only presence: a wrong length is just another wrong password. */
const anyPassword = z
  .string({ error: "Password is required." })
  .min(1, "Password is required.")
  .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.invalidCredentials);

const displayName = safeText("Name", "Name is required.")
  .trim()
  .min(1, "Name is required.")
  .max(DISPLAY_NAME_MAX, `Name must be at most ${DISPLAY_NAME_MAX} characters.`);

export const credentialsSchema = z.object({ email, password: newPassword });
export type Credentials = z.input<typeof credentialsSchema>;

/** A new admin: the first admin's credentials, and a display name when the adding admin knows it, and a role (admin by default). */
export const newAdminSchema = credentialsSchema.extend({ name: displayName.optional(), role: roleSchema.optional() });
export type NewAdmin = z.input<typeof newAdminSchema>;

/** PATCH /api/v1/auth/user: the signed-in admin's own display name. */
export const profileSchema = z.object({ name: displayName });
export type Profile = z.input<typeof profileSchema>;

/** PATCH /api/v1/admin/users/:id: another user disabled or enabled again, or given another role (one or both). */
export const adminStatusSchema = z
  .object({ disabled: z.boolean({ error: "disabled must be true or false." }).optional(), role: roleSchema.optional() })
  .refine((v) => v.disabled !== undefined || v.role !== undefined, { error: "Send disabled (true or false) or role (admin, agent or editor)." });

/** POST /api/v1/auth/recover: send a link to set a new password. */
export const recoverSchema = z.object({ email });

/** POST /api/v1/auth/reset: the link's token and the new password. */
export const resetSchema = z.object({
  token: z.string({ error: "The link is not complete." }).min(20, "The link is not complete.").max(200, "The link is not valid."),
  password: newPassword,
});
export type PasswordReset = z.input<typeof resetSchema>;

export const passwordGrantSchema = z.object({ email, password: anyPassword });
export const refreshGrantSchema = z.object({
  refresh_token: z.string({ error: "refresh_token is required." }).min(1, "refresh_token is required.").max(200),
});
export const grantTypes = ["password", "refresh_token"] as const;
export const tokenQuerySchema = z.object({
  grant_type: z.enum(grantTypes, { error: "grant_type must be password or refresh_token." }),
});

export const passwordChangeSchema = z.object({
  password: newPassword,
  current_password: z.string({ error: "Current password is required." }).min(1, "Current password is required.").max(PASSWORD_MAX_LENGTH),
});
export type PasswordChange = z.input<typeof passwordChangeSchema>;


export interface AuthUser {
  id: string;
  email: string;
  /** The display name, or null until the admin sets one. */
  name: string | null;
  role: Role;
  created_at: string;
  updated_at: string;
}

/** An admin as the team screen lists them. */
export interface AdminUser extends AuthUser {
  disabled_at: string | null;
  last_sign_in_at: string | null;
}

/** The auth session of spec 3. `expires_at` is in seconds since the epoch, `expires_in` in seconds. */
export interface AuthSession {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  expires_at: number;
  token_type: "bearer";
  user: AuthUser;
}

export interface SetupStatus {
  setupOpen: boolean;
}

export interface AdminUserList {
  users: AdminUser[];
}

/** Paths of the auth API, so client and tests spell them once. */
export const AUTH_API = {
  setup: "/api/v1/auth/setup",
  token: "/api/v1/auth/token",
  logout: "/api/v1/auth/logout",
  user: "/api/v1/auth/user",
  adminUsers: "/api/v1/admin/users",
  adminUser: (id: string) => `/api/v1/admin/users/${encodeURIComponent(id)}`,
  recover: "/api/v1/auth/recover",
  reset: "/api/v1/auth/reset",
} as const;

/** The admin screen that sets a new password; the e-mailed link carries the token after `#token=`. */
export const RESET_PASSWORD_PATH = "/admin/reset-password";

/** Every URL under these prefixes needs a signed-in admin. */
export const PROTECTED_API_PREFIXES = ["/api/v1/admin", "/api/v1/agent"] as const;
