import { seriousAxeViolations } from '@forecourt/storybook-config/axe';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixture } from '../fixture.js';
import { HtmlBox } from './html-box.js';
import { htmlBoxFixture } from './html-box.fixtures.js';
import { htmlBoxTemplate } from './html-box.schema.js';

const unsafe = fixture(htmlBoxTemplate, {
  html: {
    en:
      '<p onclick="steal()">Book a <a href="javascript:alert(1)">workshop tour</a> or ' +
      '<a href=" JaVaScRiPt:alert(2)">call us</a>.</p>' +
      '<script>document.cookie</script>' +
      '<img src="/x.png" onerror="alert(3)">' +
      '<h3 onmouseover="alert(4)">Opening hours</h3>',
  },
});

describe('HtmlBox', () => {
  describe('given headings, a list and links', () => {
    it('should show them as written', () => {
      render(<HtmlBox data={htmlBoxFixture} locale="en" mode="public" />);
      expect(
        screen.getByRole('heading', { level: 3, name: 'What to bring on your first day' }),
      ).toBeInTheDocument();
      expect(screen.getAllByRole('listitem')).toHaveLength(3);
      expect(screen.getByRole('link', { name: 'training agreement' })).toHaveAttribute(
        'href',
        '/media/training-agreement.pdf',
      );
      expect(screen.getByRole('link', { name: 'academy@example.com' })).toHaveAttribute(
        'href',
        'mailto:academy@example.com',
      );
    });

    it('should show the Polish HTML for locale pl', () => {
      render(<HtmlBox data={htmlBoxFixture} locale="pl" mode="public" />);
      expect(
        screen.getByRole('heading', { name: 'Co zabrać pierwszego dnia' }),
      ).toBeInTheDocument();
    });

    it('should have no serious or critical axe violation', async () => {
      const { container } = render(<HtmlBox data={htmlBoxFixture} locale="en" mode="public" />);
      expect(await seriousAxeViolations(container)).toEqual([]);
    });
  });

  describe('given saved HTML with a script, on* handlers and javascript: links', () => {
    it('should render the text without any of them', () => {
      const { container } = render(<HtmlBox data={unsafe} locale="en" mode="public" />);
      const content = container.querySelector('.fc-html-box__content')!;
      expect(content.innerHTML).toBe(
        '<p>Book a <a>workshop tour</a> or <a>call us</a>.</p><h3>Opening hours</h3>',
      );
      expect(content.querySelector('script, img, [onclick], [onerror], [onmouseover]')).toBeNull();
      expect(screen.getByText(/Book a/)).toHaveTextContent('Book a workshop tour or call us.');
    });
  });

  describe('given a theme and right to left', () => {
    it('should reflect them on the section', () => {
      const data = fixture(htmlBoxTemplate, {
        ...htmlBoxFixture.fields,
        theme: 'dark-theme',
        dir: 'rtl',
      });
      const { container } = render(<HtmlBox data={data} locale="en" mode="public" />);
      const section = container.querySelector('section')!;
      expect(section).toHaveClass('fc-surface--dark-theme');
      expect(section).toHaveAttribute('dir', 'rtl');
    });
  });
});
