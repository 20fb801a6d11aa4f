/**
 * Price templates are admin-authored HTML such as 'From <span>^%</span>'. They are parsed into a
 * small tree that keeps only the inline tags a price needs, so a renderer builds its own elements
 * and never injects the admin's HTML as is.
 */

/** Tags kept from a template; every other tag is dropped (its text stays). */
export const PRICE_TEMPLATE_TAGS = ['span', 'strong', 'em', 'br'] as const;
export type PriceTemplateTag = (typeof PRICE_TEMPLATE_TAGS)[number];

export interface PriceTemplateElement {
  tag: PriceTemplateTag;
  /** The `class` attribute, the only attribute kept (for styling the value part). */
  className?: string;
  children: PriceTemplateNode[];
}

/** Text (entities decoded) or a kept element. */
export type PriceTemplateNode = string | PriceTemplateElement;

/** Tags whose content is code, not text: dropped with their content. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'textarea',
  'iframe',
  'object',
  'noscript',
  'title',
]);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, body: string) => {
    if (body.startsWith('#')) {
      const code =
        body[1] === 'x' || body[1] === 'X'
          ? parseInt(body.slice(2), 16)
          : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : match;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? match;
  });
}

function isKept(tag: string): tag is PriceTemplateTag {
  return (PRICE_TEMPLATE_TAGS as readonly string[]).includes(tag);
}

/** Parses a filled template into text and span/strong/em/br elements. */
export function parsePriceTemplate(html: string): PriceTemplateNode[] {
  const root: PriceTemplateElement = { tag: 'span', children: [] };
  const stack: PriceTemplateElement[] = [root];
  const tagPattern = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>|<!--[\s\S]*?-->/g;
  let cursor = 0;
  let skipUntil: string | null = null;

  const addText = (text: string) => {
    if (!text || skipUntil) return;
    const parent = stack[stack.length - 1]!;
    const decoded = decodeEntities(text);
    const last = parent.children[parent.children.length - 1];
    if (typeof last === 'string') parent.children[parent.children.length - 1] = last + decoded;
    else parent.children.push(decoded);
  };

  for (const match of html.matchAll(tagPattern)) {
    addText(html.slice(cursor, match.index));
    cursor = match.index + match[0].length;
    const [, closing, rawName, attributes = ''] = match;
    if (!rawName) continue; // a comment
    const name = rawName.toLowerCase();
    if (skipUntil) {
      if (closing && name === skipUntil) skipUntil = null;
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(name)) {
      if (!closing && !attributes.trimEnd().endsWith('/')) skipUntil = name;
      continue;
    }
    if (!isKept(name)) continue;
    if (closing) {
      const open = stack.findLastIndex((element, index) => index > 0 && element.tag === name);
      if (open > 0) stack.length = open;
      continue;
    }
    const element: PriceTemplateElement = { tag: name, children: [] };
    const className = /\bclass\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>/]+))/i.exec(attributes);
    const classValue = className ? (className[1] ?? className[2] ?? className[3] ?? '').trim() : '';
    if (classValue) element.className = decodeEntities(classValue);
    stack[stack.length - 1]!.children.push(element);
    if (name !== 'br' && !attributes.trimEnd().endsWith('/')) stack.push(element);
  }
  addText(html.slice(cursor));
  return root.children;
}

/** The text a screen reader or a plain-text surface gets from a template. */
export function priceTemplateText(nodes: readonly PriceTemplateNode[]): string {
  return nodes
    .map((node) =>
      typeof node === 'string' ? node : node.tag === 'br' ? ' ' : priceTemplateText(node.children),
    )
    .join('');
}
