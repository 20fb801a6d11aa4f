// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ConsentGate } from './consent-gate.js';
import { ConsentProvider } from './consent-provider.js';
import { CookieBanner } from './cookie-banner.js';
import { ConsentHead } from './head.js';
import { settingsWith } from './test-utils.js';

describe('server rendering (no window, no localStorage)', () => {
  describe('given the basic strategy', () => {
    it('should render the banner markup (styles.css shows it only for data-consent="pending") and the placeholder', () => {
      const html = renderToString(
        <ConsentProvider>
          <ConsentGate scope="marketing">
            <iframe title="Launch film" />
          </ConsentGate>
          <CookieBanner />
        </ConsentProvider>,
      );
      expect(html).toContain('class="fc-cookie-banner"');
      expect(html).toContain('COOKIE POLICY');
      expect(html).toContain('This content is hidden to respect your choice');
      expect(html).not.toContain('Launch film');
    });
  });

  describe('given a consent-platform strategy', () => {
    it('should render no banner at all', () => {
      const html = renderToString(
        <ConsentProvider settings={settingsWith({ 'cookie_consent.strategy': 'onetrust' })}>
          <CookieBanner />
        </ConsentProvider>,
      );
      expect(html).not.toContain('fc-cookie-banner');
    });
  });

  describe('given ConsentHead', () => {
    it('should render the boot script for the configured storage key', () => {
      const html = renderToString(
        <ConsentHead settings={settingsWith({ 'cookie_consent.settings.storage_key': 'brandConsent' })} />,
      );
      expect(html).toMatch(/^<script>\(function\(\)\{.*localStorage\.getItem\("brandConsent"\)/);
      expect(html).toContain('document.documentElement.setAttribute("data-consent",s)');
    });

    it('should add the platform loader when the strategy has an id configured', () => {
      const html = renderToString(
        <ConsentHead
          settings={settingsWith({
            'cookie_consent.strategy': 'cookiebot',
            'cookie_consent.strategies.cookiebot.cbid': 'abc',
          })}
        />,
      );
      expect(html).toContain('src="https://consent.cookiebot.com/uc.js"');
      expect(html).toContain('data-cbid="abc"');
      expect(html).toContain('data-culture="EN"');
    });

    it('should add no loader for basic', () => {
      expect(renderToString(<ConsentHead />).match(/<script/g)).toHaveLength(1);
    });
  });
});
