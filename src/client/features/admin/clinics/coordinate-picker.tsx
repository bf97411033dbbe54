// A map in the clinic form: a click on it sets the clinic's coordinates, and the pin follows the typed ones.
// Leaflet is loaded only when the form opens (admin screens render in the browser only).
import { useEffect, useRef, useState } from "react";
import type * as Leaflet from "leaflet";
import { useSiteConfig } from "../../../app/site-config.tsx";
import { pinIcon } from "../../../components/map/map-pin.ts";

interface Props {
  lat: number | undefined;
  lng: number | undefined;
  onPick: (point: { lat: number; lng: number }) => void;
}

const INDIA_CENTRE: [number, number] = [22.5, 79];

export function CoordinatePicker({ lat, lng, onPick }: Props) {
  const site = useSiteConfig();
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<{ L: typeof Leaflet; map: Leaflet.Map; marker?: Leaflet.Marker } | null>(null);
  const pick = useRef(onPick);
  const [status, setStatus] = useState<"loading" | "ready" | "error">("loading");
  useEffect(() => {
    pick.current = onPick;
  }, [onPick]);

  useEffect(() => {
    let live = true;
    Promise.all([import("leaflet"), import("leaflet/dist/leaflet.css")])
      .then(([mod]) => {
        if (!live || !box.current) return;
        const L = (mod as unknown as { default?: typeof Leaflet }).default ?? (mod as unknown as typeof Leaflet);
        const m = L.map(box.current, { center: INDIA_CENTRE, zoom: 4 });
        L.tileLayer(site.mapTileUrl, { attribution: site.mapAttribution, maxZoom: 19 }).addTo(m);
        m.on("click", (e: Leaflet.LeafletMouseEvent) => pick.current({ lat: Math.round(e.latlng.lat * 1e5) / 1e5, lng: Math.round(e.latlng.lng * 1e5) / 1e5 }));
        map.current = { L, map: m };
        setStatus("ready");
      })
      .catch((err: unknown) => {
        console.error(err);
        if (live) setStatus("error");
      });
    return () => {
      live = false;
      map.current?.map.remove();
      map.current = null;
    };
  }, [site.mapTileUrl, site.mapAttribution]);

  useEffect(() => {
    const m = map.current;
    if (!m || status !== "ready") return;
    const valid = lat !== undefined && lng !== undefined && Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
    if (!valid) {
      m.marker?.remove();
      m.marker = undefined;
      return;
    }
    if (m.marker) m.marker.setLatLng([lat, lng]);
    else m.marker = m.L.marker([lat, lng], { icon: pinIcon(m.L, true), keyboard: false }).addTo(m.map);
    m.map.setView([lat, lng], Math.max(m.map.getZoom(), 9));
  }, [lat, lng, status]);

  return (
    <div>
      <div ref={box} role="application" aria-label="Map: click to set the clinic's coordinates" className="h-56 w-full overflow-hidden rounded-lg border border-stone-300 bg-stone-100" />
      <p className="mt-1 text-xs text-stone-600">
        {status === "loading" ? "Loading the map..." : status === "error" ? "The map could not be loaded; type the coordinates or take them from the PIN code." : "Click the map to set the coordinates."}
      </p>
    </div>
  );
}
