// Sitemap page (spec 2.14): every public route, grouped as Main Pages, Solutions, For Users and Legal.
import { Link } from "../../../components/locale-link.tsx";
import { publicRoutes, sitemapGroups } from "../../../../shared/public-routes.ts";
import { HeroBanner } from "../../../components/hero-banner.tsx";
import { Section } from "../../../components/ui/section.tsx";
import { useT } from "../../../i18n/use-t.ts";

/** An id without spaces: aria-labelledby reads a space as a separator between two ids. */
const groupHeadingId = (group: string) => `sitemap-${group.toLowerCase().replace(/\s+/g, "-")}`;

export default function SitemapPage() {
  const t = useT();
  return (
    <>
      <HeroBanner
        title={t("route.sitemap.link")}
        subtitle={t("sitemap.subtitle")}
        ctaText={t("sitemap.browse")}
        ctaLink="#all-pages"
        secondaryCtaText={t("route.contact.link")}
        secondaryCtaLink="/contact"
      />
      <Section id="all-pages" title={t("sitemap.allPages")} intro={t("sitemap.intro")}>
        <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {sitemapGroups.map((group) => (
            <nav key={group} aria-labelledby={groupHeadingId(group)} className="card">
              <h3 id={groupHeadingId(group)} className="heading-3 text-brand-900">
                {t(`route.group.${group}`)}
              </h3>
              <ul className="mt-4 space-y-2">
                {publicRoutes
                  .filter((r) => r.group === group)
                  .map((r) => (
                    <li key={r.path}>
                      <Link to={r.path} className="text-brand-800 underline-offset-4 hover:underline">
                        {t(`route.${r.key}.link`)}
                      </Link>
                    </li>
                  ))}
              </ul>
            </nav>
          ))}
        </div>
      </Section>
    </>
  );
}
