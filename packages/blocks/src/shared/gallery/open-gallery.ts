/**
 * How a Gallery categories card opens the Gallery carousel on the same page: a DOM event (blocks
 * are separate lazy chunks that share no React tree), like the shell's `openVideo`.
 */
export const OPEN_GALLERY_EVENT = 'forecourt:open-gallery';

export interface GalleryRequest {
  /** Category name as shown on the page; matched without regard to case or spacing. */
  category: string;
}

/** Same category name? Editors type the names in both blocks, so case and spaces may differ. */
export function sameCategory(a: string, b: string): boolean {
  const normal = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
  return normal(a) !== '' && normal(a) === normal(b);
}

/** Asks a gallery on the page to open at `category`; true when one did. */
export function openGallery(request: GalleryRequest): boolean {
  const event = new CustomEvent<GalleryRequest>(OPEN_GALLERY_EVENT, {
    detail: request,
    cancelable: true,
  });
  document.dispatchEvent(event);
  // The gallery that takes the request cancels the event, so a second gallery leaves it alone.
  return event.defaultPrevented;
}
