// Puts scheduled posts live at their time with no request needed: each instance checks the database at least every
// PUBLISH_CHECK_MS and sets a timer for the next due post in between, so a post goes live within a moment of its time
// on the instance that saw it scheduled, and within one check everywhere else. publishDuePosts is safe to run on
// several instances at once; it bumps the blog's content version, which refreshes every kept page and the assistant.
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/database.ts";
import { nextPublishAt, publishDuePosts } from "./blog.ts";

/** The longest an instance goes without looking for due posts (a post scheduled on another instance waits this long at most). */
export const PUBLISH_CHECK_MS = 30_000;

export class BlogPublisher {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  /** A wake during a check: the check may have read the schedule before the change, so it runs once more. */
  private again = false;
  private stopped = true;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly checkMs = PUBLISH_CHECK_MS,
  ) {}

  start(): void {
    this.stopped = false;
    this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Checks now, and sets the timer again: after a save that scheduled a post, so its time is known here. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.check().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.wake();
      }
    });
  }

  private async check(): Promise<void> {
    let delay = this.checkMs;
    try {
      const published = await publishDuePosts(this.db);
      if (published > 0) this.log.info({ published }, "scheduled blog posts published");
      const next = await nextPublishAt(this.db);
      // A few milliseconds past the due time, so the post is due when the check runs.
      if (next) delay = Math.min(delay, Math.max(0, next.getTime() - Date.now() + 5));
    } catch (err) {
      this.log.warn({ err }, "could not publish scheduled blog posts; trying again later");
    }
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.wake(), delay);
    this.timer.unref();
  }
}
