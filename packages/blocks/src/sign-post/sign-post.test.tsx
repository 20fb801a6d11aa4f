import { seriousAxeViolations } from '@forecourt/storybook-config/axe';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixture } from '../fixture.js';
import { SignPost } from './sign-post.js';
import { signPostFixture } from './sign-post.fixtures.js';
import { signPostTemplate } from './sign-post.schema.js';

describe('SignPost', () => {
  describe('given a heading and three cards', () => {
    it('should make each card one link named by its title', () => {
      render(<SignPost data={signPostFixture} locale="en" mode="public" />);
      expect(screen.getByRole('heading', { level: 2, name: 'Where next?' })).toBeInTheDocument();
      const links = screen.getAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual([
        'How to apply',
        'Our training centres',
        'Stories from our apprentices',
      ]);
      expect(screen.getByRole('link', { name: 'Our training centres' })).toHaveAttribute(
        'href',
        '/training-centres',
      );
      const title = screen.getByRole('heading', { level: 3, name: 'How to apply' });
      expect(within(title).getByRole('link')).toBeInTheDocument();
    });

    it('should show the link label as a cue without announcing it again', () => {
      const { container } = render(<SignPost data={signPostFixture} locale="en" mode="public" />);
      const cue = container.querySelector('.fc-sign-post__cue')!;
      expect(cue).toHaveTextContent('Explore');
      expect(cue).toHaveAttribute('aria-hidden', 'true');
    });

    it('should reach the cards one by one with Tab', async () => {
      render(<SignPost data={signPostFixture} locale="en" mode="public" />);
      await userEvent.tab();
      expect(screen.getByRole('link', { name: 'How to apply' })).toHaveFocus();
      await userEvent.tab();
      expect(screen.getByRole('link', { name: 'Our training centres' })).toHaveFocus();
    });

    it('should show the Polish titles and links for locale pl', () => {
      render(<SignPost data={signPostFixture} locale="pl" mode="public" />);
      expect(screen.getByRole('link', { name: 'Jak aplikować' })).toHaveAttribute(
        'href',
        '/pl/aplikuj',
      );
    });

    it('should have no serious or critical axe violation', async () => {
      const { container } = render(<SignPost data={signPostFixture} locale="en" mode="public" />);
      expect(await seriousAxeViolations(container)).toEqual([]);
    });
  });

  describe('given two columns, the secondary font and right to left, without a heading', () => {
    it('should lay the cards out accordingly, titles at header_tag level', () => {
      const data = fixture(
        signPostTemplate,
        { 'col-numbers': 2, header_font: 'secondary', dir: 'rtl' },
        signPostFixture.groups,
      );
      const { container } = render(<SignPost data={data} locale="en" mode="public" />);
      const section = container.querySelector('section')!;
      expect(section).toHaveClass('fc-sign-post--cols-2', 'fc-sign-post--font-secondary');
      expect(section).toHaveAttribute('dir', 'rtl');
      expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    });
  });
});
