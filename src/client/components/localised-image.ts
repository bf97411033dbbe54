// Pictures with words drawn inside them (SVG <text>) come in one file per language: `{ en, hi }`. A page shows the file of
// its own language, or the English one where no other exists. A plain string is a picture without words: the same file
// in every language.
import { useCallback } from "react";
import type { Locale } from "../../shared/locales.ts";
import { useLocale } from "../i18n/use-t.ts";

export type LocalisedAsset = string | ({ en: string } & Partial<Record<Locale, string>>);

/** The file of `asset` for a language. */
export function pickAsset(asset: LocalisedAsset, locale: Locale): string {
  return typeof asset === "string" ? asset : (asset[locale] ?? asset.en);
}

/** A picker for lists: `const pick = useAssetPicker(); <img src={pick(item.image)} />`. */
export function useAssetPicker(): (asset: LocalisedAsset) => string {
  const locale = useLocale();
  return useCallback((asset: LocalisedAsset) => pickAsset(asset, locale), [locale]);
}

/** The file of one picture in the page's language: `useLocalisedAsset({ en: crisis, hi: crisisHi })`. */
export function useLocalisedAsset(asset: LocalisedAsset): string {
  return pickAsset(asset, useLocale());
}
