// The team's side of chat photos (issue 26): the agent console sends and reads a chat's photos with the agent's
// sign-in, and the Conversations transcript reads them with the admin's; the names of a photo in English, as the
// console's own texts are.
import type { ChatMessage } from "../../../shared/schemas/chat-constants.ts";
import { CHAT_PHOTO_API, type ChatPhotoFile } from "../../../shared/schemas/chat-photos.ts";
import { adminFetch, adminJson } from "../../lib/admin-api.ts";
import { withRetries } from "../../lib/chat-log.ts";
import type { PhotoSender } from "./photo-button.tsx";
import type { PhotoLabels, PhotoLoader } from "./photo-view.tsx";

function signedInLoader(url: (photoId: string, file: ChatPhotoFile) => string): PhotoLoader {
  return async (photoId, file) => {
    const res = await adminFetch(url(photoId, file), { headers: { accept: "image/*" } });
    if (!res.ok) throw new Error(`The photo could not be read (${res.status}).`);
    return res.blob();
  };
}

/** A chat the agent holds: its photos. */
export const agentPhotoLoader = (sessionId: string) => signedInLoader((photoId, file) => CHAT_PHOTO_API.agentFile(sessionId, photoId, file));

/** A chat in Conversations: its photos. */
export const adminPhotoLoader = (sessionId: string) => signedInLoader((photoId, file) => CHAT_PHOTO_API.adminFile(sessionId, photoId, file));

/** Sends a photo into a chat the agent holds; a lost answer is sent again with the same clientId (stored once). */
export const agentPhotoSender =
  (sessionId: string): PhotoSender =>
  (form) =>
    withRetries(() => adminJson<ChatMessage>(CHAT_PHOTO_API.agent(sessionId), { method: "POST", body: form }));

/** A photo's names in the console and Conversations: "Photo from Asha Devi". */
export function teamPhotoLabels(sender: string): PhotoLabels {
  const name = `Photo from ${sender}`;
  return { name, open: `${name}: open it large`, loading: "Loading the photo...", failed: "This photo could not be shown.", openFull: "Open the full photo" };
}
