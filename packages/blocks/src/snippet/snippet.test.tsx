import { LOCALES } from '@forecourt/api-client';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { validateBlockData } from '../contract/index.js';
import { fixture } from '../fixture.js';
import { Snippet } from './snippet.js';
import { snippetFixture } from './snippet.fixtures.js';
import { snippetTemplate } from './snippet.schema.js';

describe('Snippet', () => {
  describe('given a title, paragraph and link', () => {
    it('should render them in the requested locale', () => {
      render(<Snippet data={snippetFixture} locale="pl" mode="public" />);
      expect(
        screen.getByRole('heading', {
          level: 2,
          name: 'Szkolenie, które zaczyna się w warsztacie',
        }),
      ).toBeInTheDocument();
      expect(screen.getByText(/łączy dwa lata w autoryzowanym serwisie/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Zobacz program' })).toHaveAttribute(
        'href',
        '/pl/program',
      );
    });

    it('should use the template defaults for layout classes', () => {
      const { container } = render(<Snippet data={snippetFixture} locale="en" mode="public" />);
      expect(container.querySelector('section')).toHaveClass(
        'fc-snippet--wide',
        'fc-snippet--align-left',
        'fc-snippet--height-normal',
        'fc-surface--white-theme',
      );
    });

    it('should reflect alignment, height and theme', () => {
      const data = fixture(snippetTemplate, {
        ...snippetFixture.fields,
        alignment: 'disclaimer-center',
        block_height: 'no-top-padding',
        theme: 'dark-theme',
      });
      const { container } = render(<Snippet data={data} locale="en" mode="public" />);
      expect(container.querySelector('section')).toHaveClass(
        'fc-snippet--disclaimer',
        'fc-snippet--align-center',
        'fc-snippet--height-no-top-padding',
        'fc-surface--dark-theme',
      );
    });

    it('should fall back to English for a locale without a value', () => {
      const data = fixture(snippetTemplate, { section_title: { en: 'Only in English' } });
      render(<Snippet data={data} locale="pl" mode="public" />);
      expect(screen.getByRole('heading', { name: 'Only in English' })).toBeInTheDocument();
    });
  });

  describe('given editor HTML with unsafe markup', () => {
    it('should keep formatting and links but drop scripts and handlers', () => {
      const data = fixture(snippetTemplate, {
        section_paragraph: {
          en: '<p onclick="steal()">Read the <a href="https://example.com" target="_blank">terms</a><script>alert(1)</script> <em>today</em>.</p><img src=x onerror="alert(1)">',
        },
      });
      const { container } = render(<Snippet data={data} locale="en" mode="public" />);
      const paragraph = container.querySelector('.fc-snippet__paragraph')!;
      expect(paragraph.innerHTML).toBe(
        '<p>Read the <a href="https://example.com" target="_blank" rel="noopener">terms</a> <em>today</em>.</p><img src="x">',
      );
      expect(screen.getByRole('link', { name: 'terms' })).toHaveAttribute('rel', 'noopener');
    });
  });

  describe('given no link', () => {
    it('should render no link', () => {
      const data = fixture(snippetTemplate, { section_title: { en: 'Plain' } });
      render(<Snippet data={data} locale="en" mode="public" />);
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
    });
  });

  describe('given an anchor', () => {
    it('should give the section the id rdx-<anchor>, the target of #rdx-… links', () => {
      const data = fixture(snippetTemplate, {
        ...snippetFixture.fields,
        anchor: 'discovery-warranty',
      });
      const { container } = render(<Snippet data={data} locale="en" mode="public" />);
      expect(container.querySelector('section')).toHaveAttribute('id', 'rdx-discovery-warranty');
    });

    it('should render no id without one', () => {
      const { container } = render(<Snippet data={snippetFixture} locale="en" mode="public" />);
      expect(container.querySelector('section')).not.toHaveAttribute('id');
    });

    it('should accept lowercase letters, digits and dashes only', () => {
      const validate = (anchor: string) =>
        validateBlockData(
          snippetTemplate,
          { fields: { ...snippetFixture.fields, anchor }, groups: [] },
          { locales: LOCALES },
        );
      expect(validate('range-rover-sport-2')).toEqual([]);
      for (const invalid of ['Range-Rover', 'with space', 'rdx_1', '-leading', 'trailing-', 'a--b', 'ó']) {
        expect(validate(invalid), invalid).toEqual([
          {
            path: 'fields.anchor',
            rule: 'pattern',
            message:
              'Anchor may hold only lowercase letters, digits and single dashes between them',
          },
        ]);
      }
    });
  });
});
