// Live chat for the whole app: the WebSocket server, the event bus (in process or PostgreSQL) and the chat service.
import fp from "fastify-plugin";
import websocket from "@fastify/websocket";
import { CHAT_LIMITS } from "../../../shared/schemas/chat.ts";
import { ChatService, type ChatTiming } from "./chat-service.ts";
import { LocalBus, PostgresBus, type ChatBus } from "./event-bus.ts";
import { onSessionsEnded } from "../auth.ts";
import { QueueWatch } from "./queue-watch.ts";

/** How often each instance looks for waiting chats to hand out while automatic assignment is on. */
const ASSIGN_SWEEP_MS = 5000;

declare module "fastify" {
  interface FastifyInstance {
    chat: ChatService;
    chatBus: ChatBus;
    chatQueue: QueueWatch;
  }
}

export interface ChatPluginOptions {
  databaseUrl?: string;
  brand: string;
  /** The queue timeout (CHAT_QUEUE_TIMEOUT_S); tests also shorten the presence grace period and the socket ping. */
  timing?: Partial<ChatTiming>;
}

export default fp<ChatPluginOptions>(
  async (app, opts) => {
    // A frame carries at most an auth token or a ping. On app.close() every socket is closed with 1001 (going away), so
    // the widget and the console know the server left and reconnect or poll; the close does not wait for the answers.
    await app.register(websocket, {
      options: { maxPayload: CHAT_LIMITS.bodyMaxBytes },
      preClose(done) {
        for (const client of this.websocketServer.clients) client.close(1001, "The server is restarting.");
        this.websocketServer.close();
        done();
      },
    });
    let bus: ChatBus = new LocalBus();
    if (app.dbKind === "postgres") {
      const pgBus = new PostgresBus(app.db, opts.databaseUrl!, app.log.child({ module: "chat-bus" }));
      await pgBus.start();
      bus = pgBus;
    }
    app.decorate("chatBus", bus);
    const chat = new ChatService(app.db, app.dbKind, bus, `${opts.brand} Agent`, opts.brand, opts.timing);
    app.decorate("chat", chat);
    chat.onBackgroundError = (err) => app.log.error({ err }, "automatic assignment failed");
    // Waiting chats are also handed out on a timer: an agent's capacity freed on another instance, a presence that
    // came back (issue 30). A run costs one query while assignment is off.
    const assignTimer = setInterval(() => chat.assignSoon(), ASSIGN_SWEEP_MS);
    assignTimer.unref();
    const queue = new QueueWatch(chat.queue, app.log.child({ module: "chat-queue" }));
    app.decorate("chatQueue", queue);
    // A sign-in that ends here closes its agent sockets on every instance.
    const offSessionsEnded = onSessionsEnded(app.db, (ended) => {
      bus.publish({ kind: "sessions-ended", ...ended }).catch((err: unknown) => app.log.error({ err }, "could not announce ended sign-ins"));
    });
    app.addHook("onClose", async () => {
      offSessionsEnded();
      clearInterval(assignTimer);
      await chat.settle();
      queue.close();
      chat.queue.close();
      await bus.close();
    });
  },
  { name: "chat", dependencies: ["db"] },
);
