import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("uses the documented defaults when nothing is set", () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.host).toBe("0.0.0.0");
    expect(c.dataDir).toBe("./data");
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

describe("timeouts and start-up warnings", () => {
  it("cuts slow clients off within seconds by default, and takes shorter limits from the environment", () => {
    expect(loadConfig({}).timeouts).toEqual({ headersMs: 10_000, requestMs: 30_000, socketIdleMs: 60_000, keepAliveMs: 72_000 });
    expect(loadConfig({}).shutdownGraceMs).toBe(10_000);
    expect(loadConfig({ REQUEST_TIMEOUT_MS: "5000", HEADERS_TIMEOUT_MS: "2000" }).timeouts).toMatchObject({ headersMs: 2000, requestMs: 5000 });
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: "5000", HEADERS_TIMEOUT_MS: "8000" })).toThrow(/HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS/);
    expect(() => loadConfig({ SOCKET_IDLE_TIMEOUT_MS: "20000" })).toThrow(/SOCKET_IDLE_TIMEOUT_MS: must be longer than REQUEST_TIMEOUT_MS/);
    expect(() => loadConfig({ SHUTDOWN_GRACE_MS: "10" })).toThrow(/SHUTDOWN_GRACE_MS: must be at least 1000/);
  });

  it("warns in production when SITE_URL is unset or local, naming the variable and what it affects", () => {
    const [unset] = loadConfig({ NODE_ENV: "production" }).warnings;
    expect(unset).toMatch(/^SITE_URL is not set: canonical links, .*the sitemap, the RSS feed, the PDF guides.* http:\/\/localhost:3000/);
    for (const local of ["http://localhost:3000", "http://127.0.0.1:8080/", "http://[::1]", "http://shop.localhost"]) {
      expect(loadConfig({ NODE_ENV: "production", SITE_URL: local }).warnings, local).toEqual([expect.stringMatching(/^SITE_URL is .*, a local address/)]);
    }
    expect(loadConfig({ NODE_ENV: "production", SITE_URL: "https://mittimitra.in" }).warnings).toEqual([]);
    expect(loadConfig({ NODE_ENV: "test" }).warnings).toEqual([]);
    expect(loadConfig({ NODE_ENV: "production" }, { dev: true }).warnings).toEqual([]);
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
