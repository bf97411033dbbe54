// The auth API (spec 7.5 as /api/v1/auth/…): first-run setup, password and refresh-token grants, sign-out, own account,
// and the team list under /api/v1/admin/users (signed in by the auth plugin's hook).
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { z } from "zod";
import {
  AUTH_API,
  AUTH_MESSAGES,
  PASSWORD_RESET_TTL_MS,
  RESET_PASSWORD_PATH,
  adminStatusSchema,
  credentialsSchema,
  newAdminSchema,
  passwordChangeSchema,
  passwordGrantSchema,
  profileSchema,
  recoverSchema,
  refreshGrantSchema,
  resetSchema,
  tokenQuerySchema,
  type AdminUserList,
  type SetupStatus,
} from "../../shared/schemas/auth.ts";
import type { SiteConfig } from "../../shared/site-config.ts";
import { HttpError, forbidden, parseInput, unauthorized } from "../errors.ts";
import {
  createAdmin,
  createFirstAdmin,
  createPasswordReset,
  findUser,
  isSetupOpen,
  listAdmins,
  resetPassword,
  setAdminDisabled,
  updateProfile,
  type AuthenticatedUser,
  type PasswordResetLink,
} from "../services/auth.ts";
import { queueEmail } from "../services/email-outbox.ts";

const parse = <T extends z.ZodType>(schema: T, value: unknown) => parseInput(schema, value);

function signedIn(req: FastifyRequest): AuthenticatedUser {
  if (!req.user) throw unauthorized();
  return req.user;
}

const invalidCredentials = () => new HttpError(400, "invalid_credentials", AUTH_MESSAGES.invalidCredentials);

/** Asking for reset links and using them, per client address: enough for a person who mistyped, not for guessing. */
const RESET_RATE_LIMIT = { rateLimit: { max: 5, timeWindow: "15 minutes" } };

/** The e-mail with the link to set a new password (the token after #, so it never reaches a server log or a referrer). */
export function passwordResetMail({ token, user }: PasswordResetLink, site: SiteConfig): { subject: string; text: string } {
  const minutes = PASSWORD_RESET_TTL_MS / 60_000;
  return {
    subject: `Set a new password for the ${site.brand} admin`,
    text: [
      `Someone, we hope you, asked to set a new password for the ${site.brand} admin account ${user.email}.`,
      "",
      `Open this link within ${minutes} minutes to choose a new password. It works once:`,
      `${site.siteUrl}${RESET_PASSWORD_PATH}#token=${token}`,
      "",
      "If you did not ask for this, ignore this e-mail: your password stays as it is.",
      "",
      `-- ${site.brand} website`,
      "",
    ].join("\n"),
  };
}
const auth: FastifyPluginAsync = async (app) => {
  const signedInOnly = { onRequest: app.authenticate };

  app.get(AUTH_API.setup, async (): Promise<SetupStatus> => ({ setupOpen: await isSetupOpen(app.db) }));

  app.post(AUTH_API.setup, async (req, reply) => {
    // Closed is checked before the body, so nobody learns anything about the rules once an admin exists.
    if (!(await isSetupOpen(app.db))) throw forbidden(AUTH_MESSAGES.setupClosed);
    const { email, password } = parse(credentialsSchema, req.body);
    const user = await createFirstAdmin(app.db, app.dbKind, email, password);
    if (!user) throw forbidden(AUTH_MESSAGES.setupClosed);
    req.log.info({ userId: user.id }, "first admin created");
    return reply.code(201).send({ user });
  });

  app.post(AUTH_API.token, async (req) => {
    const { grant_type } = parse(tokenQuerySchema, req.query);
    if (grant_type === "refresh_token") {
      const { refresh_token } = parse(refreshGrantSchema, req.body);
      return app.sessions.refresh(refresh_token);
    }
    const { email, password } = parse(passwordGrantSchema, req.body);
    await app.signInLimiter.begin(req.ip, email);
    const session = await app.sessions.signInWithPassword(email, password);
    if (!session) {
      await app.signInLimiter.failed(req.ip, email);
      req.log.info({ ip: req.ip }, "sign-in failed");
      throw invalidCredentials();
    }
    await app.signInLimiter.succeeded(req.ip, email);
    return session;
  });

  app.post(AUTH_API.logout, signedInOnly, async (req, reply) => {
    const user = signedIn(req);
    await app.sessions.revokeFamily(user.sessionId);
    // An agent who signs out while online must not be offered to visitors until the presence grace runs out.
    if (await app.chat.isOnline(user.id)) await app.chat.setPresence(user.id, false);
    return reply.code(204).send();
  });

  app.get(AUTH_API.user, signedInOnly, async (req) => {
    const user = await findUser(app.db, signedIn(req).id);
    if (!user) throw unauthorized();
    return user;
  });

  app.put(AUTH_API.user, signedInOnly, async (req) => {
    const { password, current_password } = parse(passwordChangeSchema, req.body);
    return app.sessions.changePassword(signedIn(req), current_password, password);
  });

  app.patch(AUTH_API.user, signedInOnly, async (req) => {
    const { name } = parse(profileSchema, req.body);
    const user = await updateProfile(app.db, signedIn(req).id, name);
    app.chat.forgetAgentName(user.id);
    return user;
  });

  // The same answer whether or not the e-mail belongs to an admin, so nobody learns who has an account.
  app.post(AUTH_API.recover, { config: RESET_RATE_LIMIT }, async (req, reply) => {
    const { email } = parse(recoverSchema, req.body);
    const sent = await app.db.transaction().execute(async (trx) => {
      const link = await createPasswordReset(trx, email);
      if (link) await queueEmail(trx, { kind: "password_reset", to: link.user.email, ...passwordResetMail(link, app.config.site) });
      return !!link;
    });
    if (sent) app.outbox.kick();
    req.log.info({ ip: req.ip, sent }, "password reset asked for");
    return reply.code(202).send({ message: AUTH_MESSAGES.resetRequested });
  });

  app.post(AUTH_API.reset, { config: RESET_RATE_LIMIT }, async (req) => {
    const { token, password } = parse(resetSchema, req.body);
    const user = await resetPassword(app.db, token, password);
    if (await app.chat.isOnline(user.id)) await app.chat.setPresence(user.id, false);
    req.log.info({ userId: user.id }, "password set with a reset link; every session ended");
    return { user };
  });

  app.get(AUTH_API.adminUsers, async (): Promise<AdminUserList> => ({ users: await listAdmins(app.db) }));

  app.post(AUTH_API.adminUsers, async (req, reply) => {
    const { email, password, name } = parse(newAdminSchema, req.body);
    const user = await createAdmin(app.db, email, password, name);
    req.log.info({ userId: user.id, by: signedIn(req).id }, "admin added");
    return reply.code(201).send({ user });
  });

  app.patch<{ Params: { id: string } }>(`${AUTH_API.adminUsers}/:id`, async (req) => {
    const { disabled } = parse(adminStatusSchema, req.body);
    const actor = signedIn(req);
    const user = await setAdminDisabled(app.db, app.dbKind, actor.id, req.params.id, disabled);
    // A disabled agent is no longer offered to visitors.
    if (disabled && (await app.chat.isOnline(user.id))) await app.chat.setPresence(user.id, false);
    req.log.info({ userId: user.id, by: actor.id, disabled }, disabled ? "admin disabled" : "admin enabled");
    return user;
  });
};
export default auth;
