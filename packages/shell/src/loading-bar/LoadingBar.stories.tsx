import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { LocaleProvider } from '../i18n/LocaleProvider.js';
import { createLoadingBarController } from './controller.js';
import { LoadingBar } from './LoadingBar.js';

/** Drives a real controller: `outcome` decides how the simulated navigation ends. */
function Demo({ outcome, after }: { outcome: 'running' | 'finish' | 'fail'; after: number }) {
  const [controller] = useState(() => createLoadingBarController());
  useEffect(() => {
    controller.start();
    const timer = outcome === 'running' ? undefined : setTimeout(() => controller[outcome](), after);
    return () => {
      clearTimeout(timer);
      controller.dispose();
    };
  }, [controller, outcome, after]);
  return (
    <div style={{ minHeight: 120 }}>
      <LoadingBar controller={controller} />
      <p>Simulated navigation: {outcome === 'running' ? 'still loading' : `${outcome} after ${after} ms`}</p>
    </div>
  );
}

const meta = {
  title: 'Shell/LoadingBar',
  component: Demo,
  args: { outcome: 'running', after: 1500 },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Appears after 200 ms and runs to 100 % over 5 s. */
export const Running: Story = {};
/** Fills and hides 500 ms after the navigation resolves. */
export const Finished: Story = { args: { outcome: 'finish' } };
/** Marked failed (red), then hidden. */
export const Failed: Story = { args: { outcome: 'fail' } };
/** Never shown: the navigation resolved within the 200 ms throttle. */
export const FastNavigation: Story = { args: { outcome: 'finish', after: 100 } };
/** The Polish label for assistive technology. */
export const Polish: Story = {
  decorators: [(Story) => <LocaleProvider locale="pl"><Story /></LocaleProvider>],
};
