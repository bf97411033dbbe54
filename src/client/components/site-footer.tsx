// Shared footer: tagline, social links, quick and service links, legal links, both offices and contacts.
import { Link } from "./locale-link.tsx";
import { publicRoute, type PublicPath } from "../../shared/public-routes.ts";
import { telHref } from "../../shared/site-config.ts";
import { useSiteConfig } from "../app/site-config.tsx";
import { BrandLogo } from "./brand-logo.tsx";
import { SocialIcon, type SocialNetwork } from "./social-icon.tsx";
import { useT } from "../i18n/use-t.ts";
import type { MessageId } from "../i18n/ids.ts";

const quickLinks: PublicPath[] = ["/", "/about", "/resources", "/blog", "/find-clinic"];
const serviceLinks: PublicPath[] = ["/solutions", "/for-farmers", "/for-partners", "/csr", "/soil-intelligence", "/start-clinic"];
const legalLinks: PublicPath[] = ["/contact", "/privacy-policy", "/terms-of-service", "/sitemap"];

const socialLabels: Record<SocialNetwork, string> = {
  linkedin: "LinkedIn",
  facebook: "Facebook",
  twitter: "Twitter",
  instagram: "Instagram",
};

const linkLabel = (p: PublicPath): MessageId => `route.${publicRoute(p).key}.link` as MessageId;

function LinkList({ title, paths }: { title: string; paths: PublicPath[] }) {
  const t = useT();
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-2.5">
        {paths.map((p) => (
          <li key={p}>
            <Link to={p} className="rounded text-brand-100 hover:text-white hover:underline">
              {t(linkLabel(p))}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const site = useSiteConfig();
  const t = useT();
  const year = new Date().getFullYear();
  return (
    <footer className="bg-brand-950 text-brand-100">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <BrandLogo tone="light" />
          <p className="mt-4 max-w-xs leading-relaxed">{t("footer.tagline")}</p>
          <ul className="mt-6 flex gap-3" aria-label={t("footer.social")}>
            {(Object.keys(socialLabels) as SocialNetwork[]).map((network) => (
              <li key={network}>
                <a
                  href={site.social[network]}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t("footer.socialLink", { brand: site.brand, network: socialLabels[network] })}
                  className="flex h-10 w-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                >
                  <SocialIcon network={network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <LinkList title={t("footer.quickLinks")} paths={quickLinks} />
        <LinkList title={t("footer.services")} paths={serviceLinks} />
        <div>
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{t("footer.offices")}</h2>
          <address translate="no" className="mt-4 space-y-5 not-italic">
            <div>
              <p className="font-semibold text-white">{site.offices.bangalore.city}</p>
              {site.offices.bangalore.lines.map((l) => (
                <p key={l}>{l}</p>
              ))}
            </div>
            <div>
              <p className="font-semibold text-white">{site.offices.delhi.city}</p>
              {site.offices.delhi.lines.map((l) => (
                <p key={l}>{l}</p>
              ))}
              <p className="mt-2">
                {site.phones.map((phone, i) => (
                  <span key={phone}>
                    {i > 0 && ", "}
                    {/* A number read across two lines is easily misdialled. */}
                    <a href={telHref(phone)} className="whitespace-nowrap hover:text-white hover:underline">
                      {phone}
                    </a>
                  </span>
                ))}
              </p>
              <p>
                <a href={`mailto:${site.infoEmail}`} className="hover:text-white hover:underline">
                  {site.infoEmail}
                </a>
              </p>
            </div>
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>{t("footer.copyright", { year: String(year), brand: site.brand })}</p>
          <nav aria-label={t("footer.legal")}>
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {legalLinks.map((p) => (
                <li key={p}>
                  <Link to={p} className="hover:text-white hover:underline">
                    {t(linkLabel(p))}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
