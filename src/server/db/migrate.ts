// Runs the migrations in order; the same set builds SQLite and PostgreSQL.
import { Migrator, type Kysely, type Migration, type MigrationProvider } from "kysely";
import * as initial from "./migrations/2026-11-22-initial.ts";
import * as seedHistory from "./migrations/2026-11-24-seed-history.ts";
import * as chatDelivery from "./migrations/2026-11-25-chat-delivery.ts";
import * as leadSpam from "./migrations/2026-11-25-lead-spam.ts";
import * as rateLimits from "./migrations/2026-11-25-rate-limits.ts";
import * as blogLanguage from "./migrations/2026-11-26-blog-language.ts";
import * as chatLanguage from "./migrations/2026-11-26-chat-language.ts";
import * as clinicNetwork from "./migrations/2026-11-27-clinic-network.ts";
import * as contentVersions from "./migrations/2026-11-28-content-versions.ts";
import * as teamAccounts from "./migrations/2026-11-29-team-accounts.ts";
import * as leadSearch from "./migrations/2026-11-30-lead-search.ts";
import * as conversationHistory from "./migrations/2026-12-01-conversation-history.ts";
import * as chatVisitorContext from "./migrations/2026-12-02-chat-visitor-context.ts";
import * as chatAnswering from "./migrations/2026-12-03-chat-answering.ts";
import * as blogPublishing from "./migrations/2026-12-04-blog-publishing.ts";
import * as chatContinuity from "./migrations/2026-12-05-chat-continuity.ts";
import * as businessHours from "./migrations/2026-12-06-business-hours.ts";
import * as chatPhotos from "./migrations/2026-12-06-chat-photos.ts";
import * as chatVisitorPhone from "./migrations/2026-12-07-chat-visitor-phone.ts";
import * as rolesAudit from "./migrations/2026-12-08-roles-audit.ts";
import * as personalData from "./migrations/2026-12-09-personal-data.ts";
import * as clinicHindi from "./migrations/2026-12-11-clinic-hindi.ts";
import * as knowledgeBank from "./migrations/2026-12-13-knowledge-bank.ts";
import * as chatNotesLabels from "./migrations/2026-12-16-chat-notes-labels.ts";
import * as chatReports from "./migrations/2026-12-17-chat-reports.ts";
import * as reportBuckets from "./migrations/2026-12-18-report-buckets.ts";
import * as agentStatus from "./migrations/2026-12-19-agent-status.ts";

const migrations: Record<string, Migration> = {
  "2026-11-22-initial": initial,
  "2026-11-24-seed-history": seedHistory,
  "2026-11-25-chat-delivery": chatDelivery,
  "2026-11-25-lead-spam": leadSpam,
  "2026-11-25-rate-limits": rateLimits,
  "2026-11-26-blog-language": blogLanguage,
  "2026-11-26-chat-language": chatLanguage,
  "2026-11-27-clinic-network": clinicNetwork,
  "2026-11-28-content-versions": contentVersions,
  "2026-11-29-team-accounts": teamAccounts,
  "2026-11-30-lead-search": leadSearch,
  "2026-12-01-conversation-history": conversationHistory,
  "2026-12-02-chat-visitor-context": chatVisitorContext,
  "2026-12-03-chat-answering": chatAnswering,
  "2026-12-04-blog-publishing": blogPublishing,
  "2026-12-05-chat-continuity": chatContinuity,
  "2026-12-06-business-hours": businessHours,
  "2026-12-06-chat-photos": chatPhotos,
  "2026-12-07-chat-visitor-phone": chatVisitorPhone,
  "2026-12-08-roles-audit": rolesAudit,
  "2026-12-09-personal-data": personalData,
  "2026-12-11-clinic-hindi": clinicHindi,
  "2026-12-13-knowledge-bank": knowledgeBank,
  "2026-12-16-chat-notes-labels": chatNotesLabels,
  "2026-12-17-chat-reports": chatReports,
  "2026-12-18-report-buckets": reportBuckets,
  "2026-12-19-agent-status": agentStatus,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** The migrations this code knows, oldest first (Kysely applies them in name order); a backup records the last it has. */
export const migrationNames: readonly string[] = Object.keys(migrations).sort();

/** Applies the migrations up to and including `name`: a database as an older release left it (backup tests). */
export async function migrateUpTo(db: Kysely<any>, name: string): Promise<void> {
  const { error } = await new Migrator({ db, provider }).migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
