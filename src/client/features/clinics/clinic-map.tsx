// The clinics on the map (spec 2.10): one pin per listed clinic, a pin's popup with name, address and phone, and
// 'Reset View', which is disabled until a clinic is selected and then returns to the view that fits every listed clinic.
import { useMemo } from "react";
import type { Clinic } from "../../../shared/schemas/clinic.ts";
import { telHref } from "../../../shared/site-config.ts";
import { LeafletMap, type LatLng, type MapMarker } from "../../components/map/leaflet-map.tsx";
import { Button } from "../../components/ui/button.tsx";
import { useT } from "../../i18n/use-t.ts";
import { useClinicText } from "./clinic-texts.ts";

interface ClinicMapProps {
  clinics: readonly Clinic[];
  selectedId: string | null;
  center: LatLng;
  zoom: number;
  /** Changes on every selection and reset, so the map moves back even after the visitor panned it. */
  viewKey: number;
  /** With no clinic selected, the map fits every listed clinic (on phones too) instead of a fixed zoom. */
  fit: boolean;
  /** The place a nearest search was made for: marked, and kept in the fitted view with the clinics. */
  place?: { label: string; position: LatLng };
  onSelect: (id: string) => void;
  onReset: () => void;
}

// Divs and `!` colours: Leaflet's own popup styles (paragraph margins, link colour) outrank Tailwind's layered classes.
function ClinicPopup({ clinic, onSelect }: { clinic: Clinic; onSelect: (id: string) => void }) {
  const t = useT();
  const text = useClinicText();
  return (
    <div className="space-y-1 font-sans text-sm">
      <div className="font-semibold text-stone-900">{text.name(clinic)}</div>
      <div className="text-stone-700">{text.address(clinic)}</div>
      <div>
        <a href={telHref(clinic.phone)} className="font-semibold !text-brand-800 underline underline-offset-2">
          {clinic.phone}
        </a>
      </div>
      <button type="button" onClick={() => onSelect(clinic.id)} className="pt-1 font-semibold text-brand-800 underline underline-offset-2">
        {t("clinics.map.popupAction")}
      </button>
    </div>
  );
}

/** The marker id of the searched place (no clinic id looks like it). */
const PLACE_ID = "searched-place";

export function ClinicMap({ clinics, selectedId, center, zoom, viewKey, fit, place, onSelect, onReset }: ClinicMapProps) {
  const t = useT();
  const text = useClinicText();
  const texts = useMemo(
    () => ({
      loading: t("clinics.map.loading"),
      error: t("clinics.map.error"),
      zoomIn: t("clinics.map.zoomIn"),
      zoomOut: t("clinics.map.zoomOut"),
      closePopup: t("clinics.map.closePopup"),
      cluster: (count: number) => t("clinics.map.cluster", { count }),
    }),
    [t],
  );
  const placeLat = place?.position.lat;
  const placeLng = place?.position.lng;
  const placeLabel = place?.label;
  const markers = useMemo<MapMarker[]>(
    () => [
      ...clinics.map((c) => ({
        id: c.id,
        position: c.coordinates,
        title: text.name(c),
        popup: <ClinicPopup clinic={c} onSelect={onSelect} />,
      })),
      ...(placeLat !== undefined && placeLng !== undefined
        ? [{ id: PLACE_ID, kind: "place" as const, position: { lat: placeLat, lng: placeLng }, title: t("clinics.map.place", { place: placeLabel ?? "" }) }]
        : []),
    ],
    [clinics, onSelect, placeLat, placeLng, placeLabel, t, text],
  );
  const fitTo = useMemo(() => (fit ? markers.map((m) => m.position) : undefined), [fit, markers]);
  return (
    <div>
      <div className="flex min-h-10 flex-wrap items-center justify-between gap-3">
        <p className="text-stone-700">{t("clinics.map.hint")}</p>
        <Button variant="outline" size="sm" onClick={onReset} disabled={!selectedId}>
          {t("clinics.map.reset")}
        </Button>
      </div>
      <LeafletMap
        label={t("clinics.map.label")}
        texts={texts}
        center={center}
        zoom={zoom}
        viewKey={viewKey}
        fitTo={fitTo}
        markers={markers}
        selectedId={selectedId}
        cluster
        className="mt-3"
      />
    </div>
  );
}
