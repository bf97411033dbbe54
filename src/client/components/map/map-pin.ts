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
