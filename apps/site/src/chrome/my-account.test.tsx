// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { MyAccountSlot, myAccountScriptUrl, useMyAccountScript } from './my-account.js';

function Harness({ settings }: { settings: Record<string, string> }) {
  const url = myAccountScriptUrl(settings);
  useMyAccountScript(url);
  return url ? <MyAccountSlot /> : null;
}

const scripts = () => document.head.querySelectorAll('script[data-my-account]');

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('my-account slot', () => {
  describe('given the script URL setting is unset or blank', () => {
    it('should load no script and render no slot', () => {
      const { container } = render(<Harness settings={{}} />);
      render(<Harness settings={{ 'my_jlr.script_url': '  ' }} />);
      expect(scripts()).toHaveLength(0);
      expect(container.querySelector('#my-account')).toBeNull();
      expect(document.querySelector('[data-slot="my-account"]')).toBeNull();
    });
  });

  describe('given the script URL setting is set', () => {
    it('should render the empty slot and load the script once, async', () => {
      const settings = { 'my_jlr.script_url': 'https://account.example/my.js' };
      const { container, rerender } = render(<Harness settings={settings} />);
      rerender(<Harness settings={{ ...settings }} />);
      const slot = container.querySelector('#my-account');
      expect(slot).toHaveAttribute('data-slot', 'my-account');
      expect(slot).toBeEmptyDOMElement();
      expect(scripts()).toHaveLength(1);
      expect(scripts()[0]).toHaveAttribute('src', 'https://account.example/my.js');
      expect((scripts()[0] as HTMLScriptElement).async).toBe(true);
    });

    it('should give the script the nonce of the page’s policy, so it may run', () => {
      document.head.innerHTML = '<meta property="csp-nonce" content="n0nce">';
      render(<Harness settings={{ 'my_jlr.script_url': 'https://account.example/my.js' }} />);
      expect((scripts()[0] as HTMLScriptElement).nonce).toBe('n0nce');
    });

    it('should put no script in the server HTML', () => {
      const html = renderToString(<Harness settings={{ 'my_jlr.script_url': 'https://account.example/my.js' }} />);
      expect(html).toContain('id="my-account"');
      expect(html).not.toContain('<script');
    });
  });
});
