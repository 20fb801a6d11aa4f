import type { NavEntry } from '@forecourt/api-client';
import { PriceSettingsProvider } from '@forecourt/pricing/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { navigationPanels } from '../panels/index.js';
import { SEEDED_NAV_ENTRIES, seededLanguageHref } from './fixtures.js';
import { Navigation, type NavigationPanelContext } from './Navigation.js';

const SETTINGS = { 'price.exchange_rate': '4.25', 'price.exchange_date': '2026-11-20' };

const idOf = (label: string) => SEEDED_NAV_ENTRIES.find((entry) => entry.label === label)!.id;

/**
 * The 'cars' panel is its own part (cars-panel); a stand-in lists the models so the navigation's
 * second-level index and the mobile car-tabs level can be seen.
 */
function CarsStub({ entry, context }: { entry: NavEntry; context: NavigationPanelContext }) {
  const model = entry.children[context.secondLevelIndex];
  if (context.level === 3) {
    return (
      <div style={{ padding: 16 }}>
        <h2>{model?.label} variants</h2>
        <p>Car tabs (level 3) come from the cars panel.</p>
      </div>
    );
  }
  return (
    <div style={{ display: 'flex', gap: 24, padding: 24 }}>
      <ul style={{ width: 325, listStyle: 'none', margin: 0, padding: 0 }}>
        {entry.children.map((child, index) => (
          <li key={child.id}>
            <button
              type="button"
              aria-current={index === context.secondLevelIndex ? 'true' : undefined}
              onClick={() => context.onSelectSecondLevel(index)}
            >
              {child.label}
            </button>
          </li>
        ))}
      </ul>
      <div>
        <h2>{model?.label}</h2>
        <p>{model?.description}</p>
        {context.onOpenCarTabs && (
          <button type="button" onClick={context.onOpenCarTabs}>
            Variants
          </button>
        )}
      </div>
    </div>
  );
}

const renderPanel = (entry: NavEntry, context: NavigationPanelContext) => {
  const template = entry.metadata.template;
  if (template === 'cars' || !template) return <CarsStub entry={entry} context={context} />;
  const Panel = navigationPanels[template];
  return <Panel entry={entry} state={context.state} onClose={context.onClose} variant={context.variant} />;
};

const meta = {
  title: 'Shell/Navigation',
  component: Navigation,
  args: {
    entries: SEEDED_NAV_ENTRIES,
    renderPanel,
    renderSearch: ({ onClose }) => (
      <form role="search" aria-label="Site search" style={{ display: 'flex', gap: 8, padding: 24 }}>
        <input aria-label="Search the site" placeholder="Search panel slot" />
        <button type="button" onClick={onClose}>
          Close
        </button>
      </form>
    ),
    languageHref: seededLanguageHref,
  },
  decorators: [
    (Story) => (
      <PriceSettingsProvider settings={SETTINGS} exchange={null}>
        <Story />
        <main style={{ padding: 24, minHeight: '200vh' }}>
          <h1>Page content</h1>
          <p>Scroll to see the header stay (or hide on pages with breadcrumbs).</p>
        </main>
      </PriceSettingsProvider>
    ),
  ],
} satisfies Meta<typeof Navigation>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const WithRetailerBar: Story = {
  args: { retailerBarText: 'Land Rover Warszawa — official retailer' },
};

export const WithBreadcrumbsAndRetailerBar: Story = {
  args: { hasBreadcrumbs: true, retailerBarText: 'Land Rover Warszawa — official retailer' },
};

export const ModelsOpen: Story = { args: { initialState: { activeId: idOf('Models') } } };
export const ModelsOpenOnSecondModel: Story = {
  args: { initialState: { activeId: idOf('Models'), secondLevelIndex: 1 } },
};
export const OffersOpenTemplateA: Story = { args: { initialState: { activeId: idOf('Offers') } } };
export const OwnershipOpenTemplateB: Story = { args: { initialState: { activeId: idOf('Ownership') } } };
export const DiscoverOpenTemplateC: Story = { args: { initialState: { activeId: idOf('Discover') } } };
export const RetailersOpenTemplateD: Story = { args: { initialState: { activeId: idOf('Retailers') } } };
export const AboutUsOpenTemplateE: Story = { args: { initialState: { activeId: idOf('About us') } } };

export const SearchOpen: Story = { args: { initialState: { searchOpen: true } } };

/** The slot as the my-account script (setting `my_jlr.script_url`) leaves it: here, filled by hand. */
const accountSlot = (
  <div id="my-account" data-slot="my-account">
    <a className="fc-nav__link" href="/my-account">
      My account
    </a>
  </div>
);

/** The my-account slot, last in the bar's secondary items. */
export const WithAccountSlot: Story = { args: { accountSlot } };

/** Scroll down past 150 px on a page with breadcrumbs: the header slides away. */
export const HeaderHidden: Story = {
  args: { hasBreadcrumbs: true },
  play: async ({ canvasElement }) => {
    const win = canvasElement.ownerDocument.defaultView;
    win?.scrollTo(0, 0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    win?.scrollTo(0, 400);
  },
};

const mobile = { viewport: { value: 'mobile1', isRotated: false } };

export const MobileClosed: Story = { globals: mobile, args: { initialViewport: 'mobile' } };

export const MobileLevel0: Story = {
  globals: mobile,
  args: { initialState: { viewport: 'mobile', drawerOpen: true } },
};

/** On mobile the my-account slot is last in the drawer's secondary items (and not in the bar). */
export const MobileLevel0WithAccountSlot: Story = {
  globals: mobile,
  args: { initialState: { viewport: 'mobile', drawerOpen: true }, accountSlot },
};

export const MobileLevel1: Story = {
  globals: mobile,
  args: { initialState: { viewport: 'mobile', drawerOpen: true, mobileLevel: 1, activeId: idOf('Models') } },
};

export const MobileLevel2: Story = {
  globals: mobile,
  args: {
    initialState: { viewport: 'mobile', drawerOpen: true, mobileLevel: 2, activeId: idOf('Models'), secondLevelIndex: 1 },
  },
};

export const MobileLevel2TemplateB: Story = {
  globals: mobile,
  args: { initialState: { viewport: 'mobile', drawerOpen: true, mobileLevel: 2, activeId: idOf('Ownership') } },
};

export const MobileLevel3: Story = {
  globals: mobile,
  args: {
    initialState: { viewport: 'mobile', drawerOpen: true, mobileLevel: 3, activeId: idOf('Models'), secondLevelIndex: 1 },
  },
};

export const MobileSearchOpen: Story = {
  globals: mobile,
  args: { initialState: { viewport: 'mobile', searchOpen: true } },
};
