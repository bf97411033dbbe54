// Signed-in users of each role for API tests: the first admin through setup, the others added by that admin with a role.
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { AUTH_API, ROLES, type AuthSession, type Role } from "../../shared/schemas/auth.ts";

export const TEAM_PASSWORD = "mitti-ki-sehat";

export interface SignedInUser {
  id: string;
  role: Role;
  email: string;
  accessToken: string;
  headers: { authorization: string };
}

/** Signs `email` in with the team password. */
export async function signInAs(app: FastifyInstance, email: string): Promise<SignedInUser> {
  const res = await app.inject({ method: "POST", url: `${AUTH_API.token}?grant_type=password`, payload: { email, password: TEAM_PASSWORD } });
  expect(res.statusCode, res.body).toBe(200);
  const session = res.json<AuthSession>();
  return { id: session.user.id, role: session.user.role, email, accessToken: session.access_token, headers: { authorization: `Bearer ${session.access_token}` } };
}

/** The first admin (through setup) and one signed-in colleague of every other role, e-mails `<role>@<domain>`. */
export async function teamOfEveryRole(app: FastifyInstance, domain = "example.in"): Promise<Record<Role, SignedInUser>> {
  const setup = await app.inject({ method: "POST", url: AUTH_API.setup, payload: { email: `admin@${domain}`, password: TEAM_PASSWORD } });
  expect(setup.statusCode, setup.body).toBe(201);
  const admin = await signInAs(app, `admin@${domain}`);
  const team = { admin } as Record<Role, SignedInUser>;
  for (const role of ROLES.filter((r) => r !== "admin")) {
    const added = await app.inject({ method: "POST", url: AUTH_API.adminUsers, headers: admin.headers, payload: { email: `${role}@${domain}`, password: TEAM_PASSWORD, role } });
    expect(added.statusCode, added.body).toBe(201);
    team[role] = await signInAs(app, `${role}@${domain}`);
  }
  return team;
}
