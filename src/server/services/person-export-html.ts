// The person export as a page a person can read (issue 27): one self-contained HTML file, every value escaped, no
// script and nothing loaded from elsewhere (its own Content-Security-Policy says so when it is opened from a disk).
import { PERSON_KINDS, PERSON_KIND_LABELS, type PersonExport } from "../../shared/schemas/personal-data.ts";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text made safe for HTML content and attribute values. */
export const escapeHtml = (value: unknown): string => String(value ?? "").replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const when = (iso: string | null) => (iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : "");

/** A two-column table of label and value; empty values are left out. */
function facts(rows: [string, unknown][]): string {
  const shown = rows.filter(([, v]) => v !== null && v !== undefined && v !== "");
  return `<table class="facts">${shown.map(([k, v]) => `<tr><th scope="row">${escapeHtml(k)}</th><td>${escapeHtml(typeof v === "object" ? JSON.stringify(v) : v)}</td></tr>`).join("")}</table>`;
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;color:#1c1917;max-width:60rem;margin:2rem auto;padding:0 1rem}
h1{font-size:1.6rem}h2{margin-top:2.5rem;border-bottom:2px solid #d6d3d1}h3{margin-top:1.5rem}
table{border-collapse:collapse;margin:.5rem 0}th,td{text-align:left;vertical-align:top;padding:.25rem .75rem .25rem 0;border-bottom:1px solid #e7e5e4}
th{font-weight:600;white-space:nowrap}pre{white-space:pre-wrap;background:#fafaf9;padding:.75rem;border:1px solid #e7e5e4}
ol.messages li{margin:.25rem 0}.meta{color:#57534e;font-size:.9rem}`;

export function personExportHtml(data: PersonExport): string {
  const who = data.query.email ?? data.query.phone ?? "";
  const counts = PERSON_KINDS.filter((k) => data.counts[k] > 0 || k === "leads" || k === "chats")
    .map((k) => `<tr><th scope="row">${escapeHtml(PERSON_KIND_LABELS[k])}</th><td>${data.counts[k]}</td></tr>`)
    .join("");
  const leads = data.leads
    .map(
      (l, i) => `<section><h3>Lead ${i + 1}: ${escapeHtml(l.name)}, ${escapeHtml(when(l.createdAt))}</h3>
${facts([
  ["Name", l.name],
  ["E-mail", l.email],
  ["Phone", l.phone],
  ["Location", l.location],
  ["Who", l.userType],
  ["Where from", l.source],
  ["Status", l.status],
  ["Held as spam", l.spam ? "yes" : ""],
  ["Call-back asked", when(l.callbackAt)],
  ["Received", when(l.createdAt)],
  ...Object.entries(l.details ?? {}).map(([k, v]): [string, unknown] => [k, v]),
])}
${l.notes.length ? `<h4>Team notes</h4><ol>${l.notes.map((n) => `<li><span class="meta">${escapeHtml(when(n.at))}, ${escapeHtml(n.author)}:</span> ${escapeHtml(n.text)}</li>`).join("")}</ol>` : ""}
</section>`,
    )
    .join("\n");
  const chats = data.chats
    .map(
      (c, i) => `<section><h3>Chat ${i + 1}: ${escapeHtml(when(c.createdAt))}</h3>
${facts([
  ["Name", c.name],
  ["E-mail", c.email],
  ["Phone", c.phone],
  ["Language", c.language],
  ["Status", c.status],
  ["Started", when(c.createdAt)],
  ["Ended", when(c.endedAt)],
  ["Started on the page", c.startPath],
  ["Time zone", c.timeZone],
  ["Pages opened", c.pages.map((p) => `${p.path} (${when(p.at)})`).join(", ")],
  ["Rating", c.rating ? `${c.rating.rating}${c.rating.comment ? `: ${c.rating.comment}` : ""} (${when(c.rating.at)})` : ""],
  ["Transcript e-mails asked", c.transcriptRequests.map(when).join(", ")],
  ["Photos", c.photos.map((p) => `${p.id} (${p.width}×${p.height}, ${when(p.at)})`).join(", ")],
])}
<ol class="messages">${c.messages.map((m) => `<li><span class="meta">${escapeHtml(when(m.at))}, ${escapeHtml(m.name)} (${escapeHtml(m.sender)}):</span> ${escapeHtml(m.text)}${m.photoId ? ` <span class="meta">[photo ${escapeHtml(m.photoId)}]</span>` : ""}</li>`).join("")}</ol>
</section>`,
    )
    .join("\n");
  const emails = data.emails
    .map(
      (e, i) => `<section><h3>E-mail ${i + 1}: ${escapeHtml(e.subject)}</h3>
${facts([
  ["To", e.to],
  ["Kind", e.kind],
  ["Status", e.status],
  ["Queued", when(e.createdAt)],
  ["Sent", when(e.sentAt)],
])}<pre>${escapeHtml(e.text)}</pre></section>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Personal data held by ${escapeHtml(data.site)} about ${escapeHtml(who)}</title>
<style>${STYLE}</style>
</head>
<body>
<h1>Personal data held by ${escapeHtml(data.site)} about ${escapeHtml(who)}</h1>
<p class="meta">Exported ${escapeHtml(when(data.exportedAt))}. ${data.found ? "Everything below is what the site holds under this contact detail." : "Nothing is held under this contact detail."}</p>
<h2>Summary</h2>
<table>${counts}</table>
${data.otherContacts.emails.length || data.otherContacts.phones.length ? `<p>These records also name: ${escapeHtml([...data.otherContacts.emails, ...data.otherContacts.phones].join(", "))}.</p>` : ""}
<h2>Leads</h2>
${leads || "<p>None.</p>"}
<h2>Chats</h2>
${chats || "<p>None.</p>"}
<h2>E-mails to or about this person</h2>
${emails || "<p>None.</p>"}
</body>
</html>
`;
}
