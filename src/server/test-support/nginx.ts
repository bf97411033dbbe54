// The machine's nginx running deploy/nginx/mittimitra.conf as it is in the repository (only its upstream ports, its
// listening port and its cache folder replaced), as this user with everything it writes in a folder of its own, for
// e2e/nginx-proxy.test.ts and the rolling-restart part of the reliability run.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { closedPort } from "./smtp-sink.ts";

const root = path.resolve(import.meta.dirname, "..", "..", "..");

/** The nginx binary (Debian puts it in /usr/sbin, which a user's PATH often lacks), or undefined. */
export function findNginx(): string | undefined {
  return ["nginx", "/usr/sbin/nginx"].find((bin) => spawnSync(bin, ["-v"]).status === 0);
}

/**
 * deploy/nginx/mittimitra.conf with these ports and cache folder, the instances on `down` ports marked down (out of
 * the rotation, as docs/operations.md's rolling restart may do); throws when a part it replaces has moved.
 */
export function siteConfig(upstreams: number[], listen: number, cacheDir: string, down: number[] = []): string {
  let conf = fs.readFileSync(path.join(root, "deploy", "nginx", "mittimitra.conf"), "utf8");
  const replace = (from: string, to: string) => {
    if (!conf.includes(from)) throw new Error(`deploy/nginx/mittimitra.conf no longer contains "${from}"`);
    conf = conf.replace(from, to);
  };
  const server = (port: number) => `server 127.0.0.1:${port} ${down.includes(port) ? "down " : ""}`;
  replace("server 127.0.0.1:3001 ", server(upstreams[0]!));
  replace("server 127.0.0.1:3002 ", server(upstreams[1]!));
  replace("listen 80;", `listen 127.0.0.1:${listen};`);
  replace("/var/cache/nginx/mittimitra", cacheDir);
  return conf;
}

/** The main configuration around it: everything nginx writes stays in `dir`. */
const mainConfig = (dir: string) => `${process.getuid?.() === 0 ? "user root;\n" : ""}daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log info;
events { worker_connections 4096; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/mittimitra.conf;
}
`;

export interface Nginx {
  port: number;
  /** Rewrites the configuration with the instances on `down` out of the rotation, and reloads (SIGHUP: open connections finish). */
  reload: (down: number[]) => Promise<void>;
  /** The error log so far (upstream failures are logged there). */
  errors: () => string;
  /** SIGTERM to the master (nginx's fast shutdown), resolved once it has exited. */
  stop: () => Promise<void>;
}

const healthz = (port: number) =>
  new Promise<number>((resolve) => {
    http
      .get({ host: "127.0.0.1", port, path: "/healthz", agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on("error", () => resolve(0));
  });

/** Starts nginx in `dir` in front of the two instances on `upstreams`; resolves once /healthz answers through it. */
export async function startNginx(bin: string, upstreams: number[], dir: string): Promise<Nginx> {
  const port = await closedPort();
  const writeSite = (down: number[]) => fs.writeFileSync(path.join(dir, "mittimitra.conf"), siteConfig(upstreams, port, path.join(dir, "cache"), down));
  writeSite([]);
  fs.writeFileSync(path.join(dir, "nginx.conf"), mainConfig(dir));
  let out = "";
  const child = spawn(bin, ["-p", dir, "-c", path.join(dir, "nginx.conf")], { stdio: ["ignore", "pipe", "pipe"] });
  child.stdout.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr.on("data", (d: Buffer) => (out += d.toString()));
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  for (const until = Date.now() + 20_000; (await healthz(port)) !== 200; await new Promise((r) => setTimeout(r, 100))) {
    if (Date.now() > until || child.exitCode !== null) {
      await stop();
      throw new Error(`nginx did not start:\n${out}`);
    }
  }
  const reload = async (down: number[]) => {
    writeSite(down);
    child.kill("SIGHUP");
    // New workers take over at once; give the old ones a moment to hand over.
    await new Promise((r) => setTimeout(r, 1000));
  };
  const errors = () => {
    try {
      return fs.readFileSync(path.join(dir, "error.log"), "utf8");
    } catch {
      return "";
    }
  };
  return { port, stop, reload, errors };
}
