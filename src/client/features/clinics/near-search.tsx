// 'Find the clinic nearest to you': a PIN code or town box, and 'Use my location' (the browser's position, asked for only
// when the visitor presses it). A plain GET form (?near=), so the server answers it before or without JavaScript.
import { useId, useState } from "react";
import { buttonClass } from "../../components/ui/button.tsx";
import { useLocalisedPath } from "../../components/locale-link.tsx";
import { useHydrated } from "../../components/use-hydrated.ts";
import { useT } from "../../i18n/use-t.ts";
import { NEAR_MAX, NEAR_PARAMS, positionRequest, type NearRequest } from "./clinic-near.ts";

/** How long the browser may take to find the position before the visitor is asked to type a PIN code instead. */
const POSITION_TIMEOUT_MS = 15_000;

type Locating = "idle" | "asking" | "denied" | "failed";

interface NearSearchProps {
  /** The search the page shows now (from the address). */
  request: NearRequest | null;
  /** True while the page loads the answer to a search. */
  searching: boolean;
  onSearch: (request: NearRequest) => void;
}

export function NearSearch({ request, searching, onSearch }: NearSearchProps) {
  const id = useId();
  const t = useT();
  const localised = useLocalisedPath();
  const hydrated = useHydrated();
  const [text, setText] = useState(request && "near" in request ? request.near : "");
  const [locating, setLocating] = useState<Locating>("idle");
  const canLocate = hydrated && typeof navigator !== "undefined" && "geolocation" in navigator;

  function locate() {
    setLocating("asking");
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating("idle");
        setText("");
        onSearch(positionRequest(position.coords.latitude, position.coords.longitude));
      },
      (error) => setLocating(error.code === error.PERMISSION_DENIED ? "denied" : "failed"),
      { enableHighAccuracy: false, timeout: POSITION_TIMEOUT_MS, maximumAge: 10 * 60_000 },
    );
  }

  const locateProblem = locating === "denied" ? t("clinics.near.denied") : locating === "failed" ? t("clinics.near.failed") : null;
  return (
    <form
      method="get"
      action={localised("/find-clinic#clinic-finder")}
      role="search"
      aria-label={t("clinics.near.label")}
      className="rounded-2xl border-2 border-brand-700 bg-white p-5 sm:p-6"
      onSubmit={(e) => {
        e.preventDefault();
        const near = text.trim();
        if (near) onSearch({ near });
      }}
    >
      <h3 className="heading-3 text-xl">{t("clinics.near.title")}</h3>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grow">
          <label htmlFor={`${id}-near`} className="field-label">
            {t("clinics.near.field")}
          </label>
          <input
            id={`${id}-near`}
            name={NEAR_PARAMS.near}
            type="text"
            required
            value={text}
            maxLength={NEAR_MAX}
            autoComplete="postal-code"
            aria-describedby={`${id}-near-hint`}
            onChange={(e) => setText(e.target.value)}
            placeholder={t("clinics.near.placeholder")}
            className="field-input"
          />
        </div>
        <button type="submit" disabled={searching} className={buttonClass("primary", "md", "w-full sm:w-auto")}>
          {searching ? t("clinics.near.searching") : t("clinics.near.submit")}
        </button>
        {canLocate && (
          <button type="button" disabled={searching || locating === "asking"} onClick={locate} className={buttonClass("outline", "md", "w-full sm:w-auto")}>
            <svg className="mr-2 h-5 w-5" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <circle cx="12" cy="12" r="3.5" />
              <path d="M12 2v3M12 19v3M2 12h3M19 12h3" strokeLinecap="round" />
              <circle cx="12" cy="12" r="7.5" />
            </svg>
            {locating === "asking" ? t("clinics.near.locating") : t("clinics.near.locate")}
          </button>
        )}
      </div>
      <p id={`${id}-near-hint`} className="mt-2 text-sm text-stone-600">
        {t("clinics.near.hint")}
      </p>
      {locateProblem && (
        <p role="alert" className="mt-2 font-medium text-red-800">
          {locateProblem}
        </p>
      )}
    </form>
  );
}
