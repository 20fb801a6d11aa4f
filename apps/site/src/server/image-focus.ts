// The media library's focal points, as a stylesheet the site writes into every page it renders:
// a cropped image (`object-fit: cover`) keeps its focal point in view from the first paint. Kept
// for the process like the chrome's data, and forgotten when the content service reports a change.

export interface ImageFocusStore {
  /** The rules (empty when every image is centred, or when they cannot be read). */
  css(): Promise<string>;
  clear(): void;
}

export function createImageFocusStore(
  contentServiceUrl: string,
  { keep = () => true, fetch: doFetch = fetch }: { keep?: () => boolean; fetch?: typeof fetch } = {},
): ImageFocusStore {
  let kept: Promise<string> | undefined;
  const load = async () => {
    try {
      const response = await doFetch(new URL('/api/v1/image-focus.css', contentServiceUrl));
      if (!response.ok) throw new Error(`status ${response.status}`);
      return await response.text();
    } catch (error) {
      // Pages still render, with images centred; the next render asks again.
      console.error('The image focal points could not be loaded; images are shown centred.', error);
      kept = undefined;
      return '';
    }
  };
  return {
    css() {
      if (!keep()) return load();
      kept ??= load();
      return kept;
    },
    clear() {
      kept = undefined;
    },
  };
}

/** The `<style>` element of `css` with this render's nonce, or '' when there is nothing to write. */
export function imageFocusStyle(css: string, nonce: string): string {
  // A stylesheet cannot end the element early: `<` never belongs in these rules.
  const safe = css.replaceAll('<', '');
  return safe.trim() ? `<style nonce="${nonce}" data-image-focus>${safe}</style>` : '';
}
