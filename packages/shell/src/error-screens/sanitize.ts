import sanitizeHtml from 'sanitize-html';

/**
 * Cleans admin-authored HTML (the `general.404_page` setting) before it is injected: keeps
 * ordinary formatting, links and images, drops scripts, event handlers and `javascript:` URLs.
 */
export function sanitizeSettingHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2'],
    allowedAttributes: {
      ...sanitizeHtml.defaults.allowedAttributes,
      a: ['href', 'name', 'target', 'rel', 'title'],
      img: ['src', 'srcset', 'alt', 'title', 'width', 'height', 'loading'],
      '*': ['class', 'id'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  });
}
