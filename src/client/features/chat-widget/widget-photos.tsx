// Photos in the widget (issue 26): the camera button beside the message box while the visitor talks to the team, the
// photo in a message bubble, and the refusals in the visitor's language. Photos are read with the visitor token, as
// the chat's messages are; nothing of them is kept in the browser's storage but the message.
import { useCallback, useMemo, type ReactNode } from "react";
import type { ChatMessage } from "../../../shared/schemas/chat-constants.ts";
import { CHAT_PHOTO_API, CHAT_PHOTO_ERRORS, type ChatPhoto, type ChatPhotoError } from "../../../shared/schemas/chat-photos.ts";
import { requestJson, sendRequest } from "../../lib/api-client.ts";
import { withRetries } from "../../lib/chat-log.ts";
import { useT, type Translate } from "../../i18n/use-t.ts";
import type { MessageId } from "../../i18n/ids.ts";
import { PhotoButton, usePhotoUpload, type PhotoProblem, type PhotoSender } from "../chat-photos/photo-button.tsx";
import { PhotoView, type PhotoLoader } from "../chat-photos/photo-view.tsx";
import { bearer, type VisitorSession } from "./chat-api.ts";
import type { LiveChat } from "./use-live-chat.ts";

/** Reads a photo of the visitor's chat with its token. */
export function visitorPhotoLoader(session: VisitorSession): PhotoLoader {
  return async (photoId, file) => {
    const res = await sendRequest(CHAT_PHOTO_API.visitorFile(session.sessionId, photoId, file), { headers: { ...bearer(session), accept: "image/*" } });
    if (!res.ok) throw new Error(`The photo could not be read (${res.status}).`);
    return res.blob();
  };
}

/** Sends a photo as the visitor; a lost answer is sent again with the same clientId (stored once). */
const visitorPhotoSender =
  (session: VisitorSession): PhotoSender =>
  (form) =>
    withRetries(() => requestJson<ChatMessage>(CHAT_PHOTO_API.visitor(session.sessionId), { method: "POST", body: form, headers: bearer(session) }));

const isKnown = (code: string): code is ChatPhotoError => (CHAT_PHOTO_ERRORS as readonly string[]).includes(code);

/** A refusal in the page's language: the widget's own words for each code, a general one for anything else. */
export function photoProblemText(t: Translate, problem: PhotoProblem): string {
  return t((isKnown(problem.code) ? `chat.photo.error.${problem.code}` : "chat.photo.error.failed") as MessageId);
}

export interface WidgetPhotos {
  /** The camera button, while the visitor talks to (or waits for) the team; null otherwise. */
  button: ReactNode;
  /** The last photo's refusal, in the visitor's language. */
  error: string | null;
  /** How the chat's photos are read. */
  loader: PhotoLoader | null;
}

export function useWidgetPhotos(live: LiveChat): WidgetPhotos {
  const t = useT();
  const chat = live.chat;
  const session = chat?.mode === "agent" && !chat.ended ? chat.session : null;
  const sessionId = session?.sessionId;
  const token = session?.token;
  const sender = useMemo(() => (sessionId && token ? visitorPhotoSender({ sessionId, token }) : null), [sessionId, token]);
  // Every photo shown was sent in this chat, also once it has ended: read with its token while it opens the chat.
  const readId = chat?.session?.sessionId;
  const readToken = chat?.session?.token;
  const loader = useMemo(() => (readId && readToken ? visitorPhotoLoader({ sessionId: readId, token: readToken }) : null), [readId, readToken]);
  const { accept } = live;
  const onSent = useCallback((m: ChatMessage) => accept(m), [accept]);
  const upload = usePhotoUpload(sender, onSent);
  return {
    button: sender ? <PhotoButton upload={upload} label={t("chat.photo.send")} sendingLabel={t("chat.photo.sending")} disabled={live.awaitingReply} /> : null,
    error: upload.problem ? photoProblemText(t, upload.problem) : null,
    loader,
  };
}

/** A photo in a message bubble: the visitor's own, or the agent's with the name the bubble shows. */
export function MessagePhoto({ photo, mine, sender }: { photo: ChatPhoto; mine: boolean; sender: string }) {
  const t = useT();
  const name = mine ? t("chat.photo.yours") : t("chat.photo.from", { name: sender });
  return (
    <PhotoView
      photo={photo}
      labels={{ name, open: t("chat.photo.open", { label: name }), loading: t("chat.photo.loading"), failed: t("chat.photo.failed"), openFull: t("chat.photo.openFull") }}
    />
  );
}
