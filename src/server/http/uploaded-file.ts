// The picture of a multipart/form-data request (blog uploads, chat photos), read in one way: one file in the field
// `file`, at most the size the route's @fastify/multipart limits allow (a larger one is a 413 file_too_large, not half a
// file), and the small text fields sent before it.
import type { FastifyRequest } from "fastify";
import type { Multipart } from "@fastify/multipart";
import { HttpError } from "../errors.ts";

export interface UploadedFile {
  bytes: Buffer;
  /** The name the sender's device gave the file. */
  filename: string;
  /** The text fields sent before the file, by name. */
  fields: Record<string, string>;
  /** True once the sender's connection has closed (gone while the picture waited to be encoded): nothing to encode for. */
  abandoned: () => boolean;
}

const textOf = (part: Multipart | Multipart[] | undefined): string | undefined => {
  const one = Array.isArray(part) ? part[0] : part;
  return one?.type === "field" && typeof one.value === "string" ? one.value : undefined;
};

/** The request's file, read whole into memory; 415 when the body is not multipart, 400 when it has no file. */
export async function readUploadedFile(req: FastifyRequest, limitText = "10 MB"): Promise<UploadedFile> {
  if (!req.isMultipart()) {
    throw new HttpError(415, "not_multipart", "Send the picture as multipart/form-data, in a field named file.");
  }
  const file = await req.file();
  if (!file) throw new HttpError(400, "no_file", "No file was sent. Please choose a picture to upload.");
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
      throw new HttpError(413, "file_too_large", `The picture is larger than ${limitText}. Please choose a smaller one, or save it at a lower quality.`);
    }
    throw err;
  }
  const fields: Record<string, string> = {};
  for (const name of Object.keys(file.fields)) {
    const value = name === file.fieldname ? undefined : textOf(file.fields[name]);
    if (value !== undefined) fields[name] = value;
  }
  return { bytes, filename: file.filename, fields, abandoned: () => req.raw.socket?.destroyed === true };
}
