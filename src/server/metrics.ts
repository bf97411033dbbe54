// The process's Prometheus metrics in one place: counters the services bump (one line each), the HTTP and database
// timings, and Node's own (event-loop lag, memory, CPU). Gauges that describe shared state (the outbox, the chat
// queue) are read from the database at scrape time by plugins/metrics.ts, so every instance reports the same truth.
import { collectDefaultMetrics, Counter, Histogram, Registry } from "prom-client";
import type { LogEvent } from "kysely";

/** One registry for the process: a server runs one app, and counters add up across the apps a test file builds. */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

const registers = [metricsRegistry];

export const httpDuration = new Histogram({
  name: "http_request_duration_seconds",
  help: "HTTP requests by route pattern, method and status, and how long they took.",
  labelNames: ["method", "route", "status_code"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

export const leadsStored = new Counter({
  name: "mm_leads_stored_total",
  help: "Leads stored, by source (website, live_chat, chatbot, manual); suspected spam included.",
  labelNames: ["source"] as const,
  registers,
});

export const leadsSpam = new Counter({
  name: "mm_leads_spam_total",
  help: "Leads held as suspected spam on arrival (honeypot, too_fast, untimed) or marked by the team (marked).",
  labelNames: ["reason"] as const,
  registers,
});

export const emailsQueued = new Counter({ name: "mm_emails_queued_total", help: "E-mails put in the outbox, by kind.", labelNames: ["kind"] as const, registers });
export const emailsSent = new Counter({ name: "mm_emails_sent_total", help: "E-mails the SMTP server accepted, by kind.", labelNames: ["kind"] as const, registers });
export const emailsFailed = new Counter({
  name: "mm_emails_failed_total",
  help: "Send attempts that failed (the e-mail stays in the outbox and is retried), by kind.",
  labelNames: ["kind"] as const,
  registers,
});

export const chatMessagesDelivered = new Counter({
  name: "mm_chat_messages_delivered_total",
  help: "Chat messages stored and handed to the chat's sockets, by sender (user, agent, system).",
  labelNames: ["sender"] as const,
  registers,
});

export const assistantAnswers = new Counter({
  name: "mm_assistant_answers_total",
  help: "Assistant replies: answered from the site's content, or fallback (it offered a call-back instead).",
  labelNames: ["outcome"] as const,
  registers,
});

export const dbQueryDuration = new Histogram({
  name: "mm_db_query_duration_seconds",
  help: "Database queries by statement (select, insert, update, delete, other) and outcome, and how long they took.",
  labelNames: ["statement", "outcome"] as const,
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers,
});

const STATEMENTS = new Set(["select", "insert", "update", "delete"]);

/** Kysely's log hook: times every query (the SQL's first word names it; values never leave the query). */
export function observeQuery(event: LogEvent): void {
  const word = /^\s*\(?\s*(\w+)/.exec(event.query.sql)?.[1]?.toLowerCase() ?? "other";
  const statement = STATEMENTS.has(word) ? word : "other";
  dbQueryDuration.observe({ statement, outcome: event.level === "query" ? "ok" : "error" }, event.queryDurationMillis / 1000);
}
