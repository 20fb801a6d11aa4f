// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml as browserEngine } from '@forecourt/ui/sanitize/browser';
import { sanitizeHtml as nodeEngine } from '@forecourt/ui/sanitize/node';
import { EXIT_COPY_POLICY } from './sanitize-policy.js';

const serverSanitize = (html: string) => nodeEngine(html, EXIT_COPY_POLICY);
const browserSanitize = (html: string) => browserEngine(html, EXIT_COPY_POLICY);

// Both builds apply one policy; the same cases run against each.
describe.each([
  ['Node (sanitize-html)', serverSanitize],
  ['browser (DOMParser)', browserSanitize],
])('sanitizeExitCopy — %s', (_name, sanitize) => {
  describe('given ordinary copy', () => {
    it('should keep text formatting, lists and links', () => {
      const html =
        '<h2>You are leaving</h2><p>Offers on <a href="https://dealer.pl/" target="_blank" rel="noopener">dealer.pl</a> are <strong>not</strong> <em>ours</em>.</p><ul><li>One</li></ul>';
      expect(sanitize(html)).toBe(html);
    });
  });

  describe('given dangerous copy', () => {
    it('should drop scripts, styles and their text', () => {
      expect(sanitize('<p>Hi</p><script>alert(1)</script><style>p{display:none}</style>')).toBe(
        '<p>Hi</p>',
      );
    });

    it('should drop event handlers and inline styles', () => {
      const out = sanitize('<p onclick="x()" style="color:red" class="lead">Hi</p>');
      expect(out).toBe('<p class="lead">Hi</p>');
    });

    it('should drop images with onerror and other embedded content', () => {
      const out = sanitize(
        '<p>A</p><img src="x" onerror="alert(1)"><iframe src="https://evil.com"></iframe><svg onload="x()"><text>s</text></svg>',
      );
      expect(out).toBe('<p>A</p>');
    });

    it('should drop script URLs but keep safe ones', () => {
      const out = sanitize(
        '<a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(1)">b</a><a href="data:text/html,x">c</a><a href="mailto:a@b.pl">m</a><a href="/offers">o</a>',
      );
      expect(out).not.toMatch(/javascript|data:/i);
      expect(out).toContain('<a href="mailto:a@b.pl">m</a>');
      expect(out).toContain('<a href="/offers">o</a>');
    });

    it('should unwrap unknown elements but keep their text', () => {
      expect(sanitize('<form><p>Form text</p><button>Go</button></form>')).toBe(
        '<p>Form text</p>Go',
      );
    });

    it('should drop comments', () => {
      expect(sanitize('<p>A<!-- secret --></p>')).toBe('<p>A</p>');
    });
  });
});
