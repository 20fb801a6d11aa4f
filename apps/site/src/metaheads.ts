// Metaheads (site-shell.md §3): admin-authored code injected into the head or the end of the body.
// The server writes them into the HTML; after a client-side navigation `syncMetaheads` swaps the
// page-specific ones. A failing script is only logged (§8), it never breaks the page.
//
// Under the page's Content-Security-Policy only scripts and styles carrying its nonce run, so
// every one written here gets it (admin-authored code is trusted: only admins write metaheads).
import { metaheadsEnabled, type Metahead } from '@forecourt/api-client';
import { orderMetaheads } from './content.js';
import { documentNonce } from './csp-nonce.js';

type Scope = 'page' | 'global';

/**
 * The metaheads the site writes: none at all while the kill switch (`metaheads.enabled`) is
 * 'false', whatever their language, scope or place. Settings changes reach the site through the
 * change feed, which empties the page cache, so the next render of every page has none.
 */
export function siteMetaheads(metaheads: readonly Metahead[], settings: Readonly<Record<string, string | undefined>>): readonly Metahead[] {
  return metaheadsEnabled(settings) ? metaheads : [];
}

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

/**
 * Logs a `js-src` metahead that failed to load. One listener for the document (an inline
 * `onerror` attribute would need the policy to allow inline event handlers): `error` events of
 * scripts do not bubble, but they pass the document on their way down.
 */
const LOAD_FAILURE_LOGGER =
  "document.addEventListener('error',function(e){var t=e.target;if(t instanceof HTMLScriptElement&&t.dataset.fcFailed)console.error(t.dataset.fcFailed,t.src)},true)";

/** `<script` and `<style` start tags in admin HTML, to give them the nonce. */
const SCRIPT_OR_STYLE_TAG = /<(script|style)(?=[\s>])/gi;

/** One metahead as HTML, marked so a later client-side navigation can find it again. */
export function metaheadHtml(m: Metahead, nonce?: string): string {
  const nonced = nonce ? ` nonce="${escapeAttr(nonce)}"` : '';
  const marks = `data-fc-metahead="${m.id}" data-fc-scope="${scopeOf(m)}"${nonced}`;
  switch (m.language) {
    case 'javascript':
      return `<script ${marks}>${guardScript(m).replace(/<\/script/gi, '<\\/script')}</script>`;
    case 'js-src': {
      const failed = escapeAttr(`Metahead "${m.name}" (#${m.id}) failed to load:`);
      return `<script ${marks} src="${escapeAttr(m.content.trim())}" data-fc-failed="${failed}"></script>`;
    }
    case 'css':
    case 'sass':
    case 'scss':
      // sass/scss arrive already compiled to CSS (compiled when the metahead is saved).
      return `<style ${marks}>${m.content.replace(/<\/style/gi, '<\\/style')}</style>`;
    case 'html': {
      // Raw HTML cannot carry an attribute, so comments delimit it.
      const content = nonced ? m.content.replace(SCRIPT_OR_STYLE_TAG, `<$1${nonced}`) : m.content;
      return `<!--fc-metahead:${m.id}:${scopeOf(m)}-->${content}<!--/fc-metahead:${m.id}-->`;
    }
  }
}

/** The HTML to insert before `</head>` and before `</body>`, each in sequence order. */
export function metaheadMarkup(metaheads: readonly Metahead[], nonce?: string): { head: string; body: string } {
  const ordered = orderMetaheads(metaheads);
  const html = (m: Metahead) => metaheadHtml(m, nonce);
  const logger = ordered.some((m) => m.language === 'js-src')
    ? `<script data-fc-load-logger${nonce ? ` nonce="${escapeAttr(nonce)}"` : ''}>${LOAD_FAILURE_LOGGER}</script>`
    : '';
  return {
    head: logger + ordered.filter((m) => !m.in_body).map(html).join(''),
    body: ordered.filter((m) => m.in_body).map(html).join(''),
  };
}

/** Inserts the metahead markup (with the page's CSP nonce) into a rendered HTML document. */
export function injectMetaheads(html: string, metaheads: readonly Metahead[], nonce?: string): string {
  if (metaheads.length === 0) return html;
  const { head, body } = metaheadMarkup(metaheads, nonce);
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

/** The server's logger of failed loads, or the same listener added once by the browser. */
const loggedDocuments = new WeakSet<Document>();
function ensureLoadFailureLogger(doc: Document) {
  if (loggedDocuments.has(doc) || doc.querySelector('script[data-fc-load-logger]')) return;
  loggedDocuments.add(doc);
  doc.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLScriptElement && target.dataset.fcFailed) console.error(target.dataset.fcFailed, target.src);
    },
    true,
  );
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
  const nonce = documentNonce(doc);
  for (const m of orderMetaheads(metaheads)) {
    if (scopeOf(m) !== 'page') continue;
    if (m.language === 'js-src') ensureLoadFailureLogger(doc);
    const template = doc.createElement('template');
    template.innerHTML = metaheadHtml(m, nonce);
    const fragment = template.content;
    activateScripts(fragment, doc);
    (m.in_body ? doc.body : doc.head).append(fragment);
  }
}
