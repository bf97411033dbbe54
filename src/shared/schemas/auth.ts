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
} as const;

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

export const credentialsSchema = z.object({ email, password: newPassword });
export type Credentials = z.input<typeof credentialsSchema>;

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
  created_at: string;
  updated_at: string;
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
  users: AuthUser[];
}

/** Paths of the auth API, so client and tests spell them once. */
export const AUTH_API = {
  setup: "/api/v1/auth/setup",
  token: "/api/v1/auth/token",
  logout: "/api/v1/auth/logout",
  user: "/api/v1/auth/user",
  adminUsers: "/api/v1/admin/users",
} as const;

/** Every URL under these prefixes needs a signed-in admin. */
export const PROTECTED_API_PREFIXES = ["/api/v1/admin", "/api/v1/agent"] as const;
