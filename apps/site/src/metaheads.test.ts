// @vitest-environment jsdom
import type { Metahead } from '@forecourt/api-client';
import { describe, expect, it, vi } from 'vitest';
import { injectMetaheads, metaheadHtml, metaheadMarkup, siteMetaheads, syncMetaheads } from './metaheads.js';

const m = (over: Partial<Metahead> & Pick<Metahead, 'id' | 'language' | 'content'>): Metahead => ({
  name: `m${over.id}`,
  sequence: over.id,
  in_body: false,
  reload_on_each_page: false,
  rdx_core_page_id: null,
  ...over,
});

describe('metaheadHtml', () => {
  describe('given each language', () => {
    it('should render javascript inline, guarded so a throw is only logged', () => {
      expect(metaheadHtml(m({ id: 1, language: 'javascript', content: 'track()' }))).toBe(
        '<script data-fc-metahead="1" data-fc-scope="global">try{\ntrack()\n}catch(error){console.error("Metahead \\"m1\\" (#1) failed:",error)}</script>',
      );
    });

    it('should render js-src as a script src that logs a failed load', () => {
      const html = metaheadHtml(
        m({ id: 2, language: 'js-src', content: ' https://cdn.example.com/a.js?x=1&y=2 ' }),
      );
      expect(html).toContain('src="https://cdn.example.com/a.js?x=1&amp;y=2"');
      // No inline onerror handler (the page's policy forbids them): one listener logs failures.
      expect(html).not.toContain('onerror');
      document.head.innerHTML = metaheadMarkup([m({ id: 2, language: 'js-src', content: '/a.js' })]).head;
      // Scripts parsed by innerHTML never run; the logger's code runs here as the browser would.
      new Function(document.querySelector('script[data-fc-load-logger]')!.textContent!)();
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      document.querySelector('script[src]')!.dispatchEvent(new Event('error'));
      expect(log).toHaveBeenCalledWith('Metahead "m2" (#2) failed to load:', 'http://localhost:3000/a.js');
      log.mockRestore();
    });

    it('should give every script and style the page’s nonce, those in admin HTML too', () => {
      const nonce = 'r4nd0m';
      const html = [
        metaheadHtml(m({ id: 1, language: 'javascript', content: 'track()' }), nonce),
        metaheadHtml(m({ id: 2, language: 'js-src', content: 'https://cdn.example.com/a.js' }), nonce),
        metaheadHtml(m({ id: 3, language: 'css', content: 'a{}' }), nonce),
        metaheadHtml(m({ id: 4, language: 'html', content: '<script>x()</script><style>b{}</style><scripts-list></scripts-list>' }), nonce),
      ].join('');
      expect(html.match(/<(script|style)\b/g)).toHaveLength(5);
      expect(html.match(/<(script|style)\b[^>]* nonce="r4nd0m"/g)).toHaveLength(5);
      expect(html).toContain('<scripts-list>');
    });

    it('should render css, sass and scss as style and html raw', () => {
      expect(metaheadHtml(m({ id: 3, language: 'scss', content: 'a{color:red}' }))).toBe(
        '<style data-fc-metahead="3" data-fc-scope="global">a{color:red}</style>',
      );
      expect(
        metaheadHtml(
          m({
            id: 4,
            language: 'html',
            content: '<meta name="x" content="y">',
            rdx_core_page_id: 7,
          }),
        ),
      ).toBe('<!--fc-metahead:4:page--><meta name="x" content="y"><!--/fc-metahead:4-->');
    });

    it('should not let content close its own element early', () => {
      const html = metaheadHtml(m({ id: 5, language: 'javascript', content: 'a("</script><b>")' }));
      expect(html.match(/<\/script>/g)).toHaveLength(1);
    });
  });
});

describe('injectMetaheads', () => {
  it('should put head ones before </head> and body ones before </body>, by sequence', () => {
    const html = injectMetaheads(
      '<html><head><title>t</title></head><body><main></main></body></html>',
      [
        m({ id: 1, language: 'css', content: 'b{}', sequence: 2 }),
        m({ id: 2, language: 'css', content: 'a{}', sequence: 1 }),
        m({ id: 3, language: 'html', content: '<i>end</i>', in_body: true }),
      ],
    );
    expect(html).toBe(
      '<html><head><title>t</title><style data-fc-metahead="2" data-fc-scope="global">a{}</style><style data-fc-metahead="1" data-fc-scope="global">b{}</style></head><body><main></main><!--fc-metahead:3:global--><i>end</i><!--/fc-metahead:3--></body></html>',
    );
  });
});

describe('syncMetaheads', () => {
  describe('given a client-side navigation to another page', () => {
    it('should replace page metaheads, keep global ones and run the new scripts', () => {
      document.head.innerHTML = '';
      document.body.innerHTML = '<main></main>';
      const first = injectMetaheads('<head></head><body></body>', [
        m({ id: 1, language: 'css', content: 'g{}' }),
        m({
          id: 2,
          language: 'html',
          content: '<b id="old">old</b>',
          in_body: true,
          rdx_core_page_id: 1,
        }),
        m({ id: 3, language: 'css', content: 'p1{}', rdx_core_page_id: 1 }),
      ]);
      const parsed = new DOMParser().parseFromString(first, 'text/html');
      document.head.innerHTML = parsed.head.innerHTML;
      document.body.innerHTML = parsed.body.innerHTML;

      syncMetaheads([
        m({ id: 1, language: 'css', content: 'g{}' }),
        m({
          id: 4,
          language: 'javascript',
          content: 'window.__ran = (window.__ran ?? 0) + 1',
          rdx_core_page_id: 2,
        }),
        m({
          id: 5,
          language: 'html',
          content: '<b id="new">new</b>',
          in_body: true,
          rdx_core_page_id: 2,
        }),
      ]);

      expect(document.querySelectorAll('[data-fc-metahead="1"]')).toHaveLength(1);
      expect(document.querySelector('[data-fc-metahead="3"]')).toBeNull();
      expect(document.getElementById('old')).toBeNull();
      expect(document.getElementById('new')?.textContent).toBe('new');
      expect(document.head.querySelector('script[data-fc-metahead="4"]')).not.toBeNull();
    });

    it('should give the scripts it adds the nonce of the document’s policy', () => {
      document.head.innerHTML = '<meta property="csp-nonce" content="n0nce">';
      syncMetaheads([m({ id: 6, language: 'javascript', content: 'void 0', rdx_core_page_id: 3 })]);
      expect(document.head.querySelector<HTMLScriptElement>('script[data-fc-metahead="6"]')?.getAttribute('nonce')).toBe('n0nce');
    });
  });
});

describe('siteMetaheads', () => {
  const all = [
    m({ id: 1, language: 'javascript', content: 'track()' }),
    m({ id: 2, language: 'js-src', content: 'https://cdn.example.com/a.js' }),
    m({ id: 3, language: 'css', content: 'body{color:red}', in_body: true }),
    m({ id: 4, language: 'html', content: '<meta name="kill-switch-probe">', rdx_core_page_id: 7 }),
  ];
  const page = '<!DOCTYPE html><html><head><title>t</title></head><body><main>page</main></body></html>';

  describe('given the kill switch off (metaheads.enabled false)', () => {
    it('should write no custom code of any language, in head or body', () => {
      const html = injectMetaheads(page, siteMetaheads(all, { 'metaheads.enabled': 'false' }), 'n0nce');
      expect(html).toBe(page);
    });

    it('should leave no page-specific metahead behind after a client-side navigation', () => {
      document.head.innerHTML = metaheadMarkup(all).head;
      document.body.innerHTML = metaheadMarkup(all).body;
      syncMetaheads(siteMetaheads(all, { 'metaheads.enabled': 'false' }));
      expect(document.querySelector('meta[name="kill-switch-probe"]')).toBeNull();
    });
  });

  describe('given the kill switch on or never set', () => {
    it('should write every metahead', () => {
      for (const settings of [{ 'metaheads.enabled': 'true' }, {}]) {
        const html = injectMetaheads(page, siteMetaheads(all, settings));
        expect(html).toContain('track()');
        expect(html).toContain('src="https://cdn.example.com/a.js"');
        expect(html).toContain('body{color:red}');
        expect(html).toContain('<meta name="kill-switch-probe">');
      }
    });
  });
});
