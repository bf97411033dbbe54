// The resource library: filters, a live count, the matching items, and a message with a way out when none match.
import { useState } from "react";
import { usePageSearchParams } from "../../../app/page-context.tsx";
import { Link } from "../../../components/locale-link.tsx";
import { Section } from "../../../components/ui/section.tsx";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { useT } from "../../../i18n/use-t.ts";
import {
  NO_FILTERS,
  filterResources,
  filtersFromParams,
  filtersToParams,
  hasFilters,
  resourceItems,
  type ResourceFilters,
} from "./resource-catalog.ts";
import { ResourceCard } from "./resource-card.tsx";
import { ResourceFilterForm } from "./resource-filters.tsx";

export function ResourceLibrary() {
  const t = useT();
  const [params, setParams] = usePageSearchParams();
  // The address holds the filters (shareable, and read by the server without JavaScript); typing stays local.
  const [filters, setFilters] = useState<ResourceFilters>(() => filtersFromParams(params));
  const visible = filterResources(resourceItems, filters, (id) => t(id));

  const apply = (next: ResourceFilters) => {
    setFilters(next);
    setParams(filtersToParams(next), { replace: true });
  };
  const clear = () => apply(NO_FILTERS);

  return (
    <Section
      id="library"
      eyebrow={t("resources.library.eyebrow")}
      title={t("resources.library.title")}
      intro={t("resources.library.intro")}
    >
      <ResourceFilterForm filters={filters} onChange={(name, value) => apply({ ...filters, [name]: value })} />
      <div className="mt-8 flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="font-medium text-stone-700">
          {t("resources.library.count", { shown: visible.length, total: resourceItems.length })}
        </p>
        {hasFilters(filters) && (
          // A link, so clearing also works before JavaScript has loaded.
          <Link
            to="/resources#library"
            replace
            preventScrollReset
            onClick={clear}
            className="rounded font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-950"
          >
            {t("resources.library.clear")}
          </Link>
        )}
      </div>
      {visible.length > 0 ? (
        <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {visible.map((item) => (
            <ResourceCard key={item.id} item={item} />
          ))}
        </ul>
      ) : (
        <div className="mt-6 rounded-2xl border-2 border-dashed border-stone-300 p-10 text-center">
          <p className="text-lg font-semibold text-stone-900">{t("resources.library.emptyTitle")}</p>
          <p className="mt-2 text-stone-600">{t("resources.library.emptyText")}</p>
          <ButtonLink to="/resources#library" replace preventScrollReset onClick={clear} variant="outline" className="mt-6">
            {t("resources.library.showAll")}
          </ButtonLink>
        </div>
      )}
    </Section>
  );
}
