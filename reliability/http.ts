// A small HTTP client for the reliability run: raw bodies and headers (nothing is "fixed up" on the way out), a chosen
// loopback source address (so per-address rate limits see many clients), a time limit on every request, and the
// moment the request finished sending (the shutdown test needs it).
import http from "node:http";
import { performance } from "node:perf_hooks";

export interface Target {
  host: string;
  port: number;
}

export interface RawRequest {
  method: string;
  /** Path and query, already percent-encoded. */
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** A 127.x.y.z address to send from; the server sees it as the client's address. */
  localAddress?: string;
  /** Give up after this long (counts as no answer). */
  timeoutMs?: number;
  /** A fresh connection, closed after the answer (default: a kept-alive one). */
  fresh?: boolean;
  /** Called once the whole request has been handed to the network. */
  onSent?: () => void;
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export type Outcome =
  | { ok: true; res: RawResponse; sentAt: number | null; connectedAt: number | null; ms: number }
  | { ok: false; error: string; sentAt: number | null; connectedAt: number | null; ms: number };

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** Sends one request; never throws: a reset, a refusal or a time-out is an outcome like any answer. */
export function send(target: Target, req: RawRequest): Promise<Outcome> {
  const t0 = performance.now();
  let sentAt: number | null = null;
  let connectedAt: number | null = null;
  return new Promise((resolve) => {
    let done = false;
    const finish = (o: Outcome) => {
      if (done) return;
      done = true;
      resolve(o);
    };
    const body = req.body === undefined ? undefined : Buffer.isBuffer(req.body) ? req.body : Buffer.from(req.body, "utf8");
    const headers: Record<string, string | number> = { ...req.headers };
    if (body !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === "content-length")) headers["content-length"] = body.length;
    let r: http.ClientRequest;
    try {
      r = http.request({
        host: target.host,
        port: target.port,
        method: req.method,
        path: req.path,
        headers,
        localAddress: req.localAddress,
        agent: req.fresh ? false : keepAlive,
        setHost: true,
      });
    } catch (err) {
      // Node refuses some inputs itself (a character it will not put in a header); that is not the server's fault.
      finish({ ok: false, error: `client refused: ${(err as Error).message}`, sentAt, connectedAt, ms: 0 });
      return;
    }
    const timer = setTimeout(() => {
      r.destroy(new Error("timeout"));
    }, req.timeoutMs ?? 30_000);
    r.on("socket", (s) => {
      if (!s.connecting) connectedAt = performance.now();
      else s.once("connect", () => (connectedAt = performance.now()));
    });
    r.on("finish", () => {
      sentAt = performance.now();
      req.onSent?.();
    });
    r.on("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        clearTimeout(timer);
        finish({ ok: true, res: { status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }, sentAt, connectedAt, ms: performance.now() - t0 });
      });
      res.on("error", (err) => {
        clearTimeout(timer);
        finish({ ok: false, error: `response cut: ${err.message}`, sentAt, connectedAt, ms: performance.now() - t0 });
      });
    });
    r.on("error", (err: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      finish({ ok: false, error: err.code ?? err.message, sentAt, connectedAt, ms: performance.now() - t0 });
    });
    r.end(body);
  });
}

/** JSON request helper for set-up steps; throws on anything but the expected status. */
export async function json<T>(target: Target, method: string, path: string, body?: unknown, opts: { token?: string; expect?: number; localAddress?: string } = {}): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (body !== undefined) headers["content-type"] = "application/json";
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const o = await send(target, { method, path, headers, body: body === undefined ? undefined : JSON.stringify(body), localAddress: opts.localAddress });
  if (!o.ok) throw new Error(`${method} ${path}: ${o.error}`);
  const expect = opts.expect ?? 200;
  if (o.res.status !== expect) throw new Error(`${method} ${path}: HTTP ${o.res.status} (expected ${expect}): ${o.res.body.toString("utf8").slice(0, 300)}`);
  return (o.res.body.length ? JSON.parse(o.res.body.toString("utf8")) : null) as T;
}

/**
 * Loopback source addresses: the whole of 127.0.0.0/8 reaches this machine, so each simulated client gets its own
 * address and per-address rate limits apply to it alone, while every packet still goes to 127.0.0.1.
 */
export class AddressPool {
  private n = 0;

  next(): string {
    const n = this.n++;
    return `127.${(Math.floor(n / 64_516) % 254) + 1}.${Math.floor(n / 254) % 254}.${(n % 254) + 1}`;
  }
}
