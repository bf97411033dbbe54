// Just enough of a WebSocket client (RFC 6455) to open the chat socket, send the auth frame and see how the server
// closes it: the shutdown test checks for close code 1001 ("going away").
import net from "node:net";
import { randomBytes } from "node:crypto";
import type { Target } from "./http.ts";

export interface WsWatch {
  /** Resolves once the server said `ready`, or rejects. */
  ready: Promise<void>;
  /** Resolves with the close code the server sent (null: the connection ended without a close frame). */
  closed: Promise<number | null>;
  destroy: () => void;
}

function frame(text: string): Buffer {
  const payload = Buffer.from(text, "utf8");
  const mask = randomBytes(4);
  const head = payload.length < 126 ? Buffer.from([0x81, 0x80 | payload.length]) : Buffer.from([0x81, 0x80 | 126, payload.length >> 8, payload.length & 255]);
  const masked = Buffer.from(payload.map((b, i) => b ^ mask[i % 4]!));
  return Buffer.concat([head, mask, masked]);
}

export function watchSocket(target: Target, path: string, authFrame: unknown): WsWatch {
  const socket = net.connect({ host: target.host, port: target.port });
  let buf = Buffer.alloc(0);
  let upgraded = false;
  let closeCode: number | null = null;
  let resolveReady: () => void;
  let rejectReady: (err: Error) => void;
  const ready = new Promise<void>((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  const closed = new Promise<number | null>((resolve) => socket.on("close", () => resolve(closeCode)));
  socket.on("error", (err) => rejectReady(err));
  socket.on("connect", () => {
    socket.write(
      `GET ${path} HTTP/1.1\r\nHost: ${target.host}:${target.port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
        `Sec-WebSocket-Key: ${randomBytes(16).toString("base64")}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
    );
  });
  socket.on("data", (chunk: Buffer) => {
    buf = Buffer.concat([buf, chunk]);
    if (!upgraded) {
      const end = buf.indexOf("\r\n\r\n");
      if (end < 0) return;
      const head = buf.subarray(0, end).toString("latin1");
      if (!/^HTTP\/1\.1 101/.test(head)) {
        rejectReady(new Error(`no upgrade: ${head.split("\r\n")[0]}`));
        socket.destroy();
        return;
      }
      upgraded = true;
      buf = buf.subarray(end + 4);
      socket.write(frame(JSON.stringify(authFrame)));
    }
    // Server frames are not masked.
    while (buf.length >= 2) {
      const opcode = buf[0]! & 0x0f;
      let len = buf[1]! & 0x7f;
      let offset = 2;
      if (len === 126) {
        if (buf.length < 4) return;
        len = buf.readUInt16BE(2);
        offset = 4;
      } else if (len === 127) {
        if (buf.length < 10) return;
        len = Number(buf.readBigUInt64BE(2));
        offset = 10;
      }
      if (buf.length < offset + len) return;
      const payload = buf.subarray(offset, offset + len);
      buf = buf.subarray(offset + len);
      if (opcode === 0x1 && /"type":"ready"/.test(payload.toString("utf8"))) resolveReady();
      if (opcode === 0x8) {
        closeCode = payload.length >= 2 ? payload.readUInt16BE(0) : null;
        socket.end();
      }
    }
  });
  return { ready, closed, destroy: () => socket.destroy() };
}
