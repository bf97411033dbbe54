// The auth API (spec 7.5 as /api/v1/auth/…): first-run setup, password and refresh-token grants, sign-out, own account,
// and the team under /api/v1/admin/users (admins only; the auth plugin checks the session and the role).
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
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
import { TAGS, documented, errorResponses, idParams, noContent } from "../openapi/common.ts";
import { allow, auditActor, signedIn } from "../plugins/auth.ts";
import { adminUserListSchema, adminUserSchema, authSessionSchema, authUserSchema, messageAnswerSchema, setupStatusSchema, userAnswerSchema } from "../openapi/auth.ts";
import {
  changeTeamMember,
  createAdmin,
  createFirstAdmin,
  createPasswordReset,
  findUser,
  isSetupOpen,
  listAdmins,
  resetPassword,
  updateProfile,
  type PasswordResetLink,
} from "../services/auth.ts";
import { queueEmail } from "../services/email-outbox.ts";
import { noteSignInAddress } from "../services/audit.ts";

const parse = <T extends z.ZodType>(schema: T, value: unknown) => parseInput(schema, value);

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
const auth: FastifyPluginAsync = async (parent) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  // Any signed-in user's own account; the auth plugin's hook checks the session for routes that declare roles.
  const signedInOnly = { config: allow("agent", "editor") };
  const adminOnly = { config: allow() };
  const account = [TAGS.auth];
  const team = [TAGS.team];

  app.get(
    AUTH_API.setup,
    { schema: { summary: "Whether first-run setup is open", tags: account, response: { 200: setupStatusSchema } } },
    async (): Promise<SetupStatus> => ({ setupOpen: await isSetupOpen(app.db) }),
  );

  app.post(
    AUTH_API.setup,
    {
      schema: {
        summary: "Create the first admin",
        description: "Works once, while no admin exists. Closed is checked before the body, so the rules are not revealed afterwards.",
        tags: account,
        body: documented(credentialsSchema),
        response: {
          201: userAnswerSchema.describe("The first admin; sign in with the same e-mail and password."),
          ...errorResponses({ 400: "E-mail or password does not meet the rules (code invalid_request).", 403: "Setup is closed: an admin exists." }),
        },
      },
    },
    async (req, reply) => {
      // Closed is checked before the body, so nobody learns anything about the rules once an admin exists.
      if (!(await isSetupOpen(app.db))) throw forbidden(AUTH_MESSAGES.setupClosed);
      const { email, password } = parse(credentialsSchema, req.body);
      const user = await createFirstAdmin(app.db, app.dbKind, email, password);
      if (!user) throw forbidden(AUTH_MESSAGES.setupClosed);
      req.log.info({ userId: user.id }, "first admin created");
      return reply.code(201).send({ user });
    },
  );

  app.post(
    AUTH_API.token,
    {
      schema: {
        summary: "Sign in, or renew a session",
        description:
          "`grant_type=password` with `{ email, password }` signs in; `grant_type=refresh_token` with `{ refresh_token }` " +
          "trades a refresh token (single use) for a new session. Failed sign-ins are limited per address and per account.",
        tags: account,
        querystring: tokenQuerySchema,
        body: documented(z.union([passwordGrantSchema, refreshGrantSchema])),
        response: {
          200: authSessionSchema,
          ...errorResponses({
            400: "Wrong e-mail or password (code invalid_credentials), or a missing field (invalid_request).",
            401: "The refresh token is unknown, used or expired (code invalid_refresh_token).",
            403: "The account is disabled (code account_disabled).",
            429: "Too many failed sign-ins from this address or for this account; Retry-After says when to try again.",
          }),
        },
      },
    },
    async (req) => {
      if (req.query.grant_type === "refresh_token") {
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
      await noteSignInAddress(app.db, session.user.id, req.ip);
      return session;
    },
  );

  app.post(
    AUTH_API.logout,
    { ...signedInOnly, schema: { summary: "Sign out (ends this session's refresh tokens)", tags: account, response: { 204: noContent("Signed out.") } } },
    async (req, reply) => {
      const user = signedIn(req);
      await app.sessions.revokeFamily(user.sessionId);
      // An agent who signs out while online must not be offered to visitors until the presence grace runs out.
      if ((await app.chat.statusOf(user.id)) !== "offline") await app.chat.setPresence(user.id, "offline");
      return reply.code(204).send();
    },
  );

  app.get(
    AUTH_API.user,
    { ...signedInOnly, schema: { summary: "The signed-in admin", tags: account, response: { 200: authUserSchema } } },
    async (req) => {
      const user = await findUser(app.db, signedIn(req).id);
      if (!user) throw unauthorized();
      return user;
    },
  );

  app.put(
    AUTH_API.user,
    {
      ...signedInOnly,
      schema: {
        summary: "Change your password",
        description: "Needs the current password; every other session of the admin ends.",
        tags: account,
        body: passwordChangeSchema,
        response: {
          200: authUserSchema,
          ...errorResponses({ 400: "The new password does not meet the rules, or the current one is wrong (code invalid_credentials)." }),
        },
      },
    },
    async (req) => app.sessions.changePassword(signedIn(req), req.body.current_password, req.body.password),
  );

  app.patch(
    AUTH_API.user,
    {
      ...signedInOnly,
      schema: {
        summary: "Set your display name",
        description: "Shown to visitors as the agent's name in chats and as a post's default author.",
        tags: account,
        body: profileSchema,
        response: { 200: authUserSchema, ...errorResponses({ 400: "The name is empty or too long." }) },
      },
    },
    async (req) => {
      const user = await updateProfile(app.db, signedIn(req).id, req.body.name);
      app.chat.forgetAgentName(user.id);
      return user;
    },
  );

  // The same answer whether or not the e-mail belongs to an admin, so nobody learns who has an account.
  app.post(
    AUTH_API.recover,
    {
      config: RESET_RATE_LIMIT,
      schema: {
        summary: "E-mail a link to set a new password",
        description: "Answers the same whether or not the address belongs to an admin. The link works once, for 30 minutes.",
        tags: account,
        body: recoverSchema,
        response: { 202: messageAnswerSchema.describe("Accepted; an e-mail is sent if the address belongs to an admin."), ...errorResponses({ 400: "Not an e-mail address." }) },
      },
    },
    async (req, reply) => {
      const { email } = req.body;
      const sent = await app.db.transaction().execute(async (trx) => {
        const link = await createPasswordReset(trx, email);
        if (link) await queueEmail(trx, { kind: "password_reset", to: link.user.email, ...passwordResetMail(link, app.config.site) });
        return !!link;
      });
      if (sent) app.outbox.kick();
      req.log.info({ ip: req.ip, sent }, "password reset asked for");
      return reply.code(202).send({ message: AUTH_MESSAGES.resetRequested });
    },
  );

  app.post(
    AUTH_API.reset,
    {
      config: RESET_RATE_LIMIT,
      schema: {
        summary: "Set a new password with an e-mailed link",
        description: "Ends every session of the admin.",
        tags: account,
        body: resetSchema,
        response: {
          200: userAnswerSchema,
          ...errorResponses({ 400: "The password does not meet the rules, or the link expired or was used (code invalid_reset_link)." }),
        },
      },
    },
    async (req) => {
      const user = await resetPassword(app.db, req.body.token, req.body.password, { ip: req.ip });
      if ((await app.chat.statusOf(user.id)) !== "offline") await app.chat.setPresence(user.id, "offline");
      req.log.info({ userId: user.id }, "password set with a reset link; every session ended");
      return { user };
    },
  );

  app.get(
    AUTH_API.adminUsers,
    { ...adminOnly, schema: { summary: "List the team", tags: team, response: { 200: adminUserListSchema } } },
    async (): Promise<AdminUserList> => ({ users: await listAdmins(app.db) }),
  );

  app.post(
    AUTH_API.adminUsers,
    {
      ...adminOnly,
      schema: {
        summary: "Add a colleague",
        description: "An admin unless `role` says agent or editor.",
        tags: team,
        body: newAdminSchema,
        response: {
          201: userAnswerSchema,
          ...errorResponses({ 400: "E-mail, password or name does not meet the rules.", 409: "An admin with this e-mail exists." }),
        },
      },
    },
    async (req, reply) => {
      const user = await createAdmin(app.db, auditActor(req), req.body);
      req.log.info({ userId: user.id, by: signedIn(req).id, role: user.role }, "colleague added");
      return reply.code(201).send({ user });
    },
  );

  app.patch(
    `${AUTH_API.adminUsers}/:id`,
    {
      ...adminOnly,
      schema: {
        summary: "Disable or re-enable a colleague, or change their role",
        description:
          "`{ disabled }`, `{ role }` or both. Disabling or a new role ends the colleague's sessions and chat sockets at once " +
          "(they sign in again with the new role); the last enabled admin cannot be disabled or given another role.",
        tags: team,
        params: idParams("admin"),
        body: adminStatusSchema,
        response: {
          200: adminUserSchema,
          ...errorResponses({
            400: "disabled is not true or false, the role is not admin, agent or editor, or you tried to disable yourself (code cannot_disable_self).",
            404: "No admin has this id.",
            409: "This is the last enabled admin.",
          }),
        },
      },
    },
    async (req) => {
      const { disabled, role } = req.body;
      const actor = signedIn(req);
      const user = await changeTeamMember(app.db, app.dbKind, auditActor(req), req.params.id, { disabled, role });
      // A disabled agent, or one who is no longer an agent, is no longer offered to visitors.
      if ((user.disabled_at || user.role === "editor") && (await app.chat.statusOf(user.id)) !== "offline") await app.chat.setPresence(user.id, "offline");
      req.log.info({ userId: user.id, by: actor.id, disabled, role }, "colleague changed");
      return user;
    },
  );
};
export default auth;
