// The head office on an OpenStreetMap map (spec 2.13), with a link to the full map for directions.
import { useMemo } from "react";
import { LeafletMap, type MapMarker } from "../../../components/map/leaflet-map.tsx";
import { Section } from "../../../components/ui/section.tsx";
import { useSiteConfig } from "../../../app/site-config.tsx";
import { useT } from "../../../i18n/use-t.ts";

const OFFICE_ZOOM = 15;

export function OfficeMap() {
  const site = useSiteConfig();
  const t = useT();
  const office = site.offices.bangalore;
  const { lat, lng } = site.officeLocation;
  const markers = useMemo<MapMarker[]>(
    () => [
      {
        id: "head-office",
        position: site.officeLocation,
        title: t("contact.map.marker", { brand: site.brand, city: office.city }),
        popup: (
          <div>
            <p className="font-semibold text-stone-900">
              {site.brand}, {office.city}
            </p>
            <p className="mt-1 text-stone-700">{office.lines.join(", ")}</p>
          </div>
        ),
      },
    ],
    [site.brand, site.officeLocation, office, t],
  );
  const fullMapHref = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${OFFICE_ZOOM}/${lat}/${lng}`;
  return (
    <Section id="office-map" eyebrow={t("contact.map.eyebrow")} title={t("contact.map.title", { city: office.city })} intro={office.lines.join(", ")}>
      <LeafletMap
        label={t("contact.map.label", { brand: site.brand, city: office.city })}
        texts={{ loading: t("map.loading"), error: t("map.error"), zoomIn: t("map.zoomIn"), zoomOut: t("map.zoomOut"), closePopup: t("map.closePopup") }}
        center={site.officeLocation} zoom={OFFICE_ZOOM} markers={markers} />
      <p className="mt-4 text-center">
        <a href={fullMapHref} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-800 underline underline-offset-2">
          {t("contact.map.link")}
          <span className="sr-only"> {t("contact.details.newTab")}</span>
        </a>
      </p>
    </Section>
  );
}
