// The `ws` package's client, typed as far as the tests and the reliability run use it (the package ships no types).
import { createRequire } from "node:module";

export interface WsClient {
  on(event: "open", listener: () => void): void;
  on(event: "message", listener: (data: Buffer) => void): void;
  on(event: "close", listener: (code: number) => void): void;
  on(event: "error", listener: (err: Error) => void): void;
  once(event: "open", listener: () => void): void;
  send(data: string): void;
  close(): void;
  terminate(): void;
}

/** `new WebSocket(url, { localAddress })`: the client, sending from a chosen loopback address if given. */
export const WebSocket = createRequire(import.meta.url)("ws") as new (url: string, opts?: { localAddress?: string }) => WsClient;
