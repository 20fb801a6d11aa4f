import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { findCodeEditor, replaceCode } from '../test/code.js';
import { CodeField, type CodeLanguage } from './code-field.js';

function Form({ language, initial, error }: { language: CodeLanguage; initial: string; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <form>
      <label id="code-label" htmlFor="code">
        Code
      </label>
      <CodeField id="code" labelId="code-label" language={language} value={value} onChange={setValue} invalid={!!error} describedBy={error ? 'code-error' : undefined} />
      {error ? <p id="code-error">{error}</p> : null}
      <p>Saved as: {JSON.stringify(value)}</p>
      <button type="button">Save</button>
    </form>
  );
}

describe('given a code field', () => {
  it('should show a labelled text area at once, then the code editor with the same label and value', async () => {
    render(<Form language="css" initial="main { color: red }" />);
    // Before the editor has loaded, the plain text area is usable.
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('main { color: red }');

    const editor = await findCodeEditor('Code');
    expect(editor).toHaveTextContent('main { color: red }');
    expect(editor).toHaveAttribute('contenteditable', 'true');
    expect(screen.queryByRole('textbox', { name: 'Code', hidden: true })).toBe(editor);
  });

  it('should pass changes on, and leave the editor with Tab and Shift+Tab', async () => {
    render(<Form language="css" initial="" />);
    const editor = await replaceCode('Code', 'main {\noutline: 0;\n}');
    expect(screen.getByText('Saved as: "main {\\noutline: 0;\\n}"')).toBeInTheDocument();
    expect(editor).toHaveFocus();

    // Tab is not taken for indenting: keyboard users move on to the next control and back.
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(editor).toHaveFocus();
    expect(screen.getByText('Saved as: "main {\\noutline: 0;\\n}"')).toBeInTheDocument();
  });

  it('should put the caret in the editor when its label is clicked', async () => {
    render(<Form language="css" initial="main {}" />);
    const editor = await findCodeEditor('Code');
    expect(editor).not.toHaveFocus();
    await userEvent.click(screen.getByText('Code', { selector: 'label' }));
    expect(editor).toHaveFocus();
  });

  it('should describe the editor by its error and mark it invalid', async () => {
    render(<Form language="scss" initial=".broken {{ color: red" error="Not saved: Sass compile error" />);
    const editor = await findCodeEditor('Code');
    expect(editor).toHaveAttribute('aria-invalid', 'true');
    expect(editor).toHaveAccessibleDescription('Not saved: Sass compile error');
  });

  it('should mark the line where JSON stops being valid', async () => {
    const { container } = render(<Form language="json" initial={'{\n  "a": 1\n}'} />);
    await replaceCode('Code', '{\n  "a": 1,\n  "b": \n}');
    // The linter's marker sits in the gutter beside the line JSON.parse stopped at.
    await waitFor(() => expect(container.querySelector('.cm-lint-marker-error')).not.toBeNull());
  });
});
