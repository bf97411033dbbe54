// The key that signs access tokens: JWT_SECRET when set, else one generated once and kept in DATA_DIR/jwt-secret (mode 0600).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export const JWT_SECRET_FILE = "jwt-secret";
const MIN_SECRET_LENGTH = 32;

export interface SecretSource {
  /** The JWT_SECRET environment variable, already checked to be at least 32 characters. */
  jwtSecret?: string;
  dataDir: string;
}

export interface LoadedSecret {
  key: Uint8Array;
  origin: "environment" | "file" | "generated";
}

/**
 * Several instances on one PostgreSQL database must share JWT_SECRET, or a token signed by one is refused by
 * another; a lone instance keeps its generated key in its data folder so sessions survive a restart.
 */
export function loadJwtSecret(source: SecretSource): LoadedSecret {
  if (source.jwtSecret) return { key: new TextEncoder().encode(source.jwtSecret), origin: "environment" };
  const file = path.join(source.dataDir, JWT_SECRET_FILE);
  const existing = readSecretFile(file);
  if (existing) return { key: new TextEncoder().encode(existing), origin: "file" };

  fs.mkdirSync(source.dataDir, { recursive: true });
  const generated = crypto.randomBytes(48).toString("base64url");
  try {
    // "wx": two instances starting together on one folder must not overwrite each other's key.
    fs.writeFileSync(file, `${generated}\n`, { mode: 0o600, flag: "wx" });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    const written = readSecretFile(file);
    if (!written) throw new Error(`${file} exists but holds no usable secret; delete it to have a new one generated.`, { cause: err });
    return { key: new TextEncoder().encode(written), origin: "file" };
  }
  return { key: new TextEncoder().encode(generated), origin: "generated" };
}

function readSecretFile(file: string): string | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8").trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw err;
  }
  if (text.length < MIN_SECRET_LENGTH) {
    throw new Error(`${file} holds a secret shorter than ${MIN_SECRET_LENGTH} characters; delete it to have a new one generated.`);
  }
  return text;
}
