// Live chat for the whole app: the WebSocket server, the event bus (in process or PostgreSQL) and the chat service.
import fp from "fastify-plugin";
import websocket from "@fastify/websocket";
import { CHAT_LIMITS } from "../../../shared/schemas/chat.ts";
import { ChatService, type ChatTiming } from "./chat-service.ts";
import { LocalBus, PostgresBus, type ChatBus } from "./event-bus.ts";

declare module "fastify" {
  interface FastifyInstance {
    chat: ChatService;
    chatBus: ChatBus;
  }
}

export interface ChatPluginOptions {
  databaseUrl?: string;
  brand: string;
  /** Tests shorten the presence grace period and the socket heartbeat. */
  timing?: Partial<ChatTiming>;
}

export default fp<ChatPluginOptions>(
  async (app, opts) => {
    // A frame carries at most an auth token or a ping; the library's default preClose closes every socket on app.close().
    await app.register(websocket, { options: { maxPayload: CHAT_LIMITS.bodyMaxBytes } });
    let bus: ChatBus = new LocalBus();
    if (app.dbKind === "postgres") {
      const pgBus = new PostgresBus(app.db, opts.databaseUrl!, app.log.child({ module: "chat-bus" }));
      await pgBus.start();
      bus = pgBus;
    }
    app.decorate("chatBus", bus);
    app.decorate("chat", new ChatService(app.db, app.dbKind, bus, `${opts.brand} Agent`, opts.brand, opts.timing));
    app.addHook("onClose", async () => bus.close());
  },
  { name: "chat", dependencies: ["db"] },
);
