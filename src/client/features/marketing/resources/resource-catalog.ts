// The static resource items of spec 2.12, the filter options, and the rule that combines search and filters (AND).
// Items hold message ids (their texts are in the resources catalog); the filter values in the address stay English.
import type { MessageId } from "../../../i18n/ids.ts";
export const RESOURCE_TYPES = ["article", "video", "blog"] as const;
export const RESOURCE_CATEGORIES = ["Basics", "Soil Testing", "Fertilizers", "Success Stories", "Best Practices"] as const;
export const RESOURCE_LANGUAGES = ["English", "Hindi"] as const;

export type ResourceType = (typeof RESOURCE_TYPES)[number];
export type ResourceCategory = (typeof RESOURCE_CATEGORIES)[number];
export type ResourceLanguage = (typeof RESOURCE_LANGUAGES)[number];

export interface ResourceItem {
  id: string;
  title: MessageId;
  description: MessageId;
  type: ResourceType;
  category: ResourceCategory;
  language: ResourceLanguage;
  /** A page (or a place on a page) of this site. */
  link: string;
  linkLabel: MessageId;
  /** Extra search words (not shown), so an English search also finds an item written in Hindi. */
  keywords?: string;
}

export const TYPE_LABELS: Record<ResourceType, MessageId> = {
  article: "resources.type.article",
  video: "resources.type.video",
  blog: "resources.type.blog",
};

export const CATEGORY_LABELS: Record<ResourceCategory, MessageId> = {
  Basics: "resources.category.basics",
  "Soil Testing": "resources.category.soilTesting",
  Fertilizers: "resources.category.fertilizers",
  "Success Stories": "resources.category.successStories",
  "Best Practices": "resources.category.bestPractices",
};

export const LANGUAGE_LABELS: Record<ResourceLanguage, MessageId> = {
  English: "resources.language.english",
  Hindi: "resources.language.hindi",
};

/** The language code of an item's text, for its lang attribute. */
export const LANGUAGE_CODES: Record<ResourceLanguage, string> = { English: "en", Hindi: "hi" };

/** Anchor of the Hindi soil-testing guide on the resources page, which the Hindi item opens. */
export const HINDI_GUIDE_ID = "hindi-guide";

export const resourceItems: ResourceItem[] = [
  {
    id: "soil-testing-basics-hindi",
    title: "resources.item.hindiBasics.title",
    description: "resources.item.hindiBasics.description",
    type: "article",
    category: "Basics",
    language: "Hindi",
    link: `/resources#${HINDI_GUIDE_ID}`,
    linkLabel: "resources.item.hindiBasics.link",
    keywords: "soil testing basics how to take a soil sample",
  },
  {
    id: "soil-intelligence-video",
    title: "resources.item.video.title",
    description: "resources.item.video.description",
    type: "video",
    category: "Soil Testing",
    language: "English",
    link: "/soil-intelligence",
    linkLabel: "resources.item.video.link",
  },
  {
    id: "farmer-stories-blog",
    title: "resources.item.blog.title",
    description: "resources.item.blog.description",
    type: "blog",
    category: "Success Stories",
    language: "English",
    link: "/blog",
    linkLabel: "resources.item.blog.link",
  },
];

export interface ResourceFilters {
  query: string;
  type: ResourceType | "";
  category: ResourceCategory | "";
  language: ResourceLanguage | "";
}

export const NO_FILTERS: ResourceFilters = { query: "", type: "", category: "", language: "" };

const pick = <T extends string>(options: readonly T[], value: string | null): T | "" =>
  options.includes(value as T) ? (value as T) : "";

/** Reads filters from the page address (?q=&type=&category=&language=); unknown values count as "all". */
export function filtersFromParams(params: URLSearchParams): ResourceFilters {
  return {
    query: (params.get("q") ?? "").slice(0, 100),
    type: pick(RESOURCE_TYPES, params.get("type")),
    category: pick(RESOURCE_CATEGORIES, params.get("category")),
    language: pick(RESOURCE_LANGUAGES, params.get("language")),
  };
}

export function filtersToParams(f: ResourceFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (f.query.trim()) params.set("q", f.query);
  if (f.type) params.set("type", f.type);
  if (f.category) params.set("category", f.category);
  if (f.language) params.set("language", f.language);
  return params;
}

export function hasFilters(f: ResourceFilters): boolean {
  return !!(f.query.trim() || f.type || f.category || f.language);
}

/**
 * Items matching every chosen filter. The search looks in title, description, category (as the page shows them, via
 * `text`) and keywords, ignoring case, and every word typed must match.
 */
export function filterResources(items: ResourceItem[], f: ResourceFilters, text: (id: MessageId) => string): ResourceItem[] {
  const words = f.query.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
  return items.filter((item) => {
    if (f.type && item.type !== f.type) return false;
    if (f.category && item.category !== f.category) return false;
    if (f.language && item.language !== f.language) return false;
    const shown = [item.title, item.description, CATEGORY_LABELS[item.category], TYPE_LABELS[item.type]].map((id) => text(id));
    const haystack = `${shown.join(" ")} ${item.category} ${item.keywords ?? ""}`.toLocaleLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}
