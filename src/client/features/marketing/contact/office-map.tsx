// The head office on an OpenStreetMap map (spec 2.13), with a link to the full map for directions.
import { useMemo } from "react";
import { LeafletMap, type MapMarker } from "../../../components/map/leaflet-map.tsx";
import { Section } from "../../../components/ui/section.tsx";
import { useSiteConfig } from "../../../app/site-config.tsx";

const OFFICE_ZOOM = 15;

export function OfficeMap() {
  const site = useSiteConfig();
  const office = site.offices.bangalore;
  const { lat, lng } = site.officeLocation;
  const markers = useMemo<MapMarker[]>(
    () => [
      {
        id: "head-office",
        position: site.officeLocation,
        title: `${site.brand} ${office.city} office`,
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
    [site.brand, site.officeLocation, office],
  );
  const fullMapHref = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${OFFICE_ZOOM}/${lat}/${lng}`;
  return (
    <Section id="office-map" eyebrow="Visit us" title={`Find our ${office.city} office`} intro={office.lines.join(", ")}>
      <LeafletMap label={`Map of the ${site.brand} ${office.city} office`} center={site.officeLocation} zoom={OFFICE_ZOOM} markers={markers} />
      <p className="mt-4 text-center">
        <a href={fullMapHref} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-800 underline underline-offset-2">
          Open the map on OpenStreetMap for directions<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </p>
    </Section>
  );
}
