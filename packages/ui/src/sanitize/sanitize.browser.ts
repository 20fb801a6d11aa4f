import { isSafeUrl, URL_ATTRIBUTES, type SanitizePolicy } from './policy.js';

export { DROPPED_WITH_CONTENT } from './policy.js';
export type { SanitizePolicy } from './policy.js';

function allowedAttribute(policy: SanitizePolicy, tag: string, name: string): boolean {
  return (
    (policy.allowedAttributes[tag] ?? []).includes(name) ||
    (policy.allowedAttributes['*'] ?? []).includes(name)
  );
}

function keepAttribute(policy: SanitizePolicy, tag: string, name: string, value: string): boolean {
  if (!allowedAttribute(policy, tag, name)) return false;
  if (URL_ATTRIBUTES.includes(name)) return isSafeUrl(value, policy);
  // One unsafe candidate drops the whole list.
  if (name === 'srcset') return value.split(',').every((c) => isSafeUrl(c.trim(), policy));
  return true;
}

function clean(parent: Node, policy: SanitizePolicy) {
  for (const node of Array.from(parent.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE) continue;
    if (node.nodeType !== Node.ELEMENT_NODE) {
      node.parentNode?.removeChild(node); // comments, processing instructions
      continue;
    }
    const element = node as Element;
    const tag = element.localName;
    if (policy.droppedWithContent.includes(tag)) {
      element.remove();
      continue;
    }
    clean(element, policy);
    if (!policy.allowedTags.includes(tag)) {
      element.replaceWith(...Array.from(element.childNodes));
      continue;
    }
    for (const { name, value } of Array.from(element.attributes)) {
      if (!keepAttribute(policy, tag, name, value)) element.removeAttribute(name);
    }
    if (
      policy.noopenerOnBlankTargets &&
      tag === 'a' &&
      element.getAttribute('target') === '_blank'
    ) {
      element.setAttribute('rel', 'noopener');
    }
  }
}

/**
 * Cleans untrusted HTML with `policy`, using the browser's own parser: a document from DOMParser
 * never runs scripts or loads images. Same policy semantics as the Node build.
 */
export function sanitizeHtml(html: string, policy: SanitizePolicy): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(`<!DOCTYPE html><body>${html}`, 'text/html');
  clean(doc.body, policy);
  return doc.body.innerHTML;
}
