// The clinic form in a dialog, for a new clinic or a change: every field checked with the same rules as the server,
// each problem shown under its field; coordinates typed, clicked on the map, or taken from the PIN code.
import { useEffect, useId, useState, type ReactNode } from "react";
import { clinicServices, indianStates } from "../../../../shared/schemas/clinic-constants.ts";
import { clinicInputSchema, type AdminClinic, type ClinicInput } from "../../../../shared/schemas/clinic-admin.ts";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { FormProblem } from "../../../components/ui/form-problem.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { createClinic, lookUpPlace, saveClinic } from "./clinics-api.ts";
import { CoordinatePicker } from "./coordinate-picker.tsx";

interface Draft {
  name: string;
  address: string;
  district: string;
  state: string;
  pinCode: string;
  services: string[];
  phone: string;
  email: string;
  lat: string;
  lng: string;
  openingHours: string;
  languages: string;
  active: boolean;
  nameHi: string;
  addressHi: string;
}

const EMPTY: Draft = { name: "", address: "", district: "", state: "", pinCode: "", services: [], phone: "", email: "", lat: "", lng: "", openingHours: "", languages: "", active: true, nameHi: "", addressHi: "" };

const toDraft = (c: AdminClinic): Draft => ({
  name: c.name,
  address: c.address,
  district: c.district,
  state: c.state,
  pinCode: c.pinCode,
  services: [...c.services],
  phone: c.phone,
  email: c.email,
  lat: String(c.coordinates.lat),
  lng: String(c.coordinates.lng),
  openingHours: c.openingHours,
  languages: c.languages.join(", "),
  active: c.active,
  nameHi: c.nameHi,
  addressHi: c.addressHi,
});

const num = (s: string): unknown => (s.trim() === "" || !Number.isFinite(Number(s)) ? s : Number(s));

function toInput(d: Draft): unknown {
  return {
    name: d.name,
    address: d.address,
    district: d.district,
    state: d.state,
    pinCode: d.pinCode,
    services: d.services,
    phone: d.phone,
    email: d.email,
    coordinates: { lat: num(d.lat), lng: num(d.lng) },
    openingHours: d.openingHours,
    languages: d.languages
      .split(/[,;]/)
      .map((s) => s.trim())
      .filter(Boolean),
    active: d.active,
    nameHi: d.nameHi,
    addressHi: d.addressHi,
  };
}

type Errors = Partial<Record<string, string>>;

function validate(d: Draft): { input?: ClinicInput; errors: Errors } {
  const parsed = clinicInputSchema.safeParse(toInput(d));
  if (parsed.success) return { input: parsed.data, errors: {} };
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] === "coordinates" ? String(issue.path[1] ?? "lat") : String(issue.path[0]);
    errors[key] ??= issue.message;
  }
  return { errors };
}

function Field({ label, error, children, id, hint }: { label: string; error?: string; children: ReactNode; id: string; hint?: string }) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children}
      {hint && !error && <p className="mt-1 text-xs text-stone-600">{hint}</p>}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

interface Props {
  /** null: closed; "new": a new clinic; a clinic: change it. */
  clinic: AdminClinic | "new" | null;
  onClose: () => void;
  onSaved: (clinic: AdminClinic, created: boolean) => void;
}

export function ClinicFormDialog({ clinic, onClose, onSaved }: Props) {
  const base = useId();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState("");
  const [busy, setBusy] = useState(false);
  const [pinNote, setPinNote] = useState("");

  useEffect(() => {
    setDraft(clinic && clinic !== "new" ? toDraft(clinic) : EMPTY);
    setErrors({});
    setFailure("");
    setPinNote("");
  }, [clinic]);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const id = (name: string) => `${base}-${name}`;
  const described = (name: string) => (errors[name] ? { "aria-invalid": true, "aria-describedby": `${id(name)}-error` } : {});

  async function fillFromPin() {
    setPinNote("");
    if (!/^[1-9]\d{5}$/.test(draft.pinCode.trim())) {
      setErrors((e) => ({ ...e, pinCode: "Type the 6-digit PIN code first." }));
      return;
    }
    try {
      const { place } = await lookUpPlace(draft.pinCode.trim());
      setDraft((d) => ({
        ...d,
        lat: String(place.lat),
        lng: String(place.lng),
        district: d.district || place.district || "",
        state: d.state || ((indianStates as readonly string[]).includes(place.state ?? "") ? place.state! : ""),
      }));
      setErrors((e) => ({ ...e, pinCode: undefined, lat: undefined, lng: undefined }));
      setPinNote(`Coordinates set to the centre of ${place.label}. Click the map to place the clinic exactly.`);
    } catch (err) {
      setErrors((e) => ({ ...e, pinCode: (err as Error).message }));
    }
  }

  async function submit() {
    const { input, errors: found } = validate(draft);
    setErrors(found);
    setFailure("");
    if (!input) return;
    setBusy(true);
    try {
      const saved = clinic === "new" || clinic === null ? await createClinic(input) : await saveClinic(clinic.id, input);
      onSaved(saved.clinic, clinic === "new");
    } catch (err) {
      setFailure((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  const lat = Number(draft.lat);
  const lng = Number(draft.lng);
  return (
    <Dialog open={clinic !== null} onClose={onClose} size="xl" title={clinic === "new" ? "New clinic" : "Edit clinic"} description="Every field is required; the public finder shows the change at once.">
      <form
        noValidate
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Field label="Name" id={id("name")} error={errors.name}>
          <input id={id("name")} className="field-input" value={draft.name} onChange={(e) => set("name", e.target.value)} {...described("name")} />
        </Field>
        <Field label="Phone" id={id("phone")} error={errors.phone}>
          <input id={id("phone")} type="tel" className="field-input" value={draft.phone} onChange={(e) => set("phone", e.target.value)} {...described("phone")} />
        </Field>
        <div className="sm:col-span-2">
          <Field label="Address" id={id("address")} error={errors.address}>
            <input id={id("address")} className="field-input" value={draft.address} onChange={(e) => set("address", e.target.value)} {...described("address")} />
          </Field>
        </div>
        <Field label="District" id={id("district")} error={errors.district}>
          <input id={id("district")} className="field-input" value={draft.district} onChange={(e) => set("district", e.target.value)} {...described("district")} />
        </Field>
        <Field label="State" id={id("state")} error={errors.state}>
          <select id={id("state")} className="field-input" value={draft.state} onChange={(e) => set("state", e.target.value)} {...described("state")}>
            <option value="">Choose a state</option>
            {indianStates.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </Field>
        <Field label="PIN code" id={id("pinCode")} error={errors.pinCode}>
          <div className="flex gap-2">
            <input id={id("pinCode")} inputMode="numeric" maxLength={6} className="field-input" value={draft.pinCode} onChange={(e) => set("pinCode", e.target.value)} {...described("pinCode")} />
            <Button variant="outline" size="sm" className="shrink-0" onClick={() => void fillFromPin()}>
              Coordinates from PIN
            </Button>
          </div>
        </Field>
        <Field label="E-mail" id={id("email")} error={errors.email}>
          <input id={id("email")} type="email" className="field-input" value={draft.email} onChange={(e) => set("email", e.target.value)} {...described("email")} />
        </Field>
        <fieldset className="sm:col-span-2">
          <legend className="field-label">Services</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {clinicServices.map((s) => (
              <label key={s} className="inline-flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={draft.services.includes(s)}
                  onChange={(e) => set("services", e.target.checked ? [...draft.services, s] : draft.services.filter((x) => x !== s))}
                />
                {s}
              </label>
            ))}
          </div>
          {errors.services && <p className="mt-1 text-sm text-red-700">{errors.services}</p>}
        </fieldset>
        <Field label="Latitude" id={id("lat")} error={errors.lat}>
          <input id={id("lat")} inputMode="decimal" className="field-input" value={draft.lat} onChange={(e) => set("lat", e.target.value)} {...described("lat")} />
        </Field>
        <Field label="Longitude" id={id("lng")} error={errors.lng}>
          <input id={id("lng")} inputMode="decimal" className="field-input" value={draft.lng} onChange={(e) => set("lng", e.target.value)} {...described("lng")} />
        </Field>
        <div className="sm:col-span-2">
          {pinNote && (
            <p role="status" className="mb-2 text-sm text-brand-900">
              {pinNote}
            </p>
          )}
          <CoordinatePicker
            lat={draft.lat.trim() === "" ? undefined : lat}
            lng={draft.lng.trim() === "" ? undefined : lng}
            onPick={(p) => {
              setDraft((d) => ({ ...d, lat: String(p.lat), lng: String(p.lng) }));
              setErrors((e) => ({ ...e, lat: undefined, lng: undefined }));
            }}
          />
        </div>
        <Field label="Opening hours" id={id("openingHours")} error={errors.openingHours} hint="As farmers should read it, e.g. Mon–Sat 9:00–18:00">
          <input id={id("openingHours")} className="field-input" value={draft.openingHours} onChange={(e) => set("openingHours", e.target.value)} {...described("openingHours")} />
        </Field>
        <Field label="Languages spoken" id={id("languages")} error={errors.languages} hint="Separated by commas, e.g. Kannada, Hindi">
          <input id={id("languages")} className="field-input" value={draft.languages} onChange={(e) => set("languages", e.target.value)} {...described("languages")} />
        </Field>
        <Field label="हिंदी में नाम (optional)" id={id("nameHi")} error={errors.nameHi} hint="Shown on Hindi pages, e.g. धरती मिट्टी जांच क्लिनिक, नासिक">
          <input id={id("nameHi")} lang="hi" className="field-input" value={draft.nameHi} onChange={(e) => set("nameHi", e.target.value)} {...described("nameHi")} />
        </Field>
        <Field label="हिंदी में पता (optional)" id={id("addressHi")} error={errors.addressHi} hint="As a farmer would read it; left empty, Hindi pages show the English address">
          <input id={id("addressHi")} lang="hi" className="field-input" value={draft.addressHi} onChange={(e) => set("addressHi", e.target.value)} {...described("addressHi")} />
        </Field>
        <label className="inline-flex items-center gap-2 text-sm sm:col-span-2">
          <input type="checkbox" checked={draft.active} onChange={(e) => set("active", e.target.checked)} />
          Active: shown on the public clinic finder (untick to close the clinic and keep it for history)
        </label>
        {failure && <FormProblem className="sm:col-span-2">The clinic could not be saved: {failure}</FormProblem>}
        <div className="flex justify-end gap-3 sm:col-span-2">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? "Saving..." : clinic === "new" ? "Add clinic" : "Save changes"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
