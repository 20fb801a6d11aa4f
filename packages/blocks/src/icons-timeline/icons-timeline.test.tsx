import { seriousAxeViolations } from '@forecourt/storybook-config/axe';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixture } from '../fixture.js';
import { IconsTimeline } from './icons-timeline.js';
import { iconsTimelineFixture } from './icons-timeline.fixtures.js';
import { iconsTimelineTemplate } from './icons-timeline.schema.js';

describe('IconsTimeline', () => {
  describe('given a title, column headings and three entries', () => {
    it('should list the entries in order, each naming its year and model', () => {
      render(<IconsTimeline data={iconsTimelineFixture} locale="en" mode="public" />);
      expect(
        screen.getByRole('heading', { level: 2, name: 'Seventy years on four wheels' }),
      ).toBeInTheDocument();
      const entries = within(screen.getByRole('list')).getAllByRole('listitem');
      expect(entries).toHaveLength(3);
      expect(entries[0]).toHaveTextContent('Year1948');
      expect(entries[0]).toHaveTextContent('ModelSeries I');
      expect(within(entries[2]!).getByRole('heading', { level: 3 })).toHaveTextContent(
        'The first battery electric model',
      );
    });

    it("should link each entry's button, and show none where there is none", () => {
      render(<IconsTimeline data={iconsTimelineFixture} locale="en" mode="public" />);
      const entries = within(screen.getByRole('list')).getAllByRole('listitem');
      expect(within(entries[0]!).getByRole('link', { name: 'The first model' })).toHaveAttribute(
        'href',
        '/heritage/series-one',
      );
      expect(within(entries[1]!).queryByRole('link')).not.toBeInTheDocument();
    });

    it('should use the Polish content and headings for locale pl', () => {
      render(<IconsTimeline data={iconsTimelineFixture} locale="pl" mode="public" />);
      const entries = within(screen.getByRole('list')).getAllByRole('listitem');
      expect(entries[0]).toHaveTextContent('Rok1948');
      expect(screen.getByRole('link', { name: 'Poznaj go' })).toBeInTheDocument();
    });

    it('should have no serious or critical axe violation', async () => {
      const { container } = render(
        <IconsTimeline data={iconsTimelineFixture} locale="en" mode="public" />,
      );
      expect(await seriousAxeViolations(container)).toEqual([]);
    });
  });

  describe('given no title and no column headings', () => {
    it("should fall back to 'Year' and 'Model' and put entry headings at header_tag level", () => {
      const data = fixture(
        iconsTimelineTemplate,
        { header_tag: '3', header_font: 'secondary', dir: 'rtl' },
        iconsTimelineFixture.groups,
      );
      const { container } = render(<IconsTimeline data={data} locale="pl" mode="public" />);
      expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
      expect(screen.getAllByRole('listitem')[1]).toHaveTextContent('Rok1970');
      const section = container.querySelector('section')!;
      expect(section).toHaveClass('fc-icons-timeline--font-secondary');
      expect(section).toHaveAttribute('dir', 'rtl');
    });
  });
});
