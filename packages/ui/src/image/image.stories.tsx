import type { Meta, StoryObj } from '@storybook/react-vite';
import { Image } from './image.js';

/** Stories run without the content service, so the image itself will not load; the markup is the point. */
const meta = {
  title: 'UI/Image',
  component: Image,
  args: {
    imageId: 'workshop-wide',
    alt: 'Technicians at work in a bright workshop',
    widths: [320, 720, 1180],
    sizes: '(min-width: 1024px) 50vw, 100vw',
  },
} satisfies Meta<typeof Image>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Responsive: Story = {};
