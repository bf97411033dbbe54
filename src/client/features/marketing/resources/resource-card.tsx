// One resource in the library: type, category and language, title, description and a link to read or watch it.
import { Link } from "../../../components/locale-link.tsx";
import { useLocale, useT } from "../../../i18n/use-t.ts";
import { CATEGORY_LABELS, LANGUAGE_CODES, LANGUAGE_LABELS, TYPE_LABELS, type ResourceItem } from "./resource-catalog.ts";

const typeStyles: Record<ResourceItem["type"], string> = {
  article: "bg-brand-100 text-brand-900",
  video: "bg-harvest-400/30 text-stone-900",
  blog: "bg-soil-100 text-soil-800",
};

export function ResourceCard({ item }: { item: ResourceItem }) {
  const t = useT();
  const locale = useLocale();
  // The Hindi article keeps its Hindi title on the English page: mark it, so it is read out in Hindi.
  const itemLang = LANGUAGE_CODES[item.language];
  const lang = itemLang === "hi" && locale !== "hi" ? itemLang : undefined;
  const title = t(item.title);
  const linkClass =
    "mt-auto inline-flex items-center gap-1.5 self-start rounded font-semibold text-brand-800 underline-offset-4 hover:underline";
  const linkText = (
    <>
      {t(item.linkLabel)}
      <span className="sr-only">: {title}</span>
      <span aria-hidden="true">→</span>
    </>
  );
  return (
    <li className="card flex flex-col gap-4">
      <ul className="flex flex-wrap gap-2 text-xs font-semibold" aria-label={t("resources.card.about")}>
        <li className={`rounded-full px-3 py-1 ${typeStyles[item.type]}`}>{t(TYPE_LABELS[item.type])}</li>
        <li className="rounded-full bg-stone-100 px-3 py-1 text-stone-700">{t(CATEGORY_LABELS[item.category])}</li>
        <li className="rounded-full bg-stone-100 px-3 py-1 text-stone-700">{t(LANGUAGE_LABELS[item.language])}</li>
      </ul>
      <h3 className="heading-3" lang={lang}>
        {title}
      </h3>
      <p className="leading-relaxed text-stone-600" lang={lang}>
        {t(item.description)}
      </p>
      {item.link.startsWith("/resources#") ? (
        <a href={item.link.slice("/resources".length)} className={linkClass} lang={lang}>
          {linkText}
        </a>
      ) : (
        <Link to={item.link} className={linkClass} lang={lang}>
          {linkText}
        </Link>
      )}
    </li>
  );
}
