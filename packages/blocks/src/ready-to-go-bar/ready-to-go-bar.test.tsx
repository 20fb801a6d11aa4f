import { OPEN_FORM_EVENT, type CtaFormRequest } from '@forecourt/ui';
import { seriousAxeViolations } from '@forecourt/storybook-config/axe';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixture } from '../fixture.js';
import { ReadyToGoBar } from './ready-to-go-bar.js';
import { readyToGoBarFixture } from './ready-to-go-bar.fixtures.js';
import { readyToGoBarTemplate } from './ready-to-go-bar.schema.js';

describe('ReadyToGoBar', () => {
  const onOpenForm = vi.fn<(request: CtaFormRequest) => void>();
  const listener = (event: Event) => onOpenForm((event as CustomEvent<CtaFormRequest>).detail);
  afterEach(() => {
    document.removeEventListener(OPEN_FORM_EVENT, listener);
    onOpenForm.mockReset();
  });

  describe('given four actions and no heading', () => {
    it("should offer them in a navigation landmark called 'Ready to go'", () => {
      render(<ReadyToGoBar data={readyToGoBarFixture} locale="en" mode="public" />);
      const bar = screen.getByRole('navigation', { name: 'Ready to go' });
      expect(within(bar).getAllByRole('listitem')).toHaveLength(4);
      expect(within(bar).getByRole('link', { name: /Download a brochure/ })).toHaveAttribute(
        'href',
        '/media/brochure.pdf',
      );
      expect(within(bar).getByRole('link', { name: /Build your car/ })).toHaveAttribute(
        'target',
        '_blank',
      );
      expect(within(bar).getByRole('link', { name: 'Find a retailer' })).toHaveAttribute(
        'href',
        '/retailers',
      );
    });

    it('should open the test-drive form from its action', async () => {
      document.addEventListener(OPEN_FORM_EVENT, listener);
      render(<ReadyToGoBar data={readyToGoBarFixture} locale="en" mode="public" />);
      await userEvent.click(screen.getByRole('button', { name: 'Book a test drive' }));
      expect(onOpenForm).toHaveBeenCalledWith(expect.objectContaining({ formId: 'test-drive' }));
    });

    it('should show each icon beside its label, hidden from assistive technology', () => {
      const { container } = render(
        <ReadyToGoBar data={readyToGoBarFixture} locale="en" mode="public" />,
      );
      const icons = container.querySelectorAll('.fc-ready-bar__icon');
      expect(Array.from(icons).map((icon) => icon.getAttribute('data-icon'))).toEqual([
        'arrow-right',
        'download',
        'external',
        'arrow-right',
      ]);
      expect(icons[0]).toHaveAttribute('aria-hidden', 'true');
    });

    it('should speak Polish for locale pl', () => {
      render(<ReadyToGoBar data={readyToGoBarFixture} locale="pl" mode="public" />);
      const bar = screen.getByRole('navigation', { name: 'Gotowy do drogi' });
      expect(within(bar).getByRole('link', { name: 'Znajdź dealera' })).toBeInTheDocument();
    });

    it('should have no serious or critical axe violation', async () => {
      const { container } = render(
        <ReadyToGoBar data={readyToGoBarFixture} locale="en" mode="public" />,
      );
      expect(await seriousAxeViolations(container)).toEqual([]);
    });
  });

  describe('given a heading and electrified styling', () => {
    it('should name the bar by its heading', () => {
      const data = fixture(
        readyToGoBarTemplate,
        { heading: { en: 'Ready to go?' }, electrifies: true },
        readyToGoBarFixture.groups,
      );
      const { container } = render(<ReadyToGoBar data={data} locale="en" mode="public" />);
      expect(screen.getByRole('navigation', { name: 'Ready to go?' })).toHaveClass(
        'fc-ready-bar--electrifies',
      );
      expect(screen.getByRole('heading', { level: 2, name: 'Ready to go?' })).toBeInTheDocument();
      expect(container.querySelector('nav')).toHaveClass('fc-surface--dark-theme');
    });
  });
});
