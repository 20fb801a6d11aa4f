import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorPageFailure } from './ErrorPageFailure.js';

const meta = {
  title: 'Shell/ErrorPageFailure',
  component: ErrorPageFailure,
} satisfies Meta<typeof ErrorPageFailure>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
