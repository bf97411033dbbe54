// Admin accounts and sessions: argon2id passwords, short-lived JWT access tokens, rotating refresh tokens stored hashed.
import { createHash, createHmac, randomBytes, randomUUID } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import { SignJWT, jwtVerify, errors as joseErrors } from "jose";
import { sql, type Selectable } from "kysely";
import type { Db, RefreshTokensTable, UsersTable } from "../db/database.ts";
import { HttpError, badRequest, conflict, notFound, unauthorized } from "../errors.ts";
import { AUTH_MESSAGES, PASSWORD_RESET_TTL_MS, type AdminUser, type AuthSession, type AuthUser, type Role } from "../../shared/schemas/auth.ts";
import { recordAudit } from "./audit.ts";

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
  /** What the user may do; a role change ends every sign-in, so a token never outlives its role. */
  role: Role;
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
  return { id: row.id, email: row.email, name: row.name, role: row.role, created_at: row.created_at, updated_at: row.updated_at };
}

function adminUser(row: UserRow): AdminUser {
  return { ...publicUser(row), disabled_at: row.disabled_at, last_sign_in_at: row.last_sign_in_at };
}

/**
 * How long a checked sign-in is trusted without reading the database again. Every request of a signed-in agent checks
 * that its sign-in was not revoked; during a busy chat that read is the largest part of an agent's message. On this
 * instance, every revocation forgets the cache at once; another instance (several on one PostgreSQL database) learns
 * of a sign-out or a disabled admin within this time.
 */
const LIVE_SESSION_CACHE_MS = 2000;

/** Sign-ins known to be live, by "user id + family id", with when that stops being trusted. */
const liveSessions = new Map<string, { user: AuthenticatedUser; until: number }>();
/** Moves on each revocation, so a check that read the database before it cannot store a stale answer after it. */
let revocations = 0;

/**
 * Sign-ins that just ended: every one of a user (`familyId` null), all but one (a password change keeps the session
 * that made it), or one (`familyId`: a sign-out, a reused refresh token).
 */
export interface SessionsEnded {
  userId: string | null;
  familyId: string | null;
  exceptFamilyId: string | null;
}

/** By database, so two apps in one process (tests) hear only of their own sign-ins. */
const endedListeners = new WeakMap<Db, Set<(ended: SessionsEnded) => void>>();

/** Calls `listener` whenever sign-ins of `db` end in this process (the chat closes their sockets on every instance). */
export function onSessionsEnded(db: Db, listener: (ended: SessionsEnded) => void): () => void {
  let set = endedListeners.get(db);
  if (!set) endedListeners.set(db, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

/** Whether a sign-in (user, family) is among those that ended. */
export function sessionEnded(ended: SessionsEnded, userId: string, familyId: string): boolean {
  if (ended.userId !== null && ended.userId !== userId) return false;
  if (ended.familyId !== null && ended.familyId !== familyId) return false;
  return ended.exceptFamilyId !== familyId;
}

const forgetLiveSessions = (db: Db, ended: SessionsEnded) => {
  revocations += 1;
  liveSessions.clear();
  for (const listener of endedListeners.get(db) ?? []) listener(ended);
};

/**
 * Access tokens whose signature, issuer and audience were checked, by the token's own text, with their claims: a token
 * is immutable, so the same text checks the same way until it expires (checked again on every use). An agent sends
 * the same token with every request of a busy chat, and jose's HMAC check through WebCrypto was 9 % of the server's
 * time at 2,000 messages a second. Only tokens that passed are kept; a forged or altered token never matches one.
 */
const checkedTokens = new Map<string, { sub: string | undefined; sid: unknown; exp: number }>();
/** Tokens live 15 minutes; an agent's console holds one at a time, so a few thousand cover every signed-in agent. */
const CHECKED_TOKENS_MAX = 5000;
const TOKEN_EXPIRED = "Your session has expired. Please sign in again.";

const invalidRefreshToken = () => new HttpError(401, "invalid_refresh_token", "Your session has ended. Please sign in again.");

const newUserRow = async (email: string, password: string, name: string | null = null, role: Role = "admin"): Promise<UserRow> => {
  const at = nowIso();
  return { id: randomUUID(), email, password_hash: await hashPassword(password), name, role, created_at: at, updated_at: at, disabled_at: null, last_sign_in_at: null };
};

/** Who asked for a team change, for the audit log. */
export interface TeamActor {
  actorId: string;
  ip: string | null;
}

/** Stores a new user (an admin unless `role` says otherwise) and its audit record; 409 when the e-mail is taken (also when two requests race for it). */
export async function createAdmin(db: Db, actor: TeamActor, input: { email: string; password: string; name?: string; role?: Role }): Promise<AuthUser> {
  const taken = await db.selectFrom("users").select("id").where("email", "=", input.email).executeTakeFirst();
  if (taken) throw conflict(AUTH_MESSAGES.adminExists);
  const row = await newUserRow(input.email, input.password, input.name ?? null, input.role);
  try {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto("users").values(row).execute();
      await recordAudit(trx, { ...actor, action: "user.create", target: row.id, detail: { email: row.email, role: row.role } });
    });
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
  const row = await newUserRow(email, password);
  const at = row.created_at;
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

export async function listAdmins(db: Db): Promise<AdminUser[]> {
  const rows = await db.selectFrom("users").selectAll().orderBy("created_at", "asc").orderBy("email", "asc").execute();
  return rows.map(adminUser);
}

/** The signed-in admin's display name. */
export async function updateProfile(db: Db, userId: string, name: string): Promise<AuthUser> {
  const at = nowIso();
  const result = await db.updateTable("users").set({ name, updated_at: at }).where("id", "=", userId).executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw unauthorized();
  return publicUser(await db.selectFrom("users").selectAll().where("id", "=", userId).executeTakeFirstOrThrow());
}

/** A change to a colleague: disabled or enabled again, another role, or both. */
export interface TeamChange {
  disabled?: boolean;
  role?: Role;
}

/**
 * Disables a colleague or enables them again, and sets their role. Disabling or a new role ends every sign-in of theirs
 * at once (every refresh token is revoked, access tokens are checked against the account, and their chat sockets close
 * with 4401 on every instance): they sign in again with the new role. Nobody disables themselves, and the last enabled
 * admin stays an enabled admin, so someone can always manage the team. Each change is written to the audit log in the
 * same transaction. On PostgreSQL a table lock serialises two admins changing each other at the same time.
 */
export async function changeTeamMember(db: Db, dbKind: "sqlite" | "postgres", actor: TeamActor, targetId: string, change: TeamChange): Promise<AdminUser> {
  const { disabled, role } = change;
  if (disabled && actor.actorId === targetId) throw badRequest(AUTH_MESSAGES.cannotDisableSelf, "cannot_disable_self");
  const at = nowIso();
  const ended = await db.transaction().execute(async (trx) => {
    if (dbKind === "postgres") await sql`lock table users in share row exclusive mode`.execute(trx);
    const target = await trx.selectFrom("users").select(["id", "disabled_at", "role"]).where("id", "=", targetId).executeTakeFirst();
    if (!target) throw notFound(AUTH_MESSAGES.adminNotFound);
    const statusChanges = disabled !== undefined && disabled !== (target.disabled_at !== null);
    const roleChanges = role !== undefined && role !== target.role;
    if (!statusChanges && !roleChanges) return false;
    const stillAdmin = (disabled ?? target.disabled_at !== null) === false && (role ?? target.role) === "admin";
    if (target.role === "admin" && target.disabled_at === null && !stillAdmin) {
      const otherAdmins = await trx
        .selectFrom("users")
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .where("disabled_at", "is", null)
        .where("role", "=", "admin")
        .where("id", "!=", targetId)
        .executeTakeFirstOrThrow();
      if (Number(otherAdmins.n) === 0) throw conflict(statusChanges && disabled ? AUTH_MESSAGES.lastActiveAdmin : AUTH_MESSAGES.lastAdmin);
    }
    const endsSessions = roleChanges || (statusChanges && disabled === true);
    if (endsSessions) {
      await trx.updateTable("refresh_tokens").set({ revoked_at: at }).where("user_id", "=", targetId).where("revoked_at", "is", null).execute();
    }
    await trx
      .updateTable("users")
      .set({ ...(statusChanges ? { disabled_at: disabled ? at : null } : {}), ...(roleChanges ? { role } : {}), updated_at: at })
      .where("id", "=", targetId)
      .execute();
    if (statusChanges) await recordAudit(trx, { ...actor, action: "user.status", target: targetId, detail: { disabled } });
    if (roleChanges) await recordAudit(trx, { ...actor, action: "user.role", target: targetId, detail: { from: target.role, to: role } });
    return endsSessions;
  });
  if (ended) forgetLiveSessions(db, { userId: targetId, familyId: null, exceptFamilyId: null });
  return adminUser(await db.selectFrom("users").selectAll().where("id", "=", targetId).executeTakeFirstOrThrow());
}

/** A reset link's token: 32 random bytes, of which only the SHA-256 is stored. */
export interface PasswordResetLink {
  token: string;
  user: AuthUser;
}

/** At most this many links per account an hour; asking again sends nothing more (the answer stays the same). */
export const PASSWORD_RESETS_PER_HOUR = 3;

/**
 * A single-use link to set a new password for the active admin with this e-mail, valid PASSWORD_RESET_TTL_MS; null
 * when there is no such admin, it is disabled, or it asked too often (the caller answers the same either way). The
 * caller queues the e-mail in the same transaction.
 */
export async function createPasswordReset(trx: Db, email: string, now = new Date()): Promise<PasswordResetLink | null> {
  const row = await trx.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst();
  if (!row || row.disabled_at) return null;
  const recent = await trx
    .selectFrom("password_resets")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("user_id", "=", row.id)
    .where("created_at", ">", new Date(now.getTime() - 3600_000).toISOString())
    .executeTakeFirstOrThrow();
  if (Number(recent.n) >= PASSWORD_RESETS_PER_HOUR) return null;
  const token = randomBytes(32).toString("base64url");
  await trx
    .insertInto("password_resets")
    .values({
      id: randomUUID(),
      user_id: row.id,
      token_hash: sha256(token),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + PASSWORD_RESET_TTL_MS).toISOString(),
      used_at: null,
    })
    .execute();
  return { token, user: publicUser(row) };
}

/**
 * Sets a new password with a reset link's token: once, within its time, for an active admin. Every session of the
 * admin ends and every other link they were sent stops working. A bad, used or expired token is one 400.
 */
export async function resetPassword(db: Db, token: string, password: string, meta: { ip: string | null }, now = new Date()): Promise<AuthUser> {
  const passwordHash = await hashPassword(password);
  const at = now.toISOString();
  const user = await db.transaction().execute(async (trx) => {
    const link = await trx.selectFrom("password_resets").selectAll().where("token_hash", "=", sha256(token)).executeTakeFirst();
    const row = link && (await trx.selectFrom("users").selectAll().where("id", "=", link.user_id).executeTakeFirst());
    if (!link || !row || link.used_at || link.expires_at <= at || row.disabled_at) return null;
    // Conditional, so of two requests with one link exactly one sets the password.
    const used = await trx.updateTable("password_resets").set({ used_at: at }).where("id", "=", link.id).where("used_at", "is", null).executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) return null;
    await trx.updateTable("password_resets").set({ used_at: at }).where("user_id", "=", row.id).where("used_at", "is", null).execute();
    await trx.updateTable("users").set({ password_hash: passwordHash, updated_at: at }).where("id", "=", row.id).execute();
    await trx.updateTable("refresh_tokens").set({ revoked_at: at }).where("user_id", "=", row.id).where("revoked_at", "is", null).execute();
    await recordAudit(trx, { actorId: row.id, action: "user.password-reset", target: row.id, detail: { by: "e-mailed link" }, ip: meta.ip });
    return publicUser({ ...row, updated_at: at });
  });
  if (user) forgetLiveSessions(db, { userId: user.id, familyId: null, exceptFamilyId: null });
  if (!user) throw badRequest(AUTH_MESSAGES.resetLinkInvalid, "invalid_reset_link");
  return user;
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

  /**
   * The token key imported once for signing and checking. Given raw bytes, jose imports them into WebCrypto again on
   * every sign and every check: about 7 % of a busy chat server's time, since each agent request checks a token.
   */
  private hmacKey?: Promise<CryptoKey>;
  private tokenKey(): Promise<CryptoKey> {
    return (this.hmacKey ??= crypto.subtle.importKey("raw", new Uint8Array(this.key), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]));
  }

  /** The session of spec 3, or null for a wrong e-mail or password (the caller says which neither). */
  async signInWithPassword(email: string, password: string): Promise<AuthSession | null> {
    const row = await this.db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst();
    const ok = await verifyPassword(row?.password_hash ?? (await decoy()), password);
    if (!row || !ok) return null;
    // Said only to someone who knows the password: the account exists, but another admin has disabled it.
    if (row.disabled_at) throw new HttpError(403, "account_disabled", AUTH_MESSAGES.accountDisabled);
    const at = nowIso();
    await this.db.updateTable("users").set({ last_sign_in_at: at }).where("id", "=", row.id).execute();
    await this.db.deleteFrom("refresh_tokens").where("user_id", "=", row.id).where("expires_at", "<", at).execute();
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
    if (!user || user.disabled_at) throw invalidRefreshToken();
    return this.session(publicUser(user), familyId, refreshToken, issued);
  }

  async revokeFamily(familyId: string): Promise<void> {
    await this.db.updateTable("refresh_tokens").set({ revoked_at: nowIso() }).where("family_id", "=", familyId).where("revoked_at", "is", null).execute();
    forgetLiveSessions(this.db, { userId: null, familyId, exceptFamilyId: null });
  }

  /** Checks signature, issuer, audience and expiry, then that the sign-in was not revoked and the user still exists. */
  async verifyAccessToken(token: string): Promise<AuthenticatedUser> {
    let checked = checkedTokens.get(token);
    if (!checked) {
      try {
        const { payload } = await jwtVerify(token, await this.tokenKey(), { issuer: TOKEN_ISSUER, audience: TOKEN_AUDIENCE, algorithms: ["HS256"] });
        checked = { sub: payload.sub, sid: payload.sid, exp: payload.exp ?? 0 };
      } catch (err) {
        if (err instanceof joseErrors.JWTExpired) throw unauthorized(TOKEN_EXPIRED);
        throw unauthorized("Invalid access token. Please sign in again.");
      }
      // Emptied past a bound, so the map cannot grow without end.
      if (checkedTokens.size >= CHECKED_TOKENS_MAX) checkedTokens.clear();
      checkedTokens.set(token, checked);
    }
    // As jose checks it: expired once the current second reaches `exp`.
    if (Math.floor(Date.now() / 1000) >= checked.exp) {
      checkedTokens.delete(token);
      throw unauthorized(TOKEN_EXPIRED);
    }
    const { sub, sid } = checked;
    if (!sub || typeof sid !== "string") throw unauthorized("Invalid access token. Please sign in again.");
    const key = `${sub} ${sid}`;
    const known = liveSessions.get(key);
    if (known && known.until > Date.now()) return known.user;
    const revocationsBefore = revocations;
    const live = await this.db
      .selectFrom("refresh_tokens")
      .innerJoin("users", "users.id", "refresh_tokens.user_id")
      .select(["users.id", "users.email", "users.role"])
      .where("refresh_tokens.family_id", "=", sid)
      .where("refresh_tokens.user_id", "=", sub)
      .where("refresh_tokens.revoked_at", "is", null)
      .where("users.disabled_at", "is", null)
      .limit(1)
      .executeTakeFirst();
    if (!live) throw unauthorized("You have been signed out. Please sign in again.");
    const user = { id: live.id, email: live.email, role: live.role, sessionId: sid };
    if (revocations === revocationsBefore) {
      // Emptied past a bound, so the map cannot grow without end (a few hundred sign-ins are live at most).
      if (liveSessions.size >= 10_000) liveSessions.clear();
      liveSessions.set(key, { user, until: Date.now() + LIVE_SESSION_CACHE_MS });
    }
    return user;
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
    forgetLiveSessions(this.db, { userId: row.id, familyId: null, exceptFamilyId: who.sessionId });
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
      .sign(await this.tokenKey());
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
