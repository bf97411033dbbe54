// How the HTTP server treats slow and broken clients: headers, body and idle timeouts, and the answer a client gets when
// its request cannot be read (408 when it took too long), in the API's own error shape.
import http from "node:http";
import type { Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import type { AppConfig } from "./config.ts";

/**
 * Fastify and Node options for the timeouts. Node checks pending requests every `connectionsCheckingInterval`
 * (30 s by default), so it is shortened to a quarter of the shortest limit, at most a second, and a slow client is
 * cut off close to its limit. WebSocket connections are not affected: an upgraded socket leaves Node's request
 * bookkeeping, and the WebSocket library turns the idle timeout off for it.
 */
export function timeoutOptions(t: AppConfig["timeouts"]) {
  return {
    requestTimeout: t.requestMs,
    keepAliveTimeout: t.keepAliveMs,
    connectionTimeout: t.socketIdleMs,
    http: {
      requestTimeout: t.requestMs,
      headersTimeout: t.headersMs,
      keepAliveTimeout: t.keepAliveMs,
      connectionsCheckingInterval: Math.min(1000, Math.floor(Math.min(t.headersMs, t.requestMs) / 4)),
    } satisfies http.ServerOptions,
  };
}

/**
 * What app.close() does to open connections, on top of Fastify (which stops accepting connections, answers requests
 * already received, and sends Connection: close on requests that begin while closing): a response already under way
 * when the close began is sent with Connection: close too, and connections left idle by a finished response are closed
 * as they go idle (Node closes idle ones only once, at the start), so the close ends as soon as the last answer is out.
 * So does every answer once the listener has stopped accepting before the close (shutdown.ts), so that a proxy's
 * kept-alive connections end after their answer rather than be cut while a request is on its way.
 */
export function closeConnectionsWhenDone(app: FastifyInstance): void {
  let closing = false;
  let sweep: NodeJS.Timeout | undefined;
  app.addHook("preClose", (done) => {
    closing = true;
    sweep = setInterval(() => app.server.closeIdleConnections(), 50);
    sweep.unref();
    done();
  });
  app.addHook("onSend", async (_req, reply, payload) => {
    if (closing || app.drain.stoppedAccepting) reply.header("connection", "close");
    return payload;
  });
  app.addHook("onClose", async () => clearInterval(sweep));
}

const clientErrors: Record<string, { status: number; code: string; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: "request_timeout", message: "The request took too long to arrive. Please try again." },
  HPE_HEADER_OVERFLOW: { status: 431, code: "headers_too_large", message: "The request headers are too large." },
};
const malformed = { status: 400, code: "bad_request", message: "The request could not be read." };

/** Answers a request Node could not read (timed out, headers too large, malformed) and closes its connection. */
export function clientErrorHandler(this: FastifyInstance, err: Error & { code?: string }, socket: Socket): void {
  if (err.code === "ECONNRESET" || socket.destroyed) return;
  const { status, code, message } = clientErrors[err.code ?? ""] ?? malformed;
  this.log.info({ code: err.code, remoteAddress: socket.remoteAddress }, status === 408 ? "client too slow: request timed out" : "unreadable request");
  if (socket.writable) {
    const body = JSON.stringify({ error: { code, message } });
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
