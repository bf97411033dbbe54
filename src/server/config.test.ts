import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigError, loadConfig, prepareFolders } from "./config.ts";

describe("loadConfig", () => {
  it("uses the documented defaults when nothing is set", () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.host).toBe("0.0.0.0");
    expect(c.dataDir).toBe(path.resolve("data"));
    expect(c.uploadsDir).toBe(path.resolve("data", "uploads"));
    expect(c.distDir).toBe(path.resolve("dist"));
    expect(c.site.siteUrl).toBe("http://localhost:3000");
    expect(c.databaseUrl).toBeUndefined();
    expect(c.site.brand).toBe("MittiMitra");
    expect(c.leadNotifyTo).toBe(c.site.infoEmail);
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" }).port).toBe(3000);
  });

  it("names the variable and the reason when a value is bad", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => loadConfig({ SITE_WHATSAPP_NUMBER: "+91 98" })).toThrow(/SITE_WHATSAPP_NUMBER/);
    expect(() => loadConfig({ JWT_SECRET: "short" })).toThrow(/JWT_SECRET: must be at least 32 characters/);
  });

  it("applies company-fact overrides from the environment", () => {
    const c = loadConfig({ SITE_BRAND: "Bhoomi Labs", SITE_PHONE_1: "+91 80000 00001", SITE_URL: "https://example.in/" });
    expect(c.site.brand).toBe("Bhoomi Labs");
    expect(c.site.brandSlug).toBe("bhoomi-labs");
    expect(c.site.phones[0]).toBe("+91 80000 00001");
    expect(c.site.siteUrl).toBe("https://example.in");
  });
});

describe("folders", () => {
  const made: string[] = [];
  const scratch = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mm-config-"));
    made.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of made.splice(0)) {
      fs.chmodSync(dir, 0o700);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("resolves every folder once, against the folder the server starts in", () => {
    const c = loadConfig({ DATA_DIR: "var/mm", DIST_DIR: "../build" }, { cwd: "/srv/app" });
    expect(c.dataDir).toBe("/srv/app/var/mm");
    expect(c.uploadsDir).toBe("/srv/app/var/mm/uploads");
    expect(c.distDir).toBe("/srv/build");
    expect(loadConfig({ UPLOADS_DIR: "pictures" }, { cwd: "/srv/app" }).uploadsDir).toBe("/srv/app/pictures");
  });

  it("refuses an empty folder setting, naming the variable", () => {
    for (const name of ["DATA_DIR", "UPLOADS_DIR", "DIST_DIR"]) {
      expect(() => loadConfig({ [name]: "" }), name).toThrow(new RegExp(`${name}: is empty`));
      expect(() => loadConfig({ [name]: "  " }), name).toThrow(new RegExp(`${name}: is empty`));
    }
  });

  it("creates the data and upload folders, and writes to them", () => {
    const root = scratch();
    const c = loadConfig({ DATA_DIR: "a/b" }, { cwd: root });
    prepareFolders(c);
    expect(fs.statSync(path.join(root, "a/b/uploads")).isDirectory()).toBe(true);
    expect(fs.readdirSync(path.join(root, "a/b"))).toEqual(["uploads"]);
  });

  it("refuses a file, or a path through a file, naming the variable and creating nothing", () => {
    const root = scratch();
    fs.writeFileSync(path.join(root, "notes.txt"), "x");
    expect(() => prepareFolders(loadConfig({ DATA_DIR: "notes.txt" }, { cwd: root }))).toThrow(/DATA_DIR: .*notes\.txt is a file, not a folder/);
    expect(() => prepareFolders(loadConfig({ DATA_DIR: "notes.txt/db" }, { cwd: root }))).toThrow(/DATA_DIR: .*notes\.txt is a file, so .* cannot be a folder/);
    // A bad UPLOADS_DIR leaves no DATA_DIR behind.
    expect(() => prepareFolders(loadConfig({ DATA_DIR: "data", UPLOADS_DIR: "notes.txt" }, { cwd: root }))).toThrow(/UPLOADS_DIR: /);
    expect(fs.readdirSync(root)).toEqual(["notes.txt"]);
  });
});

describe("timeouts and start-up warnings", () => {
  it("cuts slow clients off within seconds by default, and takes shorter limits from the environment", () => {
    expect(loadConfig({}).timeouts).toEqual({ headersMs: 10_000, requestMs: 30_000, socketIdleMs: 60_000, keepAliveMs: 72_000 });
    expect(loadConfig({}).shutdownGraceMs).toBe(10_000);
    expect(loadConfig({ REQUEST_TIMEOUT_MS: "5000", HEADERS_TIMEOUT_MS: "2000" }).timeouts).toMatchObject({ headersMs: 2000, requestMs: 5000 });
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: "5000", HEADERS_TIMEOUT_MS: "8000" })).toThrow(/HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS/);
    expect(() => loadConfig({ SOCKET_IDLE_TIMEOUT_MS: "20000" })).toThrow(/SOCKET_IDLE_TIMEOUT_MS: must be longer than REQUEST_TIMEOUT_MS/);
    expect(() => loadConfig({ SHUTDOWN_GRACE_MS: "10" })).toThrow(/SHUTDOWN_GRACE_MS: must be at least 1000/);
    expect(loadConfig({}).shutdownDrainMs).toBe(5000);
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: "0" }).shutdownDrainMs).toBe(0);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: "-1" })).toThrow(/SHUTDOWN_DRAIN_MS: must be at least 0/);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: "1.5" })).toThrow(/SHUTDOWN_DRAIN_MS: must be a whole number/);
  });

  it("warns in production when SITE_URL is unset or local, naming the variable and what it affects", () => {
    const [unset] = loadConfig({ NODE_ENV: "production" }).warnings;
    expect(unset).toMatch(/^SITE_URL is not set: canonical links, .*the sitemap, the RSS feed, the PDF guides.* http:\/\/localhost:3000/);
    expect(loadConfig({ NODE_ENV: "production", PORT: "8080" }).warnings).toEqual([expect.stringMatching(/ http:\/\/localhost:8080\. Set SITE_URL/)]);
    for (const local of ["http://localhost:3000", "http://127.0.0.1:8080/", "http://[::1]", "http://shop.localhost"]) {
      expect(loadConfig({ NODE_ENV: "production", SITE_URL: local }).warnings, local).toEqual([expect.stringMatching(/^SITE_URL is .*, a local address/)]);
    }
    expect(loadConfig({ NODE_ENV: "production", SITE_URL: "https://mittimitra.in" }).warnings).toEqual([]);
    expect(loadConfig({ NODE_ENV: "test" }).warnings).toEqual([]);
    expect(loadConfig({ NODE_ENV: "production" }, { dev: true }).warnings).toEqual([]);
  });
});

describe("SITE_URL", () => {
  it("follows PORT when unset, so links point at the server that is running", () => {
    expect(loadConfig({ PORT: "4123" }).site.siteUrl).toBe("http://localhost:4123");
    expect(loadConfig({ PORT: "4123", SITE_URL: "https://mittimitra.in/" }).site.siteUrl).toBe("https://mittimitra.in");
  });
});

describe("server start with a bad environment", () => {
  it("prints which variable is wrong and exits with code 1", () => {
    const root = path.resolve(import.meta.dirname, "../..");
    const res = spawnSync(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      cwd: root,
      env: { ...process.env, PORT: "not-a-port" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(res.status).toBe(1);
    expect(res.stderr).toContain("PORT");
  }, 30_000);
});

describe("server start with a folder it cannot use", () => {
  const root = path.resolve(import.meta.dirname, "../..");
  const start = (env: Record<string, string>, uid?: number) =>
    spawnSync(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      cwd: root,
      env: { PATH: process.env.PATH, PORT: "0", LOG_LEVEL: "silent", ...env },
      encoding: "utf8",
      timeout: 60_000,
      uid,
    });

  it("names DATA_DIR and exits 1 when it is a file", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mm-start-"));
    try {
      fs.writeFileSync(path.join(dir, "file"), "x");
      const res = start({ DATA_DIR: path.join(dir, "file") });
      expect(res.status).toBe(1);
      expect(res.stderr).toMatch(/DATA_DIR: .*file is a file, not a folder/);
      expect(fs.readdirSync(dir)).toEqual(["file"]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it("names DATA_DIR and exits 1 when its folder is not writable", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mm-start-"));
    try {
      fs.chmodSync(dir, 0o555);
      // root may write anywhere, so the server runs as an ordinary user then.
      const res = start({ DATA_DIR: path.join(dir, "data"), HOME: dir }, process.getuid?.() === 0 ? 65534 : undefined);
      expect(res.status).toBe(1);
      expect(res.stderr).toMatch(/DATA_DIR: .*data cannot be created: .* is not writable by this user/);
      expect(fs.readdirSync(dir)).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
