// Which alerts an agent wants (issue 14): a sound, a desktop notification and a count in the tab title, each on unless
// switched off. Kept in this browser's localStorage under the admin's id, so two admins sharing a computer keep their
// own choice; notifications are a permission of this browser anyway (docs/decisions.md).
import { useCallback, useEffect, useState } from "react";

export interface AlertPrefs {
  sound: boolean;
  notifications: boolean;
  title: boolean;
  /** The browser's notification prompt was shown once already: Go Online does not ask again. */
  asked: boolean;
}

export const DEFAULT_ALERT_PREFS: AlertPrefs = { sound: true, notifications: true, title: true, asked: false };

const key = (adminId: string) => `mittimitra.alerts.${adminId}`;

export function loadAlertPrefs(adminId: string | undefined): AlertPrefs {
  if (!adminId) return DEFAULT_ALERT_PREFS;
  try {
    const saved = JSON.parse(window.localStorage.getItem(key(adminId)) ?? "null") as Partial<AlertPrefs> | null;
    if (!saved || typeof saved !== "object") return DEFAULT_ALERT_PREFS;
    const flag = (name: keyof AlertPrefs) => (typeof saved[name] === "boolean" ? saved[name] : DEFAULT_ALERT_PREFS[name]);
    return { sound: flag("sound"), notifications: flag("notifications"), title: flag("title"), asked: flag("asked") };
  } catch {
    return DEFAULT_ALERT_PREFS;
  }
}

function saveAlertPrefs(adminId: string, prefs: AlertPrefs): void {
  try {
    window.localStorage.setItem(key(adminId), JSON.stringify(prefs));
  } catch {
    // Storage blocked: the choice lasts until the tab closes.
  }
}

export function useAlertPrefs(adminId: string | undefined): [AlertPrefs, (change: Partial<AlertPrefs>) => void] {
  const [prefs, setPrefs] = useState(() => loadAlertPrefs(adminId));
  useEffect(() => setPrefs(loadAlertPrefs(adminId)), [adminId]);
  const change = useCallback(
    (part: Partial<AlertPrefs>) =>
      setPrefs((p) => {
        const next = { ...p, ...part };
        if (adminId) saveAlertPrefs(adminId, next);
        return next;
      }),
    [adminId],
  );
  return [prefs, change];
}
