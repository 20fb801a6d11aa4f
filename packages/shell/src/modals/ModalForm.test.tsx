import { CtaLink, type CtaFormRequest } from '@forecourt/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mapQueryParams, ModalForm, type RenderForm } from './ModalForm.js';
import { ModalFormProvider, useOpenForm } from './ModalFormProvider.js';

/** A stand-in form renderer: a real field whose typed text lives in the DOM. */
const renderForm: RenderForm = ({ formId, hiddenFields, columns, params, close }) => (
  <form aria-label={`Form ${formId}`} data-columns={columns}>
    <label>
      Name
      <input name="name" defaultValue={params['first_name'] ?? ''} />
    </label>
    <output aria-label="Hidden fields">{JSON.stringify(hiddenFields)}</output>
    <output aria-label="Params">{JSON.stringify(params)}</output>
    <button type="button" onClick={close}>
      Done
    </button>
  </form>
);

const TEST_DRIVE: CtaFormRequest = {
  formId: '12',
  title: 'Book a test drive',
  hiddenFields: { model: 'f-pace' },
  layout: 'single',
};

afterEach(() => window.history.replaceState(null, '', '/'));

describe('ModalFormProvider', () => {
  describe('given a form link without its own handler', () => {
    it('should open the modal titled with the link label, with the form and its hidden fields', async () => {
      const user = userEvent.setup();
      render(
        <ModalFormProvider renderForm={renderForm}>
          <CtaLink
            type="form"
            formId="12"
            labelText="Book a test drive"
            hiddenFields={{ model: 'f-pace' }}
          />
        </ModalFormProvider>,
      );
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Book a test drive' }));
      const dialog = await screen.findByRole('dialog', { name: 'Book a test drive' });
      const form = within(dialog).getByRole('form', { name: 'Form 12' });
      expect(form).toHaveAttribute('data-columns', '1');
      expect(within(dialog).getByRole('status', { name: 'Hidden fields' })).toHaveTextContent(
        '{"model":"f-pace"}',
      );
    });

    it('should pass two columns for the double layout', async () => {
      const user = userEvent.setup();
      render(
        <ModalFormProvider renderForm={renderForm}>
          <CtaLink type="form" formId="7" labelText="Keep me informed" form_layout="double" />
        </ModalFormProvider>,
      );
      await user.click(screen.getByRole('button', { name: 'Keep me informed' }));
      const dialog = await screen.findByRole('dialog', { name: 'Keep me informed' });
      expect(dialog).toHaveAttribute('data-layout', 'double');
      expect(within(dialog).getByRole('form')).toHaveAttribute('data-columns', '2');
    });
  });

  describe('given the modal is open', () => {
    it.each([
      [
        'the close button',
        async (user: ReturnType<typeof userEvent.setup>) =>
          user.click(screen.getByRole('button', { name: 'Close' })),
      ],
      ['ESC', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
      [
        'a backdrop click',
        async (user: ReturnType<typeof userEvent.setup>) =>
          user.click(document.querySelector('.fc-modal__backdrop')!),
      ],
      [
        'the form itself',
        async (user: ReturnType<typeof userEvent.setup>) =>
          user.click(screen.getByRole('button', { name: 'Done' })),
      ],
    ])('should close on %s', async (_, close) => {
      const user = userEvent.setup();
      render(
        <ModalFormProvider renderForm={renderForm}>
          <CtaLink type="form" formId="12" labelText="Book a test drive" />
        </ModalFormProvider>,
      );
      await user.click(screen.getByRole('button', { name: 'Book a test drive' }));
      await close(user);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Book a test drive' })).toHaveFocus();
    });

    it('should clear what was typed once closed', async () => {
      const user = userEvent.setup();
      render(
        <ModalFormProvider renderForm={renderForm}>
          <CtaLink type="form" formId="12" labelText="Book a test drive" />
        </ModalFormProvider>,
      );
      await user.click(screen.getByRole('button', { name: 'Book a test drive' }));
      await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
      await user.click(screen.getByRole('button', { name: 'Close' }));
      await user.click(screen.getByRole('button', { name: 'Book a test drive' }));
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    });
  });

  describe('given a params mapping and a query', () => {
    it('should copy the mapped query values into the form, only for parameters present', async () => {
      window.history.replaceState(null, '', '/test-drive?utm_source=news&name=Ada&dealer=');
      const user = userEvent.setup();
      render(
        <ModalFormProvider
          renderForm={renderForm}
          paramsMapping={{
            name: 'first_name',
            utm_source: 'source',
            dealer: 'dealer_id',
            model: 'model_id',
          }}
        >
          <CtaLink type="form" formId="12" labelText="Book a test drive" />
        </ModalFormProvider>,
      );
      await user.click(screen.getByRole('button', { name: 'Book a test drive' }));
      expect(screen.getByRole('status', { name: 'Params' })).toHaveTextContent(
        '{"first_name":"Ada","source":"news","dealer_id":""}',
      );
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
    });

    it('should read the query at opening time', async () => {
      const user = userEvent.setup();
      render(
        <ModalFormProvider renderForm={renderForm} paramsMapping={{ name: 'first_name' }}>
          <CtaLink type="form" formId="12" labelText="Book a test drive" />
        </ModalFormProvider>,
      );
      window.history.replaceState(null, '', '/?name=Grace');
      await user.click(screen.getByRole('button', { name: 'Book a test drive' }));
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Grace');
    });
  });

  describe('given useOpenForm', () => {
    it('should open the modal from code', async () => {
      const user = userEvent.setup();
      function Opener() {
        const openForm = useOpenForm();
        return (
          <button type="button" onClick={() => openForm(TEST_DRIVE)}>
            Open
          </button>
        );
      }
      render(
        <ModalFormProvider renderForm={renderForm}>
          <Opener />
        </ModalFormProvider>,
      );
      await user.click(screen.getByRole('button', { name: 'Open' }));
      expect(await screen.findByRole('dialog', { name: 'Book a test drive' })).toBeInTheDocument();
    });

    it('should name the provider when used outside it', () => {
      function Orphan() {
        useOpenForm();
        return null;
      }
      vi.spyOn(console, 'error').mockImplementation(() => {});
      expect(() => render(<Orphan />)).toThrow(
        'useOpenForm must be used inside <ModalFormProvider>',
      );
    });
  });

  describe('given no form renderer yet', () => {
    it('should still open and close a titled modal', async () => {
      const user = userEvent.setup();
      render(
        <ModalFormProvider>
          <CtaLink type="form" formId="12" labelText="Book a test drive" />
        </ModalFormProvider>,
      );
      await user.click(screen.getByRole('button', { name: 'Book a test drive' }));
      expect(await screen.findByRole('dialog', { name: 'Book a test drive' })).toBeInTheDocument();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });
});

describe('ModalForm', () => {
  it('should be closed without a request', () => {
    render(<ModalForm request={null} onClose={vi.fn()} renderForm={renderForm} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('given a server render', () => {
  it('should render the page with the modal closed', () => {
    const html = renderToString(
      <ModalFormProvider renderForm={renderForm}>
        <p>Page</p>
      </ModalFormProvider>,
    );
    expect(html).toBe('<p>Page</p>');
  });
});

describe('mapQueryParams', () => {
  it('should map present parameters to field ids', () => {
    expect(mapQueryParams('?a=1&b=2', { a: 'field_a', c: 'field_c' })).toEqual({ field_a: '1' });
    expect(mapQueryParams('?a=1', undefined)).toEqual({});
  });
});
