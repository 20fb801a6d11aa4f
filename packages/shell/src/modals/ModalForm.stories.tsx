import { CtaLink } from '@forecourt/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import type { RenderForm } from './ModalForm.js';
import { ModalFormProvider } from './ModalFormProvider.js';

/** Until the form renderer lands, stories show the fields a form would get. */
const demoForm: RenderForm = ({ formId, columns, hiddenFields, params }) => (
  <form
    aria-label={`Form ${formId}`}
    style={{
      display: 'grid',
      gridTemplateColumns: `repeat(var(--fc-form-columns, ${columns}), 1fr)`,
      gap: 16,
    }}
    onSubmit={(event) => event.preventDefault()}
  >
    {['First name', 'Last name', 'Email', 'Phone'].map((label) => (
      <label key={label} style={{ display: 'grid', gap: 4 }}>
        {label}
        <input
          name={label}
          defaultValue={label === 'First name' ? (params['first_name'] ?? '') : ''}
        />
      </label>
    ))}
    <p style={{ gridColumn: '1 / -1', margin: 0, fontSize: 12 }}>
      Hidden fields: {JSON.stringify(hiddenFields)}
    </p>
  </form>
);

const meta = {
  title: 'Shell/ModalForm',
  component: ModalFormProvider,
  args: { renderForm: demoForm, children: null },
  render: (args) => (
    <ModalFormProvider {...args}>
      <div style={{ display: 'flex', gap: 16, padding: 24 }}>
        <CtaLink
          type="form"
          formId="12"
          labelText="Book a test drive"
          hiddenFields={{ model: 'f-pace' }}
        />
        <CtaLink type="form" formId="7" labelText="Keep me informed" form_layout="double" />
      </div>
    </ModalFormProvider>
  ),
} satisfies Meta<typeof ModalFormProvider>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Closed: two form links. */
export const Closed: Story = {};

export const SingleColumn: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Book a test drive' }));
  },
};

export const DoubleColumn: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Keep me informed' }));
  },
};

/** Before the form renderer exists: the modal shows its title only, and still closes. */
export const WithoutRenderer: Story = {
  args: { renderForm: undefined },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Book a test drive' }));
  },
};
