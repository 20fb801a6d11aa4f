import '@forecourt/shell/styles.css';
import {
  resolveSettings,
  type ContentClient,
  type Locale,
  type NavEntry,
} from '@forecourt/api-client';
import { NavigationEditorScreen } from '@forecourt/editor';
import {
  LazyCarsPanel,
  lazyNavigationPanels,
  LocaleProvider,
  Navigation,
  type NavigationPanelContext,
} from '@forecourt/shell';
import { PriceSettingsProvider } from '@forecourt/pricing/react';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { Component, Suspense, type ReactNode } from 'react';
import { useDocumentTitle } from '../use-document-title.js';

/** A panel of the preview, by the entry's template, as the site maps them. */
function renderPanel(entry: NavEntry, { state, onClose, variant }: NavigationPanelContext) {
  const template = entry.metadata.template;
  const Panel =
    template === 'cars' ? LazyCarsPanel : template ? lazyNavigationPanels[template] : undefined;
  if (!Panel) return null;
  return (
    <Suspense fallback={null}>
      <Panel
        entry={entry}
        offers={[]}
        carModels={[]}
        state={state}
        onClose={onClose}
        variant={variant}
      />
    </Suspense>
  );
}

/**
 * The site's own navigation (`@forecourt/shell`) drawn from the edited tree: the desktop bar with
 * the first panel's mega menu open, and the mobile drawer open. Remounted on each change of the
 * tree, so each shows the tree as it is now.
 */
/** Keeps the editor usable when the preview cannot draw the tree. */
class PreviewBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <p role="alert">The preview could not be drawn; the tree is saved all the same.</p>
    ) : (
      this.props.children
    );
  }
}

export function NavigationPreview({
  entries,
  locale,
  client,
}: {
  entries: readonly NavEntry[];
  locale: Locale;
  client: ContentClient;
}) {
  // Prices in the menu (exchange rate, car prices) are formatted with the site's settings.
  const settings = useQuery({
    queryKey: ['forecourt-cms', 'site-settings'],
    queryFn: async () => Object.fromEntries(resolveSettings(await client.getSettings())),
  });
  const first = entries.find(
    (entry) => entry.metadata.template !== undefined || entry.metadata.type === 'listItem',
  );
  const version = JSON.stringify(entries);
  // Links inside the preview lead nowhere: it shows the menu, the site is elsewhere.
  const stay = (event: React.MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) event.preventDefault();
  };
  return (
    <PreviewBoundary key={version}>
      <PriceSettingsProvider
        settings={settings.data ?? Object.fromEntries(resolveSettings([]))}
        exchange={null}
      >
        <LocaleProvider locale={locale}>
          <div className="cms-nav-preview" onClickCapture={stay}>
            <figure className="cms-nav-preview__frame cms-nav-preview__frame--desktop">
              <figcaption>Desktop: the bar and the mega menu</figcaption>
              <div className="cms-nav-preview__stage" inert>
                <Navigation
                  key={`desktop-${version}`}
                  entries={entries}
                  renderPanel={renderPanel}
                  pinnedViewport="desktop"
                  initialState={first ? { activeId: first.id } : undefined}
                  labels={{ navigation: 'Preview of the main navigation (desktop)' }}
                />
              </div>
            </figure>
            <figure className="cms-nav-preview__frame cms-nav-preview__frame--mobile">
              <figcaption>Mobile: the drawer</figcaption>
              <div className="cms-nav-preview__stage" inert>
                <Navigation
                  key={`mobile-${version}`}
                  entries={entries}
                  renderPanel={renderPanel}
                  pinnedViewport="mobile"
                  initialState={{ drawerOpen: true }}
                  labels={{ navigation: 'Preview of the main navigation (mobile)' }}
                />
              </div>
            </figure>
          </div>
        </LocaleProvider>
      </PriceSettingsProvider>
    </PreviewBoundary>
  );
}

/** /admin/navigation. */
export function NavigationRouteScreen() {
  const { client } = useRouteContext({ from: '__root__' });
  useDocumentTitle('Navigation');
  return (
    <NavigationEditorScreen
      client={client}
      renderPreview={(entries, locale) => (
        <NavigationPreview entries={entries} locale={locale} client={client} />
      )}
    />
  );
}
