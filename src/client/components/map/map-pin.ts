// The map marker: a brand-green pin drawn as inline SVG, so no image file has to be resolved at run time.
import type * as Leaflet from "leaflet";

function pinSvg(fill: string, size: number): string {
  const height = Math.round(size * 1.3);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${height}" viewBox="0 0 30 39" aria-hidden="true" focusable="false">
<path d="M15 38s12-13.1 12-23A12 12 0 0 0 3 15c0 9.9 12 23 12 23z" fill="${fill}" stroke="#fff" stroke-width="2"/>
<circle cx="15" cy="15" r="4.5" fill="#fff"/></svg>`;
}

/** A pin icon; the selected one is larger and harvest-yellow so it stands out among many. */
export function pinIcon(L: typeof Leaflet, selected = false): Leaflet.DivIcon {
  const size = selected ? 38 : 30;
  const height = Math.round(size * 1.3);
  return L.divIcon({
    className: "mm-map-pin",
    html: pinSvg(selected ? "#eab308" : "#15803d", size),
    iconSize: [size, height],
    iconAnchor: [size / 2, height],
    popupAnchor: [0, -height + 4],
  });
}

/** A numbered disc standing for several pins that would overlap at this zoom. */
export function clusterIcon(L: typeof Leaflet, count: number): Leaflet.DivIcon {
  const [size, sizeClass] = count < 10 ? [36, "size-9"] : count < 100 ? [42, "size-[42px]"] : [48, "size-12"];
  return L.divIcon({
    className: "mm-map-cluster",
    html: `<span class="flex ${sizeClass} items-center justify-center rounded-full border-3 border-white bg-brand-800 font-sans text-[15px] font-bold text-white shadow-[0_0_0_3px_rgb(22_101_52/0.35)]">${count}</span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

/** The searched place (a PIN code, a town or the visitor's position): a blue dot in a white ring, unlike the clinics' pins. */
export function placeIcon(L: typeof Leaflet): Leaflet.DivIcon {
  return L.divIcon({
    className: "mm-map-place",
    html: `<svg xmlns="http://www.w3.org/2000/svg" width="26" height="26" viewBox="0 0 26 26" aria-hidden="true" focusable="false">
<circle cx="13" cy="13" r="12" fill="#1d4ed8" fill-opacity=".2"/><circle cx="13" cy="13" r="7" fill="#1d4ed8" stroke="#fff" stroke-width="3"/></svg>`,
    iconSize: [26, 26],
    iconAnchor: [13, 13],
  });
}
