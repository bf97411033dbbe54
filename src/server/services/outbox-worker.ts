// Sends due outbox messages: on a timer, and at once when kicked after something is queued.
// A failed send stays pending with back-off; nothing is ever deleted, so no lead notification is lost.
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/database.ts";
import type { Mailer } from "./mailer.ts";
import { claimDue, countDue, markFailed, markSent, retryDelayMs, type OutboxRow } from "./email-outbox.ts";
import { emailsFailed, emailsSent } from "../metrics.ts";

export interface OutboxTiming {
  /** How often the worker looks for due messages. */
  pollMs: number;
  /** Delay after the first failure; it doubles with each further failure… */
  backoffBaseMs: number;
  /** …up to this. */
  backoffMaxMs: number;
  /** How long a claimed message is reserved for one send before another worker may retry it. */
  leaseMs: number;
  batchSize: number;
}

export const defaultOutboxTiming: OutboxTiming = {
  pollMs: 5_000,
  backoffBaseMs: 5_000,
  backoffMaxMs: 15 * 60_000,
  // Longer than the mailer's connection, greeting and socket timeouts together.
  leaseMs: 5 * 60_000,
  batchSize: 20,
};

/** After this many failed tries a failure is logged as an error rather than a warning: someone should look. */
const ALARM_AFTER_ATTEMPTS = 5;

export interface DrainResult {
  sent: number;
  failed: number;
}

export class OutboxWorker {
  private readonly timing: OutboxTiming;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<DrainResult> | undefined;
  private again = false;
  /** True until start() and again after stop(); a stopped worker has no timer and ignores kicks. */
  private stopped = true;
  /** Set by stop(): a run in progress finishes the message in hand and takes no more. */
  private closing = false;
  private warnedNoMailer = false;

  constructor(
    private readonly db: Db,
    /** Null when SMTP_URL is not set: messages then wait in the outbox. */
    private readonly mailer: Mailer | null,
    private readonly log: FastifyBaseLogger,
    timing: Partial<OutboxTiming> = {},
  ) {
    this.timing = { ...defaultOutboxTiming, ...timing };
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.closing = false;
    this.schedule(0);
  }

  /** Something was queued: send it now rather than at the next poll. */
  kick(): void {
    if (this.stopped) return;
    this.again = true;
    this.runOnce().catch((err: unknown) => this.log.error({ err }, "e-mail outbox run failed"));
  }

  /** Sends every due message once; concurrent calls share one run. */
  runOnce(): Promise<DrainResult> {
    this.running ??= this.drain().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.closing = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
    this.mailer?.close();
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.runOnce()
        .catch((err: unknown) => this.log.error({ err }, "e-mail outbox run failed"))
        .finally(() => {
          if (!this.stopped) this.schedule(this.timing.pollMs);
        });
    }, ms);
    // The worker alone must not keep the process alive.
    this.timer.unref();
  }

  private async drain(): Promise<DrainResult> {
    const result: DrainResult = { sent: 0, failed: 0 };
    if (!this.mailer) {
      await this.warnOnceWithoutMailer();
      return result;
    }
    do {
      this.again = false;
      while (!this.closing) {
        const batch = await claimDue(this.db, { now: new Date(), leaseMs: this.timing.leaseMs, limit: this.timing.batchSize });
        if (batch.length === 0) break;
        for (const row of batch) {
          if (this.closing) break;
          if (await this.send(this.mailer, row)) result.sent++;
          else result.failed++;
        }
      }
    } while (this.again && !this.closing);
    return result;
  }

  private async send(mailer: Mailer, row: OutboxRow): Promise<boolean> {
    try {
      await mailer.send({ to: row.to_address, subject: row.subject, text: row.body_text });
    } catch (err) {
      const nextAttemptAt = new Date(Date.now() + retryDelayMs(row.attempts, this.timing.backoffBaseMs, this.timing.backoffMaxMs));
      const message = err instanceof Error ? err.message : String(err);
      await markFailed(this.db, row.id, message, nextAttemptAt);
      emailsFailed.inc({ kind: row.kind });
      const level = row.attempts >= ALARM_AFTER_ATTEMPTS ? "error" : "warn";
      this.log[level](
        { outboxId: row.id, kind: row.kind, attempts: row.attempts, nextAttemptAt: nextAttemptAt.toISOString(), error: message },
        "e-mail could not be sent; it stays in the outbox and will be retried",
      );
      return false;
    }
    await markSent(this.db, row.id);
    emailsSent.inc({ kind: row.kind });
    this.log.info({ outboxId: row.id, kind: row.kind, attempts: row.attempts }, "e-mail sent");
    return true;
  }

  private async warnOnceWithoutMailer(): Promise<void> {
    if (this.warnedNoMailer) return;
    const waiting = await countDue(this.db);
    if (waiting === 0) return;
    this.warnedNoMailer = true;
    this.log.warn({ waiting }, "SMTP_URL not set; e-mail kept in outbox");
  }
}
