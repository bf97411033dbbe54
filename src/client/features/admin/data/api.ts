// Admin data calls for the dashboard and leads screens, through the signed-in session.
import type { DashboardStats, LeadDetail, LeadFilters, LeadListQuery, LeadNote, LeadPage } from "../../../../shared/schemas/lead-admin.ts";
import type { Lead, LeadStatus } from "../../../../shared/schemas/lead.ts";
import { readApiResponse } from "../../../lib/api-client.ts";
import { adminApi, adminFetch } from "../../../lib/admin-api.ts";

const LEADS_API = "/api/v1/admin/leads";
const leadUrl = (id: string) => `${LEADS_API}/${encodeURIComponent(id)}`;

export function filtersToQuery(f: Record<string, string | number | boolean | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v !== undefined && v !== "" && v !== null) q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : "";
}

export const fetchDashboard = (todayStart: Date) =>
  adminApi.get<DashboardStats>(`/api/v1/admin/dashboard?todayStart=${encodeURIComponent(todayStart.toISOString())}`);

export const fetchLeads = (f: LeadListQuery) => adminApi.get<LeadPage>(`${LEADS_API}${filtersToQuery(f)}`);

export const fetchLead = (id: string) => adminApi.get<LeadDetail>(leadUrl(id));

export const updateLeadStatus = (id: string, status: LeadStatus) => adminApi.patch<{ lead: Lead }>(leadUrl(id), { status });

export const addLeadNote = (id: string, body: string) => adminApi.post<{ note: LeadNote }>(`${leadUrl(id)}/notes`, { body });

/** Holds a lead as spam (true) or restores it (false); a restored lead's missed notification is then sent. */
export const setLeadSpam = (id: string, spam: boolean) =>
  spam ? adminApi.put<{ lead: Lead }>(`${leadUrl(id)}/spam`, {}) : adminApi.delete<{ lead: Lead }>(`${leadUrl(id)}/spam`);

/** The CSV of every lead that matches the filters (all pages). */
export async function downloadLeadsCsv(f: LeadFilters): Promise<Blob> {
  const res = await adminFetch(`${LEADS_API}/export${filtersToQuery(f)}`);
  if (!res.ok) await readApiResponse(res);
  return res.blob();
}
