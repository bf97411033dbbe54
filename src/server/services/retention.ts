// How long personal data is kept (issue 27), and the daily job that erases what is older: leads older than leadsMonths,
// leads held as spam spamDays after they were flagged, chats (with their messages, photos, ratings) older than
// conversationsMonths, the assistant's chat-less exchanges and the outbox's e-mails by the same limits. It erases through
// the person erasure's code (personal-data.ts: the same rows, search rows and photo files, an `erasures` record per
// batch). One instance at a time, once a day: a run claims the `job_runs` row by one conditional UPDATE (lease expired
// and the last run a day old), as the e-mail outbox claims a message, so it holds on SQLite and across PostgreSQL
// instances alike; a run that dies leaves a lease that runs out, and another instance takes over.
import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/database.ts";
import { DEFAULT_RETENTION, type PersonCounts, type RetentionAnswer, type RetentionSettings } from "../../shared/schemas/personal-data.ts";
import { recordAudit } from "./audit.ts";
import { deleteHeld, outboxAbout, recordErasure, removePhotoFiles, zeroCounts } from "./personal-data.ts";

const JOB = "retention";

export interface RetentionTiming {
  /** The first look after the start (instances started together do not all race at once for the lease). */
  firstCheckMs: number;
  /** How often an instance looks whether the day's run is due. */
  checkMs: number;
  /** How long a claimed run is reserved; renewed after each batch. */
  leaseMs: number;
  /** A run is due this long after the last one finished. */
  intervalMs: number;
  /** Records of each kind per batch (one transaction and one `erasures` record each). */
  batchSize: number;
}

export const defaultRetentionTiming: RetentionTiming = {
  firstCheckMs: 60_000,
  checkMs: 3600_000,
  leaseMs: 15 * 60_000,
  intervalMs: 24 * 3600_000,
  batchSize: 500,
};

async function storedSettings(db: Db) {
  return db.selectFrom("retention_settings").selectAll().where("id", "=", 1).executeTakeFirst();
}

/** The retention in force (the defaults until an admin saves), with the last run of the job. */
export async function readRetention(db: Db): Promise<RetentionAnswer> {
  const [row, job] = await Promise.all([storedSettings(db), db.selectFrom("job_runs").select(["last_finished_at", "last_result"]).where("name", "=", JOB).executeTakeFirst()]);
  const settings: RetentionSettings = row
    ? { leadsMonths: Number(row.leads_months), conversationsMonths: Number(row.conversations_months), spamDays: Number(row.spam_days) }
    : { ...DEFAULT_RETENTION };
  const result = job?.last_result ? (JSON.parse(job.last_result) as Partial<PersonCounts>) : null;
  const erased = result ? Object.values(result).reduce((sum, n) => sum + (n ?? 0), 0) : 0;
  return {
    ...settings,
    isDefault: !row,
    updatedAt: row?.updated_at ?? null,
    lastRun: job?.last_finished_at ? { at: job.last_finished_at, erased } : null,
  };
}

/** Saves the retention (one row); `userId` is who saved it. */
export async function saveRetention(db: Db, s: RetentionSettings, userId: string | null): Promise<void> {
  const values = { leads_months: s.leadsMonths, conversations_months: s.conversationsMonths, spam_days: s.spamDays, updated_at: new Date().toISOString(), updated_by: userId };
  await db
    .insertInto("retention_settings")
    .values({ id: 1, ...values })
    .onConflict((oc) => oc.column("id").doUpdateSet(values))
    .execute();
}

/**
 * `months` calendar months before `now` (UTC), as ISO text; a day the earlier month does not have is its last day
 * (1 month before 31 March is 28 or 29 February, not 3 March), so nothing is erased before its time.
 */
export function monthsBefore(now: Date, months: number): string {
  const d = new Date(now);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d.toISOString();
}

export interface RetentionCutoffs {
  leads: string;
  conversations: string;
  spam: string;
}

export function cutoffsOf(s: RetentionSettings, now: Date): RetentionCutoffs {
  return { leads: monthsBefore(now, s.leadsMonths), conversations: monthsBefore(now, s.conversationsMonths), spam: new Date(now.getTime() - s.spamDays * 86_400_000).toISOString() };
}

/** The next batch of what is past its time: leads by arrival (spam by when it was flagged), chats by their start. */
async function nextBatch(db: Db, c: RetentionCutoffs, size: number) {
  const [leads, chats, loose, outbox] = await Promise.all([
    db
      .selectFrom("leads")
      .select(["id", "spam_reason"])
      .where((eb) =>
        eb.or([eb("created_at", "<", c.leads), eb.and([eb("spam_reason", "is not", null), eb(eb.fn.coalesce("spam_at", "created_at"), "<", c.spam)])]),
      )
      .limit(size)
      .execute(),
    db.selectFrom("chat_sessions").select("id").where("created_at", "<", c.conversations).limit(size).execute(),
    db.selectFrom("chat_messages").select("id").where("conversation_id", "is", null).where("created_at", "<", c.conversations).limit(size).execute(),
    // A transcript belongs with its chat; every other e-mail (a lead's notification) with the leads.
    db
      .selectFrom("email_outbox")
      .select("id")
      .where((eb) =>
        eb.or([
          eb.and([eb("kind", "=", "chat_transcript"), eb("created_at", "<", c.conversations)]),
          eb.and([eb("kind", "!=", "chat_transcript"), eb("created_at", "<", c.leads)]),
        ]),
      )
      .limit(size)
      .execute(),
  ]);
  // A lead a person flagged as spam had its notification sent, which is younger than the leads' limit: it goes with the
  // lead (the notification names the lead's id). Spam flagged on arrival had none, and is cheap to look for.
  const spamIds = leads.filter((r) => r.spam_reason !== null && r.spam_reason !== undefined).map((r) => r.id);
  const spamMails = spamIds.length ? await outboxAbout(db, [], spamIds) : [];
  const outboxIds = [...new Set([...outbox.map((r) => r.id), ...spamMails.map((r) => r.id)])];
  return { leadIds: leads.map((r) => r.id), chatIds: chats.map((r) => r.id), looseAssistantIds: loose.map((r) => r.id), outboxIds, limitKeys: [] };
}

export type RetentionRun = { ran: false } | { ran: true; counts: PersonCounts; erasures: number; photoFilesRemoved: number };

export class RetentionJob {
  private readonly timing: RetentionTiming;
  private readonly holder = randomUUID();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<RetentionRun> | undefined;
  private stopped = true;
  /** Set by stop(): a run in progress ends after its batch, and its lease is freed for the next start. */
  private closing = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    /** Removes an erased photo's files (ChatPhotos.discard). */
    private readonly discardPhoto: (id: string) => Promise<void>,
    timing: Partial<RetentionTiming> = {},
  ) {
    this.timing = { ...defaultRetentionTiming, ...timing };
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.closing = false;
    this.schedule(this.timing.firstCheckMs);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.closing = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** Runs the day's erasure if it is due and no other instance holds it; concurrent calls on one instance share a run. */
  runOnce(now = new Date()): Promise<RetentionRun> {
    this.running ??= this.run(now).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.runOnce()
        .then((r) => r.ran && this.log.info({ counts: r.counts, photoFilesRemoved: r.photoFilesRemoved }, "retention: erased what was older than kept"))
        .catch((err: unknown) => this.log.error({ err }, "retention run failed; it is tried again at the next check"))
        .finally(() => {
          if (!this.stopped) this.schedule(this.timing.checkMs);
        });
    }, ms);
    // The job alone must not keep the process alive.
    this.timer.unref();
  }

  /** Takes the run: one UPDATE that succeeds only while no live lease is held and the last run is a day old. */
  private async claim(now: Date): Promise<boolean> {
    const at = now.toISOString();
    const res = await this.db
      .updateTable("job_runs")
      .set({ lease_until: new Date(now.getTime() + this.timing.leaseMs).toISOString(), holder: this.holder, last_started_at: at })
      .where("name", "=", JOB)
      .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<", at)]))
      .where((eb) => eb.or([eb("last_finished_at", "is", null), eb("last_finished_at", "<=", new Date(now.getTime() - this.timing.intervalMs).toISOString())]))
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  private async run(now: Date): Promise<RetentionRun> {
    if (!(await this.claim(now))) return { ran: false };
    const total = zeroCounts();
    let erasures = 0;
    let photoFilesRemoved = 0;
    try {
      const cutoffs = cutoffsOf(await readRetention(this.db), now);
      while (!this.closing) {
        const batch = await nextBatch(this.db, cutoffs, this.timing.batchSize);
        if (!batch.leadIds.length && !batch.chatIds.length && !batch.looseAssistantIds.length && !batch.outboxIds.length) break;
        const { counts, photoIds } = await this.db.transaction().execute(async (trx) => {
          const erased = await deleteHeld(trx, batch);
          await recordErasure(trx, null, "retention", erased.counts, new Date().toISOString());
          return erased;
        });
        erasures++;
        photoFilesRemoved += await removePhotoFiles(photoIds, this.discardPhoto);
        for (const k of Object.keys(total) as (keyof PersonCounts)[]) total[k] += counts[k];
        // Still ours: renew the lease for the next batch.
        await this.db.updateTable("job_runs").set({ lease_until: new Date(Date.now() + this.timing.leaseMs).toISOString() }).where("name", "=", JOB).where("holder", "=", this.holder).execute();
      }
      await recordAudit(this.db, { actorId: null, action: "retention.erase", target: null, detail: { ...total, photoFilesRemoved, erasures } });
      // Cut short by a shutdown: not finished, so the next check (on any instance) runs it again.
      const finished = this.closing ? {} : { last_finished_at: new Date().toISOString(), last_result: JSON.stringify(total) };
      await this.db
        .updateTable("job_runs")
        .set({ lease_until: null, holder: null, ...finished })
        .where("name", "=", JOB)
        .where("holder", "=", this.holder)
        .execute();
      return { ran: true, counts: total, erasures, photoFilesRemoved };
    } catch (err) {
      // Free the lease so the next check (here or elsewhere) tries again, rather than waiting for it to run out.
      await this.db.updateTable("job_runs").set({ lease_until: null, holder: null }).where("name", "=", JOB).where("holder", "=", this.holder).execute().catch(() => undefined);
      throw err;
    }
  }
}
