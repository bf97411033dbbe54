// Where the JWT signing key comes from: the environment, or a file generated once with owner-only permissions.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { JWT_SECRET_FILE, loadJwtSecret } from "./secrets.ts";

const dirs: string[] = [];
const tempDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), "mm-secret-"));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

const text = (key: Uint8Array) => new TextDecoder().decode(key);

describe("loadJwtSecret", () => {
  it("uses JWT_SECRET when it is set and writes no file", () => {
    const dataDir = tempDir();
    const s = loadJwtSecret({ jwtSecret: "x".repeat(40), dataDir });
    expect(s).toMatchObject({ origin: "environment" });
    expect(text(s.key)).toBe("x".repeat(40));
    expect(fs.existsSync(path.join(dataDir, JWT_SECRET_FILE))).toBe(false);
  });

  it("generates a key once, readable only by the owner, and reuses it on the next start", () => {
    const dataDir = path.join(tempDir(), "nested");
    const first = loadJwtSecret({ dataDir });
    expect(first.origin).toBe("generated");
    expect(first.key.length).toBeGreaterThanOrEqual(48);
    const file = path.join(dataDir, JWT_SECRET_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    const second = loadJwtSecret({ dataDir });
    expect(second.origin).toBe("file");
    expect(text(second.key)).toBe(text(first.key));
  });

  it("refuses a file holding a too-short secret instead of signing with it", () => {
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, JWT_SECRET_FILE), "short\n");
    expect(() => loadJwtSecret({ dataDir })).toThrow(/shorter than 32 characters/);
  });
});
