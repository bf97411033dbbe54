// Photos in the agent console (issue 26): the camera button beside a chat's reply box, the photos in its messages, and
// the photo the agent sent shown at once in that chat (told to the console's state through onPhotoSent).
import { useCallback, useMemo, type ReactNode } from "react";
import type { ChatMessage } from "../../../shared/schemas/chat-constants.ts";
import type { ChatPhoto } from "../../../shared/schemas/chat-photos.ts";
import { PhotoButton, usePhotoUpload } from "../chat-photos/photo-button.tsx";
import { PhotoView, type PhotoLoader } from "../chat-photos/photo-view.tsx";
import { agentPhotoLoader, agentPhotoSender, teamPhotoLabels } from "../chat-photos/team-photos.ts";

type SentListener = (sessionId: string, message: ChatMessage) => void;
const listeners = new Set<SentListener>();

/** Hears every photo this tab's agent sends, with its chat; returns the unsubscribe. */
export function onPhotoSent(listener: SentListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export interface ConsolePhotos {
  button: ReactNode;
  /** Why the last photo was not sent: the server's own sentence. */
  error: string | null;
  loader: PhotoLoader;
}

export function useConsolePhotos(sessionId: string): ConsolePhotos {
  const sender = useMemo(() => agentPhotoSender(sessionId), [sessionId]);
  const loader = useMemo(() => agentPhotoLoader(sessionId), [sessionId]);
  const onSent = useCallback((m: ChatMessage) => listeners.forEach((l) => l(sessionId, m)), [sessionId]);
  const upload = usePhotoUpload(sender, onSent);
  return {
    button: <PhotoButton upload={upload} label="Add a photo" sendingLabel="Uploading the photo..." />,
    error: upload.problem ? `The photo was not sent: ${upload.problem.message}` : null,
    loader,
  };
}

/** A photo in a console message, named by who sent it. */
export function ConsolePhoto({ photo, sender }: { photo: ChatPhoto; sender: string }) {
  return <PhotoView photo={photo} labels={teamPhotoLabels(sender)} />;
}
