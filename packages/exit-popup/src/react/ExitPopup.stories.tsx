import { resolveSettings } from '@forecourt/api-client';
import { Button } from '@forecourt/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn, userEvent, within } from 'storybook/test';
import { ExitModal, type ExitModalProps } from './ExitModal.js';
import { ExitPopup } from './ExitPopup.js';

const COPY =
  "<p>You are now leaving the Forecourt website for a <strong>retailer site</strong>. Its content and privacy policy are the retailer's own.</p>";

const LONG_COPY = `<h2>You are leaving Forecourt</h2>${Array.from(
  { length: 8 },
  (_, i) =>
    `<p>Paragraph ${i + 1}: the site you are about to visit is run by an independent authorised retailer. Prices, offers, stock and finance examples shown there are set by the retailer and may differ from those on this site. Read its <a href="https://www.dealer.pl/privacy">privacy policy</a> before you share any details.</p>`,
).join('')}<ul><li>Offers may end without notice.</li><li>Finance is subject to status.</li></ul>`;

/** The modal on its own, open; closing it leaves a button to open it again. */
function OpenModal(props: ExitModalProps) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button labelText="Show the exit popup again" onClick={() => setOpen(true)} />
      <ExitModal
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange?.(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Exit popup/Exit modal',
  component: ExitModal,
  args: {
    copy: COPY,
    okLabel: 'OK',
    cancelLabel: 'Stay on this site',
    onOk: fn(),
    onOpenChange: fn(),
    destination: 'https://krakow.dealer.pl/offers',
  },
  render: (args) => <OpenModal {...args} />,
} satisfies Meta<typeof ExitModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open, with `exit_popup.cancel` set: cancel, ESC and the backdrop close it; OK proceeds. */
export const OpenWithCancel: Story = {};

/** Open with the default settings' empty `exit_popup.cancel`: OK is the only button. */
export const OpenWithoutCancel: Story = { args: { cancelLabel: '' } };

/** Copy longer than the screen: the modal scrolls, the buttons stay reachable. */
export const LongCopy: Story = { args: { copy: LONG_COPY, okLabel: 'Continue to the retailer' } };

/** Admin copy with a script, an image with onerror and a javascript: link: only the text shows. */
export const UnsafeCopySanitised: Story = {
  args: {
    copy: '<p>Leaving <b>Forecourt</b>.</p><script>alert("x")</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)" onclick="alert(2)">Unsafe link (inert)</a>',
  },
};

const PAGE_SETTINGS = resolveSettings([
  { key: 'exit_popup.copy', value: COPY },
  { key: 'exit_popup.ok', value: 'Continue' },
  { key: 'exit_popup.cancel', value: 'Stay here' },
  { key: 'exit_popup.do_url', value: 'https://*.dealer.pl/*\n/leave/*' },
  { key: 'exit_popup.dont_url', value: 'https://www.dealer.pl/*' },
]);

/** A page with the popup installed: hidden until a whitelisted link is clicked. */
function DemoPage({ onProceed }: { onProceed: () => void }) {
  return (
    <main>
      <p>
        Links on this page (whitelist `https://*.dealer.pl/*` and `/leave/*`, blacklist
        `https://www.dealer.pl/*`):
      </p>
      <ul>
        <li>
          <a href="https://krakow.dealer.pl/offers">Krakow retailer (asks first)</a>
        </li>
        <li>
          <a href="https://krakow.dealer.pl/" target="_blank">
            Krakow retailer in a new tab (asks first)
          </a>
        </li>
        <li>
          <a href="https://www.dealer.pl/" onClick={(event) => event.preventDefault()}>
            Main retailer (blacklisted: no popup)
          </a>
        </li>
      </ul>
      {/* Stories must not leave Storybook: OK is logged in the Actions panel instead. */}
      <ExitPopup settings={PAGE_SETTINGS} baseUrl={window.location.href} onProceed={onProceed} />
    </main>
  );
}

/** The default state: nothing shows until a whitelisted link is clicked. */
export const Closed: StoryObj<{ onProceed: () => void }> = {
  args: { onProceed: fn() },
  render: (args) => <DemoPage onProceed={args.onProceed} />,
};

/** A whitelisted `target="_blank"` link was clicked: OK opens it in a new tab (noopener). */
export const NewTabLink: StoryObj<{ onProceed: () => void }> = {
  ...Closed,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: /new tab/ }));
  },
};
