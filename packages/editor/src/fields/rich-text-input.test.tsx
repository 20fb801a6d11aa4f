import type { FieldDefinition } from '@forecourt/blocks/templates';
import { sanitizeRichText } from '@forecourt/blocks/templates';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';

// jsdom lays nothing out; ProseMirror measures the caret to scroll it into view.
beforeAll(() => {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= noRects;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  document.elementFromPoint ??= () => null;
});
import { findCodeEditor } from '../test/code.js';
import { FieldInput } from './field-input.js';

const field: FieldDefinition = { kind: 'markdown', format: 'html', key: 'body', label: 'Body' };

function Harness({ initial }: { initial?: string }) {
  const [value, setValue] = useState<unknown>(initial);
  return (
    <>
      <FieldInput field={field} value={value} onChange={setValue} path="fields.body" idPrefix="t" locale="en" issues={[]} />
      <output data-testid="stored">{typeof value === 'string' ? value : '(empty)'}</output>
    </>
  );
}

const stored = () => screen.getByTestId('stored').textContent;

/** The visual editor, once its lazily loaded code has arrived. */
async function visualEditor() {
  await screen.findByRole('toolbar', { name: 'Body formatting' });
  return screen.getByRole('textbox', { name: 'Body' });
}

describe('given an HTML rich-text field', () => {
  it('should open the stored text in a visual editor named by the field label', async () => {
    render(<Harness initial="<p>Drive <strong>further</strong></p>" />);
    const editor = await visualEditor();
    expect(editor).toHaveAttribute('contenteditable', 'true');
    expect(within(editor).getByText('further').tagName).toBe('STRONG');
  });

  it('should offer only formats the site keeps when it sanitises the text', async () => {
    render(<Harness />);
    await visualEditor();
    const tools = within(screen.getByRole('toolbar', { name: 'Body formatting' }))
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(tools).toEqual([
      'Bold',
      'Italic',
      'Underline',
      'Strikethrough',
      'H2 heading',
      'H3 heading',
      'H4 heading',
      'Bulleted list',
      'Numbered list',
      'Quote',
      'Link',
    ]);
  });

  it('should store bold text as HTML that survives sanitising unchanged', async () => {
    render(<Harness initial="<p>Hello</p>" />);
    const editor = await visualEditor();
    act(() => editor.focus()); // jsdom has no layout for ProseMirror to map a click to a position
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(screen.getByRole('button', { name: 'Bold' }));
    expect(stored()).toBe('<p><strong>Hello</strong></p>');
    expect(sanitizeRichText(stored()!)).toBe(stored());
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('should refuse a link address a visitor cannot follow and link a valid one', async () => {
    render(<Harness initial="<p>Terms</p>" />);
    const editor = await visualEditor();
    act(() => editor.focus()); // jsdom has no layout for ProseMirror to map a click to a position
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    const address = screen.getByRole('textbox', { name: 'Link address' });
    expect(address).toHaveFocus();
    await userEvent.type(address, 'not a url{Enter}');
    expect(address).toHaveAccessibleDescription(
      'Link address must be a full web address such as https://example.com (or mailto:, tel:)',
    );
    expect(stored()).toBe('<p>Terms</p>');
    await userEvent.clear(address);
    await userEvent.type(address, 'https://bank.example/terms');
    await userEvent.click(screen.getByRole('button', { name: 'Apply link' }));
    expect(stored()).toBe('<p><a href="https://bank.example/terms">Terms</a></p>');
    expect(sanitizeRichText(stored()!)).toBe(stored());
  });

  it('should close the link form on Escape and give focus back to the text', async () => {
    render(<Harness initial="<p>Terms</p>" />);
    const editor = await visualEditor();
    act(() => editor.focus()); // jsdom has no layout for ProseMirror to map a click to a position
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Link address' })).not.toBeInTheDocument();
    await waitFor(() => expect(editor).toHaveFocus());
  });

  it('should keep a text with a table as HTML source rather than lose the table', async () => {
    const html = '<table><tbody><tr><td>Range</td><td>500 km</td></tr></tbody></table>';
    render(<Harness initial={html} />);
    // The HTML source is a code editor (a plain text area until it has loaded).
    const source = await findCodeEditor('Body');
    expect(source).toHaveTextContent(html);
    expect(source).toHaveAccessibleDescription(expect.stringContaining('tables, images or other elements'));
    const toggle = screen.getByRole('button', { name: 'Edit Body as HTML source' });
    expect(toggle).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(toggle);
    expect(screen.getByRole('textbox', { name: 'Body' })).toBe(source);
  });

  it('should switch to the HTML source and back without changing the text', async () => {
    render(<Harness initial="<p>Hello <em>there</em></p>" />);
    await visualEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Body as HTML source' }));
    expect(await findCodeEditor('Body')).toHaveTextContent('<p>Hello <em>there</em></p>');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Body as HTML source' }));
    const editor = await visualEditor();
    expect(within(editor).getByText('there').tagName).toBe('EM');
    expect(stored()).toBe('<p>Hello <em>there</em></p>');
  });
});
