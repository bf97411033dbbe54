// Checks the session in ONE place: every route under /api/v1/admin and /api/v1/agent needs a valid bearer token,
// and request.user says who sent it. Also offers app.authenticate for the few signed-in routes elsewhere.
import fp from "fastify-plugin";
import type { FastifyRequest } from "fastify";
import { PROTECTED_API_PREFIXES } from "../../shared/schemas/auth.ts";
import { unauthorized } from "../errors.ts";
import { bearerToken } from "../http/bearer.ts";
import { SessionIssuer, type AuthenticatedUser } from "../services/auth.ts";
import { loadJwtSecret } from "../services/secrets.ts";
import { SignInLimiter, type SignInLimits } from "../services/sign-in-limiter.ts";

declare module "fastify" {
  interface FastifyInstance {
    sessions: SessionIssuer;
    signInLimiter: SignInLimiter;
    /** onRequest hook for a signed-in route outside the protected prefixes: sets request.user or answers 401. */
    authenticate: (req: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in admin; set on every protected route (null elsewhere unless `authenticate` ran). */
    user: AuthenticatedUser | null;
  }
}

export interface AuthPluginOptions {
  jwtSecret?: string;
  dataDir: string;
  signInLimits: SignInLimits;
}

/** True for a route pattern under /api/v1/admin or /api/v1/agent (the pattern, not the raw URL, so %-escapes cannot dodge it). */
export function isProtectedRoute(url: string | undefined): boolean {
  if (!url) return false;
  return PROTECTED_API_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`));
}

/** The signed-in admin of a route the auth hook (or app.authenticate) has checked, for the handlers; 401 without one. */
export function signedIn(req: FastifyRequest): AuthenticatedUser {
  if (!req.user) throw unauthorized();
  return req.user;
}

export default fp<AuthPluginOptions>(
  async (app, opts) => {
    const secret = loadJwtSecret({ jwtSecret: opts.jwtSecret, dataDir: opts.dataDir });
    if (app.dbKind === "postgres" && secret.origin !== "environment") {
      app.log.warn("JWT_SECRET is not set: with several instances on one PostgreSQL database, set the same JWT_SECRET on each.");
    }
    if (secret.origin === "generated") app.log.info({ dataDir: opts.dataDir }, "generated a new JWT signing secret");

    const sessions = new SessionIssuer(app.db, secret.key);
    app.decorate("sessions", sessions);
    app.decorate("signInLimiter", new SignInLimiter(app.rateLimitCounters, opts.signInLimits));
    app.decorateRequest("user", null);

    const authenticate = async (req: FastifyRequest) => {
      const token = bearerToken(req);
      if (!token) throw unauthorized("Please sign in to continue.");
      req.user = await sessions.verifyAccessToken(token);
    };
    app.decorate("authenticate", authenticate);

    app.addHook("onRequest", async (req) => {
      if (isProtectedRoute(req.routeOptions.url)) await authenticate(req);
    });
  },
  { name: "auth", dependencies: ["db", "rate-limits"] },
);
