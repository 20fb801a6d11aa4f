import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CTA_LINK_TYPES, CtaLink, CtaLinkProvider } from './cta-link.js';

const meta = {
  title: 'UI/CtaLink',
  component: CtaLink,
  args: {
    labelText: 'See current offers',
    href: '/offers-and-finance',
    type: 'internal',
    target: '_self',
  },
  argTypes: {
    type: { control: 'inline-radio', options: CTA_LINK_TYPES },
    target: { control: 'inline-radio', options: ['_self', '_blank'] },
    appearance: { control: 'inline-radio', options: ['button', 'text'] },
  },
  decorators: [
    (Story) => (
      <CtaLinkProvider openForm={fn()} navigate={fn()}>
        <Story />
      </CtaLinkProvider>
    ),
  ],
} satisfies Meta<typeof CtaLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Internal: Story = {};

export const TextLink: Story = {
  args: { appearance: 'text', icon: 'arrow-right', labelText: 'Zobacz ofertę' },
};

export const ExternalNewTab: Story = {
  args: {
    type: 'external',
    href: 'https://www.example.com/',
    target: '_blank',
    labelText: 'Partner site',
    icon: 'external',
  },
};

export const FormOpener: Story = {
  args: {
    type: 'form',
    href: '',
    formId: 'test-drive',
    hiddenFields: { model: 'f-pace' },
    form_layout: 'double',
    labelText: 'Book a test drive',
  },
};

export const File: Story = {
  args: {
    type: 'file',
    href: '/media/brochure.pdf',
    labelText: 'Download the brochure',
    icon: 'download',
  },
};

/** Hidden by the show rule: an internal link without an address. */
export const HiddenWithoutHref: Story = { args: { href: '' } };
