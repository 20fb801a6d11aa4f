import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  CtaLink,
  CtaLinkProvider,
  OPEN_FORM_EVENT,
  shouldShowCta,
  type CtaFormRequest,
} from './cta-link.js';

describe('shouldShowCta', () => {
  describe('given the rule of site-shell.md §5', () => {
    it.each([
      [{ type: 'internal', href: '/offers', labelText: 'Offers' }, true],
      [{ type: 'internal', href: '', labelText: 'Offers' }, false],
      [{ type: 'external', href: 'https://example.com', labelText: '' }, false],
      [{ type: 'external', href: 'https://example.com', labelText: 'Partner' }, true],
      [{ type: 'form', href: '', labelText: '' }, true],
      [{ type: 'file', href: '', labelText: '' }, true],
      [{ type: 'internal', href: '', labelText: '', alwaysShow: true }, true],
    ] as const)('should decide %o → %s', (props, expected) => {
      expect(shouldShowCta(props)).toBe(expected);
    });
  });
});

describe('CtaLink', () => {
  describe('given an internal link', () => {
    it('should render a same-tab link to the path', () => {
      render(<CtaLink type="internal" href="/offers" labelText="See offers" />);
      const link = screen.getByRole('link', { name: 'See offers' });
      expect(link).toHaveAttribute('href', '/offers');
      expect(link).toHaveAttribute('target', '_self');
      expect(link).not.toHaveAttribute('rel');
    });

    it('should navigate on the client when a navigate handler is provided', async () => {
      const navigate = vi.fn();
      render(
        <CtaLinkProvider navigate={navigate}>
          <CtaLink type="internal" href="/offers" labelText="See offers" />
        </CtaLinkProvider>,
      );
      await userEvent.click(screen.getByRole('link', { name: 'See offers' }));
      expect(navigate).toHaveBeenCalledWith('/offers');
    });

    it('should render nothing without an address', () => {
      const { container } = render(<CtaLink type="internal" href="" labelText="See offers" />);
      expect(container).toBeEmptyDOMElement();
    });
  });

  describe('given an external link', () => {
    it('should add rel="noopener" and announce a new tab', () => {
      render(
        <CtaLink
          type="external"
          href="https://example.com/"
          labelText="Partner site"
          target="_blank"
        />,
      );
      const link = screen.getByRole('link', { name: 'Partner site (opens in a new tab)' });
      expect(link).toHaveAttribute('rel', 'noopener');
      expect(link).toHaveAttribute('target', '_blank');
    });

    it('should add rel="noopener" even in the same tab', () => {
      render(<CtaLink type="external" href="https://example.com/" labelText="Partner site" />);
      expect(screen.getByRole('link', { name: 'Partner site' })).toHaveAttribute('rel', 'noopener');
    });
  });

  describe('given a form link', () => {
    const props = {
      type: 'form',
      labelText: 'Book a test drive',
      formId: 'test-drive',
      hiddenFields: { model: 'f-pace' },
      form_layout: 'double',
    } as const;

    it('should ask the provider to open the form modal', async () => {
      const openForm = vi.fn<(request: CtaFormRequest) => void>();
      render(
        <CtaLinkProvider openForm={openForm}>
          <CtaLink {...props} />
        </CtaLinkProvider>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Book a test drive' }));
      expect(openForm).toHaveBeenCalledWith({
        formId: 'test-drive',
        title: 'Book a test drive',
        hiddenFields: { model: 'f-pace' },
        layout: 'double',
      });
    });

    it('should dispatch the open-form event when no provider handles it', async () => {
      const listener = vi.fn();
      document.addEventListener(OPEN_FORM_EVENT, listener);
      render(<CtaLink {...props} />);
      await userEvent.click(screen.getByRole('button', { name: 'Book a test drive' }));
      document.removeEventListener(OPEN_FORM_EVENT, listener);
      expect(listener).toHaveBeenCalledOnce();
      expect((listener.mock.calls[0]![0] as CustomEvent).detail).toMatchObject({
        formId: 'test-drive',
      });
    });
  });

  describe('given a form link with the page of the form as its href', () => {
    it('should stay a link to that page and open the modal on a plain click', async () => {
      const openForm = vi.fn<(request: CtaFormRequest) => void>();
      render(
        <CtaLinkProvider openForm={openForm}>
          <CtaLink type="form" href="/t" labelText="Book a test drive" formId="1" />
        </CtaLinkProvider>,
      );
      const link = screen.getByRole('link', { name: 'Book a test drive' });
      expect(link).toHaveAttribute('href', '/t');
      expect(link).toHaveAttribute('aria-haspopup', 'dialog');
      await userEvent.click(link);
      expect(openForm).toHaveBeenCalledWith(expect.objectContaining({ formId: '1', title: 'Book a test drive' }));
      expect(window.location.pathname).not.toBe('/t');
    });
  });

  describe('given a file link', () => {
    it('should link to the file', () => {
      render(<CtaLink type="file" href="/media/brochure.pdf" labelText="Brochure" />);
      expect(screen.getByRole('link', { name: 'Brochure' })).toHaveAttribute(
        'href',
        '/media/brochure.pdf',
      );
    });
  });
});
