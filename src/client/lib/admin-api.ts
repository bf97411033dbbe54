// Signed-in calls to /api/v1/admin, /api/v1/agent and /api/v1/auth: adds the bearer token, refreshes once on a 401,
// and turns an error answer into an ApiError carrying the server's message.
import { ApiError, readApiResponse, sendRequest, type RequestOptions } from "./api-client.ts";
import { authClient } from "./auth-session.ts";

const SIGNED_OUT_MESSAGE = "Your session has ended. Please sign in again.";

/**
 * fetch() for signed-in calls; returns the raw Response (e.g. for a file download). A 401 triggers one refresh and
 * one retry; if the server still refuses, the session is removed and the guard sends the admin to /admin/login.
 */
export async function adminFetch(url: string, opts: RequestOptions = {}): Promise<Response> {
  const client = authClient();
  const token = await client.getAccessToken();
  if (!token) throw new ApiError(SIGNED_OUT_MESSAGE, 401, "unauthorized");
  const send = (accessToken: string) => sendRequest(url, { ...opts, headers: { ...opts.headers, authorization: `Bearer ${accessToken}` } });

  const first = await send(token);
  if (first.status !== 401) return first;
  const refreshed = await client.refreshSession();
  if (!refreshed) {
    if (client.getSnapshot().session) return first; // the refresh failed only for now: report the 401 as it is
    throw new ApiError(SIGNED_OUT_MESSAGE, 401, "unauthorized");
  }
  const second = await send(refreshed.access_token);
  if (second.status === 401) client.removeSession();
  return second;
}

/** A signed-in JSON call; resolves to the parsed body (undefined for 204 No Content). */
export async function adminJson<T = unknown>(url: string, opts: RequestOptions = {}): Promise<T> {
  return readApiResponse<T>(await adminFetch(url, opts));
}

/** Shorthands for the admin screens: `adminApi.get<LeadPage>("/api/v1/admin/leads?page=2")`. */
export const adminApi = {
  get: <T>(url: string, signal?: AbortSignal) => adminJson<T>(url, { method: "GET", signal }),
  post: <T>(url: string, body: unknown = {}) => adminJson<T>(url, { method: "POST", body }),
  put: <T>(url: string, body: unknown) => adminJson<T>(url, { method: "PUT", body }),
  patch: <T>(url: string, body: unknown) => adminJson<T>(url, { method: "PATCH", body }),
  delete: <T = void>(url: string) => adminJson<T>(url, { method: "DELETE" }),
};
