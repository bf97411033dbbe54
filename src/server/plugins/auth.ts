// Checks the session and the role in ONE place: every route under /api/v1/admin and /api/v1/agent needs a valid bearer
// token, and request.user says who sent it. Also offers app.authenticate for the few signed-in routes elsewhere.
//
// ROLES (issue 27). Every signed-in route declares who may use it in its route config, and a signed-in route that
// declares nobody is refused to everyone (403 no_role_rule), so a forgotten rule fails closed:
//
//   app.get("/api/v1/admin/things", { config: allow(), schema }, handler);                  // admin only (the default to reach for)
//   app.get("/api/v1/admin/leads", { config: allow("agent"), schema }, handler);            // admin and agent
//   app.post(url, { config: { ...perMinute(10), ...allow("editor") }, schema }, handler);  // beside other config
//   app.get(AUTH_API.user, { config: allow("agent", "editor"), schema }, handler);         // any signed-in user
//
// `allow(...)` always includes admin. A route outside the protected prefixes that declares roles is signed-in too.
// A refusal is a 403 "Your role (agent) cannot <the route's summary>." (or `denied` in the config, for a better
// wording). The chat socket checks the role of an agent's first frame itself (services/chat/socket-hub.ts).
import fp from "fastify-plugin";
import type { FastifyPluginAsync, FastifyRequest, RouteOptions } from "fastify";
import { PROTECTED_API_PREFIXES, type Role } from "../../shared/schemas/auth.ts";
import { HttpError, unauthorized } from "../errors.ts";
import { bearerToken } from "../http/bearer.ts";
import { SessionIssuer, type AuthenticatedUser } from "../services/auth.ts";
import { loadJwtSecret } from "../services/secrets.ts";
import { SignInLimiter, type SignInLimits } from "../services/sign-in-limiter.ts";

declare module "fastify" {
  interface FastifyInstance {
    sessions: SessionIssuer;
    signInLimiter: SignInLimiter;
    /** Checks the session and the route's roles (the auth hook runs it): sets request.user, or answers 401 or 403. */
    authenticate: (req: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in admin; set on every protected route (null elsewhere unless `authenticate` ran). */
    user: AuthenticatedUser | null;
  }
  interface FastifyContextConfig {
    /** Who may use this signed-in route (see the top of plugins/auth.ts); set it with `allow(...)`. */
    roles?: readonly Role[];
    /** What a refused role is told it cannot do ("export leads"); the route's summary when absent. */
    denied?: string;
  }
}

/** The route config of a signed-in route that admins and the given roles may use: `allow()` is admin only. */
export function allow(...roles: Exclude<Role, "admin">[]): { roles: readonly Role[] } {
  return { roles: ["admin", ...roles] };
}

/**
 * A route plugin whose signed-in routes (under the protected prefixes) declare no roles themselves, registered so that
 * each gets `rule` (a route's own rule still wins; its public routes, such as the files it serves, stay public). For a
 * file of routes that all share one rule and that this project keeps free of auth code (uploads).
 */
export function routesAllowing<O extends object>(rule: { roles: readonly Role[] }, plugin: FastifyPluginAsync<O>): FastifyPluginAsync<O> {
  return async (app, opts) => {
    app.addHook("onRoute", (route) => {
      if (isProtectedRoute(route.url)) route.config = { ...rule, ...route.config };
    });
    await app.register(plugin, opts);
  };
}

/** The rule of a route: the roles it allows, "public" for a route nobody signs in for, or null when it declares none. */
export function routeRule(url: string | undefined, config: { roles?: readonly Role[] } | undefined): readonly Role[] | "public" | null {
  if (config?.roles) return config.roles;
  return isProtectedRoute(url) ? null : "public";
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** Answers 403 unless the signed-in user's role may use the route (a route that declares no roles: nobody may). */
function checkRole(req: FastifyRequest, user: AuthenticatedUser): void {
  const { roles, denied } = req.routeOptions.config;
  if (!roles) {
    req.log.error({ route: req.routeOptions.url, method: req.method }, "a signed-in route declares no roles: refused to everyone");
    throw new HttpError(403, "no_role_rule", "This address has no role rule yet, so nobody may use it. Please tell the site's developers.");
  }
  if (roles.includes(user.role)) return;
  const summary = (req.routeOptions.schema as { summary?: string } | undefined)?.summary;
  const what = denied ?? (summary ? lowerFirst(summary.replace(/\.$/, "")) : "use this");
  throw new HttpError(403, "role_forbidden", `Your role (${user.role}) cannot ${what}.`);
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

/** Who made a signed-in request and from where, as the audit log records it: `recordAudit(db, { ...auditActor(req), action })`. */
export function auditActor(req: FastifyRequest): { actorId: string; ip: string } {
  return { actorId: signedIn(req).id, ip: req.ip };
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
      if (req.user) return;
      const token = bearerToken(req);
      if (!token) throw unauthorized("Please sign in to continue.");
      const user = await sessions.verifyAccessToken(token);
      checkRole(req, user);
      req.user = user;
    };
    app.decorate("authenticate", authenticate);

    // Said once at start-up as well as on every refused request: a route without a rule answers nobody.
    const routes: RouteOptions[] = [];
    app.addHook("onRoute", (route) => void routes.push(route));
    app.addHook("onReady", async () => {
      for (const route of routes) {
        if (routeRule(route.url, route.config) === null) app.log.error({ route: route.url }, "a signed-in route declares no roles (config: allow(...)): it refuses everyone");
      }
      routes.length = 0;
    });
    app.addHook("onRequest", async (req) => {
      if (routeRule(req.routeOptions.url, req.routeOptions.config) !== "public") await authenticate(req);
    });
  },
  { name: "auth", dependencies: ["db", "rate-limits"] },
);
