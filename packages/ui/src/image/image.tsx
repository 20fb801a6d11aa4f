import type { ImgHTMLAttributes } from 'react';

/** Widths the image service renders (`/api/v1/image/{id}/w/{width}`); 1600 is for full-width heroes. */
export const IMAGE_WIDTHS = [180, 320, 376, 430, 720, 1180, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Address of image `id` rendered `width` pixels wide. */
export function imageUrl(id: string, width: ImageWidth): string {
  return `/api/v1/image/${encodeURIComponent(id)}/w/${width}`;
}

/** A `srcset` listing image `id` at each of `widths` (smallest first). */
export function imageSrcSet(id: string, widths: readonly ImageWidth[]): string {
  return [...widths]
    .sort((a, b) => a - b)
    .map((width) => `${imageUrl(id, width)} ${width}w`)
    .join(', ');
}

export interface ImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'alt'
> {
  /** Media-library id of the image. */
  imageId: string;
  /** Alternative text; '' marks the image as decorative. */
  alt: string;
  /** Widths offered to the browser. Defaults to every width up to 1180. */
  widths?: readonly ImageWidth[];
  /** The `sizes` attribute. Defaults to '100vw'. */
  sizes?: string;
}

/** A responsive `<img>` served by the image service at its allowed widths. */
export function Image({
  imageId,
  alt,
  widths = [180, 320, 430, 720, 1180],
  sizes = '100vw',
  loading = 'lazy',
  decoding = 'async',
  ...rest
}: ImageProps) {
  const largest = Math.max(...widths) as ImageWidth;
  return (
    <img
      {...rest}
      src={imageUrl(imageId, largest)}
      srcSet={imageSrcSet(imageId, widths)}
      sizes={sizes}
      alt={alt}
      loading={loading}
      decoding={decoding}
    />
  );
}
