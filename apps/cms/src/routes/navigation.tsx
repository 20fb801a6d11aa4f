import '@forecourt/shell/styles.css';
import type { Locale, NavEntry } from '@forecourt/api-client';
import { NavigationEditorScreen } from '@forecourt/editor';
import { LazyCarsPanel, lazyNavigationPanels, LocaleProvider, Navigation, type NavigationPanelContext } from '@forecourt/shell';
import { useRouteContext } from '@tanstack/react-router';
import { Suspense } from 'react';
import { useDocumentTitle } from '../use-document-title.js';

/** A panel of the preview, by the entry's template, as the site maps them. */
function renderPanel(entry: NavEntry, { state, onClose, variant }: NavigationPanelContext) {
  const template = entry.metadata.template;
  const Panel = template === 'cars' ? LazyCarsPanel : template ? lazyNavigationPanels[template] : undefined;
  if (!Panel) return null;
  return (
    <Suspense fallback={null}>
      <Panel entry={entry} offers={[]} carModels={[]} state={state} onClose={onClose} variant={variant} />
    </Suspense>
  );
}

/**
 * The site's own navigation (`@forecourt/shell`) drawn from the edited tree: the desktop bar with
 * the first panel's mega menu open, and the mobile drawer open. Remounted on each change of the
 * tree, so each shows the tree as it is now.
 */
export function NavigationPreview({ entries, locale }: { entries: readonly NavEntry[]; locale: Locale }) {
  const first = entries.find((entry) => entry.metadata.template !== undefined || entry.metadata.type === 'listItem');
  const version = JSON.stringify(entries);
  // Links inside the preview lead nowhere: it shows the menu, the site is elsewhere.
  const stay = (event: React.MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) event.preventDefault();
  };
  return (
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
  );
}

/** /admin/navigation. */
export function NavigationRouteScreen() {
  const { client } = useRouteContext({ from: '__root__' });
  useDocumentTitle('Navigation');
  return <NavigationEditorScreen client={client} renderPreview={(entries, locale) => <NavigationPreview entries={entries} locale={locale} />} />;
}
