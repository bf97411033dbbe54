// Links out of the clinic finder: OpenStreetMap directions to a clinic.
import type { LatLng } from "../../components/map/leaflet-map.tsx";

/** OpenStreetMap's route planner with the clinic as destination; the visitor's phone fills in the start. */
export function directionsUrl({ lat, lng }: LatLng): string {
  return `https://www.openstreetmap.org/directions?to=${lat},${lng}`;
}
