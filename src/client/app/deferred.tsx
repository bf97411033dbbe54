// A part of an island whose code the browser loads only when the part first shows (the soil test visit request, shown
// only where no clinic is near): the island's own chunk stays small. The server has every such part loaded before it
// renders a page, so its HTML always holds the part; the browser hydrates it once its code has come.
import { lazy, Suspense, type ComponentType } from "react";

const serverLoads: Promise<unknown>[] = [];

export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  if (import.meta.env.SSR) {
    let Loaded: ComponentType<P> | undefined;
    serverLoads.push(load().then((c) => (Loaded = c)));
    return function DeferredOnServer(props: P) {
      if (!Loaded) throw new Error("A deferred part rendered before its module loaded (await deferredPartsLoaded() first).");
      // The same boundary as in the browser, so the browser can hydrate the rest of the island before the part's code.
      return (
        <Suspense fallback={null}>
          <Loaded {...props} />
        </Suspense>
      );
    };
  }
  const Lazy = lazy(async () => ({ default: await load() }));
  return function DeferredInBrowser(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

/** Server: resolves once every deferred part's module is loaded (at once after the first page). */
export function deferredPartsLoaded(): Promise<unknown> {
  return Promise.all(serverLoads);
}
