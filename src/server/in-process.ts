// Calls the app's own routes in process, with no network: the page loaders read the public API this way. Unlike
// app.inject, which refuses once app.close() has begun, it goes straight to the router, so a page requested before a
// SIGTERM still renders while the server drains (app.ts turns Fastify's 503-while-closing off for the same reason).
import inject, { type InjectOptions, type Response } from "light-my-request";
import type { FastifyInstance } from "fastify";

export function callInProcess(app: FastifyInstance, opts: InjectOptions): Promise<Response> {
  return inject(app.routing, opts);
}
