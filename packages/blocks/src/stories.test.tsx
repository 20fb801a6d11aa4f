/// <reference types="vite/client" />
import { describeEveryStory } from '@forecourt/storybook-config/test';
import preview from '../.storybook/preview.js';

// Every story, with the real preview (theme decorator, CTA handlers, styles), rendered as Storybook would.
describeEveryStory(import.meta.glob('./**/*.stories.tsx', { eager: true }), preview);
