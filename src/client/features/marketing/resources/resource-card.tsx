// One resource in the library: type, category and language, title, description and a link to read or watch it.
import { Link } from "../../../components/locale-link.tsx";
import { TYPE_LABELS, type ResourceItem } from "./resource-catalog.ts";

const typeStyles: Record<ResourceItem["type"], string> = {
  article: "bg-brand-100 text-brand-900",
  video: "bg-harvest-400/30 text-stone-900",
  blog: "bg-soil-100 text-soil-800",
};

export function ResourceCard({ item }: { item: ResourceItem }) {
  const lang = item.language === "Hindi" ? "hi" : undefined;
  const linkClass =
    "mt-auto inline-flex items-center gap-1.5 self-start rounded font-semibold text-brand-800 underline-offset-4 hover:underline";
  const linkText = (
    <>
      {item.linkLabel}
      <span className="sr-only">: {item.title}</span>
      <span aria-hidden="true">→</span>
    </>
  );
  return (
    <li className="card flex flex-col gap-4">
      <ul className="flex flex-wrap gap-2 text-xs font-semibold" aria-label="About this resource">
        <li className={`rounded-full px-3 py-1 ${typeStyles[item.type]}`}>{TYPE_LABELS[item.type]}</li>
        <li className="rounded-full bg-stone-100 px-3 py-1 text-stone-700">{item.category}</li>
        <li className="rounded-full bg-stone-100 px-3 py-1 text-stone-700">{item.language}</li>
      </ul>
      <h3 className="heading-3" lang={lang}>
        {item.title}
      </h3>
      <p className="leading-relaxed text-stone-600" lang={lang}>
        {item.description}
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
