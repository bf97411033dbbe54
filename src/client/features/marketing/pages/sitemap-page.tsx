// Sitemap page (spec 2.14): every public route, grouped as Main Pages, Solutions, For Users and Legal.
import { Link } from "react-router";
import { publicRoutes, sitemapGroups } from "../../../../shared/public-routes.ts";
import { HeroBanner } from "../../../components/hero-banner.tsx";
import { Section } from "../../../components/ui/section.tsx";

/** An id without spaces: aria-labelledby reads a space as a separator between two ids. */
const groupHeadingId = (group: string) => `sitemap-${group.toLowerCase().replace(/\s+/g, "-")}`;

export default function SitemapPage() {
  return (
    <>
      <HeroBanner
        title="Sitemap"
        subtitle="Every page of our website in one place, grouped by what you are looking for."
        ctaText="Browse all pages"
        ctaLink="#all-pages"
        secondaryCtaText="Contact Us"
        secondaryCtaLink="/contact"
      />
      <Section id="all-pages" title="All pages" intro="Pick a topic below to go straight to the page you need.">
        <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {sitemapGroups.map((group) => (
            <nav key={group} aria-labelledby={groupHeadingId(group)} className="card">
              <h3 id={groupHeadingId(group)} className="heading-3 text-brand-900">
                {group}
              </h3>
              <ul className="mt-4 space-y-2">
                {publicRoutes
                  .filter((r) => r.group === group)
                  .map((r) => (
                    <li key={r.path}>
                      <Link to={r.path} className="text-brand-800 underline-offset-4 hover:underline">
                        {r.linkLabel}
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
