// 'Share' (spec 2.15): the device's share sheet with the post's title and address; where the browser has none, it
// copies the address and says so. It appears once the page runs in a browser, so it is never a button that does nothing.
import { useEffect, useState } from "react";
import { useHydrated } from "../../components/use-hydrated.ts";
import { Button } from "../../components/ui/button.tsx";
import { useT } from "../../i18n/use-t.ts";

const MESSAGE_MS = 4000;

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function ShareButton({ title }: { title: string }) {
  const t = useT();
  const inBrowser = useHydrated();
  const [message, setMessage] = useState("");

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(""), MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);

  async function share() {
    const url = window.location.href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (err) {
        // The visitor closed the share sheet: nothing to do. Any other refusal falls back to copying.
        if ((err as Error).name === "AbortError") return;
      }
    }
    setMessage((await copyText(url)) ? t("blog.share.copied") : t("blog.share.copyThis", { url }));
  }

  if (!inBrowser) return null;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="outline" size="sm" onClick={() => void share()}>
        <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
          <circle cx="18" cy="5" r="3" />
          <circle cx="6" cy="12" r="3" />
          <circle cx="18" cy="19" r="3" />
          <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
        </svg>
        {t("blog.share.button")}
      </Button>
      <p role="status" className="text-sm font-medium text-brand-800">
        {message}
      </p>
    </div>
  );
}
