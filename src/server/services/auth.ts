// Admin accounts and sessions: argon2id passwords, short-lived JWT access tokens, rotating refresh tokens stored hashed.
import { createHash, createHmac, randomBytes, randomUUID } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import { SignJWT, jwtVerify, errors as joseErrors } from "jose";
import { sql, type Selectable } from "kysely";
import type { Db, RefreshTokensTable, UsersTable } from "../db/database.ts";
import { HttpError, conflict, unauthorized } from "../errors.ts";
import { AUTH_MESSAGES, type AuthSession, type AuthUser } from "../../shared/schemas/auth.ts";

export const ACCESS_TOKEN_TTL_S = 3600;
/** A refresh token unused for this long expires; each use starts the period again. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3600_000;
/**
 * A refresh token presented again this soon after it was swapped gets the same new session again (a retry after a
 * lost answer, or parallel refreshes), instead of counting as reuse.
 */
export const REFRESH_GRACE_MS = 30_000;
export const TOKEN_ISSUER = "urn:mittimitra:auth";
export const TOKEN_AUDIENCE = "urn:mittimitra:admin";

/** argon2id (the library's default algorithm, named here so a reader need not look it up) with its default cost. */
const ARGON2ID = 2;

/** Who made an authenticated request: the user and the refresh-token family (sign-in) the access token belongs to. */
export interface AuthenticatedUser {
  id: string;
  email: string;
  sessionId: string;
}

type UserRow = Selectable<UsersTable>;

export const hashPassword = (password: string) => hash(password, { algorithm: ARGON2ID });

// A hash of a password nobody has, checked when the e-mail is unknown so both answers take the same time.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword(randomBytes(16).toString("hex")));

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");
const nowIso = () => new Date().toISOString();

export function publicUser(row: UserRow): AuthUser {
  return { id: row.id, email: row.email, created_at: row.created_at, updated_at: row.updated_at };
}

const invalidRefreshToken = () => new HttpError(401, "invalid_refresh_token", "Your session has ended. Please sign in again.");

/** Stores a new admin; 409 when the e-mail is taken (also when two requests race for it). */
export async function createAdmin(db: Db, email: string, password: string): Promise<AuthUser> {
  const taken = await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst();
  if (taken) throw conflict(AUTH_MESSAGES.adminExists);
  const at = nowIso();
  const row: UserRow = { id: randomUUID(), email, password_hash: await hashPassword(password), name: null, created_at: at, updated_at: at };
  try {
    await db.insertInto("users").values(row).execute();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(AUTH_MESSAGES.adminExists);
    throw err;
  }
  return publicUser(row);
}

export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: string }).code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY";
}

export async function isSetupOpen(db: Db): Promise<boolean> {
  return !(await db.selectFrom("users").select("id").limit(1).executeTakeFirst());
}

/**
 * Creates the first admin only while no user exists, or returns null. One statement inserts only when the
 * table is empty; on PostgreSQL a table lock also serialises it, since two such inserts could both see it empty.
 */
export async function createFirstAdmin(db: Db, dbKind: "sqlite" | "postgres", email: string, password: string): Promise<AuthUser | null> {
  if (!(await isSetupOpen(db))) return null;
  const at = nowIso();
  const row: UserRow = { id: randomUUID(), email, password_hash: await hashPassword(password), name: null, created_at: at, updated_at: at };
  const inserted = await db.transaction().execute(async (trx) => {
    if (dbKind === "postgres") await sql`lock table users in share row exclusive mode`.execute(trx);
    const result = await trx
      .insertInto("users")
      .columns(["id", "email", "password_hash", "name", "created_at", "updated_at"])
      .expression(
        trx
          .selectNoFrom((eb) => [
            eb.val(row.id).as("id"),
            eb.val(row.email).as("email"),
            eb.val(row.password_hash).as("password_hash"),
            sql<null>`null`.as("name"),
            eb.val(at).as("created_at"),
            eb.val(at).as("updated_at"),
          ])
          .where((eb) => eb.not(eb.exists(trx.selectFrom("users").select("id")))),
      )
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  });
  return inserted ? publicUser(row) : null;
}

export async function listAdmins(db: Db): Promise<AuthUser[]> {
  const rows = await db.selectFrom("users").selectAll().orderBy("created_at", "asc").orderBy("email", "asc").execute();
  return rows.map(publicUser);
}

export async function findUser(db: Db, id: string): Promise<AuthUser | undefined> {
  const row = await db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
  return row && publicUser(row);
}

/** Issues access and refresh tokens. One instance per app: it holds the signing key. */
export class SessionIssuer {
  constructor(
    private readonly db: Db,
    private readonly key: Uint8Array,
  ) {}

  /** The session of spec 3, or null for a wrong e-mail or password (the caller says which neither). */
  async signInWithPassword(email: string, password: string): Promise<AuthSession | null> {
    const row = await this.db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst();
    const ok = await verifyPassword(row?.password_hash ?? (await decoy()), password);
    if (!row || !ok) return null;
    await this.db.deleteFrom("refresh_tokens").where("user_id", "=", row.id).where("expires_at", "<", nowIso()).execute();
    const refreshToken = await this.insertRefreshToken(this.db, row.id, randomUUID());
    return this.session(publicUser(row), refreshToken.familyId, refreshToken.token);
  }

  /**
   * Swaps a refresh token for a new session. Each token works once, except that within REFRESH_GRACE_MS of its swap
   * it gets the same new session again (parallel refreshes, or a retry after a lost answer). Later, a token that was
   * already swapped means it leaked (or was copied), so its whole family is revoked and both holders must sign in again.
   */
  async refresh(refreshToken: string): Promise<AuthSession> {
    const row = await this.findRefreshToken(refreshToken);
    if (!row) throw invalidRefreshToken();
    if (!row.revoked_at) {
      if (row.expires_at <= nowIso()) throw invalidRefreshToken();
      const rotated = await this.rotate(row, refreshToken);
      if (rotated) return rotated;
      // A parallel refresh with the same token swapped it first: answer as a retry of that one.
    }
    return this.repeatRotation(refreshToken);
  }

  /**
   * The successor of a refresh token: HMAC of the token under the server's key. Being derived, it can be given out
   * again during the grace period although only its hash is stored, and nobody without the key can compute it.
   */
  private successorOf(refreshToken: string): string {
    return createHmac("sha256", this.key).update(`refresh-successor:${refreshToken}`).digest("base64url");
  }

  private findRefreshToken(refreshToken: string) {
    return this.db.selectFrom("refresh_tokens").selectAll().where("token_hash", "=", sha256(refreshToken)).executeTakeFirst();
  }

  /** Marks the token swapped and stores its successor, or returns null when another request swapped it first. */
  private async rotate(row: Selectable<RefreshTokensTable>, refreshToken: string): Promise<AuthSession | null> {
    const successor = this.successorOf(refreshToken);
    const created = new Date();
    const won = await this.db.transaction().execute(async (trx) => {
      const id = randomUUID();
      // Conditional, so of requests racing with one token exactly one swaps it (the others wait for its commit).
      const result = await trx
        .updateTable("refresh_tokens")
        .set({ revoked_at: created.toISOString(), replaced_by: id })
        .where("id", "=", row.id)
        .where("revoked_at", "is", null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await this.insertRefreshToken(trx, row.user_id, row.family_id, { id, token: successor, created });
      return true;
    });
    return won ? this.sessionFor(row.user_id, row.family_id, successor, created) : null;
  }

  /** A swapped token presented again: the same new session within the grace period, else reuse (family revoked). */
  private async repeatRotation(refreshToken: string): Promise<AuthSession> {
    const row = await this.findRefreshToken(refreshToken);
    if (!row?.revoked_at) throw invalidRefreshToken();
    if (row.replaced_by && Date.parse(row.revoked_at) + REFRESH_GRACE_MS > Date.now()) {
      const successor = this.successorOf(refreshToken);
      const next = await this.db.selectFrom("refresh_tokens").selectAll().where("id", "=", row.replaced_by).executeTakeFirst();
      // Only while the successor is unused and alive: a sign-out or a further swap ends the grace.
      if (next && !next.revoked_at && next.token_hash === sha256(successor)) {
        return this.sessionFor(row.user_id, row.family_id, successor, new Date(next.created_at));
      }
    }
    if (row.replaced_by) await this.revokeFamily(row.family_id);
    throw invalidRefreshToken();
  }

  private async sessionFor(userId: string, familyId: string, refreshToken: string, issued: Date): Promise<AuthSession> {
    const user = await this.db.selectFrom("users").selectAll().where("id", "=", userId).executeTakeFirst();
    if (!user) throw invalidRefreshToken();
    return this.session(publicUser(user), familyId, refreshToken, issued);
  }

  async revokeFamily(familyId: string): Promise<void> {
    await this.db.updateTable("refresh_tokens").set({ revoked_at: nowIso() }).where("family_id", "=", familyId).where("revoked_at", "is", null).execute();
  }

  /** Checks signature, issuer, audience and expiry, then that the sign-in was not revoked and the user still exists. */
  async verifyAccessToken(token: string): Promise<AuthenticatedUser> {
    let sub: string | undefined;
    let sid: unknown;
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: TOKEN_ISSUER, audience: TOKEN_AUDIENCE, algorithms: ["HS256"] });
      sub = payload.sub;
      sid = payload.sid;
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired) throw unauthorized("Your session has expired. Please sign in again.");
      throw unauthorized("Invalid access token. Please sign in again.");
    }
    if (!sub || typeof sid !== "string") throw unauthorized("Invalid access token. Please sign in again.");
    const live = await this.db
      .selectFrom("refresh_tokens")
      .innerJoin("users", "users.id", "refresh_tokens.user_id")
      .select(["users.id", "users.email"])
      .where("refresh_tokens.family_id", "=", sid)
      .where("refresh_tokens.user_id", "=", sub)
      .where("refresh_tokens.revoked_at", "is", null)
      .limit(1)
      .executeTakeFirst();
    if (!live) throw unauthorized("You have been signed out. Please sign in again.");
    return { id: live.id, email: live.email, sessionId: sid };
  }

  /** Changes the password after checking the current one, and signs out every other session of the user. */
  async changePassword(who: AuthenticatedUser, currentPassword: string, newPassword: string): Promise<AuthUser> {
    const row = await this.db.selectFrom("users").selectAll().where("id", "=", who.id).executeTakeFirst();
    if (!row) throw unauthorized();
    if (!(await verifyPassword(row.password_hash, currentPassword))) {
      throw new HttpError(400, "invalid_credentials", AUTH_MESSAGES.currentPasswordWrong);
    }
    const updated: UserRow = { ...row, password_hash: await hashPassword(newPassword), updated_at: nowIso() };
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable("users").set({ password_hash: updated.password_hash, updated_at: updated.updated_at }).where("id", "=", row.id).execute();
      await trx
        .updateTable("refresh_tokens")
        .set({ revoked_at: updated.updated_at })
        .where("user_id", "=", row.id)
        .where("family_id", "!=", who.sessionId)
        .where("revoked_at", "is", null)
        .execute();
    });
    return publicUser(updated);
  }

  private async insertRefreshToken(
    db: Db,
    userId: string,
    familyId: string,
    { id = randomUUID(), token = randomBytes(32).toString("base64url"), created = new Date() } = {},
  ) {
    await db
      .insertInto("refresh_tokens")
      .values({
        id,
        user_id: userId,
        family_id: familyId,
        token_hash: sha256(token),
        created_at: created.toISOString(),
        expires_at: new Date(created.getTime() + REFRESH_TOKEN_TTL_MS).toISOString(),
        revoked_at: null,
        replaced_by: null,
      })
      .execute();
    return { id, token, familyId };
  }

  /** The session for a refresh token issued at `issued`: the same inputs always give the same access token. */
  private async session(user: AuthUser, familyId: string, refreshToken: string, issued = new Date()): Promise<AuthSession> {
    const issuedAt = Math.floor(issued.getTime() / 1000);
    const accessToken = await new SignJWT({ email: user.email, sid: familyId })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(user.id)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_S)
      .sign(this.key);
    return {
      access_token: accessToken,
      refresh_token: refreshToken,
      expires_in: ACCESS_TOKEN_TTL_S,
      expires_at: issuedAt + ACCESS_TOKEN_TTL_S,
      token_type: "bearer",
      user,
    };
  }
}
