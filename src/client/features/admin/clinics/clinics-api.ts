// The team's clinic calls: list, create, change, delete, the PIN code look-up, CSV export and import.
import { ADMIN_CLINICS_API } from "../../../../shared/schemas/clinic-constants.ts";
import type { AdminClinic, AdminClinicList, AdminClinicQuery, ClinicImportReport, ClinicInput, PlaceLookup } from "../../../../shared/schemas/clinic-admin.ts";
import { ApiError, readApiResponse } from "../../../lib/api-client.ts";
import { adminApi, adminFetch } from "../../../lib/admin-api.ts";
import { filtersToQuery } from "../data/api.ts";

export const fetchClinics = (q: Partial<AdminClinicQuery>) => adminApi.get<AdminClinicList>(`${ADMIN_CLINICS_API.list}${filtersToQuery(q)}`);

export const createClinic = (input: ClinicInput) => adminApi.post<{ clinic: AdminClinic }>(ADMIN_CLINICS_API.list, input);

export const saveClinic = (id: string, input: ClinicInput) => adminApi.put<{ clinic: AdminClinic }>(ADMIN_CLINICS_API.one(id), input);

export const deleteClinic = (id: string) => adminApi.delete(ADMIN_CLINICS_API.one(id));

export const lookUpPlace = (q: string) => adminApi.get<{ place: PlaceLookup }>(`${ADMIN_CLINICS_API.place}?q=${encodeURIComponent(q)}`);

export async function downloadClinicsCsv(): Promise<{ blob: Blob; name: string }> {
  const res = await adminFetch(ADMIN_CLINICS_API.export);
  if (!res.ok) await readApiResponse(res);
  const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? "clinics.csv";
  return { blob: await res.blob(), name };
}

/** Sends the file; a refused import (422) still answers its report, row by row. */
export async function importClinicsCsv(csv: string): Promise<ClinicImportReport> {
  const res = await adminFetch(ADMIN_CLINICS_API.import, { method: "POST", body: { csv } });
  if (res.status === 422) return (await res.json()) as ClinicImportReport;
  const report = await readApiResponse<ClinicImportReport>(res);
  if (!report) throw new ApiError("The import answered nothing.", res.status);
  return report;
}
