// An island: an interactive part of a public page that the browser hydrates on its own. The rest of the page is
// server-rendered HTML that runs no script, so a page loads React DOM and its islands' code, not the page's.
import { createContext, useContext, type ComponentType, type ReactNode } from "react";
import { useLingui } from "@lingui/react";
import type { IslandName } from "./islands.ts";
import { PageProviders, usePageContext } from "./page-context.tsx";
import { useSiteConfig } from "./site-config.tsx";

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      /** An island's box: `display: contents` (styles.css), so it adds nothing to the layout. */
      "mm-island": { "data-name": string; "data-i": number; dangerouslySetInnerHTML: { __html: string } };
    }
  }
}

/** What an island's props become in the page's data block. */
export interface IslandData {
  name: IslandName;
  props: Record<string, unknown>;
}

/** An island as the server rendered it: also its component, to check it against the name's module. */
export interface RecordedIsland extends IslandData {
  component: unknown;
}

/** The React id prefix of the page's island number `index`: the server renders it and the browser hydrates it with it. */
export const islandIdPrefix = (index: number) => `i${index}-`;

/**
 * Set by the server render: records each island (its name and props, for the data block; its module, for the
 * preloads) and renders it as a tree of its own, as the browser will hydrate it, so their ids match.
 */
export interface IslandRecorder {
  add(island: RecordedIsland): number;
  render(node: ReactNode, identifierPrefix: string): string;
}

const IslandRecorderContext = createContext<IslandRecorder | null>(null);

export const IslandRecorderProvider = IslandRecorderContext.Provider;

/**
 * Renders `component` with `props`; on the server, inside an <mm-island> box the browser hydrates. `name` names the
 * component in islands.ts (the server checks that they agree). Props travel as JSON, so they must be plain data (no
 * functions, no elements). An island inside another is part of that one.
 */
export function Island<P extends object>({ name, component: Component, props }: { name: IslandName; component: ComponentType<P>; props: P }) {
  const recorder = useContext(IslandRecorderContext);
  const { i18n } = useLingui();
  const site = useSiteConfig();
  const page = usePageContext();
  // In the browser, and inside an island on the server, it is just the component.
  if (!recorder) return <Component {...props} />;
  const index = recorder.add({ name, props: props as Record<string, unknown>, component: Component });
  const html = recorder.render(
    <PageProviders i18n={i18n} site={site} page={page}>
      <Component {...props} />
    </PageProviders>,
    islandIdPrefix(index),
  );
  return <mm-island data-name={name} data-i={index} dangerouslySetInnerHTML={{ __html: html }} />;
}
