import type { Block } from '@forecourt/api-client';
import type { FieldDefinition } from '@forecourt/blocks/templates';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FieldInput } from './field-input.js';
import { usePageBlocksSource } from './page-blocks.js';

const field: FieldDefinition = { kind: 'string', key: 'blockId', label: 'Block', required: true, maxLength: 100 };
const quote = (id: string, text: string): Block => ({ id, template: 'quote', version: 1, data: { fields: { quote: { en: text } }, groups: [] } });

function Harness({ blocks, initial, onValue }: { blocks: Block[]; initial?: string; onValue?: (value: unknown) => void }) {
  const [value, setValue] = useState<unknown>(initial);
  const [order, setOrder] = useState(blocks);
  usePageBlocksSource(order);
  return (
    <>
      <FieldInput
        field={field}
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
        path="groups[0].blockId"
        idPrefix="t"
        locale="en"
        issues={[]}
      />
      <button type="button" onClick={() => setOrder([...order].reverse())}>
        Reverse blocks
      </button>
    </>
  );
}

describe('given an in-page navigation link target on a page being edited', () => {
  const blocks = [quote('q1', 'Nothing beats a test drive'), quote('q2', 'Built for adventure')];

  it('should list the page’s blocks by position, name and text and store the chosen block’s id', async () => {
    const values: unknown[] = [];
    render(<Harness blocks={blocks} onValue={(v) => values.push(v)} />);
    const select = screen.getByRole('combobox', { name: 'Block (required)' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose a block…',
      '1. Quote — Nothing beats a test drive',
      '2. Quote — Built for adventure',
    ]);
    await userEvent.selectOptions(select, '2. Quote — Built for adventure');
    expect(values.at(-1)).toBe('block-q2');
  });

  it('should keep pointing at the same block after the blocks are reordered', async () => {
    render(<Harness blocks={blocks} initial="block-q2" />);
    const select = screen.getByRole('combobox', { name: 'Block (required)' });
    expect(select).toHaveDisplayValue('2. Quote — Built for adventure');
    await userEvent.click(screen.getByRole('button', { name: 'Reverse blocks' }));
    expect(select).toHaveDisplayValue('1. Quote — Built for adventure');
  });

  it('should let the editor type an element id inside a block instead', async () => {
    const values: unknown[] = [];
    render(<Harness blocks={blocks} initial="rdx-leasing" onValue={(v) => values.push(v)} />);
    expect(screen.getByRole('combobox', { name: 'Block (required)' })).toHaveDisplayValue('Another element (id below)');
    const other = screen.getByRole('textbox', { name: 'Element id' });
    expect(other).toHaveValue('rdx-leasing');
    await userEvent.type(other, '-terms');
    expect(values.at(-1)).toBe('rdx-leasing-terms');
  });

  it('should say so when the block it pointed at was removed', () => {
    render(<Harness blocks={blocks} initial="block-gone" />);
    expect(screen.getByRole('combobox', { name: 'Block (required)' })).toHaveAccessibleDescription(
      expect.stringContaining('The block this link pointed at is no longer on the page: choose another.'),
    );
  });
});
