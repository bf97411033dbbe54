// The uploaded pictures for the pickers, and a new upload added to the front of the list once the server has it.
import { useCallback, useEffect, useState } from "react";
import { UPLOAD_MAX_BYTES } from "../../../../shared/schemas/blog-fields.ts";
import type { Upload } from "../../../../shared/schemas/blog.ts";
import { fetchUploads, uploadPicture } from "./blog-admin-api.ts";

/** The picture types the server takes (it checks the bytes too), for the file input and the check before a slow upload. */
export const UPLOAD_TYPES = ["image/jpeg", "image/png", "image/webp"];

export function useUploads(load: boolean) {
  const [uploads, setUploads] = useState<Upload[]>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!load || uploads) return;
    let live = true;
    fetchUploads()
      .then((r) => live && setUploads(r.uploads))
      .catch((err: Error) => {
        console.error(err);
        if (live) setError(`The uploaded pictures could not be loaded: ${err.message}`);
      });
    return () => {
      live = false;
    };
  }, [load, uploads]);

  /** Uploads a file and returns it, or null after saying what went wrong (checked here first to spare a slow upload). */
  const upload = useCallback(async (file: File): Promise<Upload | null> => {
    setError(undefined);
    if (file.type && !UPLOAD_TYPES.includes(file.type)) {
      setError("Please choose a JPEG, PNG or WebP picture.");
      return null;
    }
    if (file.size > UPLOAD_MAX_BYTES) {
      setError("The picture is larger than 10 MB. Please choose a smaller one.");
      return null;
    }
    setBusy(true);
    try {
      const { upload: added } = await uploadPicture(file);
      setUploads((list) => [added, ...(list ?? [])]);
      return added;
    } catch (err) {
      console.error(err);
      setError(`The picture could not be uploaded: ${(err as Error).message}`);
      return null;
    } finally {
      setBusy(false);
    }
  }, []);

  return { uploads, error, busy, upload };
}
