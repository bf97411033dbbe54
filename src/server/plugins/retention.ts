// Runs the daily retention job (issue 27) for the life of the app: started when the app is ready, stopped before the
// database closes. app.retention is there for the tests and for a run on demand.
import fp from "fastify-plugin";
import { RetentionJob, type RetentionTiming } from "../services/retention.ts";

declare module "fastify" {
  interface FastifyInstance {
    retention: RetentionJob;
  }
}

export interface RetentionPluginOptions {
  /** Tests put the first check out of reach and run the job themselves. */
  timing?: Partial<RetentionTiming>;
}

export default fp<RetentionPluginOptions>(
  async (app, opts) => {
    const job = new RetentionJob(app.db, app.log.child({ module: "retention" }), (id) => app.chatPhotos.discard(id), opts.timing);
    app.decorate("retention", job);
    app.addHook("onReady", async () => job.start());
    // preClose runs before any onClose hook, so the database is still open while the batch in hand finishes.
    app.addHook("preClose", async () => job.stop());
  },
  { name: "retention", dependencies: ["db", "chat-photos"] },
);
