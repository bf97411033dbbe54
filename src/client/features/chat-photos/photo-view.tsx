// A photo in a chat (issue 26), the same in the widget, the agent console and the Conversations transcript: a thumbnail
// that is a button, and on it a dialog with the large view and a link to the full photo. The files are read with the
// reader's own proof (the visitor token, the agent's sign-in) through the PhotoSource, never from a public address.
import { createContext, useContext, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { createPortal } from "react-dom";
import type { ChatPhoto, ChatPhotoFile } from "../../../shared/schemas/chat-photos.ts";
import { Dialog } from "../../components/ui/dialog.tsx";

/** Reads one file of a photo of the chat shown: a Blob, or a throw. */
export type PhotoLoader = (photoId: string, file: ChatPhotoFile) => Promise<Blob>;

/** How the chat around it reads its photos; set by the chat's view (the widget, a console panel, a transcript). */
export const PhotoSource = createContext<PhotoLoader | null>(null);

export interface PhotoLabels {
  /** Names the photo: "Photo from Asha", "Your photo". */
  name: string;
  /** The thumbnail button's name: "Photo from Asha: open it large". */
  open: string;
  loading: string;
  failed: string;
  /** The link to the whole photo in a new tab. */
  openFull: string;
}

type Loaded = { url: string } | { error: true } | null;

/** An object URL for a file of the photo while the component is shown; null while it loads. */
function usePhotoFile(photoId: string, file: ChatPhotoFile): Loaded {
  const load = useContext(PhotoSource);
  const [loaded, setLoaded] = useState<{ key: string; value: Loaded }>({ key: "", value: null });
  const key = `${photoId}/${file}`;
  useEffect(() => {
    if (!load) return;
    let url: string | null = null;
    let live = true;
    load(photoId, file).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        if (live) setLoaded({ key, value: { url } });
        else URL.revokeObjectURL(url);
      },
      (err: unknown) => {
        console.warn("Could not load a chat photo", err);
        if (live) setLoaded({ key, value: { error: true } });
      },
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [load, photoId, file, key]);
  return loaded.key === key ? loaded.value : null;
}

/** The thumbnail's box: at most 12rem wide and 16rem tall, in the photo's own shape, so nothing moves when it arrives. */
function thumbBox(photo: ChatPhoto) {
  const ratio = photo.width / Math.max(1, photo.height);
  const width = Math.min(192, photo.width, 256 * ratio);
  return { width: Math.round(width), height: Math.round(width / ratio) };
}

export function PhotoView({ photo, labels, format = "webp" }: { photo: ChatPhoto; labels: PhotoLabels; format?: "webp" | "jpg" }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const thumb = usePhotoFile(photo.id, `thumb.${format}`);
  const box = thumbBox(photo);
  const close = () => {
    setOpen(false);
    // The dialog leaves the page as it closes: back to the photo it was opened from.
    requestAnimationFrame(() => button.current?.focus());
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        data-photo-id={photo.id}
        aria-label={labels.open}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        style={{ width: box.width, height: box.height }}
        className="block max-w-full overflow-hidden rounded-xl bg-stone-200 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-harvest-400"
      >
        {thumb && "url" in thumb ? (
          <img src={thumb.url} alt={labels.name} width={box.width} height={box.height} className="h-full w-full object-cover" />
        ) : (
          <span className="flex h-full w-full items-center justify-center p-2 text-center text-xs text-stone-700">{thumb ? labels.failed : labels.loading}</span>
        )}
      </button>
      {open && <LargePhoto photo={photo} labels={labels} format={format} onClose={close} />}
    </>
  );
}

/** The large view, in the page only while it is open. */
function LargePhoto({ photo, labels, format, onClose }: { photo: ChatPhoto; labels: PhotoLabels; format: "webp" | "jpg"; onClose: () => void }) {
  const large = usePhotoFile(photo.id, `large.${format}`);
  // The dialog is put in the page's body (not inside the chat's log, which is read out as it changes); its Escape
  // closes it alone, not the chat panel around it in React's tree.
  const keep = (e: KeyboardEvent) => {
    if (e.key === "Escape") e.stopPropagation();
  };
  return createPortal(
    <div onKeyDown={keep}>
      <Dialog open onClose={onClose} title={labels.name} size="xl">
        {large && "url" in large ? (
          <figure className="space-y-3">
            <img
              src={large.url}
              alt={labels.name}
              width={photo.width}
              height={photo.height}
              className="mx-auto h-auto max-h-[65svh] w-auto max-w-full rounded-lg object-contain"
            />
            <figcaption>
              <a href={large.url} target="_blank" rel="noopener" className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900">
                {labels.openFull}
              </a>
            </figcaption>
          </figure>
        ) : (
          <p role="status" className="text-stone-700">
            {large ? labels.failed : labels.loading}
          </p>
        )}
      </Dialog>
    </div>,
    document.body,
  );
}
