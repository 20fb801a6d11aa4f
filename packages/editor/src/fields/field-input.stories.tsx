import type { Locale } from '@forecourt/api-client';
import type { BlockIssue, FieldDefinition } from '@forecourt/blocks/templates';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { EditorClientProvider } from '../context.js';
import { createStoryClient } from '../stories/story-client.js';
import { FieldInput } from './field-input.js';

interface HarnessProps {
  field: FieldDefinition;
  initial?: unknown;
  locale: Locale;
  issues: BlockIssue[];
}

const { client } = createStoryClient();

/** One field input with its value kept in state, and the stored value printed below it. */
function Harness({ field, initial, locale, issues }: HarnessProps) {
  const [value, setValue] = useState<unknown>(initial);
  return (
    <EditorClientProvider client={client}>
      <div className="fe-screen" style={{ maxWidth: 640 }}>
        <FieldInput field={field} value={value} onChange={setValue} path={`fields.${'key' in field ? field.key : ''}`} idPrefix="story" locale={locale} issues={issues} />
        <pre style={{ fontSize: 12, background: '#fff', padding: 8 }}>{JSON.stringify(value, null, 2) ?? 'undefined'}</pre>
      </div>
    </EditorClientProvider>
  );
}

const meta = {
  title: 'Editor/Field inputs',
  component: Harness,
  args: { locale: 'en', issues: [] },
  argTypes: { locale: { control: 'inline-radio', options: ['en', 'pl'] } },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const StringWithCounter: Story = {
  args: { field: { kind: 'string', key: 'heading', label: 'Heading', translatable: true, maxLength: 60, required: true }, initial: { en: 'New Defender 110' } },
};
export const StringWithIssue: Story = {
  args: {
    field: { kind: 'string', key: 'heading', label: 'Heading', maxLength: 10 },
    initial: 'A heading that is far too long',
    issues: [{ path: 'fields.heading', rule: 'max_length', message: 'Heading must be at most 10 characters' }],
  },
};
export const Text: Story = { args: { field: { kind: 'text', key: 'paragraph', label: 'Paragraph', translatable: true, maxLength: 2000 }, locale: 'pl', initial: { en: 'Built for adventure.' } } };
export const MarkdownHtml: Story = { args: { field: { kind: 'markdown', format: 'html', key: 'content', label: 'Content', maxLength: 5000 }, initial: '<p>Hello <strong>world</strong></p>' } };
export const MarkdownJson: Story = { args: { field: { kind: 'markdown', format: 'json', key: 'doc', label: 'Document' }, initial: '{"type":"doc","content":[]}' } };
export const Bool: Story = { args: { field: { kind: 'bool', key: 'electrifies', label: 'Electrified styling', help: 'Uses the electric accent colour.' }, initial: false } };
export const NumberField: Story = { args: { field: { kind: 'number', key: 'col-numbers', label: 'Columns', min: 1, max: 4, step: 1, integer: true }, initial: 3 } };
export const Select: Story = {
  args: { field: { kind: 'select', key: 'theme', label: 'Theme', options: ['white-theme', 'light-theme', 'grey-theme', 'dark-theme'].map((v) => ({ label: v, value: v })) }, initial: 'light-theme' },
};
export const SearchableSelect: Story = {
  args: {
    field: {
      kind: 'select',
      key: 'model',
      label: 'Model',
      searchable: true,
      options: ['Defender 90', 'Defender 110', 'Defender 130', 'Discovery', 'Discovery Sport', 'Range Rover', 'Range Rover Sport', 'Range Rover Velar', 'Range Rover Evoque'].map((label) => ({ label, value: label.toLowerCase().replaceAll(' ', '-') })),
    },
  },
};
export const IconName: Story = { args: { field: { kind: 'icon', key: 'icon', label: 'Icon' }, initial: 'arrow-right' } };
export const Image: Story = { args: { field: { kind: 'image', key: 'image', label: 'Background image', sizes: ['1600x900', '900x586', '650x277'], required: true } } };
export const Link: Story = { args: { field: { kind: 'link', key: 'rdx-link', label: 'Link', translatable: true }, initial: { en: { labelText: 'Find a retailer', href: '/retailers', type: 'internal', target: '_self' } } } };
export const LinksCollection: Story = {
  args: {
    field: { kind: 'links', key: 'rdx-buttons', label: 'Buttons', translatable: true, max: 4 },
    initial: { en: [{ labelText: 'Book a test drive', href: '/test-drive', type: 'internal', target: '_self' }] },
  },
};
export const Json: Story = { args: { field: { kind: 'json', key: 'config', label: 'Configuration' }, initial: '{"items": [1, 2' } };
/** A json field with a table form (the finance calculator's input configuration) and a JSON view. */
export const JsonWithForm: Story = {
  args: {
    field: {
      kind: 'json',
      key: 'input_configuration',
      label: 'Input configuration',
      form: {
        rows: [
          { key: 'down_payment', label: 'Down payment' },
          { key: 'duration', label: 'Duration' },
        ],
        columns: [
          { key: 'label', label: 'Label', type: 'text' },
          { key: 'min', label: 'Min', type: 'number' },
          { key: 'max', label: 'Max', type: 'number' },
          { key: 'default', label: 'Default', type: 'number' },
        ],
      },
    },
    initial: '{"down_payment": {"label": "Down payment", "min": 20, "max": 50, "default": 20}, "duration": {"min": 4, "max": 7, "default": 4}}',
  },
};
export const Separator: Story = { args: { field: { kind: 'separator', key: 'sep', label: 'Advanced options' } } };
