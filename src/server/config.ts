// Reads and validates the environment once at start; a bad value names the variable and the reason.
import fs from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { resolveSiteConfig, type SiteConfig } from "../shared/site-config.ts";
import { DEFAULT_SIGN_IN_LIMITS, type SignInLimits } from "./services/sign-in-limiter.ts";

const siteOverridesSchema = z.object({
  SITE_BRAND: z.string().trim().min(1).max(60).optional(),
  SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  SITE_PHONE_1: z.string().trim().min(6).max(30).optional(),
  SITE_PHONE_2: z.string().trim().min(6).max(30).optional(),
  SITE_INFO_EMAIL: z.email().optional(),
  SITE_ADMIN_EMAIL: z.email().optional(),
  SITE_WHATSAPP_NUMBER: z.string().regex(/^\d{8,15}$/, "digits only, with the country code, e.g. 919876543210").optional(),
  MAP_TILE_URL: z.url({ protocol: /^https$/ }).optional(),
});

/** "10.0.0.5", "10.0.0.0/8", "::1" or "fd00::/8". */
function isAddressOrRange(value: string): boolean {
  const [address = "", bits, ...rest] = value.split("/");
  const version = isIP(address);
  if (!version || rest.length) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

/** TRUST_PROXY as Fastify's trustProxy: true (every hop), false, or the proxies' addresses. */
function trustProxySetting(v: string): boolean | string[] {
  if (v === "true" || v === "false") return v === "true";
  return v.split(",").map((a) => a.trim());
}

/** A duration in milliseconds, from one second to ten minutes. */
const milliseconds = (fallback: number) =>
  z.coerce
    .number()
    .int("must be a whole number of milliseconds")
    .min(1000, "must be at least 1000 (one second)")
    .max(600_000, "must be at most 600000 (ten minutes)")
    .default(fallback);

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().default("./data"),
    /** Uploaded pictures; DATA_DIR/uploads unless set (a volume every instance shares, see the README). */
    UPLOADS_DIR: z.string().optional(),
    DIST_DIR: z.string().default("./dist"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    PSEUDO_LOCALE: z.enum(["0", "1"]).default("0"),
    TRUST_PROXY: z
      .string()
      .trim()
      .refine(
        (v) => v === "true" || v === "false" || v.split(",").every((a) => isAddressOrRange(a.trim())),
        "must be true, false or a comma-separated list of your proxies' addresses (e.g. 10.0.0.5 or 10.0.0.0/8,127.0.0.1)",
      )
      .default("false")
      .transform(trustProxySetting),
    JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    SMTP_URL: z.string().regex(/^smtps?:\/\//, "must start with smtp:// or smtps://").optional(),
    MAIL_FROM: z.string().min(3).optional(),
    LEAD_NOTIFY_TO: z.email().optional(),
    LEAD_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
    LEAD_API_KEY: z.string().trim().min(24, "must be at least 24 characters").optional(),
    METRICS_TOKEN: z.string().trim().min(24, "must be at least 24 characters").optional(),
    SIGN_IN_LIMIT_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
    SIGN_IN_FAILED_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).max(1000).default(5),
    CHAT_QUEUE_TIMEOUT_S: z.coerce.number().int().min(10).max(3600).default(120),
    CHAT_RESUME_HOURS: z.coerce.number().int("must be a whole number of hours").min(1, "must be at least 1").max(720, "must be at most 720 (30 days)").default(24),
    ASSISTANT_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
    ASSISTANT_MODEL: z.string().min(1).optional(),
    ASSISTANT_API_KEY: z.string().min(1).optional(),
    REQUEST_TIMEOUT_MS: milliseconds(30_000),
    HEADERS_TIMEOUT_MS: milliseconds(10_000),
    KEEP_ALIVE_TIMEOUT_MS: milliseconds(72_000),
    SOCKET_IDLE_TIMEOUT_MS: milliseconds(60_000),
    SHUTDOWN_GRACE_MS: milliseconds(10_000),
    // 0 turns the drain off (one instance with no load balancer to tell).
    SHUTDOWN_DRAIN_MS: z.coerce
      .number()
      .int("must be a whole number of milliseconds")
      .min(0, "must be at least 0 (no drain)")
      .max(600_000, "must be at most 600000 (ten minutes)")
      .default(5000),
  })
  .and(siteOverridesSchema)
  .refine((e) => e.HEADERS_TIMEOUT_MS <= e.REQUEST_TIMEOUT_MS, {
    path: ["HEADERS_TIMEOUT_MS"],
    message: "must not be longer than REQUEST_TIMEOUT_MS",
  })
  .refine((e) => e.SOCKET_IDLE_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS, {
    path: ["SOCKET_IDLE_TIMEOUT_MS"],
    message: "must be longer than REQUEST_TIMEOUT_MS, so a stalled request is answered 408 before its connection is dropped",
  });

export interface AppConfig {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  /** Where uploaded pictures are written and served from (/uploads/…). */
  uploadsDir: string;
  /** Built web bundles (client/ and server/). */
  distDir: string;
  databaseUrl?: string;
  logLevel: string;
  /** Fastify's trustProxy: whether every hop (true) or which proxies (addresses and ranges) may set X-Forwarded-For. */
  trustProxy: boolean | string[];
  jwtSecret?: string;
  smtpUrl?: string;
  mailFrom: string;
  leadNotifyTo: string;
  /** Lead submissions accepted per client address per minute. */
  leadRateLimitPerMinute: number;
  /** Bearer key of server-to-server lead posts, which skip the form-timing spam checks. */
  leadApiKey?: string;
  /** Bearer token that lets a scraper on another host read /metrics (loopback needs none); unset, only loopback may. */
  metricsToken?: string;
  /** Password sign-ins per client address per minute, and failed ones per (e-mail, address) before it must wait. */
  signInLimits: SignInLimits;
  assistant?: { baseUrl: string; model: string; apiKey?: string };
  /** Seconds a chat waits for an agent before the widget offers other ways to get help. */
  chatQueueTimeoutS: number;
  /** Hours a visitor's chat stays open to them (their visitor token) after it last changed: they come back to it. */
  chatResumeHours: number;
  site: SiteConfig;
  /** How long a client may take (ms): to send its headers, its whole request, to say nothing on a connection, and idle between requests. */
  timeouts: { headersMs: number; requestMs: number; socketIdleMs: number; keepAliveMs: number };
  /** How long a graceful shutdown may take before the process gives up and exits with code 1. */
  shutdownGraceMs: number;
  /** On SIGTERM, how long /readyz answers 503 while the server still serves, so a load balancer stops sending first. */
  shutdownDrainMs: number;
  /** Settings that work but are probably wrong for this deployment; logged at start and shown by /readyz. */
  warnings: string[];
  /** Serve through Vite's dev server with hot reload instead of the built files. */
  dev: boolean;
  /** Serve the test-only pseudo-language (every text accented) at /pseudo/…, to find texts that skip the catalogs. */
  pseudoLocale: boolean;
}

export class ConfigError extends Error {}

/** The folders the server reads or writes; each is resolved once, here, against the folder the server starts in. */
const PATH_VARIABLES = ["DATA_DIR", "UPLOADS_DIR", "DIST_DIR"] as const;

/** Empty strings count as unset, so `PORT=` in a .env file means the default; a folder, though, must be named. */
function withoutEmpty(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(
      (e): e is [string, string] => e[1] !== undefined && (e[1].trim() !== "" || (PATH_VARIABLES as readonly string[]).includes(e[0])),
    ),
  );
}

function configError(lines: string[]): ConfigError {
  return new ConfigError(`Invalid environment configuration:\n${lines.map((l) => `  ${l}`).join("\n")}`);
}

/** A path setting as an absolute path, or why it cannot be one (an empty or blank value). */
function absolutePath(name: string, value: string, cwd: string): string {
  if (value.trim() === "") {
    throw configError([`${name}: is empty; name a folder (a relative path counts from ${cwd}) or leave ${name} unset for the default`]);
  }
  return path.resolve(cwd, value);
}

export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  opts: { dev?: boolean; cwd?: string } = {},
): AppConfig {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) throw configError(parsed.error.issues.map((i) => `${i.path.join(".") || "(environment)"}: ${i.message}`));
  const e = parsed.data;
  const cwd = opts.cwd ?? process.cwd();
  const dataDir = absolutePath("DATA_DIR", e.DATA_DIR, cwd);
  const uploadsDir = e.UPLOADS_DIR === undefined ? path.join(dataDir, "uploads") : absolutePath("UPLOADS_DIR", e.UPLOADS_DIR, cwd);
  const distDir = absolutePath("DIST_DIR", e.DIST_DIR, cwd);
  // Unset, the site's address is the server that is running, so links in the sitemap, RSS and PDFs work locally.
  const site = resolveSiteConfig({ ...e, SITE_URL: e.SITE_URL ?? localSiteUrl(e.PORT) });
  if (e.ASSISTANT_BASE_URL && !e.ASSISTANT_MODEL) {
    throw new ConfigError("Invalid environment configuration:\n  ASSISTANT_MODEL: required when ASSISTANT_BASE_URL is set");
  }
  return {
    env: opts.dev ? "development" : e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadsDir,
    distDir,
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `${site.brand} <no-reply@${site.infoEmail.split("@")[1]}>`,
    leadNotifyTo: e.LEAD_NOTIFY_TO ?? site.infoEmail,
    leadRateLimitPerMinute: e.LEAD_RATE_LIMIT_PER_MINUTE,
    leadApiKey: e.LEAD_API_KEY,
    metricsToken: e.METRICS_TOKEN,
    signInLimits: {
      ...DEFAULT_SIGN_IN_LIMITS,
      perIpPerMinute: e.SIGN_IN_LIMIT_PER_IP_PER_MINUTE,
      failedPerEmailAndAddress: e.SIGN_IN_FAILED_LIMIT_PER_EMAIL,
    },
    chatQueueTimeoutS: e.CHAT_QUEUE_TIMEOUT_S,
    chatResumeHours: e.CHAT_RESUME_HOURS,
    assistant: e.ASSISTANT_BASE_URL
      ? { baseUrl: e.ASSISTANT_BASE_URL, model: e.ASSISTANT_MODEL!, apiKey: e.ASSISTANT_API_KEY }
      : undefined,
    site,
    timeouts: {
      headersMs: e.HEADERS_TIMEOUT_MS,
      requestMs: e.REQUEST_TIMEOUT_MS,
      socketIdleMs: e.SOCKET_IDLE_TIMEOUT_MS,
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS,
    },
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    // `npm run dev` restarts on every saved file: no load balancer to tell, so no drain unless asked for.
    shutdownDrainMs: opts.dev && !withoutEmpty(env).SHUTDOWN_DRAIN_MS ? 0 : e.SHUTDOWN_DRAIN_MS,
    warnings: configWarnings(opts.dev ? "development" : e.NODE_ENV, e.SITE_URL, e.PORT),
    dev: !!opts.dev,
    pseudoLocale: e.PSEUDO_LOCALE === "1",
  };
}

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "0.0.0.0", "[::]"]);

/** In production, a site address that is missing or local ends up in every canonical link, the sitemap, RSS and PDFs. */
export function configWarnings(env: AppConfig["env"], siteUrl: string | undefined, port: number): string[] {
  if (env !== "production") return [];
  const affects = "canonical links, Open Graph tags, the sitemap, the RSS feed, the PDF guides and lead e-mails will point at";
  if (!siteUrl) return [`SITE_URL is not set: ${affects} ${localSiteUrl(port)}. Set SITE_URL to the site's public address, e.g. https://mittimitra.in.`];
  const host = new URL(siteUrl).hostname;
  if (LOCAL_HOSTS.has(host) || host.endsWith(".localhost")) {
    return [`SITE_URL is ${siteUrl}, a local address: ${affects} it. Set SITE_URL to the site's public address, e.g. https://mittimitra.in.`];
  }
  return [];
}

/** The address of this server on this machine: SITE_URL's default. */
export function localSiteUrl(port: number): string {
  return `http://localhost:${port}`;
}

/**
 * Makes sure the folders the server writes to (DATA_DIR, UPLOADS_DIR) exist and are writable, creating what is
 * missing; a folder that cannot be is a ConfigError naming its variable. Every folder is checked before any is created,
 * and a folder made here is removed again when a later check fails, so a bad setting leaves nothing behind.
 */
export function prepareFolders(config: Pick<AppConfig, "dataDir" | "uploadsDir">): void {
  const folders: [string, string][] = [
    ["DATA_DIR", config.dataDir],
    ["UPLOADS_DIR", config.uploadsDir],
  ];
  const problems = folders.flatMap(([name, dir]) => {
    const problem = folderProblem(dir);
    return problem ? [`${name}: ${problem}`] : [];
  });
  if (problems.length) throw configError(problems);

  const created: string[] = [];
  for (const [name, dir] of folders) {
    try {
      const first = fs.mkdirSync(dir, { recursive: true });
      if (first) created.push(first);
      const probe = path.join(dir, `.write-check-${process.pid}`);
      fs.writeFileSync(probe, "");
      fs.rmSync(probe);
    } catch (err) {
      for (const dirMade of created.reverse()) fs.rmSync(dirMade, { recursive: true, force: true });
      throw configError([`${name}: cannot write to ${dir} (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`]);
    }
  }
}

/** Why `dir` cannot be a folder this process writes to, judged from the nearest part of it that exists. */
function folderProblem(dir: string): string | undefined {
  let existing = dir;
  while (!fs.existsSync(existing) && path.dirname(existing) !== existing) existing = path.dirname(existing);
  let stat: fs.Stats;
  try {
    stat = fs.statSync(existing);
  } catch (err) {
    return `cannot read ${existing} (${(err as NodeJS.ErrnoException).code})`;
  }
  if (!stat.isDirectory()) {
    return existing === dir ? `${dir} is a file, not a folder` : `${existing} is a file, so ${dir} cannot be a folder`;
  }
  try {
    fs.accessSync(existing, fs.constants.W_OK | fs.constants.X_OK);
  } catch {
    return existing === dir ? `the folder ${dir} is not writable by this user` : `${dir} cannot be created: ${existing} is not writable by this user`;
  }
  return undefined;
}
