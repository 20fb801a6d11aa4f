// @vitest-environment node
import { resolveSettings } from '@forecourt/api-client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ExitModal } from './ExitModal.js';
import { ExitPopup } from './ExitPopup.js';

// The site renders its layout on the server: the popup must render there, hidden and DOM-free.
describe('ExitPopup on the server', () => {
  describe('given a server render', () => {
    it('should render nothing and touch no browser API', () => {
      const settings = resolveSettings([
        { key: 'exit_popup.copy', value: '<p>Bye</p>' },
        { key: 'exit_popup.do_url', value: 'https://*' },
      ]);
      expect(
        renderToString(<ExitPopup settings={settings} baseUrl="https://www.brand.pl/pl/" />),
      ).toBe('');
    });

    it('should not render an open modal before hydration', () => {
      expect(renderToString(<ExitModal open copy="<p>Bye</p>" onOk={() => {}} />)).toBe('');
    });
  });
});
