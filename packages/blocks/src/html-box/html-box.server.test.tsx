// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fixture } from '../fixture.js';
import { HtmlBox } from './html-box.js';
import { htmlBoxTemplate } from './html-box.schema.js';

// The server sanitises with sanitize-html, browsers with their own parser (`@forecourt/ui/sanitize`
// picks by export condition): the page's first HTML must be as clean as what the browser renders.
describe('HtmlBox on the server', () => {
  describe('given saved HTML with a script, on* handlers and javascript: links', () => {
    it('should send the text without any of them', () => {
      const data = fixture(htmlBoxTemplate, {
        html: {
          en:
            '<p onclick="steal()">Book a <a href="javascript:alert(1)">workshop tour</a> or ' +
            '<a href=" JaVaScRiPt:alert(2)">call us</a>.</p>' +
            '<script>document.cookie</script>' +
            '<img src="/x.png" onerror="alert(3)">' +
            '<h3 onmouseover="alert(4)">Opening hours</h3>',
        },
      });
      const html = renderToString(<HtmlBox data={data} locale="en" mode="public" />);
      expect(html).toContain(
        '<p>Book a <a>workshop tour</a> or <a>call us</a>.</p><h3>Opening hours</h3>',
      );
      expect(html).not.toMatch(/<script|<img|\son\w+=|javascript:/i);
    });
  });
});
