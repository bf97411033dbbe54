// The body of an injected response as text, whether the server sent it brotli, gzip or plain: tests of kept pages
// and feeds ask for compression and compare what a browser would read.
import zlib from "node:zlib";
import type { LightMyRequestResponse } from "fastify";

export function decodedBody(res: LightMyRequestResponse): string {
  const encoding = res.headers["content-encoding"];
  if (encoding === "br") return zlib.brotliDecompressSync(res.rawPayload).toString();
  if (encoding === "gzip") return zlib.gunzipSync(res.rawPayload).toString();
  return res.body;
}
