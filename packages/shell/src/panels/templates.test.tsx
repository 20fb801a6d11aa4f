import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { navEntry, seededPanels } from './fixtures.js';
import type { PanelState } from './panel-parts.js';
import {
  TemplateAPanel,
  TemplateBPanel,
  TemplateCPanel,
  TemplateDPanel,
  TemplateEPanel,
  navigationPanels,
} from './templates.js';

const panelOf = (name: string) => screen.getByRole('region', { name });
const linkNames = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('navigationPanels', () => {
  it('should map each template letter to its panel', () => {
    expect(navigationPanels).toEqual({
      A: TemplateAPanel,
      B: TemplateBPanel,
      C: TemplateCPanel,
      D: TemplateDPanel,
      E: TemplateEPanel,
    });
  });

  describe.each(['A', 'B', 'C', 'D', 'E'] as const)('given template %s', (letter) => {
    const Panel = navigationPanels[letter];
    const entry = seededPanels[letter];

    it.each<PanelState>(['active', 'inactive', 'offscreen'])(
      'should expose the %s state as data-state',
      (state) => {
        const { container } = render(
          <Panel entry={entry} state={state} onClose={() => {}} variant="desktop" />,
        );
        const root = container.firstElementChild as HTMLElement;
        expect(root).toHaveAttribute('data-state', state);
        expect(root).toHaveAttribute('data-template', letter);
        // Hidden panels must not take focus or be read out.
        expect(root.hasAttribute('inert')).toBe(state !== 'active');
      },
    );

    it('should close from its close button on desktop', async () => {
      const onClose = vi.fn();
      render(<Panel entry={entry} state="active" onClose={onClose} variant="desktop" />);
      await userEvent.click(
        within(panelOf(entry.label)).getByRole('button', { name: 'Close menu' }),
      );
      expect(onClose).toHaveBeenCalledOnce();
    });

    it('should leave closing to the drawer on mobile', () => {
      render(<Panel entry={entry} state="active" onClose={() => {}} variant="mobile" />);
      expect(panelOf(entry.label)).toHaveAttribute('data-variant', 'mobile');
      expect(screen.queryByRole('button', { name: 'Close menu' })).not.toBeInTheDocument();
    });

    it('should close the menu when a link is followed', async () => {
      const onClose = vi.fn();
      render(<Panel entry={entry} state="active" onClose={onClose} variant="desktop" />);
      const [first] = within(panelOf(entry.label)).getAllByRole('link');
      first!.addEventListener('click', (event) => event.preventDefault());
      await userEvent.click(first!);
      expect(onClose).toHaveBeenCalledOnce();
    });
  });
});

describe('TemplateAPanel', () => {
  describe('given links and an image', () => {
    it('should render the links as real links to their urls and the image', () => {
      const { container } = render(
        <TemplateAPanel
          entry={seededPanels.A}
          state="active"
          onClose={() => {}}
          variant="desktop"
        />,
      );
      const panel = panelOf('Offers');
      expect(within(panel).getByRole('heading', { level: 2, name: 'Offers' })).toBeInTheDocument();
      expect(within(panel).getByRole('link', { name: 'Financing' })).toHaveAttribute(
        'href',
        '/offers#financing',
      );
      expect(within(panel).getByRole('link', { name: 'Fleet and business' })).toHaveAttribute(
        'href',
        '/fleet-and-business',
      );
      // Only link entries are links: the exchange item is not one of the panel's links.
      expect(within(panel).queryByText('Exchange rate')).not.toBeInTheDocument();
      const img = container.querySelector('img');
      expect(img).toHaveAttribute('src', '/api/v1/image/seed-offers/w/720');
    });
  });

  describe('given no image', () => {
    it('should render no picture', () => {
      const entry = navEntry({
        label: 'Plain',
        children: [navEntry({ label: 'One', url: '/one', metadata: { type: 'link' } })],
      });
      const { container } = render(
        <TemplateAPanel entry={entry} state="active" onClose={() => {}} variant="desktop" />,
      );
      expect(container.querySelector('img')).toBeNull();
    });
  });
});

describe('TemplateBPanel', () => {
  const lists = () => within(panelOf('Ownership')).getAllByRole('list');

  describe('given firstColumnLinks', () => {
    it('should put that many links in the first column and the rest in the second', () => {
      render(
        <TemplateBPanel
          entry={seededPanels.B}
          state="active"
          onClose={() => {}}
          variant="desktop"
        />,
      );
      const [first, second] = lists();
      expect(linkNames(first!)).toEqual(['Service', 'Warranty']);
      expect(linkNames(second!)).toEqual(['Accessories', 'Owner manuals (opens in a new tab)']);
    });
  });

  describe('given no firstColumnLinks', () => {
    it('should put half of the links, rounded up, in the first column', () => {
      const entry = {
        ...seededPanels.B,
        metadata: { type: 'listItem' as const, template: 'B' as const },
      };
      const withFive = {
        ...entry,
        children: [
          ...entry.children,
          navEntry({ label: 'Recalls', url: '/ownership/recalls', metadata: { type: 'link' } }),
        ],
      };
      render(
        <TemplateBPanel entry={withFive} state="active" onClose={() => {}} variant="desktop" />,
      );
      const [first, second] = lists();
      expect(linkNames(first!)).toEqual(['Service', 'Warranty', 'Accessories']);
      expect(linkNames(second!)).toHaveLength(2);
    });
  });

  describe('given a link that opens in a new tab', () => {
    it('should open it in a new tab without a handle on this window', () => {
      render(
        <TemplateBPanel
          entry={seededPanels.B}
          state="active"
          onClose={() => {}}
          variant="desktop"
        />,
      );
      const link = screen.getByRole('link', { name: /Owner manuals/ });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener');
    });
  });
});

describe('TemplateCPanel', () => {
  it('should show the links and one info block with its heading, text and link', () => {
    const { container } = render(
      <TemplateCPanel entry={seededPanels.C} state="active" onClose={() => {}} variant="desktop" />,
    );
    const panel = panelOf('Discover');
    expect(within(panel).getByRole('link', { name: 'Electrification' })).toHaveAttribute(
      'href',
      '/discover/electric',
    );
    const info = within(panel).getByRole('article');
    expect(
      within(info).getByRole('heading', { level: 3, name: 'Plug-in hybrids explained' }),
    ).toBeInTheDocument();
    expect(
      within(info).getByText('Range, charging times and running costs in one place.'),
    ).toBeInTheDocument();
    expect(within(info).getByRole('link', { name: 'Plug-in hybrids explained' })).toHaveAttribute(
      'href',
      '/discover/electric#phev',
    );
    expect(container.querySelectorAll('img')).toHaveLength(2);
  });
});

describe('TemplateDPanel', () => {
  it('should show the links, the button and every info block', () => {
    render(
      <TemplateDPanel entry={seededPanels.D} state="active" onClose={() => {}} variant="desktop" />,
    );
    const panel = panelOf('Retailers');
    expect(within(panel).getByRole('link', { name: 'Find a retailer' })).toHaveAttribute(
      'href',
      '/retailers',
    );
    expect(within(panel).getByRole('link', { name: 'Book a test drive' })).toHaveAttribute(
      'href',
      '/offers#test-drive',
    );
    expect(
      within(panel)
        .getAllByRole('article')
        .map((article) => within(article).getByRole('heading').textContent),
    ).toEqual(['Warsaw showroom', 'Approved used']);
  });

  it('should render its images 376 px wide', () => {
    const { container } = render(
      <TemplateDPanel entry={seededPanels.D} state="active" onClose={() => {}} variant="desktop" />,
    );
    const images = [...container.querySelectorAll('img')];
    expect(images).toHaveLength(3);
    for (const img of images) {
      expect(img).toHaveAttribute('width', '376');
      expect(img.getAttribute('src')).toMatch(/\/w\/376$/);
    }
  });
});

describe('TemplateEPanel', () => {
  it('should close the menu when a button is followed', async () => {
    const onClose = vi.fn();
    render(
      <TemplateEPanel entry={seededPanels.E} state="active" onClose={onClose} variant="desktop" />,
    );
    const button = screen.getByRole('link', { name: 'Book a test drive' });
    button.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(button);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('should show a section with heading, description, buttons and links, plus an image', () => {
    const { container } = render(
      <TemplateEPanel entry={seededPanels.E} state="active" onClose={() => {}} variant="desktop" />,
    );
    const section = within(panelOf('About us')).getByRole('region', { name: 'Company' });
    expect(within(section).getByRole('heading', { level: 3, name: 'Company' })).toBeInTheDocument();
    expect(
      within(section).getByText('Three generations of retailing British cars in Warsaw.'),
    ).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Book a test drive' })).toHaveClass(
      'fc-button',
    );
    expect(within(section).getByRole('link', { name: 'Careers' })).toHaveAttribute(
      'rel',
      'noopener',
    );
    expect(within(section).getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(within(section).getByRole('link', { name: 'Press' })).toHaveAttribute(
      'href',
      '/about/press',
    );
    expect(container.querySelector('img')).toHaveAttribute(
      'src',
      '/api/v1/image/seed-hero-range-rover-sport/w/720',
    );
  });

  describe('given no info block', () => {
    it("should head the section with the entry's label and description", () => {
      const entry = navEntry({
        label: 'Experiences',
        description: 'Drive on ice.',
        metadata: { template: 'E' },
      });
      render(<TemplateEPanel entry={entry} state="active" onClose={() => {}} variant="desktop" />);
      expect(screen.getByRole('heading', { level: 3, name: 'Experiences' })).toBeInTheDocument();
      expect(screen.getByText('Drive on ice.')).toBeInTheDocument();
    });
  });

  describe('given a button without label', () => {
    it('should not show it (call-to-action show rule)', () => {
      const entry = navEntry({
        label: 'About',
        metadata: { template: 'E' },
        children: [navEntry({ label: '', url: '/x', metadata: { type: 'button' } })],
      });
      render(<TemplateEPanel entry={entry} state="active" onClose={() => {}} variant="desktop" />);
      expect(screen.queryByRole('link', { name: '' })).not.toBeInTheDocument();
    });
  });
});
