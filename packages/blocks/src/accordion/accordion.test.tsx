import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixture } from '../fixture.js';
import { Accordion } from './accordion.js';
import { accordionFixture } from './accordion.fixtures.js';
import { accordionTemplate } from './accordion.schema.js';

describe('Accordion block', () => {
  describe('given a heading at header_tag 2 and three groups', () => {
    it('should render the heading at level 2 and each panel title as a button in a level 3 heading', () => {
      render(<Accordion data={accordionFixture} locale="en" mode="public" />);
      expect(
        screen.getByRole('heading', { level: 2, name: 'Frequently asked questions' }),
      ).toBeInTheDocument();
      const titles = screen.getAllByRole('heading', { level: 3 });
      expect(titles.map((title) => title.textContent)).toEqual([
        'Who can apply?',
        'How long does the training take?',
        'Is the apprenticeship paid?',
      ]);
      expect(screen.getByRole('button', { name: 'Who can apply?' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    });

    it('should open a panel from its button', async () => {
      render(<Accordion data={accordionFixture} locale="en" mode="public" />);
      await userEvent.click(
        screen.getByRole('button', { name: 'How long does the training take?' }),
      );
      expect(
        screen.getByRole('region', { name: 'How long does the training take?' }),
      ).toHaveTextContent('Two years: 60% in a workshop, 40% at the training centre.');
    });

    it('should open and close every panel with open all and close all', async () => {
      render(<Accordion data={accordionFixture} locale="en" mode="public" />);
      await userEvent.click(screen.getByRole('button', { name: 'Open all' }));
      expect(screen.getAllByRole('region')).toHaveLength(3);
      await userEvent.click(screen.getByRole('button', { name: 'Close all' }));
      expect(screen.queryAllByRole('region')).toHaveLength(0);
    });

    it('should use the Polish labels and content for locale pl', () => {
      render(<Accordion data={accordionFixture} locale="pl" mode="public" />);
      expect(screen.getByRole('button', { name: 'Rozwiń wszystkie' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Zwiń wszystkie' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Kto może aplikować?' })).toBeInTheDocument();
    });
  });

  describe('given no heading and no open/close labels', () => {
    it('should put panel titles at header_tag level and fall back to built-in labels', () => {
      const data = fixture(accordionTemplate, { header_tag: '4' }, accordionFixture.groups);
      render(<Accordion data={data} locale="pl" mode="public" />);
      expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(3);
      expect(screen.getByRole('button', { name: 'Rozwiń wszystkie' })).toBeInTheDocument();
    });
  });

  describe('given a single group', () => {
    it('should not offer open all and close all', () => {
      const data = fixture(accordionTemplate, {}, accordionFixture.groups.slice(0, 1));
      render(<Accordion data={data} locale="en" mode="public" />);
      expect(screen.queryByRole('button', { name: 'Open all' })).not.toBeInTheDocument();
    });
  });
});
