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
  });
});
