// Response schemas of the auth and team endpoints, each tied to the shared type it documents.
import { z } from "zod";
import { ROLES, type AdminUser, type AdminUserList, type AuthSession, type AuthUser, type SetupStatus } from "../../shared/schemas/auth.ts";
import { describes } from "./common.ts";

export const authUserSchema = describes<AuthUser>()(
  z
    .object({
      id: z.string(),
      email: z.string(),
      name: z.string().nullable().describe("The display name, or null until the admin sets one."),
      role: z.enum(ROLES).describe("admin: everything; agent: live chat, conversations and leads; editor: the blog and its uploads."),
      created_at: z.string(),
      updated_at: z.string(),
    })
    .meta({ id: "AuthUser" }),
);

export const adminUserSchema = describes<AdminUser>()(
  authUserSchema
    .extend({
      disabled_at: z.string().nullable().describe("When another admin disabled the account; null while it is active."),
      last_sign_in_at: z.string().nullable(),
    })
    .meta({ id: "AdminUser" }),
);

export const authSessionSchema = describes<AuthSession>()(
  z
    .object({
      access_token: z.string().describe("A short-lived JWT: send it as Authorization: Bearer on admin and agent calls."),
      refresh_token: z.string().describe("Single-use; POST /api/v1/auth/token?grant_type=refresh_token for a new session."),
      expires_in: z.number().describe("Seconds the access token lives."),
      expires_at: z.number().describe("Seconds since the epoch when the access token expires."),
      token_type: z.literal("bearer"),
      user: authUserSchema,
    })
    .meta({ id: "AuthSession" }),
);

export const setupStatusSchema = describes<SetupStatus>()(z.object({ setupOpen: z.boolean().describe("True until the first admin exists.") }));
export const adminUserListSchema = describes<AdminUserList>()(z.object({ users: z.array(adminUserSchema) }));
export const userAnswerSchema = z.object({ user: authUserSchema });
export const messageAnswerSchema = z.object({ message: z.string() });
