// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { SanitizePolicy } from './policy.js';
import { sanitizeHtml as browserSanitize } from './sanitize.browser.js';
import { sanitizeHtml as nodeSanitize } from './sanitize.js';

const POLICY: SanitizePolicy = {
  allowedTags: ['p', 'a', 'img', 'strong', 'em', 'ul', 'li', 'span', 'blockquote'],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'srcset', 'alt'],
    blockquote: ['cite'],
    '*': ['class'],
  },
  droppedWithContent: ['script', 'style', 'iframe', 'object', 'embed', 'svg', 'math', 'template'],
  allowedSchemes: ['http', 'https', 'mailto'],
};

const STRICT: SanitizePolicy = {
  ...POLICY,
  allowProtocolRelative: false,
  noopenerOnBlankTargets: true,
};

/** Hostile input → what both engines must make of it. */
const HOSTILE: [string, string, string][] = [
  ['a script and its text', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
  ['an uppercase script', '<P>Hi</P><SCRIPT>alert(1)</SCRIPT>', '<p>Hi</p>'],
  [
    'an onerror handler',
    '<img src="/a.jpg" alt="A" onerror="alert(1)">',
    '<img src="/a.jpg" alt="A">',
  ],
  ['an onclick handler', '<p onclick="x()" class="lead">Hi</p>', '<p class="lead">Hi</p>'],
  ['a javascript: link', '<a href="javascript:alert(1)">a</a>', '<a>a</a>'],
  ['an obfuscated javascript: link', '<a href=" JaVa\tScRiPt:alert(1)">a</a>', '<a>a</a>'],
  ['a data: image', '<img src="data:text/html,x" alt="d">', '<img alt="d">'],
  [
    'a javascript: cite',
    '<blockquote cite="javascript:x()">q</blockquote>',
    '<blockquote>q</blockquote>',
  ],
  ['an inline style', '<p style="background:url(javascript:x)">Hi</p>', '<p>Hi</p>'],
  ['a style element', '<style>p{display:none}</style><p>Hi</p>', '<p>Hi</p>'],
  ['an iframe', '<p>A</p><iframe src="https://evil.example/"></iframe>', '<p>A</p>'],
  ['an svg with onload', '<svg onload="x()"><text>s</text></svg><p>A</p>', '<p>A</p>'],
  ['a comment', '<p>A<!-- secret --></p>', '<p>A</p>'],
  ['a form', '<form action="/x"><p>Form text</p><button>Go</button></form>', '<p>Form text</p>Go'],
  ['unknown wrappers', '<custom-banner><p>Kept</p></custom-banner>', '<p>Kept</p>'],
  ['nested disallowed markup', '<div><section><em>deep</em></section></div>', '<em>deep</em>'],
  ['a script hidden in an unwrapped element', '<div><script>x()</script>text</div>', 'text'],
  ['unclosed tags', '<p>Hi <strong>bold', '<p>Hi <strong>bold</strong></p>'],
  ['a split script tag', '<<script>script>alert(1)<</script>/script>', '&lt;/script&gt;'],
  ['a stray closing tag', '<p>A</span></p>B</p>', '<p>A</p>B<p></p>'],
  [
    'a srcset with a script URL',
    '<img src="/a.jpg" srcset="javascript:x() 1x" alt="">',
    '<img src="/a.jpg" alt="">',
  ],
];

describe.each([
  ['Node (sanitize-html)', nodeSanitize],
  ['browser (DOMParser)', browserSanitize],
])('sanitizeHtml — %s', (_name, sanitize) => {
  // sanitize-html writes void elements as `<img />`; the browser as `<img>`. Same markup.
  const clean = (html: string, policy = POLICY) => sanitize(html, policy).replace(/ \/>/g, '>');

  describe('given hostile input', () => {
    it.each(HOSTILE)('should neutralise %s', (_case, html, expected) => {
      expect(clean(html)).toBe(expected);
    });
  });

  describe('given ordinary content', () => {
    it('should keep allowed markup, attributes and URLs as they are', () => {
      const html =
        '<p class="lead">See <a href="https://dealer.example/" title="Dealer">the dealer</a>, <a href="mailto:a@b.pl">mail</a> or <a href="/offers">offers</a>.</p><ul><li><strong>One</strong> &amp; <em>two</em></li></ul>';
      expect(clean(html)).toBe(html);
    });

    it('should give nothing for empty input', () => {
      expect(sanitize('', POLICY)).toBe('');
    });
  });

  describe('given protocol-relative URLs', () => {
    it('should keep them by default', () => {
      expect(clean('<a href="//cdn.example/x">x</a>')).toBe('<a href="//cdn.example/x">x</a>');
    });

    it('should drop them when the policy forbids them', () => {
      expect(clean('<a href="//evil.example/x">x</a>', STRICT)).toBe('<a>x</a>');
    });
  });

  describe('given a link opening a new tab', () => {
    it('should add rel="noopener" when the policy asks for it', () => {
      expect(clean('<a href="/x" target="_blank" rel="opener">x</a>', STRICT)).toBe(
        '<a href="/x" target="_blank" rel="noopener">x</a>',
      );
    });

    it('should leave rel alone otherwise', () => {
      expect(clean('<a href="/x" target="_blank">x</a>')).toBe(
        '<a href="/x" target="_blank">x</a>',
      );
    });
  });
});
