// The agent's alert switches (issue 14): sound, desktop notifications, count in the tab title. Turning notifications on
// asks the browser's permission then, from that click; a browser that refuses them says so here.
import { useEffect, useId, useState } from "react";
import type { AlertPrefs } from "./alert-prefs.ts";
import { askNotificationPermission } from "./use-alerts.ts";

type Permission = NotificationPermission | "unsupported";
const currentPermission = (): Permission => (typeof Notification === "undefined" ? "unsupported" : Notification.permission);

interface Props {
  prefs: AlertPrefs;
  onChange: (change: Partial<AlertPrefs>) => void;
}

function Switch({ checked, label, onChange }: { checked: boolean; label: string; onChange: (checked: boolean) => void }) {
  return (
    <label className="flex cursor-pointer items-center gap-2 text-sm text-stone-800">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} className="h-4 w-4 accent-brand-700" />
      {label}
    </label>
  );
}

export function AlertSettings({ prefs, onChange }: Props) {
  const headingId = useId();
  const [permission, setPermission] = useState<Permission>(currentPermission);
  // The agent may change it in the browser's own settings meanwhile.
  useEffect(() => {
    const again = () => setPermission(currentPermission());
    window.addEventListener("focus", again);
    return () => window.removeEventListener("focus", again);
  }, []);

  const setNotifications = (on: boolean) => {
    onChange({ notifications: on, ...(on ? { asked: true } : {}) });
    if (on) void askNotificationPermission().then(setPermission);
  };

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-stone-200 bg-white px-4 py-3">
      <h2 id={headingId} className="text-sm font-semibold text-stone-900">
        Alerts when a visitor waits or writes
      </h2>
      <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
        <Switch checked={prefs.sound} label="Sound" onChange={(sound) => onChange({ sound })} />
        <Switch checked={prefs.notifications} label="Desktop notifications" onChange={setNotifications} />
        <Switch checked={prefs.title} label="Count in the tab title" onChange={(title) => onChange({ title })} />
      </div>
      {prefs.notifications && permission === "default" && (
        <button
          type="button"
          onClick={() => {
            onChange({ asked: true });
            void askNotificationPermission().then(setPermission);
          }}
          className="mt-2 rounded-lg px-2 py-1 text-sm font-semibold text-brand-800 underline hover:bg-brand-50"
        >
          Allow desktop notifications
        </button>
      )}
      {prefs.notifications && permission === "denied" && (
        <p className="mt-2 text-sm text-soil-800">This browser blocks notifications from this site; allow them in its site settings to get them.</p>
      )}
      {prefs.notifications && permission === "unsupported" && <p className="mt-2 text-sm text-stone-600">This browser cannot show desktop notifications.</p>}
    </section>
  );
}
