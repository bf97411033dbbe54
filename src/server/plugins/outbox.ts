// Runs the e-mail outbox worker for the life of the app: started when the app is ready, stopped before the database closes.
import fp from "fastify-plugin";
import { createSmtpMailer } from "../services/mailer.ts";
import { OutboxWorker, type OutboxTiming } from "../services/outbox-worker.ts";

declare module "fastify" {
  interface FastifyInstance {
    outbox: OutboxWorker;
  }
}

export interface OutboxPluginOptions {
  /** Unset: messages wait in the outbox until an SMTP server is configured. */
  smtpUrl?: string;
  mailFrom: string;
  /** Tests shorten the poll and back-off. */
  timing?: Partial<OutboxTiming>;
}

export default fp<OutboxPluginOptions>(
  async (app, opts) => {
    const mailer = opts.smtpUrl ? createSmtpMailer(opts.smtpUrl, opts.mailFrom) : null;
    const worker = new OutboxWorker(app.db, mailer, app.log.child({ module: "email-outbox" }), opts.timing);
    app.decorate("outbox", worker);
    app.addHook("onReady", async () => worker.start());
    // preClose runs before any onClose hook, so the database is still open while the last send finishes.
    app.addHook("preClose", async () => worker.stop());
  },
  { name: "outbox", dependencies: ["db"] },
);
