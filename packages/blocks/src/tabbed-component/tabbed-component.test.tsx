import { seriousAxeViolations } from '@forecourt/storybook-config/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TabbedComponent, exteriorFrames } from './tabbed-component.js';
import { tabbedComponentFixture, tabbedExteriorFixture } from './tabbed-component.fixtures.js';

describe('TabbedComponent', () => {
  describe('given hero slides for three body styles', () => {
    it('should show the first tab’s slide and switch with the arrow keys, Home and End', async () => {
      render(<TabbedComponent data={tabbedComponentFixture} locale="en" mode="public" />);
      const tab = (name: string) => screen.getByRole('tab', { name });
      expect(tab('90')).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByText('Defender 90')).toBeVisible();
      expect(screen.getByText('Defender 110')).not.toBeVisible();
      await userEvent.click(tab('90'));
      await userEvent.keyboard('{ArrowRight}');
      expect(tab('110')).toHaveFocus();
      expect(tab('110')).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByText('Defender 110')).toBeVisible();
      expect(screen.getByText('Defender 90')).not.toBeVisible();
      await userEvent.keyboard('{End}');
      expect(tab('130')).toHaveAttribute('aria-selected', 'true');
      await userEvent.keyboard('{ArrowRight}');
      expect(tab('90')).toHaveAttribute('aria-selected', 'true');
      await userEvent.keyboard('{ArrowLeft}{Home}');
      expect(tab('90')).toHaveFocus();
    });

    it('should name the tab list by the heading and have no serious axe violation', async () => {
      const { container } = render(<TabbedComponent data={tabbedComponentFixture} locale="en" mode="public" />);
      expect(screen.getByRole('tablist', { name: 'Choose your Defender' })).toBeInTheDocument();
      expect(screen.getByRole('tabpanel', { name: '90' })).toBeVisible();
      expect(await seriousAxeViolations(container)).toEqual([]);
    });

    it('should keep every variant readable in the server HTML', () => {
      const html = renderToString(<TabbedComponent data={tabbedComponentFixture} locale="pl" mode="public" />);
      for (const text of ['Troje drzwi', 'Pięcioro drzwi', 'Osiem pełnowymiarowych']) expect(html).toContain(text);
      expect(html).not.toMatch(/<div[^>]*role="tabpanel"[^>]*hidden/);
    });
  });

  describe('given exterior spins, one per colour', () => {
    it('should give each tab its own turning car, from its image and listed frames', async () => {
      render(<TabbedComponent data={tabbedExteriorFixture} locale="en" mode="public" />);
      expect(exteriorFrames(tabbedExteriorFixture.groups[1]!)).toEqual(['black-00', 'black-45', 'black-90', 'black-135']);
      await userEvent.click(screen.getByRole('tab', { name: 'Santorini Black' }));
      const panel = screen.getByRole('tabpanel', { name: 'Santorini Black' });
      expect(panel).toBeVisible();
      expect(panel.querySelector('[role="slider"]')).toHaveAttribute('aria-valuemax', '4');
    });
  });
});
