// Sending a photo (issue 26), for the widget and the console alike: a button that opens the phone's gallery or camera
// (a hidden file field behind it, so it works from the keyboard), and the upload with its own id, so a send retried
// after a lost answer is stored once. A file over 10 MB is refused here before a byte is sent.
import { useCallback, useRef, useState } from "react";
import type { ChatMessage } from "../../../shared/schemas/chat-constants.ts";
import { CHAT_PHOTO_ACCEPT, CHAT_PHOTO_FIELDS, CHAT_PHOTO_LIMITS } from "../../../shared/schemas/chat-photos.ts";
import { ApiError } from "../../lib/api-client.ts";
import { newClientId } from "../../lib/chat-log.ts";

/** Sends the form (clientId, then the file) to the chat's photo address; throws an ApiError when refused. */
export type PhotoSender = (form: FormData) => Promise<ChatMessage>;

/** What went wrong with the last photo: the server's refusal (its code and sentence), or not sent at all. */
export interface PhotoProblem {
  code: string;
  message: string;
}

export interface PhotoUpload {
  sending: boolean;
  problem: PhotoProblem | null;
  send: (file: File) => Promise<void>;
  clear: () => void;
}

/** The form of one photo: the sender's own id first, so the server reads it before the file. */
export function photoForm(file: File, clientId: string): FormData {
  const form = new FormData();
  form.append(CHAT_PHOTO_FIELDS.clientId, clientId);
  form.append(CHAT_PHOTO_FIELDS.file, file, file.name || "photo.jpg");
  return form;
}

/** Uploads one photo at a time with `post`; `onSent` gets the stored message (shown at once, before the socket says). */
export function usePhotoUpload(post: PhotoSender | null, onSent: (message: ChatMessage) => void): PhotoUpload {
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<PhotoProblem | null>(null);
  const send = useCallback(
    async (file: File) => {
      if (!post) return;
      setProblem(null);
      if (file.size > CHAT_PHOTO_LIMITS.maxBytes) {
        setProblem({ code: "file_too_large", message: "The photo is larger than 10 MB. Please choose a smaller one." });
        return;
      }
      setSending(true);
      try {
        onSent(await post(photoForm(file, newClientId())));
      } catch (err) {
        setProblem(err instanceof ApiError && err.status >= 400 && err.status < 500 ? { code: err.code ?? "failed", message: err.message } : { code: "failed", message: (err as Error).message });
      } finally {
        setSending(false);
      }
    },
    [post, onSent],
  );
  const clear = useCallback(() => setProblem(null), []);
  return { sending, problem, send, clear };
}

interface ButtonProps {
  upload: PhotoUpload;
  /** "Add a photo" */
  label: string;
  /** "Uploading your photo..." */
  sendingLabel: string;
  disabled?: boolean;
  className?: string;
}

/** The camera button beside the message box; while a photo goes it says so (to a screen reader too) and waits. */
export function PhotoButton({ upload, label, sendingLabel, disabled, className = "" }: ButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={CHAT_PHOTO_ACCEPT}
        hidden
        tabIndex={-1}
        aria-hidden="true"
        data-photo-input
        onChange={(e) => {
          const file = e.target.files?.[0];
          // Cleared, so the same photo can be picked again after a refusal.
          e.target.value = "";
          if (file) void upload.send(file);
        }}
      />
      <button
        type="button"
        disabled={disabled || upload.sending}
        aria-label={upload.sending ? sendingLabel : label}
        title={upload.sending ? sendingLabel : label}
        onClick={() => input.current?.click()}
        className={`inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-stone-300 bg-white text-brand-800 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-harvest-400 disabled:cursor-not-allowed disabled:opacity-60 ${className}`}
      >
        {upload.sending ? (
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 motion-safe:animate-spin" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
            <path d="M12 3a9 9 0 1 0 9 9" />
          </svg>
        ) : (
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
            <circle cx="12" cy="13" r="3.5" />
          </svg>
        )}
      </button>
      <span role="status" className="sr-only">
        {upload.sending ? sendingLabel : ""}
      </span>
    </>
  );
}
