// Asks an OpenAI-compatible chat-completions endpoint to answer from the retrieved passages; throws on any failure.
import type { SiteConfig } from "../../shared/site-config.ts";
import type { Passage } from "./knowledge.ts";

export interface ModelEndpoint {
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** Give up after this long (default 15 s); the caller then answers by retrieval. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 15_000;

function systemPrompt(site: SiteConfig, passages: Passage[]): string {
  const context = passages.map((p) => `## ${p.title}\n${p.text}\nPages: ${p.links.map((l) => l.path).join(", ")}`).join("\n\n");
  return [
    `You are the friendly assistant on the ${site.brand} website, a soil-testing company for Indian farmers.`,
    "Answer in plain, short sentences, using only the facts in the context below, and mention the relevant page paths.",
    `If the context does not answer the question, say so and give the contact details: ${site.phones[0]}, ${site.infoEmail}, /contact.`,
    "",
    context || "(no matching passages)",
  ].join("\n");
}

export async function askModel(
  endpoint: ModelEndpoint,
  site: SiteConfig,
  passages: Passage[],
  question: string,
  askerName: string | null,
): Promise<string> {
  const res = await fetch(`${endpoint.baseUrl.replace(/\/$/, "")}/chat/completions`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {}),
    },
    body: JSON.stringify({
      model: endpoint.model,
      temperature: 0.2,
      messages: [
        { role: "system", content: systemPrompt(site, passages) },
        { role: "user", content: askerName ? `(${askerName} asks) ${question}` : question },
      ],
    }),
    signal: AbortSignal.timeout(endpoint.timeoutMs ?? DEFAULT_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`model endpoint answered ${res.status}`);
  const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
  const content = body.choices?.[0]?.message?.content;
  if (typeof content !== "string" || !content.trim()) throw new Error("model endpoint sent an empty answer");
  return content.trim();
}
