import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CodeField } from './code-field.js';

// The editor's chunk cannot be downloaded (offline, a deploy replaced it).
const download = vi.hoisted(() => ({ failed: false }));
vi.mock('./code-editor.js', () => {
  download.failed = true;
  throw new Error('Failed to fetch dynamically imported module');
});

function Form() {
  const [value, setValue] = useState('');
  return (
    <>
      <label id="code-label" htmlFor="code">
        Code
      </label>
      <CodeField id="code" labelId="code-label" language="json" value={value} onChange={setValue} invalid describedBy="code-error" />
      <p id="code-error">Must be a JSON list</p>
      <p>Saved as: {value}</p>
    </>
  );
}

describe('given a code field whose editor cannot be loaded', () => {
  it('should stay a labelled, described text area that works', async () => {
    render(<Form />);
    await vi.waitFor(() => expect(download.failed).toBe(true));
    const area = screen.getByRole('textbox', { name: 'Code' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription('Must be a JSON list');
    await userEvent.type(area, '[[]');
    expect(screen.getByText('Saved as: []')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Code' })).toBe(area);
  });
});
