// The browser's one way to call our API: JSON in, JSON out, and the server's own error message on failure.

/** A failed API call; `message` is the server's `error.message` when it sent one. */
export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status, or 0 when the server could not be reached. */
    readonly status: number,
    readonly code?: string,
    /** The answer the server found wrong, when it named one (a lead form's field). */
    readonly field?: string,
    /** What is wrong with that answer, when the site has its own words for it (`errors.reason.<reason>`). */
    readonly reason?: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

const OFFLINE_MESSAGE = "We could not reach our server. Please check your internet connection and try again.";
const FALLBACK_MESSAGE = "Something went wrong on our side. Please try again.";

async function readJson(res: Response): Promise<unknown> {
  try {
    return await res.json();
  } catch {
    return undefined;
  }
}

const text = (v: unknown) => (typeof v === "string" ? v : undefined);

function errorBody(body: unknown): { code?: string; message?: string; field?: string; reason?: string } {
  const error = (body as { error?: unknown } | undefined)?.error;
  if (!error || typeof error !== "object") return {};
  const { code, message, field, reason } = error as { code?: unknown; message?: unknown; field?: unknown; reason?: unknown };
  return { code: text(code), message: text(message), field: text(field), reason: text(reason) };
}

/** Turns a response into its parsed JSON body (undefined for 204), or throws an ApiError with the server's message. */
export async function readApiResponse<T>(res: Response): Promise<T> {
  const parsed = res.status === 204 ? undefined : await readJson(res);
  if (!res.ok) {
    const { code, message, field, reason } = errorBody(parsed);
    throw new ApiError(message ?? FALLBACK_MESSAGE, res.status, code ?? (res.status >= 500 ? "internal" : undefined), field, reason);
  }
  return parsed as T;
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON when given; a FormData (a file upload) is sent as multipart/form-data. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** fetch() that turns an unreachable server into an ApiError with status 0. */
export async function sendRequest(url: string, opts: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { accept: "application/json", ...opts.headers };
  const form = opts.body instanceof FormData;
  if (opts.body !== undefined && !form) headers["content-type"] = "application/json";
  try {
    return await fetch(url, {
      method: opts.method ?? (opts.body === undefined ? "GET" : "POST"),
      headers,
      body: opts.body === undefined ? undefined : form ? (opts.body as FormData) : JSON.stringify(opts.body),
      signal: opts.signal,
    });
  } catch (err) {
    if (opts.signal?.aborted) throw err;
    throw new ApiError(OFFLINE_MESSAGE, 0, "offline");
  }
}

/** Calls the API and returns the parsed answer; throws an ApiError on any failure. */
export async function requestJson<T = unknown>(url: string, opts: RequestOptions = {}): Promise<T> {
  return readApiResponse<T>(await sendRequest(url, opts));
}

/** Sends `body` as JSON with POST and returns the parsed answer; throws an ApiError on any failure. */
export function postJson<T = unknown>(url: string, body: unknown): Promise<T> {
  return requestJson<T>(url, { method: "POST", body });
}
