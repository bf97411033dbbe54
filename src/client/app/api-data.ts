// Page loaders read the public API through one function. In the browser it is fetch; on the server the server hands
// the loaders an in-process call to its own routes (no network), so a page renders from the database with the same
// validation and the same JSON as the API.
import { data } from "react-router";

export type ApiGet = (path: string) => Promise<{ status: number; body: unknown }>;

/** POSTs a JSON body to a public API path; on the server, in process and as the visitor's own address. */
export type ApiPost = (path: string, body: unknown) => Promise<{ status: number; body: unknown }>;

/** What the server passes to React Router as the loaders' and actions' `context`. */
export interface LoaderContext {
  apiGet: ApiGet;
  /** Set when the page answers a form posted without JavaScript. */
  apiPost?: ApiPost;
}

const browserGet: ApiGet = async (path) => {
  const res = await fetch(path, { headers: { accept: "application/json" } });
  return { status: res.status, body: await res.json().catch(() => null) };
};

/** GETs a public API path from a loader and hands back the status and body as they are, for a loader that shows a 4xx itself. */
export function getApi(path: string, context: unknown): ReturnType<ApiGet> {
  return ((context as Partial<LoaderContext> | undefined)?.apiGet ?? browserGet)(path);
}

/**
 * GETs a public API path from a loader. An answer of 400 or more is thrown as route error data with the same status
 * and the API's message, so the page answers 404 for an unknown post and the error boundary explains other failures.
 */
export async function loadApi<T>(path: string, context: unknown): Promise<T> {
  const { status, body } = await getApi(path, context);
  if (status >= 400) {
    const message = (body as { error?: { message?: string } } | null)?.error?.message ?? "The page could not be loaded.";
    throw data({ message }, { status });
  }
  return body as T;
}
