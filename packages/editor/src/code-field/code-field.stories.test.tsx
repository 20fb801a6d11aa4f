import { composeStories } from '@storybook/react-vite';
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findCodeEditor } from '../test/code.js';
import * as stories from './code-field.stories.js';

const { Css, JavaScript, Html, JsonWithSyntaxError, WithServiceError } = composeStories(stories);

// The stories' states, as an admin would see them in Storybook.
describe('code field stories', () => {
  it.each([
    ['CSS', Css, 'Code', '--accent: #0c121c;'],
    ['JavaScript', JavaScript, 'Code', "window.dataLayer.push({ event: 'offers' });"],
    ['HTML', Html, 'Code', '<meta name="site-check" content="abc">'],
  ])('should show %s in a labelled code editor', async (_name, Story, label, text) => {
    render(<Story />);
    expect(await findCodeEditor(label)).toHaveTextContent(text);
  });

  it('should mark the JSON line that does not parse', async () => {
    const { container } = render(<JsonWithSyntaxError />);
    await findCodeEditor('general.global_fab');
    await waitFor(() => expect(container.querySelector('.cm-lint-marker-error')).not.toBeNull());
  });

  it('should describe the editor by the service’s error', async () => {
    render(<WithServiceError />);
    const editor = await findCodeEditor('Code');
    expect(editor).toHaveAttribute('aria-invalid', 'true');
    expect(editor).toHaveAccessibleDescription('Not saved: Sass compile error: expected "}".');
  });
});
