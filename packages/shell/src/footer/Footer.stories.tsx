import type { NavEntry } from '@forecourt/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from './Footer.js';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
} satisfies Meta<typeof Footer>;
export default meta;

type Story = StoryObj<typeof meta>;

/** No footer navigation configured: the spec's default content and paths. */
export const DefaultContent: Story = {};

export const WithDisclaimer: Story = {
  args: {
    disclaimer:
      'Prices include VAT and apply to 2021 models only.\n\nFuel consumption and CO2 figures are measured to WLTP.',
  },
};

let id = 0;
const entry = (
  label: string,
  url: string | null,
  children: NavEntry[] = [],
  position = 0,
): NavEntry => ({
  id: (id += 1),
  label,
  url,
  description: null,
  image_id: null,
  disclaimer: null,
  metadata: { position },
  children,
});

/** Navigation configured by the retailer, with their own social links. */
export const Configured: Story = {
  args: {
    entries: [
      entry(
        'Modele',
        null,
        [
          entry('Range Rover Sport', '/models/range-rover-sport'),
          entry('Defender', '/models/defender'),
          entry('Discovery', '/models/discovery'),
        ],
        1,
      ),
      entry(
        'Oferty',
        null,
        [entry('Aktualne oferty', '/offers'), entry('Finansowanie', '/offers#financing')],
        2,
      ),
      entry(
        'Serwis',
        null,
        [entry('Serwis', '/ownership/service'), entry('Gwarancja', '/ownership/warranty')],
        3,
      ),
      entry('Polityka prywatności', '/privacy-policy', [], 10),
      entry('Cookies', '/cookie-policy', [], 11),
    ],
    social: [
      {
        network: 'facebook',
        label: 'Facebook',
        url: 'https://www.facebook.com/forecourt',
        newTab: true,
      },
      {
        network: 'instagram',
        label: 'Instagram',
        url: 'https://www.instagram.com/forecourt',
        newTab: true,
      },
    ],
    disclaimer: 'Ceny zawierają VAT.',
  },
};
