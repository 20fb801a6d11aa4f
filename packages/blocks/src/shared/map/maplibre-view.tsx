// MapLibre GL: an open-source WebGL map that needs no key; the style (and with it the tiles,
// fonts and sprites) comes from general.map_style_url. Loaded with the first map a visitor allows.
import { LngLatBounds, Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useRef, useState } from 'react';
import type { MapViewProps } from './types.js';

// Served from the site's own origin, so the worker starts as a plain module worker under the
// page's script-src 'self' (a cross-origin worker URL would make MapLibre fall back to blob:).
setWorkerUrl(new URL(workerUrl, document.baseURI).href);

const FIT_PADDING = 48;

/** A marker: a real button named after its place, so it can be reached and activated by keyboard. */
function markerButton(name: string, onActivate: () => void): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'fc-map__marker';
  button.setAttribute('aria-label', name);
  button.setAttribute('aria-pressed', 'false');
  button.addEventListener('click', (event) => {
    event.stopPropagation();
    onActivate();
  });
  return button;
}

export default function MapLibreView({ places, selectedId, onSelect, label, keyboardHint, zoom = 13, onFail, styleUrl }: MapViewProps) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  // The marker buttons by place id: one Map for the component's life, so effects may share it.
  const [markers] = useState(() => new Map<string, HTMLButtonElement>());
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;

  useEffect(() => {
    if (!container.current) return;
    let map: MapLibreMap;
    try {
      map = new MapLibreMap({
        container: container.current,
        style: styleUrl ?? '',
        center: [places[0]?.longitude ?? 19.4, places[0]?.latitude ?? 52.1],
        zoom: places.length === 1 ? zoom : 5,
        // The canvas is a focusable region of its own inside the labelled map: name it by its keys.
        locale: { 'Map.Title': keyboardHint ?? label },
        cooperativeGestures: false,
        attributionControl: { compact: true },
      });
    } catch (error) {
      // No WebGL (old browser, GPU blocked): MapLibre throws while creating its context.
      onFail(error);
      return;
    }
    mapRef.current = map;
    let loaded = false;
    map.on('load', () => {
      loaded = true;
    });
    map.on('error', (event) => {
      // A missing tile later on is not a failure; a style that never loads is.
      if (!loaded && !map.isStyleLoaded()) onFail(event.error);
    });
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    return () => {
      map.remove();
      mapRef.current = null;
      markers.clear();
    };
    // The map is made once; places, selection and label are applied by the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [styleUrl]);

  // Markers for the places, and the view fitted to them.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const added = places.map((place) => {
      const element = markerButton(place.name, () => onSelectRef.current?.(place.id));
      markers.set(place.id, element);
      return new Marker({ element, anchor: 'bottom' }).setLngLat([place.longitude, place.latitude]).addTo(map);
    });
    if (places.length === 1) map.jumpTo({ center: [places[0]!.longitude, places[0]!.latitude], zoom });
    else if (places.length > 1) {
      const bounds = new LngLatBounds();
      for (const place of places) bounds.extend([place.longitude, place.latitude]);
      map.fitBounds(bounds, { padding: FIT_PADDING, maxZoom: zoom, animate: false });
    }
    return () => {
      for (const marker of added) marker.remove();
      markers.clear();
    };
  }, [places, zoom, markers]);

  // The selected place: highlighted, and brought into view.
  useEffect(() => {
    for (const [id, element] of markers) {
      const selected = id === selectedId;
      element.setAttribute('aria-pressed', String(selected));
      element.classList.toggle('fc-map__marker--selected', selected);
    }
    const place = places.find((candidate) => candidate.id === selectedId);
    const map = mapRef.current;
    if (place && map) {
      const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      map.easeTo({ center: [place.longitude, place.latitude], zoom: Math.max(map.getZoom(), 11), duration: still ? 0 : 400 });
    }
  }, [selectedId, places, markers]);

  return <div ref={container} className="fc-map__canvas" role="region" aria-label={label} />;
}
