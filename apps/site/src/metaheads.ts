// Metaheads (site-shell.md §3): admin-authored code injected into the head or the end of the body.
// The server writes them into the HTML; after a client-side navigation `syncMetaheads` swaps the
// page-specific ones. A failing script is only logged (§8), it never breaks the page.
import type { Metahead } from '@forecourt/api-client';
import { orderMetaheads } from './content.js';

type Scope = 'page' | 'global';

/** Page-specific metaheads, and global ones marked to reload, are replaced on every navigation. */
const scopeOf = (m: Metahead): Scope =>
  m.rdx_core_page_id !== null || m.reload_on_each_page ? 'page' : 'global';

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Wraps inline code so a throwing script is logged instead of surfacing as an uncaught error. */
function guardScript(m: Metahead): string {
  const label = JSON.stringify(`Metahead "${m.name}" (#${m.id}) failed:`);
  return `try{\n${m.content}\n}catch(error){console.error(${label},error)}`;
}

/** One metahead as HTML, marked so a later client-side navigation can find it again. */
export function metaheadHtml(m: Metahead): string {
  const marks = `data-fc-metahead="${m.id}" data-fc-scope="${scopeOf(m)}"`;
  switch (m.language) {
    case 'javascript':
      return `<script ${marks}>${guardScript(m).replace(/<\/script/gi, '<\\/script')}</script>`;
    case 'js-src': {
      const failed = escapeAttr(
        `console.error(${JSON.stringify(`Metahead "${m.name}" (#${m.id}) failed to load:`)},this.src)`,
      );
      return `<script ${marks} src="${escapeAttr(m.content.trim())}" onerror="${failed}"></script>`;
    }
    case 'css':
    case 'sass':
    case 'scss':
      // sass/scss arrive already compiled to CSS (compiled when the metahead is saved).
      return `<style ${marks}>${m.content.replace(/<\/style/gi, '<\\/style')}</style>`;
    case 'html':
      // Raw HTML cannot carry an attribute, so comments delimit it.
      return `<!--fc-metahead:${m.id}:${scopeOf(m)}-->${m.content}<!--/fc-metahead:${m.id}-->`;
  }
}

/** The HTML to insert before `</head>` and before `</body>`, each in sequence order. */
export function metaheadMarkup(metaheads: readonly Metahead[]): { head: string; body: string } {
  const ordered = orderMetaheads(metaheads);
  return {
    head: ordered
      .filter((m) => !m.in_body)
      .map(metaheadHtml)
      .join(''),
    body: ordered
      .filter((m) => m.in_body)
      .map(metaheadHtml)
      .join(''),
  };
}

/** Inserts the metahead markup into a rendered HTML document. */
export function injectMetaheads(html: string, metaheads: readonly Metahead[]): string {
  if (metaheads.length === 0) return html;
  const { head, body } = metaheadMarkup(metaheads);
  let out = html;
  if (head) {
    const at = out.indexOf('</head>');
    out = at >= 0 ? out.slice(0, at) + head + out.slice(at) : head + out;
  }
  if (body) {
    const at = out.lastIndexOf('</body>');
    out = at >= 0 ? out.slice(0, at) + body + out.slice(at) : out + body;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Browser: after a client-side navigation
// ---------------------------------------------------------------------------------------------

function removePageScoped(doc: Document) {
  doc.querySelectorAll('[data-fc-metahead][data-fc-scope="page"]').forEach((el) => el.remove());
  for (const root of [doc.head, doc.body]) {
    const walker = doc.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
    const starts: Comment[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (/^fc-metahead:\d+:page$/.test(node.nodeValue ?? '')) starts.push(node as Comment);
    }
    for (const start of starts) {
      const id = start.nodeValue!.split(':')[1];
      let node: ChildNode | null = start;
      while (node) {
        const next: ChildNode | null = node.nextSibling;
        const isEnd =
          node.nodeType === Node.COMMENT_NODE && node.nodeValue === `/fc-metahead:${id}`;
        node.remove();
        if (isEnd) break;
        node = next;
      }
    }
  }
}

/** Scripts parsed from HTML never run; re-creating them does. */
function activateScripts(fragment: DocumentFragment, doc: Document) {
  fragment.querySelectorAll('script').forEach((old) => {
    const script = doc.createElement('script');
    for (const { name, value } of Array.from(old.attributes)) script.setAttribute(name, value);
    script.text = old.text;
    old.replaceWith(script);
  });
}

/**
 * Replaces the page-scoped metaheads with those of the page just navigated to. Global metaheads
 * stay as the first page load left them.
 */
export function syncMetaheads(metaheads: readonly Metahead[], doc: Document = document) {
  removePageScoped(doc);
  for (const m of orderMetaheads(metaheads)) {
    if (scopeOf(m) !== 'page') continue;
    const template = doc.createElement('template');
    template.innerHTML = metaheadHtml(m);
    const fragment = template.content;
    activateScripts(fragment, doc);
    (m.in_body ? doc.body : doc.head).append(fragment);
  }
}
