// The auth API (spec 7.5 as /api/v1/auth/…): first-run setup, password and refresh-token grants, sign-out, own account,
// and the team list under /api/v1/admin/users (signed in by the auth plugin's hook).
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { z } from "zod";
import {
  AUTH_API,
  AUTH_MESSAGES,
  credentialsSchema,
  passwordChangeSchema,
  passwordGrantSchema,
  refreshGrantSchema,
  tokenQuerySchema,
  type AdminUserList,
  type SetupStatus,
} from "../../shared/schemas/auth.ts";
import { HttpError, forbidden, parseInput, unauthorized } from "../errors.ts";
import { createAdmin, createFirstAdmin, findUser, isSetupOpen, listAdmins, type AuthenticatedUser } from "../services/auth.ts";

const parse = <T extends z.ZodType>(schema: T, value: unknown) => parseInput(schema, value);

function signedIn(req: FastifyRequest): AuthenticatedUser {
  if (!req.user) throw unauthorized();
  return req.user;
}

const invalidCredentials = () => new HttpError(400, "invalid_credentials", AUTH_MESSAGES.invalidCredentials);

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

  app.get(AUTH_API.adminUsers, async (): Promise<AdminUserList> => ({ users: await listAdmins(app.db) }));

  app.post(AUTH_API.adminUsers, async (req, reply) => {
    const { email, password } = parse(credentialsSchema, req.body);
    const user = await createAdmin(app.db, email, password);
    req.log.info({ userId: user.id, by: signedIn(req).id }, "admin added");
    return reply.code(201).send({ user });
  });
};
export default auth;
