// Press coverage: five outlets in a scrolling strip, each opening its site in a new tab (spec 2.4).
import { LogoImage, LogoStrip } from "../../../components/logo-strip.tsx";
import { useT } from "../../../i18n/use-t.ts";
import { mediaOutlets, type MediaOutlet } from "./home-content.ts";

function OutletLink({ outlet }: { outlet: MediaOutlet }) {
  const t = useT();
  const { href, description, ...logo } = outlet;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="flex w-64 flex-col items-center gap-3 rounded-2xl border border-stone-200 bg-white px-5 py-5 text-center transition-shadow hover:shadow-md"
    >
      <LogoImage {...logo} />
      <span className="text-sm leading-snug text-stone-600">{t(description)}</span>
      <span className="sr-only">{t("home.press.newTab")}</span>
    </a>
  );
}

export function AsSeenOn() {
  const t = useT();
  return (
    <section id="as-seen-on" aria-labelledby="as-seen-on-heading" className="section bg-white">
      <header className="container-page mx-auto mb-10 max-w-3xl text-center">
        <h2 id="as-seen-on-heading" className="heading-2">
          {t("home.press.title")}
        </h2>
        <p className="lead-text mt-4">{t("home.press.intro")}</p>
      </header>
      <LogoStrip label={t("home.press.label")} items={mediaOutlets} itemKey={(o) => o.name} renderItem={(o) => <OutletLink outlet={o} />} spacing="normal" />
    </section>
  );
}
