// The selected clinic in a dialog (spec 2.10): address, district and state, services, phone and e-mail, with
// 'Book a Soil Test' (opens the booking form in the dialog) and 'Get Directions' (OpenStreetMap, new tab).
import { useEffect, useRef, useState, type ReactNode } from "react";
import { CLAIMS } from "../../../shared/constants.ts";
import type { Clinic } from "../../../shared/schemas/clinic.ts";
import { telHref } from "../../../shared/site-config.ts";
import { Dialog } from "../../components/ui/dialog.tsx";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { ClinicBookingForm } from "./clinic-booking-form.tsx";
import { ClinicServiceTags } from "./clinic-service-tags.tsx";
import { directionsUrl } from "./clinic-links.ts";
import { Trans } from "@lingui/react";
import { useT } from "../../i18n/use-t.ts";
import { useClinicText, useStateText } from "./clinic-texts.ts";

interface ClinicDetailDialogProps {
  clinic: Clinic;
  open: boolean;
  onClose: () => void;
}

const linkClass = "font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-950 break-all";

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[9rem_1fr] sm:gap-4">
      <dt className="font-medium text-stone-600">{term}</dt>
      <dd className="text-stone-900">{children}</dd>
    </div>
  );
}

/** A ref whose element takes the focus when it mounts, if `focusOnMount` is set. */
function useFocusOnMount<T extends HTMLElement>(focusOnMount: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return ref;
}

function ClinicDetails({ clinic, onBook, returned }: { clinic: Clinic; onBook: () => void; returned: boolean }) {
  const text = useClinicText();
  const stateText = useStateText();
  // Coming back from the booking form, the visitor continues where they left: on 'Book a Soil Test'.
  const bookRef = useFocusOnMount<HTMLButtonElement>(returned);
  const t = useT();
  return (
    <>
      <dl className="space-y-3">
        <Detail term={t("clinics.detail.address")}>{text.address(clinic)}</Detail>
        <Detail term={t("clinics.detail.districtState")}>
          {clinic.district}, {stateText(clinic.state)}
        </Detail>
        <Detail term={t("clinics.detail.services")}>
          <ClinicServiceTags services={clinic.services} />
        </Detail>
        <Detail term={t("clinics.detail.phone")}>
          <a href={telHref(clinic.phone)} className={linkClass}>
            {clinic.phone}
          </a>
        </Detail>
        <Detail term={t("clinics.detail.email")}>
          <a href={`mailto:${clinic.email}`} className={linkClass}>
            {clinic.email}
          </a>
        </Detail>
      </dl>
      <p className="mt-4 rounded-lg bg-soil-50 p-3 text-sm text-stone-700">
        {t("clinics.detail.price", { price: CLAIMS.clinicTestPriceRupees })}
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <button ref={bookRef} type="button" onClick={onBook} className={buttonClass("primary")}>
          {t("clinics.detail.book")}
        </button>
        <a href={directionsUrl(clinic.coordinates)} target="_blank" rel="noopener noreferrer" className={buttonClass("outline")}>
          <Trans id="clinics.detail.directions" components={{ sr: <span className="sr-only" /> }} />
        </a>
      </div>
    </>
  );
}

function BookingView({ clinic, onBack }: { clinic: Clinic; onBack: () => void }) {
  // The button that opened this view is gone: start the visitor at the form's heading.
  const headingRef = useFocusOnMount<HTMLHeadingElement>(true);
  const t = useT();
  return (
    <div>
      <Button variant="ghost" size="sm" onClick={onBack} className="-ml-3">
        <span aria-hidden="true">←</span> {t("clinics.detail.back")}
      </Button>
      <h3 ref={headingRef} tabIndex={-1} className="heading-3 mt-2 outline-none">
        {t("clinics.booking.heading")}
      </h3>
      <p className="mt-1 mb-5 text-stone-700">{t("clinics.booking.intro")}</p>
      <ClinicBookingForm clinic={clinic} />
    </div>
  );
}

export function ClinicDetailDialog({ clinic, open, onClose }: ClinicDetailDialogProps) {
  const [view, setView] = useState<"details" | "booking" | "back">("details");
  const text = useClinicText();
  const stateText = useStateText();
  return (
    <Dialog open={open} onClose={onClose} title={text.name(clinic)} description={`${clinic.district}, ${stateText(clinic.state)}`} size="lg">
      {view === "booking" ? (
        <BookingView clinic={clinic} onBack={() => setView("back")} />
      ) : (
        <ClinicDetails clinic={clinic} onBook={() => setView("booking")} returned={view === "back"} />
      )}
    </Dialog>
  );
}
