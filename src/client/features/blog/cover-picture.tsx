// A post's cover: an uploaded picture as <picture> (AVIF, then WebP, then JPEG, each at every width it was saved in, so
// a phone takes the 480-pixel file), or an illustration of the site as it is.
import { uploadSrcset } from "../../../shared/schemas/blog-fields.ts";

interface Props {
  src: string;
  /** How wide the picture is shown, for the browser's choice of file. */
  sizes: string;
  className: string;
  loading?: "eager" | "lazy";
  fetchPriority?: "high";
}

export function CoverPicture({ src, sizes, className, loading, fetchPriority }: Props) {
  const img = (srcSet?: string) => (
    <img src={src} srcSet={srcSet} sizes={srcSet ? sizes : undefined} alt="" width={1200} height={675} loading={loading} fetchPriority={fetchPriority} className={className} />
  );
  const jpg = uploadSrcset(src, "jpg");
  if (!jpg) return img();
  return (
    <picture>
      <source type="image/avif" srcSet={uploadSrcset(src, "avif")!} sizes={sizes} />
      <source type="image/webp" srcSet={uploadSrcset(src, "webp")!} sizes={sizes} />
      {img(jpg)}
    </picture>
  );
}
