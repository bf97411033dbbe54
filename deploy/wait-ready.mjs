// Waits until an instance's /readyz answers 200: `node deploy/wait-ready.mjs <url> [seconds]` exits 0 then, or 1 when
// the time (default 60 s) runs out, printing the last answer. Used by deploy/systemd/mittimitra@.service (so
// `systemctl restart` returns once the instance is ready) and by the rolling restart in docs/operations.md.
/* global fetch, AbortSignal, setTimeout */
const [url, seconds = "60"] = process.argv.slice(2);
if (!url) {
  console.error("usage: node deploy/wait-ready.mjs <http://127.0.0.1:3001/readyz> [seconds]");
  process.exit(2);
}
const deadline = Date.now() + Number(seconds) * 1000;
let last = "no answer yet";
for (;;) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(3000) });
    if (res.status === 200) process.exit(0);
    last = `HTTP ${res.status} ${(await res.text()).slice(0, 200)}`;
  } catch (err) {
    last = err.cause?.code ?? err.cause?.errors?.[0]?.code ?? err.message;
  }
  if (Date.now() > deadline) {
    console.error(`${url} was not ready within ${seconds} s: ${last}`);
    process.exit(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}
