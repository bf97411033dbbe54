// GET /metrics in Prometheus's text format: the process's counters and timings (metrics.ts), and gauges read at
// scrape time from the database (outbox, chat queue, agents online) and this instance's open chat sockets.
// Loopback may read it freely (not a proxy on this machine: any forwarding header counts as elsewhere); any other
// address needs Authorization: Bearer <METRICS_TOKEN>.
import fp from "fastify-plugin";
import type { FastifyRequest } from "fastify";
import { Gauge, Registry } from "prom-client";
import { HttpError } from "../errors.ts";
import { bearerToken, secretMatches } from "../http/bearer.ts";
import { httpDuration, metricsRegistry } from "../metrics.ts";
import { TAGS, errorResponses, fileResponse } from "../openapi/common.ts";
import { readOutboxState } from "../services/outbox-state.ts";

export const METRICS_PATH = "/metrics";

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * The headers a proxy adds when it forwards someone else's request: nginx's common snippet sets only X-Real-IP, others
 * Forwarded, X-Forwarded-For or a CDN's own. Any one of them, whatever its value (even 127.0.0.1, even empty), means the
 * request is not this machine's own.
 */
const FORWARDING_HEADERS = [
  "forwarded",
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-real-ip",
  "x-client-ip",
  "true-client-ip",
  "cf-connecting-ip",
  "fastly-client-ip",
  "x-cluster-client-ip",
  "via",
] as const;

/**
 * A request from this machine that no proxy forwarded. A proxy on the same machine forwards the public's requests from
 * 127.0.0.1 too; they carry a forwarding header (FORWARDING_HEADERS), and are treated as coming from elsewhere.
 */
export function isLocalRequest(req: FastifyRequest): boolean {
  const forwarded = FORWARDING_HEADERS.some((name) => req.headers[name] !== undefined);
  return !forwarded && LOOPBACK.test(req.socket.remoteAddress ?? "") && LOOPBACK.test(req.ip ?? "");
}

/** Loopback, or the metrics token: 403 when no token is configured, 401 when it is missing or wrong. */
function checkAccess(req: FastifyRequest, token: string | undefined): void {
  if (isLocalRequest(req)) return;
  if (!token) throw new HttpError(403, "forbidden", "Metrics are served to this machine only. Set METRICS_TOKEN to scrape them from elsewhere.");
  const sent = bearerToken(req);
  if (!sent || !secretMatches(sent, token)) {
    throw new HttpError(401, "unauthorized", "Send Authorization: Bearer <METRICS_TOKEN> to read the metrics.");
  }
}

export default fp(
  async (app) => {
    app.addHook("onResponse", async (req, reply) => {
      // The route's pattern, not the URL, so ids do not make a series each; unknown paths share one.
      const route = req.routeOptions.url ?? "unmatched";
      httpDuration.observe({ method: req.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
    });

    // State shared by every instance, read from the database when Prometheus asks (before the gauges are written out).
    const state = { outboxDepth: 0, outboxOldestAgeS: 0, outboxFailing: 0, outboxStuck: 0, chatsWaiting: 0, oldestWaitS: 0, agentsOnline: 0 };
    async function readState(): Promise<void> {
      const now = Date.now();
      const outbox = await readOutboxState(app.db, new Date(now));
      const waiting = await app.db
        .selectFrom("chat_sessions")
        .select((eb) => [eb.fn.countAll<number | string>().as("n"), eb.fn.min("created_at").as("oldest")])
        .where("status", "=", "waiting")
        .executeTakeFirstOrThrow();
      // The chat service's own rule and configured grace period. It is registered after this plugin (so the timing
      // hook above sees its routes), and is there by the time anyone scrapes.
      const agentsOnline = await app.chat.onlineAgentCount();
      Object.assign(state, {
        outboxDepth: outbox.depth,
        outboxOldestAgeS: outbox.oldestAgeS,
        outboxFailing: outbox.failing,
        outboxStuck: outbox.stuck ? 1 : 0,
        chatsWaiting: Number(waiting.n),
        oldestWaitS: waiting.oldest ? Math.max(0, Math.round((now - Date.parse(String(waiting.oldest))) / 1000)) : 0,
        agentsOnline,
      });
    }

    const scraped = new Registry();
    const gauge = (name: string, help: string, value: () => number) =>
      new Gauge({
        name,
        help,
        registers: [scraped],
        collect() {
          this.set(value());
        },
      });
    gauge("mm_email_outbox_depth", "E-mails waiting in the outbox (due or backing off).", () => state.outboxDepth);
    gauge("mm_email_outbox_oldest_age_seconds", "How long the oldest waiting e-mail has waited.", () => state.outboxOldestAgeS);
    gauge("mm_email_outbox_failing", "Waiting e-mails that have failed at least once.", () => state.outboxFailing);
    gauge("mm_email_outbox_stuck", "1 when the oldest waiting e-mail has waited more than 15 minutes.", () => state.outboxStuck);
    gauge("mm_chats_waiting", "Chats waiting in the queue for an agent.", () => state.chatsWaiting);
    gauge("mm_chat_oldest_wait_seconds", "How long the longest-waiting chat has waited.", () => state.oldestWaitS);
    gauge("mm_chat_agents_online", "Agents online and seen within the presence grace period.", () => state.agentsOnline);
    gauge("mm_chat_sockets_open", "Chat WebSockets open on this instance (visitors and agents).", () => (app.hasDecorator("websocketServer") ? app.websocketServer.clients.size : 0));

    app.get(
      METRICS_PATH,
      {
        schema: {
          summary: "Prometheus metrics",
          description:
            "Served to loopback addresses that no proxy forwarded (a request with Forwarded, X-Forwarded-For, X-Real-IP or another " +
            "forwarding header counts as from elsewhere); from elsewhere only with Authorization: Bearer <METRICS_TOKEN>. docs/operations.md " +
            "has a scrape config and the alerts worth having.",
          tags: [TAGS.operations],
          security: [{}, { metricsToken: [] }],
          response: {
            200: fileResponse("text/plain", "Prometheus text exposition format 0.0.4."),
            ...errorResponses({ 401: "Not from this machine and no or a wrong bearer token.", 403: "Not from this machine and no METRICS_TOKEN is set." }),
          },
        },
      },
      async (req, reply) => {
        checkAccess(req, app.config.metricsToken);
        await readState();
        const merged = Registry.merge([metricsRegistry, scraped]);
        reply.type(merged.contentType).header("cache-control", "no-store");
        return merged.metrics();
      },
    );
  },
  { name: "metrics", dependencies: ["db"] },
);
