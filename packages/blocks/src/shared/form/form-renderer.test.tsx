import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CHARACTER_LIMIT_EXCEEDED, FORM_RULE_MESSAGES } from '@forecourt/api-client';
import { seriousAxeViolations } from '@forecourt/storybook-config/axe';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// The server-rendered test writes the body itself; Testing Library cleans only what it rendered.
afterEach(() => {
  document.body.innerHTML = '';
});
import { contactForm, testDriveForm } from './form.fixtures.js';
import { FormRenderer } from './form-renderer.js';
import en from './locales/en.json' with { type: 'json' };

interface Received {
  key: string | undefined;
  body: Record<string, unknown>;
}

/** A stand-in of the content service's lead route: answers each POST with the next of `answers`. */
function leadServer(answers: Array<{ status: number; body?: unknown } | 'drop'>) {
  const received: Received[] = [];
  let server: Server;
  const read = async (request: IncomingMessage) => {
    let text = '';
    for await (const chunk of request) text += String(chunk);
    return JSON.parse(text) as Record<string, unknown>;
  };
  return {
    received,
    async start() {
      server = createServer((request, response) => {
        void read(request).then((body) => {
          received.push({ key: request.headers['idempotency-key'] as string | undefined, body });
          const answer = answers.shift() ?? { status: 500 };
          if (answer === 'drop') {
            request.socket.destroy();
            return;
          }
          response.writeHead(answer.status, { 'Content-Type': 'application/json' });
          response.end(JSON.stringify(answer.body ?? {}));
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function fillContactForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Ada');
  await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'ada@example.com');
}

describe('FormRenderer', () => {
  describe('given a form rendered on the server', () => {
    it('should be a plain POST form to the page with the form id, the honeypot and every field', () => {
      document.body.innerHTML = renderToString(<FormRenderer form={testDriveForm} locale="en" action="/test-drive" />);
      const form = document.querySelector('form')!;
      expect(form).toHaveAttribute('method', 'post');
      expect(form).toHaveAttribute('action', '/test-drive');
      expect(form.querySelector('input[name="fc_form_id"]')).toHaveValue('7');
      const trap = screen.getByLabelText('Leave this field empty', { selector: 'input' });
      expect(trap).toHaveAttribute('name', 'fc_website');
      expect(trap).toHaveAttribute('tabindex', '-1');
      expect(trap).toHaveAttribute('autocomplete', 'off');
      expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveAttribute('type', 'tel');
      expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveAttribute('autocomplete', 'tel');
      expect(screen.getByRole('group', { name: 'When may we call?' })).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: /Retailer/ })).toHaveTextContent('Forecourt Kraków, Kraków');
      expect(
        screen.getByRole('checkbox', { name: /I agree that Forecourt processes my data to arrange a test drive\./ }),
      ).toHaveAttribute('name', 'privacy');
      expect(form.querySelector('input[type="hidden"][name="campaign"]')).toHaveValue('spring');
      expect(screen.getByRole('textbox', { name: /First name/ })).toBeRequired();
      expect(screen.getByRole('button', { name: 'Book the drive' })).toHaveAttribute('type', 'submit');
    });
  });

  describe('given a visitor who typed before the form’s code arrived', () => {
    it('should keep what they typed and ticked once the form hydrates, then check it', async () => {
      const container = document.createElement('div');
      container.innerHTML = renderToString(<FormRenderer form={testDriveForm} locale="en" action="/test-drive" />);
      document.body.append(container);
      const firstName = screen.getByRole('textbox', { name: /First name/ });
      (firstName as HTMLInputElement).value = 'Ada';
      (screen.getByRole('checkbox', { name: /Send me news/ }) as HTMLInputElement).checked = true;
      expect(container.querySelector('form')).not.toHaveAttribute('data-interactive');

      const root = hydrateRoot(container, <FormRenderer form={testDriveForm} locale="en" action="/test-drive" />);
      try {
        await waitFor(() => expect(container.querySelector('form')).toHaveAttribute('data-interactive', 'true'));
        expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Ada');
        expect(screen.getByRole('checkbox', { name: /Send me news/ })).toBeChecked();
        // The typed value is the form's own now: leaving both fields checks them, and only the
        // empty one is refused.
        const user = userEvent.setup();
        await user.click(screen.getByRole('textbox', { name: /First name/ }));
        await user.tab();
        await user.tab();
        await waitFor(() => expect(screen.getByRole('textbox', { name: /Last name/ })).toHaveAttribute('aria-invalid', 'true'));
        expect(screen.getByRole('textbox', { name: /First name/ })).not.toHaveAttribute('aria-invalid', 'true');
        expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Ada');
      } finally {
        act(() => root.unmount());
      }
    });
  });

  describe('given the two-column form', () => {
    it('should pair half-width fields and give full-width ones their own row', () => {
      const { container } = render(<FormRenderer form={testDriveForm} locale="en" action="/" />);
      expect(container.querySelector('form')).toHaveClass('fc-form--two-columns');
      expect(screen.getByRole('textbox', { name: /First name/ }).closest('.fc-form__field')).not.toHaveClass('fc-form__field--wide');
      expect(screen.getByRole('textbox', { name: /Message/ }).closest('.fc-form__field')).toHaveClass('fc-form__field--wide');
    });

    it('should show one column when the modal asks for it', () => {
      const { container } = render(<FormRenderer form={testDriveForm} locale="en" action="/" columns={1} />);
      expect(container.querySelector('form')).not.toHaveClass('fc-form--two-columns');
    });
  });

  describe('given a visitor typing', () => {
    it('should say nothing until a field is left, then check it live with the exact max message', async () => {
      const user = userEvent.setup();
      render(<FormRenderer form={testDriveForm} locale="en" action="/" />);
      const firstName = screen.getByRole('textbox', { name: /First name/ });
      await user.type(firstName, 'A'.repeat(21));
      expect(firstName).not.toHaveAttribute('aria-invalid');
      await user.tab();
      expect(firstName).toHaveAttribute('aria-invalid', 'true');
      expect(firstName).toHaveAccessibleDescription(CHARACTER_LIMIT_EXCEEDED);
      await user.type(firstName, '{Backspace}');
      expect(firstName).not.toHaveAttribute('aria-invalid');
      expect(screen.queryByText(CHARACTER_LIMIT_EXCEEDED)).not.toBeInTheDocument();
    });

    it('should word the rules as the API does in English and in Polish for pl', async () => {
      const user = userEvent.setup();
      expect(en.rules.max).toBe(FORM_RULE_MESSAGES.max);
      const { unmount } = render(<FormRenderer form={testDriveForm} locale="en" action="/" />);
      await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'K');
      await user.tab();
      expect(screen.getByRole('textbox', { name: /Last name/ })).toHaveAccessibleDescription('Enter at least 2 characters');
      unmount();
      render(<FormRenderer form={testDriveForm} locale="pl" action="/" />);
      await user.type(screen.getByRole('textbox', { name: /Imię/ }), 'A'.repeat(21));
      await user.type(screen.getByRole('textbox', { name: /Kod pocztowy/ }), '00-95');
      await user.tab();
      expect(screen.getByRole('textbox', { name: /Imię/ })).toHaveAccessibleDescription('Przekroczono limit znaków');
      expect(screen.getByRole('textbox', { name: /Kod pocztowy/ })).toHaveAccessibleDescription('Wpisz dokładnie 6 znaków');
    });
  });

  describe('given a submit with problems', () => {
    it('should list them in an alert whose links focus the fields, without posting', async () => {
      const user = userEvent.setup();
      render(<FormRenderer form={contactForm} locale="en" action="/" apiBase="http://127.0.0.1:9" />);
      await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'ada@');
      await user.click(screen.getByRole('button', { name: 'Send' }));
      const summary = await screen.findByRole('alert');
      expect(summary).toHaveTextContent('There is a problem with the form');
      expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual([
        'Name: This field is required',
        'E-mail: Enter a valid e-mail address',
      ]);
      await user.click(within(summary).getByRole('link', { name: /E-mail/ }));
      expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveFocus();
      expect(screen.getByRole('textbox', { name: /Name/ })).toHaveAttribute('aria-invalid', 'true');
    });

    it('should have no serious axe violation with its errors shown', async () => {
      const user = userEvent.setup();
      const { container } = render(<FormRenderer form={testDriveForm} locale="en" action="/" />);
      await user.click(screen.getByRole('button', { name: 'Book the drive' }));
      await screen.findByRole('alert');
      expect(await seriousAxeViolations(container)).toEqual([]);
    });
  });

  describe('given the content service', () => {
    let server: ReturnType<typeof leadServer>;
    afterEach(() => server.stop());

    it('should post the lead with its hidden values and show the thank-you, focused', async () => {
      server = leadServer([{ status: 201, body: { data: { id: 1, created_at: '2026-11-24T08:00:00Z' } } }]);
      const apiBase = await server.start();
      const user = userEvent.setup();
      render(
        <FormRenderer
          form={contactForm}
          locale="pl"
          action="/pl/kontakt"
          apiBase={apiBase}
          hiddenFields={{ offer: 'defender-lease', unknown: 'x' }}
        />,
      );
      await user.type(screen.getByRole('textbox', { name: /Imię/ }), 'Ada');
      await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'ada@example.com');
      await user.click(screen.getByRole('button', { name: 'Wyślij' }));
      const thanks = await screen.findByRole('status', { name: 'Dziękujemy' });
      // Focus moves once React has shown it (an effect after the render the answer caused).
      await waitFor(() => expect(thanks).toHaveFocus());
      expect(server.received[0]!.body).toEqual({
        values: { name: 'Ada', email: 'ada@example.com', offer: 'defender-lease' },
        locale: 'pl',
        page_path: '/pl/kontakt',
      });
    });

    it('should put the service’s refusals on the fields in the visitor’s words', async () => {
      server = leadServer([
        { status: 422, body: { error: 'invalid', issues: [{ path: 'name', rule: 'max', limit: 10, message: CHARACTER_LIMIT_EXCEEDED }] } },
      ]);
      const apiBase = await server.start();
      const user = userEvent.setup();
      render(<FormRenderer form={contactForm} locale="pl" action="/" apiBase={apiBase} />);
      await user.type(screen.getByRole('textbox', { name: /Imię/ }), 'Ada');
      await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'ada@example.com');
      await user.click(screen.getByRole('button', { name: 'Wyślij' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Imię i nazwisko: Przekroczono limit znaków');
      expect(screen.getByRole('textbox', { name: /Imię/ })).toHaveAttribute('aria-invalid', 'true');
    });

    it('should send the same Idempotency-Key again when a retry follows a lost answer', async () => {
      server = leadServer(['drop', { status: 201, body: { data: { id: 1, created_at: '2026-11-24T08:00:00Z' } } }]);
      const apiBase = await server.start();
      const user = userEvent.setup();
      render(<FormRenderer form={contactForm} locale="en" action="/" apiBase={apiBase} />);
      await fillContactForm(user);
      await user.click(screen.getByRole('button', { name: 'Send' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('The form could not be sent just now');
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      await screen.findByRole('status', { name: 'Thank you' });
      expect(server.received).toHaveLength(2);
      expect(server.received[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
      expect(server.received[1]!.key).toBe(server.received[0]!.key);
    });

    it('should show a calm note, not an empty error list, when the service refuses without field issues', async () => {
      server = leadServer([{ status: 422, body: { error: 'Refused' } }]);
      const apiBase = await server.start();
      const user = userEvent.setup();
      render(<FormRenderer form={contactForm} locale="en" action="/" apiBase={apiBase} />);
      await fillContactForm(user);
      await user.click(screen.getByRole('button', { name: 'Send' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('The form could not be sent just now');
      expect(screen.queryByText('There is a problem with the form')).not.toBeInTheDocument();
    });

    it('should ask a visitor to wait when the service is busy, and use a new key for the next try', async () => {
      server = leadServer([{ status: 429, body: { error: 'Too many requests' } }, { status: 503, body: { error: 'down' } }]);
      const apiBase = await server.start();
      const user = userEvent.setup();
      render(<FormRenderer form={contactForm} locale="en" action="/" apiBase={apiBase} />);
      await fillContactForm(user);
      await user.click(screen.getByRole('button', { name: 'Send' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Please wait a moment and try again.');
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('The form could not be sent just now');
      expect(server.received[1]!.key).not.toBe(server.received[0]!.key);
    });
  });

  describe('given a form with reCAPTCHA', () => {
    beforeEach(() => document.head.querySelectorAll('script').forEach((script) => script.remove()));

    it('should load Google’s script only once the visitor focuses the form', async () => {
      const user = userEvent.setup();
      render(<FormRenderer form={{ ...contactForm, recaptcha_site_key: 'site-key' }} locale="en" action="/" />);
      const script = () => document.head.querySelector('script[src^="https://www.google.com/recaptcha/api.js"]');
      expect(script()).toBeNull();
      await user.click(screen.getByRole('textbox', { name: /Name/ }));
      expect(script()).not.toBeNull();
    });
  });

  describe('given the page after a plain POST', () => {
    it('should show the submitted values with the refused field marked', () => {
      render(
        <FormRenderer
          form={contactForm}
          locale="en"
          action="/"
          submission={{
            formId: 8,
            status: 'invalid',
            values: { name: 'Ada Lovelace-Byron', email: 'ada@example.com' },
            issues: [{ path: 'name', rule: 'max', limit: 10, message: CHARACTER_LIMIT_EXCEEDED }],
          }}
        />,
      );
      expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Ada Lovelace-Byron');
      expect(screen.getByRole('textbox', { name: /Name/ })).toHaveAccessibleDescription(CHARACTER_LIMIT_EXCEEDED);
      expect(screen.getByRole('alert')).toHaveTextContent('Name: Character limit exceeded');
    });

    it('should show the thank-you once the lead was stored', () => {
      render(<FormRenderer form={testDriveForm} locale="en" action="/" submission={{ formId: 7, status: 'sent' }} />);
      expect(screen.getByRole('status', { name: 'Thank you, we will call you' })).toHaveTextContent(
        'A retailer calls you within two working days.',
      );
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    });
  });
});
