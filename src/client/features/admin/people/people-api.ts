// The Personal data screen's calls (issue 27): find, export and erase a person, and the retention settings.
import { PEOPLE_API, type ErasureAnswer, type PersonRecord, type RetentionAnswer, type RetentionSettings } from "../../../../shared/schemas/personal-data.ts";
import { readApiResponse } from "../../../lib/api-client.ts";
import { adminApi, adminFetch } from "../../../lib/admin-api.ts";

export type PersonBy = "email" | "phone";

const query = (by: PersonBy, value: string) => `?${new URLSearchParams({ [by]: value }).toString()}`;

export const findPerson = (by: PersonBy, value: string) => adminApi.get<PersonRecord>(`${PEOPLE_API.people}${query(by, value)}`);

export const erasePerson = (by: PersonBy, value: string) => adminApi.delete<ErasureAnswer>(`${PEOPLE_API.people}${query(by, value)}`);

/** The export file and the name the server gave it. */
export async function exportPerson(by: PersonBy, value: string, format: "json" | "html"): Promise<{ blob: Blob; name: string }> {
  const res = await adminFetch(`${PEOPLE_API.export}${query(by, value)}&format=${format}`);
  if (!res.ok) await readApiResponse(res);
  const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? `personal-data.${format}`;
  return { blob: await res.blob(), name };
}

export const fetchRetention = () => adminApi.get<RetentionAnswer>(PEOPLE_API.retention);

export const saveRetention = (s: RetentionSettings) => adminApi.put<RetentionAnswer>(PEOPLE_API.retention, s);
