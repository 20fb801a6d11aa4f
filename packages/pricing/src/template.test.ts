// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parsePriceTemplate, priceTemplateText } from './template.js';

describe('given a filled price template', () => {
  it('should keep the span around the value', () => {
    expect(parsePriceTemplate('From <span>25 000€</span>')).toEqual([
      'From ',
      { tag: 'span', children: ['25 000€'] },
    ]);
  });

  it('should keep strong, em and br, and the class attribute only', () => {
    expect(
      parsePriceTemplate('<STRONG class="v" onclick="x()">1</STRONG><br/><em>2</em><br>'),
    ).toEqual([
      { tag: 'strong', className: 'v', children: ['1'] },
      { tag: 'br', children: [] },
      { tag: 'em', children: ['2'] },
      { tag: 'br', children: [] },
    ]);
  });

  it('should drop other tags but keep their text', () => {
    expect(
      parsePriceTemplate(
        '<a href="javascript:alert(1)">From</a> <img src=x onerror=alert(1)><div>9€</div>',
      ),
    ).toEqual(['From 9€']);
  });

  it('should drop scripts and styles with their content', () => {
    expect(parsePriceTemplate('From<script>alert("x")</script><style>p{}</style> 9€')).toEqual([
      'From 9€',
    ]);
  });

  it('should decode entities into text', () => {
    expect(parsePriceTemplate('25&nbsp;000&euro; &lt;b&gt; &#36; &#x20AC; &bogus;')).toEqual([
      '25\u00a0000€ <b> $ € &bogus;',
    ]);
  });

  it('should close tags left open and ignore stray closing tags', () => {
    expect(parsePriceTemplate('</span>a<span>b<em>c</span>d')).toEqual([
      'a',
      { tag: 'span', children: ['b', { tag: 'em', children: ['c'] }] },
      'd',
    ]);
  });

  it('should drop comments', () => {
    expect(parsePriceTemplate('a<!-- <span>x</span> -->b')).toEqual(['ab']);
  });

  it('should give the plain text of the tree', () => {
    expect(priceTemplateText(parsePriceTemplate('or <span>499€ / Month</span>'))).toBe(
      'or 499€ / Month',
    );
  });
});
