/**
 * The id of the <template> holding a page's module preloads: the server writes it (server/preload.ts) and the browser's
 * entry starts them right after the first paint (entry-client.tsx).
 */
export const PRELOADS_ID = "mm-preloads";
