// A message's text in a Lingui instance's language, without React: for page meta, loaders and the server.
import type { I18n } from "@lingui/core";
import type { Msg } from "./ids.ts";

export type Translate = (m: Msg, values?: Record<string, unknown>) => string;

export function translate(i18n: I18n, m: Msg, values?: Record<string, unknown>): string {
  return typeof m === "string" ? i18n._(m, values) : i18n._(m.id, { ...m.values, ...values });
}
