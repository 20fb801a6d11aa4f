import { describe, expect, it, vi } from 'vitest';
import { createImageFocusStore, imageFocusStyle } from './image-focus.js';

const rule = 'img[src*="/api/v1/image/hero/"]{object-position:20% 75%}';

describe('the image focal points a page is rendered with', () => {
  it('should write the rules in a style element carrying the render nonce', () => {
    expect(imageFocusStyle(rule, 'n0nce')).toBe(`<style nonce="n0nce" data-image-focus>${rule}</style>`);
    expect(imageFocusStyle('', 'n0nce')).toBe('');
    expect(imageFocusStyle('</style><script>x</script>', 'n')).not.toContain('</style><script>');
  });

  it('should ask the content service once until cleared', async () => {
    const fetch = vi.fn(async () => new Response(rule));
    const store = createImageFocusStore('http://service', { fetch });
    expect(await store.css()).toBe(rule);
    expect(await store.css()).toBe(rule);
    expect(fetch).toHaveBeenCalledTimes(1);
    store.clear();
    await store.css();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('should render centred images when the service fails, and ask again next time', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = vi.fn(async () => new Response('down', { status: 503 }));
    const store = createImageFocusStore('http://service', { fetch });
    expect(await store.css()).toBe('');
    await store.css();
    expect(fetch).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
