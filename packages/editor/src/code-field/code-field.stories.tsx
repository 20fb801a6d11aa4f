import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { CodeField, type CodeLanguage } from './code-field.js';

interface HarnessProps {
  label: string;
  language: CodeLanguage;
  initial: string;
  error?: string;
  rows?: number;
}

/** A labelled code field with its value kept in state, and its error (if any) below it. */
function Harness({ label, language, initial, error, rows }: HarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <div className="fe-screen" style={{ maxWidth: 720 }}>
      <div className="fe-field">
        <label id="story-code-label" htmlFor="story-code" className="fe-label">
          {label}
        </label>
        <CodeField
          id="story-code"
          labelId="story-code-label"
          language={language}
          value={value}
          onChange={setValue}
          rows={rows}
          invalid={Boolean(error)}
          describedBy={error ? 'story-code-error' : undefined}
        />
        {error ? (
          <ul className="fe-errors" id="story-code-error">
            <li>{error}</li>
          </ul>
        ) : null}
      </div>
    </div>
  );
}

const meta = {
  title: 'Editor/CodeField',
  component: Harness,
  args: { label: 'Code', rows: 8 },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** CSS, highlighted, with line numbers and bracket matching. */
export const Css: Story = {
  args: { language: 'css', initial: ':root {\n  --accent: #0c121c;\n}\n\nmain a:hover {\n  color: var(--accent);\n}' },
};

/** Inline JavaScript. */
export const JavaScript: Story = {
  args: { language: 'javascript', initial: "window.dataLayer = window.dataLayer || [];\nwindow.dataLayer.push({ event: 'offers' });" },
};

/** HTML: tags are not closed automatically, what is typed is what is saved. */
export const Html: Story = {
  args: { language: 'html', initial: '<meta name="site-check" content="abc">\n<link rel="preconnect" href="https://cdn.example.com">' },
};

/** JSON that does not parse: the linter marks the line it stops at. */
export const JsonWithSyntaxError: Story = {
  args: { label: 'general.global_fab', language: 'json', rows: 4, initial: '[\n  { "label": "Test drive", }\n]' },
};

/** An error from the service, beside the field: the editor is marked invalid and described by it. */
export const WithServiceError: Story = {
  args: { language: 'scss', initial: '.broken {{ color: red', error: 'Not saved: Sass compile error: expected "}".' },
};
