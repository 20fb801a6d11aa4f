import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@forecourt/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { createMemoryStorage } from '../memory-storage.js';
import type { ConsentScope } from '../scopes.js';
import { createConsentStore, serializeConsentState, type ConsentState } from '../store.js';
import { ConsentGate } from './consent-gate.js';
import { ConsentProvider, useConsent } from './consent-provider.js';
import { CookieBanner } from './cookie-banner.js';
import { settingsWith } from './test-utils.js';

/*
 * Every visible state of the consent parts. Each story keeps the choice in memory (not the real
 * localStorage), so stories never affect each other. The platform stories cannot load the real
 * OneTrust / Cookiebot / Usercentrics scripts: their buttons raise the platform's documented
 * events on `window`, exactly as the platform would.
 */

interface DemoProps {
  /** State the visitor is in when the story opens. */
  initial: ConsentState;
  /** cookie_consent.strategy. */
  strategy?: string;
  /** The scope the gated video needs. */
  gateScope?: ConsentScope;
  /** Extra settings (server values). */
  settings?: Record<string, string>;
}

function Status() {
  const { state, strategy, reset } = useConsent();
  return (
    <p>
      Strategy <strong>{strategy.name}</strong>, consent <strong>{state.status}</strong>
      {state.status === 'accepted' ? ` (${state.scopes.join(', ')})` : ''}.{' '}
      <Button labelText="Change my choice" size="small" onClick={reset} />
    </p>
  );
}

function Demo({ initial, strategy = 'basic', gateScope = 'marketing', settings, children }: DemoProps & { children?: ReactNode }) {
  const [store] = useState(() =>
    createConsentStore({
      storage: createMemoryStorage(
        initial.status === 'pending' ? {} : { cookieConsentStatus: serializeConsentState(initial) },
      ),
    }),
  );
  const resolved = settingsWith({ 'cookie_consent.strategy': strategy, ...settings });
  return (
    <ConsentProvider store={store} settings={resolved}>
      <main style={{ padding: '2rem', maxWidth: 720, minHeight: '70vh' }}>
        <h1>Launch film</h1>
        <Status />
        {children}
        <ConsentGate scope={gateScope}>
          <div style={{ aspectRatio: '16 / 9', background: '#0c121c', color: '#fff', display: 'grid', placeItems: 'center' }}>
            Third-party video (needs “{gateScope}”)
          </div>
        </ConsentGate>
      </main>
      <CookieBanner />
    </ConsentProvider>
  );
}

const meta = {
  title: 'Consent/Cookie consent',
  component: Demo,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Basic strategy, first visit: the banner 'COOKIE POLICY' with 'Accept'; the gate is closed. */
export const PendingBanner: Story = {
  args: { initial: { status: 'pending' }, gateScope: 'optional' },
};

/** Basic strategy after 'Accept': no banner; content needing 'optional' shows. */
export const Accepted: Story = {
  args: { initial: { status: 'accepted', scopes: ['obligatory', 'optional'] }, gateScope: 'optional' },
};

/** Rejected: no banner; gated content is replaced by the placeholder. */
export const Rejected: Story = {
  args: { initial: { status: 'rejected' }, gateScope: 'optional' },
};

/** Gate open: accepted with the scope the content needs. */
export const GateOpen: Story = {
  args: { initial: { status: 'accepted', scopes: ['obligatory', 'marketing'] }, gateScope: 'marketing' },
};

/** Gate closed: accepted, but not the scope the content needs (default placeholder text). */
export const GateClosed: Story = {
  args: { initial: { status: 'accepted', scopes: ['obligatory', 'optional'] }, gateScope: 'marketing' },
};

/** Texts from the settings (banner title, content, button, placeholder). */
export const CustomTexts: Story = {
  args: {
    initial: { status: 'pending' },
    settings: {
      'cookie_consent.strategies.basic.title': 'COOKIES ON THIS SITE',
      'cookie_consent.strategies.basic.content': 'We use cookies to remember your choices and measure visits.',
      'cookie_consent.strategies.basic.accept': 'Allow cookies',
      'cookie_consent.default_placeholder': 'Allow marketing cookies to watch this film.',
    },
  },
};

/** An unknown cookie_consent.strategy falls back to basic, banner and all. */
export const UnknownStrategyFallsBackToBasic: Story = {
  args: { initial: { status: 'pending' }, strategy: 'no-such-platform', gateScope: 'optional' },
};

type PlatformWindow = Window & Record<string, unknown>;

/** Buttons that play the consent platform's part, through its documented globals and events. */
function PlatformControls({ strategy }: { strategy: 'onetrust' | 'cookiebot' | 'usercentrics' }) {
  const win = window as unknown as PlatformWindow;
  useEffect(
    () => () => {
      for (const key of ['OneTrust', 'OnetrustActiveGroups', 'Cookiebot']) delete win[key];
    },
    [win],
  );
  const choose = (all: boolean) => {
    if (strategy === 'onetrust') {
      const groups = all ? ['C0001', 'C0002', 'C0003', 'C0004'] : ['C0001'];
      win.OneTrust = { IsAlertBoxClosed: () => true };
      win.OnetrustActiveGroups = `,${groups.join(',')},`;
      window.dispatchEvent(new CustomEvent('OneTrustGroupsUpdated', { detail: groups }));
    } else if (strategy === 'cookiebot') {
      win.Cookiebot = {
        consent: { necessary: true, preferences: all, statistics: all, marketing: all },
        hasResponse: true,
        declined: !all,
      };
      window.dispatchEvent(new Event(all ? 'CookiebotOnAccept' : 'CookiebotOnDecline'));
    } else {
      window.dispatchEvent(
        new CustomEvent('ucEvent', {
          detail: {
            event: 'consent_status',
            type: 'explicit',
            action: all ? 'onAcceptAllServices' : 'onDenyAllServices',
            ucCategory: { essential: true, functional: all, marketing: all },
          },
        }),
      );
    }
  };
  return (
    <p style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      <Button labelText={`${strategy}: accept all`} size="small" onClick={() => choose(true)} />
      <Button labelText={`${strategy}: reject all`} size="small" onClick={() => choose(false)} />
    </p>
  );
}

const platformStory = (strategy: 'onetrust' | 'cookiebot' | 'usercentrics'): Story => ({
  args: { initial: { status: 'pending' }, strategy },
  render: (args) => (
    <Demo {...args}>
      <PlatformControls strategy={strategy} />
    </Demo>
  ),
});

/** OneTrust (cookie groups): no banner of ours; OneTrustGroupsUpdated drives the state. */
export const OneTrust: Story = platformStory('onetrust');

/** Cookiebot: CookiebotOnAccept / CookiebotOnDecline drive the state. */
export const Cookiebot: Story = platformStory('cookiebot');

/** Usercentrics: the configured window event ('ucEvent') with consent_status drives the state. */
export const Usercentrics: Story = platformStory('usercentrics');
