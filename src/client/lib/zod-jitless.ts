// zod as the browser bundle gets it (vite.config.ts sends every import of "zod" here): switched to jitless before any
// schema is built, so zod never tries `new Function`, which the Content-Security-Policy (no 'unsafe-eval') refuses and
// reports even when zod catches the refusal. Only the admin screens and the chat widget load zod in the browser.
import { config } from "zod/v4";

export * from "zod/v4";

config({ jitless: true });
