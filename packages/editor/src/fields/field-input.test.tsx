import type { Locale } from '@forecourt/api-client';
import type { BlockIssue, FieldDefinition } from '@forecourt/blocks/templates';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { startFileContentService, type FileContentService } from '@forecourt/test-server/inject';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.js';
import { FieldInput } from './field-input.js';

// The image fields read the media library from the real content service (seeded images).
let service: FileContentService;
beforeAll(async () => {
  service = await startFileContentService();
});
afterAll(async () => {
  await service?.close();
});

function Harness({ field, initial, locale = 'en', issues = [], onValue }: { field: FieldDefinition; initial?: unknown; locale?: Locale; issues?: BlockIssue[]; onValue?: (value: unknown) => void }) {
  const [value, setValue] = useState<unknown>(initial);
  return (
    <FieldInput
      field={field}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
      path={`fields.${'key' in field ? field.key : 'x'}`}
      idPrefix="t"
      locale={locale}
      issues={issues}
    />
  );
}

describe('given a string field with a maximum length', () => {
  const field: FieldDefinition = { kind: 'string', key: 'heading', label: 'Heading', maxLength: 10 };

  it('should count characters against the maximum as the editor types', async () => {
    renderWithProviders(<Harness field={field} />);
    const input = screen.getByRole('textbox', { name: 'Heading' });
    await userEvent.type(input, 'Defender');
    expect(screen.getByText('8 / 10 characters')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('8 / 10 characters');
  });

  it('should show an issue next to the field and mark it invalid', () => {
    renderWithProviders(
      <Harness field={field} initial="Far too long a heading" issues={[{ path: 'fields.heading', rule: 'max_length', message: 'Heading must be at most 10 characters' }]} />,
    );
    const input = screen.getByRole('textbox', { name: 'Heading' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Heading must be at most 10 characters'));
  });
});

describe('given a translatable field', () => {
  const field: FieldDefinition = { kind: 'text', key: 'quote', label: 'Quote', translatable: true };

  it('should edit only the current locale and say the other one is empty', async () => {
    const values: unknown[] = [];
    renderWithProviders(<Harness field={field} initial={{ en: 'Above and beyond' }} locale="pl" onValue={(v) => values.push(v)} />);
    const input = screen.getByRole('textbox', { name: 'Quote (Polish)' });
    expect(input).toHaveValue('');
    expect(input).toHaveAccessibleDescription('English: “Above and beyond”');
    await userEvent.type(input, 'Ponad');
    expect(values.at(-1)).toEqual({ en: 'Above and beyond', pl: 'Ponad' });
  });

  it('should hint that Polish visitors see English when Polish is empty', () => {
    renderWithProviders(<Harness field={field} initial={{ en: 'Above and beyond' }} locale="en" />);
    expect(screen.getByRole('textbox', { name: 'Quote (English)' })).toHaveAccessibleDescription(
      'Polish is empty: Polish visitors see the English text.',
    );
  });
});

describe('given a number field with bounds', () => {
  const field: FieldDefinition = { kind: 'number', key: 'cols', label: 'Columns', min: 1, max: 4, step: 1, integer: true };

  it('should offer the bounds to the browser and store a number', async () => {
    const values: unknown[] = [];
    renderWithProviders(<Harness field={field} onValue={(v) => values.push(v)} />);
    const input = screen.getByRole('spinbutton', { name: 'Columns' });
    expect(input).toHaveAttribute('min', '1');
    expect(input).toHaveAttribute('max', '4');
    expect(input).toHaveAccessibleDescription('Allowed: from 1 to 4 in steps of 1.');
    await userEvent.type(input, '3');
    expect(values.at(-1)).toBe(3);
  });
});

describe('given a bool field', () => {
  it('should store true and false from a checkbox', async () => {
    const values: unknown[] = [];
    renderWithProviders(<Harness field={{ kind: 'bool', key: 'timer', label: 'Rotate on a timer' }} onValue={(v) => values.push(v)} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Rotate on a timer' }));
    expect(values.at(-1)).toBe(true);
  });
});

describe('given a searchable select field', () => {
  const field: FieldDefinition = {
    kind: 'select',
    key: 'model',
    label: 'Model',
    searchable: true,
    options: [
      { label: 'Defender 90', value: 'defender-90' },
      { label: 'Defender 110', value: 'defender-110' },
      { label: 'Discovery Sport', value: 'discovery-sport' },
    ],
  };

  it('should narrow the options to those matching the filter', async () => {
    renderWithProviders(<Harness field={field} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter Model options' }), 'disc');
    const select = screen.getByRole('combobox', { name: 'Model' });
    expect(within(select).queryByRole('option', { name: 'Defender 90' })).not.toBeInTheDocument();
    expect(within(select).getByRole('option', { name: 'Discovery Sport' })).toBeInTheDocument();
    await userEvent.selectOptions(select, 'discovery-sport');
    expect(select).toHaveValue('discovery-sport');
  });
});

describe('given a select field whose template names only some of its choices', () => {
  it('should show the declared labels, and the other values in title-cased words, storing the values', async () => {
    const values: unknown[] = [];
    const field: FieldDefinition = {
      kind: 'select',
      key: 'brand',
      label: 'Brand',
      options: [{ value: 'land_rover' }, { value: 'range-rover-sport' }, { label: 'JLR Classic', value: 'jlr_classic' }, { value: 'left' }],
    };
    renderWithProviders(<Harness field={field} onValue={(v) => values.push(v)} />);
    const select = screen.getByRole('combobox', { name: 'Brand' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      '— None —',
      'Land Rover',
      'Range Rover Sport',
      'JLR Classic',
      'Left',
    ]);
    await userEvent.selectOptions(select, 'Land Rover');
    expect(values.at(-1)).toBe('land_rover');
  });
});

describe('given a json field', () => {
  it('should say when the text does not parse, and format it once it does', async () => {
    renderWithProviders(<Harness field={{ kind: 'json', key: 'config', label: 'Configuration' }} initial='{"a":' />);
    const input = screen.getByRole('textbox', { name: 'Configuration' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/Not valid JSON/)).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '{{"a":1}');
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Format JSON of Configuration' }));
    expect(input).toHaveValue('{\n  "a": 1\n}');
  });
});

describe('given a json field with a table form (a finance input configuration)', () => {
  const field: FieldDefinition = {
    kind: 'json',
    key: 'input_configuration',
    label: 'Input configuration',
    form: {
      rows: [
        { key: 'down_payment', label: 'Down payment' },
        { key: 'duration', label: 'Duration' },
      ],
      columns: [
        { key: 'min', label: 'Min', type: 'number' },
        { key: 'max', label: 'Max', type: 'number' },
        { key: 'unit', label: 'Unit', type: 'text' },
      ],
    },
  };

  it('should edit the JSON through the form, keeping what the form does not show, and offer the JSON view', async () => {
    const values: unknown[] = [];
    renderWithProviders(
      <Harness
        field={field}
        initial={JSON.stringify({ down_payment: { min: 20, max: 50, default: 20 } })}
        onValue={(v) => values.push(v)}
      />,
    );
    const max = screen.getByRole('textbox', { name: 'Down payment max' });
    expect(max).toHaveValue('50');
    await userEvent.clear(max);
    await userEvent.type(max, '45');
    await userEvent.type(screen.getByRole('textbox', { name: 'Duration unit' }), 'years');
    expect(JSON.parse(values.at(-1) as string)).toEqual({
      down_payment: { min: 20, max: 45, default: 20 },
      duration: { unit: 'years' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Input configuration as JSON' }));
    expect(screen.getByRole('textbox', { name: 'Input configuration' })).toHaveValue(values.at(-1) as string);
  });

  it('should show the template check’s message, and send JSON the form cannot show to the JSON view', () => {
    renderWithProviders(
      <Harness
        field={field}
        initial="[1]"
        issues={[{ path: 'fields.input_configuration', rule: 'json_content', message: 'Input configuration must be a JSON object.' }]}
      />,
    );
    expect(screen.getByText('Input configuration must be a JSON object.')).toBeVisible();
    expect(screen.getByText('This JSON does not fit the form: edit it in the JSON view.')).toBeVisible();
  });
});

describe('given a links collection with a maximum', () => {
  const field: FieldDefinition = { kind: 'links', key: 'buttons', label: 'Buttons', max: 2 };

  it('should add links up to the maximum and then refuse with an explanation', async () => {
    const values: unknown[] = [];
    renderWithProviders(<Harness field={field} onValue={(v) => values.push(v)} />);
    const add = screen.getByRole('button', { name: 'Add link to Buttons' });
    await userEvent.click(add);
    await userEvent.type(screen.getAllByRole('textbox', { name: 'Label text' })[0]!, 'Book a test drive');
    await userEvent.click(add);
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(add).toHaveAccessibleDescription('Buttons allows at most 2 links.');
    await userEvent.click(add);
    expect(screen.getAllByRole('textbox', { name: 'Label text' })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Move Buttons link 1 down' }));
    expect(values.at(-1)).toEqual([
      { labelText: '', href: '', type: 'internal', target: '_self' },
      { labelText: 'Book a test drive', href: '', type: 'internal', target: '_self' },
    ]);
    expect(screen.getByRole('button', { name: 'Move Buttons link 2 up' })).toHaveFocus();
  });
});

describe('given an image field', () => {
  it('should pick an image of the media library with one of the allowed sizes and alt text', async () => {
    const values: unknown[] = [];
    renderWithProviders(
      <Harness field={{ kind: 'image', key: 'image', label: 'Background image', sizes: ['1600x900', '900x586'] }} onValue={(v) => values.push(v)} />,
      { client: service.client() },
    );
    const picker = screen.getByRole('combobox', { name: 'Image' });
    // The seeded media library of the real service.
    await screen.findByRole('option', { name: 'defender.jpg (1600×900)' });
    await userEvent.selectOptions(picker, 'seed-defender');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Size' }), '900x586');
    await userEvent.type(screen.getByRole('textbox', { name: 'Alternative text' }), 'Defender');
    expect(values.at(-1)).toEqual({ id: 'seed-defender', size: '900x586', alt: 'Defender' });
  });
});

describe('given a separator', () => {
  it('should draw a divider with its label', () => {
    renderWithProviders(<Harness field={{ kind: 'separator', key: 'sep', label: 'Advanced options' }} />);
    expect(screen.getByText('Advanced options')).toBeInTheDocument();
  });
});

describe('given an icon field', () => {
  it('should offer the theme’s icons and keep an unknown saved name visible', async () => {
    const values: unknown[] = [];
    renderWithProviders(<Harness field={{ kind: 'icon', key: 'icon', label: 'Icon' }} initial="rocket" onValue={(v) => values.push(v)} />);
    const select = screen.getByRole('combobox', { name: 'Icon' });
    expect(select).toHaveValue('rocket');
    expect(select).toHaveAccessibleDescription('“rocket” is not an icon of the theme’s set, so nothing is shown.');
    await userEvent.selectOptions(select, 'arrow-right');
    expect(values.at(-1)).toBe('arrow-right');
    expect(within(select).queryByRole('option', { name: 'rocket (unknown)' })).not.toBeInTheDocument();
    expect(within(select).getByRole('option', { name: 'Arrow Right' })).toHaveValue('arrow-right');
  });
});

describe('given an image field’s media library', () => {
  it('should let the editor browse thumbnails and pick one by its name', async () => {
    const values: unknown[] = [];
    renderWithProviders(
      <Harness field={{ kind: 'image', key: 'image', label: 'Background image', sizes: ['1600x900'] }} onValue={(v) => values.push(v)} />,
      { client: service.client() },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Browse media library' }));
    const library = screen.getByRole('group', { name: 'Media library for Background image' });
    await userEvent.click(within(library).getByRole('radio', { name: 'discovery.jpg' }));
    expect(values.at(-1)).toEqual({ id: 'seed-discovery', size: '1600x900' });
    expect(screen.getByRole('combobox', { name: 'Image' })).toHaveValue('seed-discovery');
  });
});

describe('given a link field with an internal address', () => {
  const field: FieldDefinition = { kind: 'link', key: 'cta', label: 'Call to action', translatable: true };

  it('should find a page by its title and fill in its path and title', async () => {
    const values: unknown[] = [];
    renderWithProviders(<Harness field={field} onValue={(v) => values.push(v)} />, { client: service.client() });
    await userEvent.click(screen.getByRole('button', { name: 'Choose page for Call to action (English)' }));
    const search = screen.getByRole('searchbox', { name: 'Search pages by title or path' });
    expect(search).toHaveFocus();
    await userEvent.type(search, 'find a retailer');
    const pages = screen.getByRole('group', { name: 'Pages for Call to action (English)' });
    await within(pages).findByText('1 page match.');
    await userEvent.click(within(pages).getByRole('button', { name: 'Find a retailer /retailer-locator' }));
    expect(values.at(-1)).toEqual({ en: { labelText: 'Find a retailer', href: '/retailer-locator', type: 'internal', target: '_self' } });
    expect(screen.getByRole('button', { name: 'Choose page for Call to action (English)' })).toHaveFocus();
  });

  it('should find a page by a part of its path and keep a label already written', async () => {
    const values: unknown[] = [];
    renderWithProviders(
      <Harness field={field} initial={{ en: { labelText: 'See the SUV', href: '', type: 'internal' } }} onValue={(v) => values.push(v)} />,
      { client: service.client() },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Choose page for Call to action (English)' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search pages by title or path' }), 'range-rover-sport');
    await userEvent.click(await screen.findByRole('button', { name: 'Range Rover Sport /models/range-rover-sport' }));
    expect(values.at(-1)).toEqual({ en: { labelText: 'See the SUV', href: '/models/range-rover-sport', type: 'internal', target: '_self' } });
  });

  it('should close the picker on Escape without changing the link', async () => {
    const values: unknown[] = [];
    renderWithProviders(<Harness field={field} onValue={(v) => values.push(v)} />, { client: service.client() });
    const choose = screen.getByRole('button', { name: 'Choose page for Call to action (English)' });
    await userEvent.click(choose);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(choose).toHaveFocus();
    expect(values).toEqual([]);
  });

  it('should show why an external address cannot be followed', () => {
    renderWithProviders(
      <Harness
        field={{ kind: 'link', key: 'cta', label: 'Call to action' }}
        initial={{ labelText: 'Terms', href: 'not a url', type: 'external' }}
        issues={[{ path: 'fields.cta', rule: 'url', message: 'Call to action must be a full web address such as https://example.com (or mailto:, tel:)' }]}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveAccessibleDescription(
      'Call to action must be a full web address such as https://example.com (or mailto:, tel:)',
    );
    // Only internal links pick a page.
    expect(screen.queryByRole('button', { name: /^Choose page/ })).not.toBeInTheDocument();
  });
});
