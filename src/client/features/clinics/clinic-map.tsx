// The clinics on the map (spec 2.10): one pin per listed clinic, a pin's popup with name, address and phone, and
// 'Reset View', which is disabled until a clinic is selected and then returns to the view that fits every listed clinic.
import { useMemo } from "react";
import type { Clinic } from "../../../shared/schemas/clinic.ts";
import { telHref } from "../../../shared/site-config.ts";
import { LeafletMap, type LatLng, type MapMarker } from "../../components/map/leaflet-map.tsx";
import { Button } from "../../components/ui/button.tsx";
import { useT } from "../../i18n/use-t.ts";

interface ClinicMapProps {
  clinics: readonly Clinic[];
  selectedId: string | null;
  center: LatLng;
  zoom: number;
  /** Changes on every selection and reset, so the map moves back even after the visitor panned it. */
  viewKey: number;
  /** With no clinic selected, the map fits every listed clinic (on phones too) instead of a fixed zoom. */
  fit: boolean;
  onSelect: (id: string) => void;
  onReset: () => void;
}

// Divs and `!` colours: Leaflet's own popup styles (paragraph margins, link colour) outrank Tailwind's layered classes.
function ClinicPopup({ clinic, onSelect }: { clinic: Clinic; onSelect: (id: string) => void }) {
  const t = useT();
  return (
    <div className="space-y-1 font-sans text-sm">
      <div className="font-semibold text-stone-900">{clinic.name}</div>
      <div className="text-stone-700">{clinic.address}</div>
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

export function ClinicMap({ clinics, selectedId, center, zoom, viewKey, fit, onSelect, onReset }: ClinicMapProps) {
  const t = useT();
  const texts = useMemo(
    () => ({
      loading: t("clinics.map.loading"),
      error: t("clinics.map.error"),
      zoomIn: t("clinics.map.zoomIn"),
      zoomOut: t("clinics.map.zoomOut"),
      closePopup: t("clinics.map.closePopup"),
    }),
    [t],
  );
  const markers = useMemo<MapMarker[]>(
    () =>
      clinics.map((c) => ({
        id: c.id,
        position: c.coordinates,
        title: c.name,
        popup: <ClinicPopup clinic={c} onSelect={onSelect} />,
      })),
    [clinics, onSelect],
  );
  const fitTo = useMemo(() => (fit ? clinics.map((c) => c.coordinates) : undefined), [fit, clinics]);
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
        className="mt-3"
      />
    </div>
  );
}
