import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * The code editor labelled `name`, once CodeMirror has replaced the plain text area (it loads
 * lazily). Its editable area is a contenteditable with role textbox.
 */
export async function findCodeEditor(name: string | RegExp, container: HTMLElement = document.body): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = within(container).getByRole('textbox', { name });
    expect(found.closest('[data-code-editor]')).not.toBeNull();
  });
  return found!;
}

/**
 * Replaces the code in the editor labelled `name` the way a user can in any browser: select all,
 * paste. Typing key by key is not used: jsdom lays nothing out, so CodeMirror cannot follow a caret
 * that user-event moves itself; a paste goes through CodeMirror's own input handling.
 */
export async function replaceCode(name: string | RegExp, code: string, container?: HTMLElement): Promise<HTMLElement> {
  const editor = await findCodeEditor(name, container);
  await userEvent.click(editor);
  await userEvent.keyboard('{Control>}a{/Control}');
  if (code === '') await userEvent.keyboard('{Delete}');
  else await userEvent.paste(code);
  return editor;
}
