// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml as browserEngine } from '@forecourt/ui/sanitize/browser';
import { sanitizeHtml as nodeEngine } from '@forecourt/ui/sanitize/node';
import { SETTING_HTML_POLICY } from './sanitize-policy.js';

const serverSanitize = (html: string) => nodeEngine(html, SETTING_HTML_POLICY);
const browserSanitize = (html: string) => browserEngine(html, SETTING_HTML_POLICY);

// Both builds apply one policy; the same cases run against each.
describe.each([
  ['server (sanitize-html)', serverSanitize],
  ['browser (DOMParser)', browserSanitize],
])('sanitizeSettingHtml — %s', (_name, sanitize) => {
  describe('given ordinary content', () => {
    it('should keep formatting, links and images', () => {
      const html =
        '<h2>Sorry</h2><p>See <a href="/offers" target="_blank">offers</a> <strong>now</strong>.</p><img src="/api/v1/image/3/w/720" alt="Car">';
      const out = sanitize(html);
      expect(out).toContain('<h2>Sorry</h2>');
      expect(out).toContain('<a href="/offers" target="_blank">offers</a>');
      expect(out).toContain('<strong>now</strong>');
      expect(out).toMatch(/<img src="\/api\/v1\/image\/3\/w\/720" alt="Car" ?\/?>/);
    });
  });

  describe('given dangerous content', () => {
    it('should drop scripts, styles and their text', () => {
      const out = sanitize('<p>Hi</p><script>alert(1)</script><style>body{display:none}</style>');
      expect(out).toBe('<p>Hi</p>');
    });

    it('should drop event handlers and script URLs', () => {
      const out = sanitize(
        '<a href="javascript:alert(1)" onclick="x()">a</a><img src=" JaVaScRiPt:alert(1)" onerror="x()"><a href="mailto:a@b.pl">m</a>',
      );
      expect(out).not.toMatch(/javascript|onclick|onerror/i);
      expect(out).toContain('<a href="mailto:a@b.pl">m</a>');
    });

    it('should unwrap unknown elements but keep their text', () => {
      expect(
        sanitize('<custom-banner><p>Kept</p></custom-banner><form><p>Form text</p></form>'),
      ).toBe('<p>Kept</p><p>Form text</p>');
    });
  });
});
