// Admin sign-in for API tests: the first admin made through first-run setup, then signed in with a password.
import type { FastifyInstance } from "fastify";
import { AUTH_API, type AuthSession } from "../../shared/schemas/auth.ts";

/** Creates `admin` as the site's first admin and hands back the header that acts as them. */
export async function signInFirstAdmin(app: FastifyInstance, admin: { email: string; password: string }): Promise<{ authorization: string }> {
  await app.inject({ method: "POST", url: AUTH_API.setup, payload: admin });
  const session = (await app.inject({ method: "POST", url: `${AUTH_API.token}?grant_type=password`, payload: admin })).json<AuthSession>();
  return { authorization: `Bearer ${session.access_token}` };
}
