// Pages that are links (`type: 'url_redirection'`): where their `to` may point per `link_type`.
// An internal link names its target page by id (`page:42`), so it follows the page when it moves;
// the public API answers it resolved to the page's current path.

export type PageLinkType = 'internal' | 'external' | 'file';

const INTERNAL_PREFIX = 'page:';

/** `to` of an internal link to page `id`. */
export const internalLinkTo = (id: number) => `${INTERNAL_PREFIX}${id}`;

/** The page id an internal link's `to` names, or null when it is a plain path. */
export function internalLinkId(to: string | null | undefined): number | null {
  const match = to ? /^page:([1-9]\d{0,9})$/.exec(to.trim()) : null;
  return match ? Number(match[1]) : null;
}

const isSitePathTarget = (to: string) => to.startsWith('/') && !to.startsWith('//');

function isWebAddress(to: string): boolean {
  try {
    const url = new URL(to);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export const LINK_TARGET_MESSAGES: Record<PageLinkType, string> = {
  internal: 'Choose the page to link to',
  external: 'Enter a full address starting with https:// or http://',
  file: 'Choose a file from the media library or enter its address (/… or https://…)',
};

/** What is wrong with a link page's target for its link type, or null when it is fine (empty is "required", not this). */
export function linkTargetProblem(linkType: PageLinkType, to: string): string | null {
  const target = to.trim();
  if (target === '') return null;
  const fine =
    linkType === 'internal'
      ? // Link pages from before link types were chosen are 'internal' whatever their target.
        internalLinkId(target) !== null || isSitePathTarget(target) || isWebAddress(target)
      : linkType === 'external'
        ? isWebAddress(target)
        : isSitePathTarget(target) || isWebAddress(target);
  return fine ? null : LINK_TARGET_MESSAGES[linkType];
}
