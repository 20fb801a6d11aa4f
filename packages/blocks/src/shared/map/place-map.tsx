import type { Locale } from '@forecourt/api-client';
import { cx } from '@forecourt/ui';
import { Component, createContext, lazy, Suspense, useCallback, useContext, useState, type ComponentType, type ReactNode } from 'react';
import { useBlockSiteData } from '../site-data.js';
import { blockT } from '../../translate.js';
import { openConsentChoice, useMapConsent } from './consent.js';
import en from './locales/en.json' with { type: 'json' };
import pl from './locales/pl.json' with { type: 'json' };
import { mapProvider } from './settings.js';
import type { MapPlace, MapViewProps } from './types.js';
import './map.css';

// Each library arrives only when a map is shown with consent: never in the page's first load.
const MapLibreView = lazy(() => import('./maplibre-view.js'));
const GoogleMapView = lazy(() => import('./google-map-view.js'));

/** Stories and tests: draw every map below with this instead of the configured library. */
export const MapViewOverride = createContext<ComponentType<MapViewProps> | null>(null);

export interface PlaceMapProps {
  places: readonly MapPlace[];
  selectedId?: string | null | undefined;
  onSelect?: ((id: string) => void) | undefined;
  /** The map's accessible name, e.g. "Map of retailers". */
  label: string;
  locale: Locale;
  zoom?: number | undefined;
  className?: string | undefined;
}

/** Turns a library that throws while rendering into the same calm message as one that reports failure. */
class MapBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * A map of places, shared by the retailer locator and the dual frame map. Third-party maps set
 * cookies the visitor may refuse, so until the visitor allows them this is the consent
 * placeholder with a way to the cookie choice; the page around it never depends on the map.
 * With consent it loads Google Maps (a `general.maps_key` is set) or MapLibre GL (no key needed),
 * and a browser that cannot draw it (no WebGL, the library failed) gets a calm message.
 */
export function PlaceMap({ places, selectedId, onSelect, label, locale, zoom, className }: PlaceMapProps) {
  const view = useContext(MapViewOverride);
  const site = useBlockSiteData();
  const t = blockT({ en, pl }, locale);
  const { allowed, placeholder } = useMapConsent(site.settings);
  const [failed, setFailed] = useState(false);
  const onFail = useCallback((error: unknown) => {
    console.warn('The map could not be drawn:', error);
    setFailed(true);
  }, []);
  const provider = mapProvider(site.settings);

  const failure = (
    <div className="fc-map__message" role="note">
      <p className="fc-map__message-title">{t('failed')}</p>
      <p>{t('failedText')}</p>
    </div>
  );

  let content: ReactNode;
  if (!allowed) {
    content = (
      <div className="fc-map__message fc-map__message--consent">
        <p className="fc-consent-placeholder">{placeholder}</p>
        <button type="button" className="fc-map__consent-button" onClick={openConsentChoice}>
          {t('consentAction')}
        </button>
      </div>
    );
  } else if (failed) {
    content = failure;
  } else if (places.length === 0) {
    content = <p className="fc-map__message">{t('noPlaces')}</p>;
  } else {
    const View: ComponentType<MapViewProps> =
      view ?? (provider.kind === 'google' ? GoogleMapView : MapLibreView);
    const providerProps = provider.kind === 'google' ? { apiKey: provider.apiKey } : { styleUrl: provider.styleUrl };
    content = (
      <MapBoundary fallback={failure}>
        <Suspense fallback={<p className="fc-map__message" role="status">{t('loading')}</p>}>
          <View
            {...providerProps}
            places={places}
            selectedId={selectedId}
            onSelect={onSelect}
            label={label}
            keyboardHint={t('keyboardHint')}
            zoom={zoom}
            onFail={onFail}
          />
        </Suspense>
      </MapBoundary>
    );
  }

  return (
    <div className={cx('fc-map', className)} data-map-state={!allowed ? 'consent' : failed ? 'failed' : 'ready'}>
      {content}
    </div>
  );
}
