// The contract between whatever plays a video (the shell's video modal) and whatever asks for one
// (blocks): it lives here because both may import `ui` while blocks may not import the shell.
import { sendPageRequest } from '../page-requests.js';

/** The document event that opens the page's video modal; `detail` is a `VideoRequest`. */
export const OPEN_VIDEO_EVENT = 'forecourt:open-video';

/** What a `OPEN_VIDEO_EVENT` asks to play. */
export interface VideoRequest {
  /** A YouTube id or URL, or the URL of a video file. */
  src: string;
  /** Names the dialog and the player for assistive tech. */
  title: string;
}

/**
 * Asks the page's video modal to play `request`. A modal that starts later (after the first
 * paint) plays it then (see page-requests.ts); a page without one ignores it.
 */
export function openVideo(request: VideoRequest): void {
  sendPageRequest(OPEN_VIDEO_EVENT, request);
}
