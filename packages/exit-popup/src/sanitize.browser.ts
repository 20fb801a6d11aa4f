import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_SCHEMES,
  ALLOWED_TAGS,
  DROPPED_WITH_CONTENT,
} from './sanitize-policy.js';

const TAGS = new Set(ALLOWED_TAGS);
const DROPPED = new Set(DROPPED_WITH_CONTENT);

function allowedAttribute(tag: string, name: string): boolean {
  return (
    (ALLOWED_ATTRIBUTES[tag] ?? []).includes(name) || (ALLOWED_ATTRIBUTES['*'] ?? []).includes(name)
  );
}

/** Relative URLs, or one of the allowed schemes (control characters and spaces ignored, as browsers do). */
function safeUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  const compact = value.replace(/[\u0000-\u0020]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  return !scheme || ALLOWED_SCHEMES.includes(scheme[1]!.toLowerCase());
}

function clean(parent: Node) {
  for (const node of Array.from(parent.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE) continue;
    if (node.nodeType !== Node.ELEMENT_NODE) {
      node.parentNode?.removeChild(node); // comments, processing instructions
      continue;
    }
    const element = node as Element;
    const tag = element.localName;
    if (DROPPED.has(tag)) {
      element.remove();
      continue;
    }
    clean(element);
    if (!TAGS.has(tag)) {
      element.replaceWith(...Array.from(element.childNodes));
      continue;
    }
    for (const { name, value } of Array.from(element.attributes)) {
      const keep = allowedAttribute(tag, name) && (name !== 'href' || safeUrl(value));
      if (!keep) element.removeAttribute(name);
    }
  }
}

/**
 * Cleans the exit popup's admin-authored copy with the same policy as the Node build, using the
 * browser's parser (a document from DOMParser never runs scripts or loads images).
 */
export function sanitizeExitCopy(html: string): string {
  const doc = new DOMParser().parseFromString(`<!DOCTYPE html><body>${html}`, 'text/html');
  clean(doc.body);
  return doc.body.innerHTML;
}
