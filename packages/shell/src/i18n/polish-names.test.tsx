// On a Polish page (/pl/...) a screen-reader user finds the shell's landmarks and controls by
// Polish names: the components read their texts from the locale the site's LocaleProvider sets.
import { PriceSettingsProvider } from '@forecourt/pricing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Breadcrumbs } from '../breadcrumbs/Breadcrumbs.js';
import { CRUMBS, OFFERS, OFFERS_PAGE_CRUMBS } from '../breadcrumbs/fixtures.js';
import { CarsPanel } from '../cars-panel/CarsPanel.js';
import { seededCarModels, seededCarsEntry, seededOffers } from '../cars-panel/fixtures.js';
import { EditorToolbar } from '../editor-toolbar/EditorToolbar.js';
import { ErrorPageFailure } from '../error-screens/ErrorPageFailure.js';
import { ErrorScreen } from '../error-screens/ErrorScreen.js';
import { NotFoundScreen } from '../error-screens/NotFoundScreen.js';
import { FloatingActionMenu } from '../floating-menu/FloatingActionMenu.js';
import { Footer } from '../footer/Footer.js';
import { SEEDED_NAV_ENTRIES, seededLanguageHref } from '../navigation/fixtures.js';
import { Navigation, type NavigationProps } from '../navigation/Navigation.js';
import { installViewport } from '../navigation/test-viewport.js';
import { searchResults } from '../search/fixtures.js';
import { SearchPanel } from '../search/SearchPanel.js';
import { LocaleProvider } from './LocaleProvider.js';

// Full user flows on two shared cores can exceed the 5 s default.
vi.setConfig({ testTimeout: 20_000 });

const SETTINGS = { 'price.exchange_rate': '4.25', 'price.exchange_date': '2026-11-20' };

function PolishPage({ children }: { children: ReactNode }) {
  return (
    <LocaleProvider locale="pl">
      <PriceSettingsProvider settings={SETTINGS} exchange={null}>
        {children}
      </PriceSettingsProvider>
    </LocaleProvider>
  );
}

function renderPolish(ui: ReactNode) {
  return render(ui, { wrapper: PolishPage });
}

function PolishNavigation(props: Partial<NavigationProps>) {
  return (
    <Navigation
      entries={SEEDED_NAV_ENTRIES}
      renderPanel={() => null}
      renderSearch={({ onClose }) => (
        <SearchPanel search={async () => []} onClose={onClose} />
      )}
      languageHref={seededLanguageHref}
      {...props}
    />
  );
}

let viewport: ReturnType<typeof installViewport> | undefined;
afterEach(() => {
  viewport?.restore();
  viewport = undefined;
});

describe('given a Polish page on desktop', () => {
  beforeEach(() => {
    viewport = installViewport(1280);
  });

  it('should name the main navigation and its home link in Polish', () => {
    renderPolish(<PolishNavigation />);
    const nav = screen.getByRole('navigation', { name: 'Nawigacja główna' });
    expect(within(nav).getByRole('link', { name: 'Strona główna' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it('should let the site override a label while the others stay Polish', () => {
    renderPolish(<PolishNavigation labels={{ home: 'Forecourt – strona główna' }} />);
    const nav = screen.getByRole('navigation', { name: 'Nawigacja główna' });
    expect(within(nav).getByRole('link', { name: 'Forecourt – strona główna' })).toBeInTheDocument();
  });

  it('should name the opened search panel, its field and its buttons in Polish', async () => {
    const user = userEvent.setup();
    renderPolish(<PolishNavigation />);
    // The search item's own label is content (the nav entry), not an interface text.
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const panel = screen.getByRole('region', { name: 'Szukaj' });
    await user.type(within(panel).getByRole('searchbox', { name: 'Szukaj' }), 'xyz');
    await user.click(within(panel).getByRole('button', { name: 'Szukaj' }));
    expect(await within(panel).findByText('brak wyników')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Zamknij wyszukiwanie' }));
    expect(screen.queryByRole('region', { name: 'Szukaj' })).not.toBeInTheDocument();
  });
});

describe('given a Polish page on mobile', () => {
  beforeEach(() => {
    viewport = installViewport(390);
  });

  it('should name the drawer, its close and back buttons in Polish', async () => {
    const user = userEvent.setup();
    renderPolish(<PolishNavigation />);
    const nav = screen.getByRole('navigation', { name: 'Nawigacja główna' });
    await user.click(within(nav).getByRole('button', { name: 'Menu' }));
    expect(within(nav).getByRole('button', { name: 'Zamknij menu' })).toHaveAttribute('aria-expanded', 'true');
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    await user.click(within(drawer).getByRole('button', { name: 'Models' }));
    await user.click(within(drawer).getByRole('button', { name: 'Wstecz' }));
    await user.click(within(drawer).getByRole('button', { name: 'Zamknij menu' }));
    expect(within(nav).getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('given the search panel with many results on a Polish page', () => {
  it('should name the results list, the pagination and its buttons in Polish', async () => {
    const user = userEvent.setup();
    renderPolish(<SearchPanel search={async () => searchResults(45)} onClose={() => {}} />);
    await user.type(screen.getByRole('searchbox', { name: 'Szukaj' }), 'strona');
    await user.click(screen.getByRole('button', { name: 'Szukaj' }));
    expect(await screen.findByRole('list', { name: 'Wyniki wyszukiwania' })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Strony wyników wyszukiwania' });
    expect(within(pages).getByRole('button', { name: 'Poprzednia strona' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Następna strona' }));
    expect(within(pages).getByRole('button', { name: 'Strona 2' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('given breadcrumbs on a Polish page', () => {
  it('should name the trail and the level dropdowns in Polish', () => {
    renderPolish(<Breadcrumbs crumbs={CRUMBS} currentPath="/jaguar-range/models/f-pace" />);
    const nav = screen.getByRole('navigation', { name: 'Ścieżka nawigacji' });
    expect(within(nav).getByRole('button', { name: 'Podstrony: Home' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('should name the mobile back link after the parent in Polish', () => {
    renderPolish(<Breadcrumbs crumbs={CRUMBS} currentPath="/jaguar-range/models/f-pace" isMobile />);
    const nav = screen.getByRole('navigation', { name: 'Ścieżka nawigacji' });
    expect(within(nav).getByRole('link', { name: 'Wróć do: Jaguar range' })).toHaveAttribute('href', '/jaguar-range');
  });

  it('should name the offers dropdown in Polish on an offer page', () => {
    renderPolish(<Breadcrumbs crumbs={OFFERS_PAGE_CRUMBS} offers={OFFERS} currentPath="/offers" />);
    const nav = screen.getByRole('navigation', { name: 'Ścieżka nawigacji' });
    expect(within(nav).getByRole('button', { name: 'Oferty' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('given the footer on a Polish page', () => {
  it('should name its three navigation landmarks in Polish and say which links open a new tab', () => {
    renderPolish(<Footer />);
    expect(screen.getByRole('navigation', { name: 'Stopka' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Informacje prawne' })).toBeInTheDocument();
    const social = screen.getByRole('navigation', { name: 'Media społecznościowe' });
    // (jsdom's name computation drops the space between the two inline spans a browser keeps.)
    expect(within(social).getByRole('link', { name: /^Facebook ?\(otwiera się w nowej karcie\)$/ })).toBeInTheDocument();
  });
});

describe('given the floating menu on a Polish page', () => {
  it('should name its button and its list of quick links in Polish', async () => {
    const user = userEvent.setup();
    const items = JSON.stringify([{ link: '/offers', label: 'Oferty', target: '_self', type: 'internal' }]);
    renderPolish(<FloatingActionMenu settingValue={items} />);
    await user.click(screen.getByRole('button', { name: 'Szybkie linki' }));
    expect(screen.getByRole('list', { name: 'Szybkie linki' })).toBeVisible();
  });
});

describe('given the not-found screen on a Polish page', () => {
  it('should head it and link home in Polish', () => {
    renderPolish(<NotFoundScreen />);
    expect(screen.getByRole('region', { name: 'Nie znaleziono strony' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Nie znaleziono strony' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wróć do strony głównej' })).toHaveAttribute('href', '/');
  });

  it('should name the lists of reasons and actions, and the actions, in Polish in the reasons variant', () => {
    renderPolish(<NotFoundScreen variant="reasons" />);
    expect(within(screen.getByRole('list', { name: 'Możliwe przyczyny' })).getAllByRole('listitem')).toHaveLength(4);
    const actions = screen.getByRole('list', { name: 'Co możesz zrobić' });
    expect(within(actions).getByRole('link', { name: 'stronę główną' })).toHaveAttribute('href', '/');
    expect(within(actions).getAllByRole('listitem')[0]).toHaveTextContent('przejdź na stronę główną');
    expect(within(actions).getByRole('button', { name: 'wróć do poprzedniej strony' })).toBeInTheDocument();
    expect(screen.getByText('Dziękujemy.')).toBeInTheDocument();
  });
});

describe('given the cars panel on a Polish page', () => {
  it('should name the vehicle information, the versions, its buttons and the shortcuts modal in Polish', async () => {
    const user = userEvent.setup();
    renderPolish(
      <CarsPanel
        entry={seededCarsEntry}
        offers={seededOffers}
        carModels={seededCarModels}
        state="active"
        variant="desktop"
        onClose={() => {}}
      />,
    );
    const info = screen.getByRole('region', { name: /: informacje o pojeździe$/ });
    expect(within(info).getByRole('tablist', { name: /– wersje$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zamknij menu' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Skróty klawiszowe/ }));
    const dialog = screen.getByRole('dialog', { name: 'SKRÓTY KLAWISZOWE' });
    expect(within(dialog).getAllByRole('definition')[0]).toHaveTextContent('Strzałki w górę i w dół przełączają pojazdy');
    await user.click(within(dialog).getByRole('button', { name: 'Zamknij' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('given the other screens on a Polish page', () => {
  it('should show the error screen and the error-page failure in Polish', () => {
    renderPolish(
      <>
        <ErrorScreen status={503} message="Serwis jest chwilowo niedostępny." />
        <ErrorPageFailure />
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Błąd 503' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Wystąpił błąd podczas wyświetlania strony błędu');
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Wróć do strony głównej' })).toBeInTheDocument();
  });

  it('should name the editor toolbar and its links in Polish', () => {
    renderPolish(
      <EditorToolbar session={{ sub: 'anna', name: 'Anna', email: 'anna@forecourt.test', roles: ['editor'] }} page={{ id: 7, path: '/pl/oferty', status: 'draft' }} />,
    );
    const toolbar = screen.getByRole('region', { name: 'Pasek narzędzi edytora' });
    expect(toolbar).toHaveTextContent('Zalogowano jako Anna');
    expect(toolbar).toHaveTextContent('Status: Szkic');
    expect(within(toolbar).getByRole('link', { name: 'Edytuj tę stronę' })).toBeInTheDocument();
    expect(within(toolbar).getByRole('link', { name: 'Otwórz CMS' })).toHaveAttribute('href', '/cms');
  });
});
