// The graceful stop on SIGTERM or SIGINT (issue 32): first a drain, in which /readyz answers 503 while everything else
// is served as usual, so a load balancer that probes /readyz stops sending new work here; then the listener stops
// accepting and the open connections settle; then the close, in which every request already received is answered,
// chat sockets are closed with 1001 (going away, so widgets and consoles reconnect to another instance) and the
// database is closed.
import net, { type Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import type { AppConfig } from "./config.ts";

/**
 * The longest the connections may settle between closing the listener and closing the app. app.close() closes idle
 * connections at once, and to Node an idle connection is also one a proxy has just sent a request on that Node has
 * not read yet, or one accepted an instant ago: a proxy that sent a POST there answers 502 (it does not send a POST
 * twice). So first the listener alone closes (new connections are refused, which a proxy retries elsewhere, POSTs
 * included), every answer closes its connection, and the proxy closes its idle ones (nginx: keepalive_timeout 3 s,
 * deploy/nginx/mittimitra.conf); app.close() follows once no HTTP connection is left, or after this long.
 */
export const SETTLE_MS = 3500;

/** Whether the instance is draining or closing; /readyz and the connection handling read it. */
export interface DrainState {
  /** When the drain began (Date.now()); null while serving. */
  since: number | null;
  /** The listener is closed: every answer closes its connection. */
  stoppedAccepting: boolean;
}

declare module "fastify" {
  interface FastifyInstance {
    drain: DrainState;
  }
}

/**
 * Returns the signal handler. The first signal starts the drain (SHUTDOWN_DRAIN_MS), then the close; a second signal
 * during the drain ends it at once (an operator's second Ctrl-C, or a service manager in a hurry), and the close still
 * answers what was received. A close that outlasts SHUTDOWN_GRACE_MS exits 1, naming the connections still open.
 */
export function gracefulShutdown(
  app: FastifyInstance,
  config: Pick<AppConfig, "shutdownDrainMs" | "shutdownGraceMs">,
  exit: (code: number) => void = (code) => process.exit(code),
): (signal: string) => Promise<void> {
  let phase: "serving" | "draining" | "closing" = "serving";
  let endDrain = () => {};
  // The HTTP connections open (chat sockets leave the set when they upgrade).
  const open = new Set<Socket>();
  app.server.on("connection", (socket: Socket) => {
    open.add(socket);
    socket.once("close", () => open.delete(socket));
  });
  app.server.on("upgrade", (_req, socket: Socket) => open.delete(socket));

  async function close() {
    phase = "closing";
    app.log.info({ graceMs: config.shutdownGraceMs }, "shutting down: finishing in-flight requests");
    // Stop accepting, without the http server's close of idle connections (SETTLE_MS).
    app.drain.stoppedAccepting = true;
    if (app.server.listening) net.Server.prototype.close.call(app.server);
    const timer = setTimeout(() => {
      app.server.getConnections((_err, open) => {
        app.log.error({ openConnections: open }, `shutdown took longer than ${config.shutdownGraceMs} ms; exiting`);
        exit(1);
      });
    }, config.shutdownGraceMs);
    timer.unref();
    try {
      for (const until = Date.now() + SETTLE_MS; open.size > 0 && Date.now() < until; ) await new Promise((resolve) => setTimeout(resolve, 50));
      await app.close();
    } catch (err) {
      app.log.error({ err }, "shutdown failed");
      exit(1);
      return;
    }
    app.log.info("stopped");
    exit(0);
  }

  return async (signal) => {
    if (phase === "draining") {
      app.log.info({ signal }, "second signal: ending the drain now");
      endDrain();
      return;
    }
    if (phase === "closing") return;
    phase = "draining";
    app.drain.since = Date.now();
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, "draining: /readyz answers 503 while requests are still served");
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, config.shutdownDrainMs);
      endDrain = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    await close();
  };
}
