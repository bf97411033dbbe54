// The searched place as the page names it (a Devanagari name as typed on Hindi pages, the state in the page's language),
// and the places a name several share could mean, as links that search for each alone (issue 29); they work without
// JavaScript, and with it they search in place.
import type { NearPlace, PlaceChoice } from "../../../shared/schemas/clinic.ts";
import { useLocalisedPath } from "../../components/locale-link.tsx";
import { useT, type Translate } from "../../i18n/use-t.ts";
import { nearToParams, type NearRequest } from "./clinic-near.ts";
import { useStateText } from "./clinic-texts.ts";

const DEVANAGARI = /[\u0900-\u097f]/;

/** "PIN code 422001 (Nashik, महाराष्ट्र)", "Nashik, महाराष्ट्र", or the name as typed when it was typed in Devanagari. */
export function placeLabel(near: NearPlace, typed: string, t: Translate, stateText: (state: string) => string): string {
  if (!near.kind || !near.state || !near.name) return near.label;
  const state = stateText(near.state);
  if (near.kind === "pin") return t("clinics.near.pin", { pin: near.name, district: near.district ?? "", state });
  if (near.kind === "state") return DEVANAGARI.test(typed) ? typed : state;
  return t("clinics.near.named", { name: DEVANAGARI.test(typed) ? typed : near.name, state });
}

interface PlaceChoicesProps {
  typed: string;
  choices: readonly PlaceChoice[];
  onSearch: (request: NearRequest) => void;
}

export function PlaceChoices({ typed, choices, onSearch }: PlaceChoicesProps) {
  const t = useT();
  const localised = useLocalisedPath();
  const stateText = useStateText();
  return (
    <div role="alert" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <p className="font-medium text-stone-900">{t("clinics.near.choose", { place: typed })}</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {choices.map((c) => (
          <li key={c.query}>
            <a
              href={localised(`/find-clinic?${nearToParams({ near: c.query })}#clinic-finder`)}
              onClick={(e) => {
                e.preventDefault();
                onSearch({ near: c.query });
              }}
              className="inline-flex min-h-11 items-center rounded-full border border-brand-700 bg-white px-4 font-semibold text-brand-800 hover:bg-brand-50"
            >
              {c.district && c.district !== c.name ? `${c.name}, ${c.district}, ${stateText(c.state)}` : `${c.name}, ${stateText(c.state)}`}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
