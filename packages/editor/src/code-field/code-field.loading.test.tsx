import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { findCodeEditor } from '../test/code.js';
import { CodeField } from './code-field.js';

// The editor's download is held back until the test lets it through, so what someone sees while
// it loads is checked for sure, not by luck of timing.
const download = vi.hoisted(() => {
  let release = () => {};
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { done, release: () => release() };
});
vi.mock('./code-editor.js', async (importOriginal) => {
  await download.done;
  return importOriginal();
});

function Form() {
  const [value, setValue] = useState('a { }');
  return (
    <>
      <label id="code-label" htmlFor="code">
        Code
      </label>
      <CodeField id="code" labelId="code-label" language="css" value={value} onChange={setValue} />
      <p>Saved as: {value}</p>
    </>
  );
}

describe('given a code field whose editor is still loading', () => {
  it('should take typing in the text area, and keep the text and the focus when the editor arrives', async () => {
    render(<Form />);
    const area = screen.getByRole('textbox', { name: 'Code' });
    expect(area.tagName).toBe('TEXTAREA');
    await userEvent.type(area, ' b');
    expect(screen.getByText('Saved as: a { } b')).toBeInTheDocument();

    download.release();
    const editor = await findCodeEditor('Code');
    expect(editor).toHaveTextContent('a { } b');
    expect(editor).toHaveFocus();
  });
});
