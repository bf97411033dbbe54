// An OpenStreetMap map with markers and React popups. Leaflet touches `window`, so it is loaded in the
// browser only (dynamic import after mount); the server renders the frame and the 'Loading maps...' state.
// Leaflet is a large script: it is fetched only once the map comes near the screen.
import { useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from "react";
import { createPortal } from "react-dom";
import type * as Leaflet from "leaflet";
import { LAYOUT } from "../../../shared/constants.ts";
import { useSiteConfig } from "../../app/site-config.tsx";
import { clusterIcon, pinIcon, placeIcon } from "./map-pin.ts";
import { clusterPoints } from "./map-clusters.ts";

export interface LatLng {
  lat: number;
  lng: number;
}

export interface MapMarker {
  id: string;
  position: LatLng;
  /** Read out for the marker and shown on hover. */
  title: string;
  /** Shown in a popup when the marker is chosen. */
  popup?: ReactNode;
  /** "place": the place a search was made for, drawn as a round dot and never grouped with the pins. */
  kind?: "place";
}

/** The map's own words, in the page's language. */
export interface MapTexts {
  loading: string;
  error: string;
  /** Names of the + and - buttons. */
  zoomIn: string;
  zoomOut: string;
  /** Name of a popup's close button. */
  closePopup: string;
  /** Name of a numbered marker that stands for several pins, e.g. "4 clinics here: zoom in". */
  cluster?: (count: number) => string;
}

/** The English words, for a map whose page does not pass its own (the contact page's office map, until its catalog has them). */
const ENGLISH_TEXTS: MapTexts = {
  loading: "Loading maps...",
  error: "Error loading maps",
  zoomIn: "Zoom in",
  zoomOut: "Zoom out",
  closePopup: "Close popup",
  cluster: (count) => `${count} places here: zoom in`,
};

/** Pins closer than this on screen are drawn as one numbered marker (when the map clusters). */
const CLUSTER_RADIUS_PX = 44;

export interface LeafletMapProps {
  /** Accessible name of the map region, e.g. "Map of our Bangalore office". */
  label: string;
  /** Loading and error lines and the controls' names, in the page's language. */
  texts?: MapTexts;
  center?: LatLng;
  zoom?: number;
  /** Change it to move the map back to `center` and `zoom` (or the fit) even when they are unchanged (after the visitor panned). */
  viewKey?: string | number;
  /** When given and not empty, the view fits all these points (with a margin) instead of `center` and `zoom`. */
  fitTo?: readonly LatLng[];
  markers: readonly MapMarker[];
  /** The marker drawn highlighted with its popup open. */
  selectedId?: string | null;
  /** Group pins that would overlap into numbered markers, which zoom in on their pins when chosen. */
  cluster?: boolean;
  onMarkerClick?: (id: string) => void;
  heightPx?: number;
  className?: string;
}

type LeafletModule = typeof Leaflet;
type MapStatus = "loading" | "ready" | "error";

/** How far below the screen the map may still be when Leaflet starts loading, so it is ready when scrolled to. */
const LOAD_AHEAD = "400px";

/** Becomes true once the element is within LOAD_AHEAD of the screen, and stays true. */
function useNearScreen(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    }, { rootMargin: LOAD_AHEAD });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}

async function loadLeaflet(): Promise<LeafletModule> {
  const [mod] = await Promise.all([import("leaflet"), import("leaflet/dist/leaflet.css")]);
  return (mod as LeafletModule & { default?: LeafletModule }).default ?? mod;
}

export function LeafletMap({
  label,
  texts = ENGLISH_TEXTS,
  center = LAYOUT.indiaCentre,
  zoom = LAYOUT.mapZoom,
  viewKey,
  fitTo,
  markers,
  selectedId = null,
  cluster = false,
  onMarkerClick,
  heightPx = LAYOUT.mapHeightPx,
  className = "",
}: LeafletMapProps) {
  const site = useSiteConfig();
  const containerRef = useRef<HTMLDivElement>(null);
  const leafletRef = useRef<{ L: LeafletModule; map: Leaflet.Map } | null>(null);
  const [status, setStatus] = useState<MapStatus>("loading");
  // Read through a ref so a new callback from the parent does not rebuild the markers.
  const onMarkerClickRef = useRef(onMarkerClick);
  useEffect(() => {
    onMarkerClickRef.current = onMarkerClick;
  });
  const initialView = useRef({ center, zoom });
  // Read when the map is made and when a popup opens; a change of language reloads the page, so no rebuild is needed.
  const textsRef = useRef(texts);
  useEffect(() => {
    textsRef.current = texts;
  });
  const near = useNearScreen(containerRef);
  const [zoomLevel, setZoomLevel] = useState<number | null>(null);
  /** True while Leaflet animates a zoom. */
  const zoomingRef = useRef(false);

  useEffect(() => {
    if (!near) return;
    let cancelled = false;
    loadLeaflet()
      .then((L) => {
        const el = containerRef.current;
        if (cancelled || !el) return;
        const { center: c, zoom: z } = initialView.current;
        // Scroll-wheel zoom stays off so the page scrolls past the map; the +/- buttons and keys still zoom.
        const map = L.map(el, { center: [c.lat, c.lng], zoom: z, scrollWheelZoom: false, zoomControl: false });
        const words = textsRef.current;
        L.control.zoom({ zoomInTitle: words.zoomIn, zoomOutTitle: words.zoomOut }).addTo(map);
        // Leaflet names a popup's close button in English itself.
        map.on("popupopen", (e) => {
          e.popup.getElement()?.querySelector(".leaflet-popup-close-button")?.setAttribute("aria-label", textsRef.current.closePopup);
        });
        L.tileLayer(site.mapTileUrl, { attribution: site.mapAttribution, maxZoom: 19 }).addTo(map);
        map.on("zoomanim", () => (zoomingRef.current = true));
        map.on("zoomend", () => {
          zoomingRef.current = false;
          setZoomLevel(map.getZoom());
        });
        leafletRef.current = { L, map };
        setZoomLevel(map.getZoom());
        setStatus("ready");
      })
      .catch(() => {
        if (!cancelled) setStatus("error");
      });
    return () => {
      cancelled = true;
      leafletRef.current?.map.remove();
      leafletRef.current = null;
    };
  }, [near, site.mapTileUrl, site.mapAttribution]);

  // The points to fit as one string, so a new array with the same points does not move the map.
  const fitKey = fitTo && fitTo.length > 0 ? fitTo.map((p) => `${p.lat},${p.lng}`).join(";") : "";
  useEffect(() => {
    const leaflet = leafletRef.current;
    if (!leaflet) return;
    const { L, map } = leaflet;
    const move = () => {
      if (fitKey) {
        const points = fitKey.split(";").map((p) => p.split(",").map(Number) as [number, number]);
        // A margin keeps the pins (drawn above their point) inside the frame; a lone clinic is not zoomed in to street level.
        map.fitBounds(L.latLngBounds(points), { padding: [40, 40], maxZoom: 11 });
      } else map.setView([center.lat, center.lng], zoom);
    };
    // Leaflet drops a new view asked for while a zoom is still animating (quick filter changes), so it waits for the end.
    if (!zoomingRef.current) {
      move();
      return;
    }
    map.once("zoomend", move);
    return () => {
      map.off("zoomend", move);
    };
  }, [status, center.lat, center.lng, zoom, viewKey, fitKey]);

  // One detached element per popup; React renders the popup content into it through a portal.
  const popupHosts = useMemo(
    () => (status === "ready" ? new Map(markers.filter((m) => m.popup).map((m) => [m.id, document.createElement("div")])) : null),
    [status, markers],
  );

  // The groups of pins at this zoom, as one string ("a,b|c"), so the grouping is redone only when the groups change.
  const groupsKey = useMemo(() => {
    const map = leafletRef.current?.map;
    if (!cluster || !map || zoomLevel === null || zoomLevel >= map.getMaxZoom()) return "";
    const points = markers
      .filter((m) => m.kind !== "place" && m.id !== selectedId)
      .map((m) => ({ id: m.id, ...map.project([m.position.lat, m.position.lng], zoomLevel) }));
    return clusterPoints(points, CLUSTER_RADIUS_PX)
      .filter((g) => g.length > 1)
      .map((g) => g.map((p) => p.id).join(","))
      .join("|");
  }, [cluster, markers, selectedId, zoomLevel]);

  // One Leaflet marker per pin, made when the pins or the selection change; the grouping below only takes grouped pins
  // off the map and puts them back, so a new grouping never redraws (and so closes) the open popup.
  const pinsRef = useRef<{ layer: Leaflet.LayerGroup; byId: Map<string, Leaflet.Marker> } | null>(null);
  const groupedRef = useRef<ReadonlySet<string>>(new Set());
  useEffect(() => {
    const leaflet = leafletRef.current;
    if (!leaflet || !popupHosts) return;
    const { L, map } = leaflet;
    const layer = L.layerGroup().addTo(map);
    const byId = new Map<string, Leaflet.Marker>();
    for (const m of markers) {
      const selected = m.id === selectedId;
      const marker = L.marker([m.position.lat, m.position.lng], {
        title: m.title,
        alt: m.title,
        icon: m.kind === "place" ? placeIcon(L) : pinIcon(L, selected),
        keyboard: true,
        zIndexOffset: selected ? 1000 : m.kind === "place" ? 800 : 0,
      });
      const host = popupHosts.get(m.id);
      if (host) marker.bindPopup(host, { maxWidth: 280, minWidth: 200 });
      marker.on("click", () => onMarkerClickRef.current?.(m.id));
      byId.set(m.id, marker);
      if (groupedRef.current.has(m.id)) continue;
      marker.addTo(layer);
      if (selected && host) marker.openPopup();
    }
    pinsRef.current = { layer, byId };
    return () => {
      layer.remove();
      pinsRef.current = null;
    };
  }, [markers, popupHosts, selectedId]);

  // Pins that would overlap become one numbered marker, which zooms in on them when chosen.
  useEffect(() => {
    const leaflet = leafletRef.current;
    const pins = pinsRef.current;
    if (!leaflet || !pins) return;
    const { L, map } = leaflet;
    const groups = groupsKey ? groupsKey.split("|").map((g) => g.split(",")) : [];
    const grouped = new Set(groups.flat());
    for (const [id, marker] of pins.byId) {
      if (grouped.has(id)) pins.layer.removeLayer(marker);
      else if (!pins.layer.hasLayer(marker)) pins.layer.addLayer(marker);
    }
    groupedRef.current = grouped;
    const layer = L.layerGroup().addTo(map);
    for (const ids of groups) {
      const bounds = L.latLngBounds(ids.map((id) => pins.byId.get(id)!.getLatLng()));
      const name = (textsRef.current.cluster ?? ENGLISH_TEXTS.cluster!)(ids.length);
      const marker = L.marker(bounds.getCenter(), { title: name, alt: name, icon: clusterIcon(L, ids.length), keyboard: true, zIndexOffset: 500 });
      // Zooms in until the pins stand apart (at least two levels, so pins on one spot still part).
      marker.on("click", () => map.fitBounds(bounds, { padding: [60, 60], maxZoom: Math.max(map.getZoom() + 2, 11) }));
      marker.addTo(layer);
    }
    return () => {
      layer.remove();
    };
  }, [groupsKey, markers, popupHosts, selectedId]);

  return (
    <div role="region" aria-label={label} className={`relative isolate overflow-hidden rounded-2xl border border-stone-200 bg-brand-50 ${className}`}>
      <div ref={containerRef} style={{ height: heightPx }} className="z-0 w-full" />
      {status !== "ready" && (
        <div className="absolute inset-0 z-10 flex items-center justify-center p-6 text-center" role={status === "error" ? "alert" : "status"}>
          <p className={status === "error" ? "font-semibold text-red-800" : "font-medium text-stone-700"}>
            {status === "error" ? texts.error : texts.loading}
          </p>
        </div>
      )}
      {popupHosts &&
        markers.map((m) => {
          const host = popupHosts.get(m.id);
          return host ? createPortal(m.popup, host, m.id) : null;
        })}
    </div>
  );
}
