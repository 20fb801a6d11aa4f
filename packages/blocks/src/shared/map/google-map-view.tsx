// Google Maps, when the admin set general.maps_key: loaded through @vis.gl/react-google-maps
// with the first map a visitor allows.
import { APIProvider, APILoadingStatus, Map as GoogleMap, Marker, useApiLoadingStatus, useMap } from '@vis.gl/react-google-maps';
import { useEffect } from 'react';

/** The Maps API's global, there once the provider loaded it (its types come with the wrapper). */
declare const google: { maps: { LatLngBounds: new () => { extend(point: { lat: number; lng: number }): void } } };
import type { MapViewProps } from './types.js';

const FIT_PADDING = 48;

/** Fits the map to the places, follows the selection and reports a failed load. */
function Camera({ places, selectedId, zoom, onFail }: Pick<MapViewProps, 'places' | 'selectedId' | 'onFail'> & { zoom: number }) {
  const map = useMap();
  const status = useApiLoadingStatus();
  useEffect(() => {
    if (status === APILoadingStatus.FAILED || status === APILoadingStatus.AUTH_FAILURE) onFail(new Error(`Google Maps: ${status}`));
  }, [status, onFail]);
  useEffect(() => {
    if (!map || places.length === 0) return;
    if (places.length === 1) {
      map.setCenter({ lat: places[0]!.latitude, lng: places[0]!.longitude });
      map.setZoom(zoom);
      return;
    }
    const bounds = new google.maps.LatLngBounds();
    for (const place of places) bounds.extend({ lat: place.latitude, lng: place.longitude });
    map.fitBounds(bounds as never, FIT_PADDING);
  }, [map, places, zoom]);
  useEffect(() => {
    const place = places.find((candidate) => candidate.id === selectedId);
    if (!map || !place) return;
    map.panTo({ lat: place.latitude, lng: place.longitude });
    if ((map.getZoom() ?? 0) < 11) map.setZoom(11);
  }, [map, places, selectedId]);
  return null;
}

export default function GoogleMapView({ places, selectedId, onSelect, label, zoom = 13, onFail, apiKey }: MapViewProps) {
  const first = places[0];
  return (
    <APIProvider apiKey={apiKey ?? ''} onError={onFail}>
      <div className="fc-map__canvas" role="region" aria-label={label}>
        <GoogleMap
          defaultCenter={{ lat: first?.latitude ?? 52.1, lng: first?.longitude ?? 19.4 }}
          defaultZoom={places.length === 1 ? zoom : 5}
          gestureHandling="cooperative"
          clickableIcons={false}
          style={{ width: '100%', height: '100%' }}
        >
          {places.map((place) => (
            <Marker
              key={place.id}
              position={{ lat: place.latitude, lng: place.longitude }}
              title={place.name}
              zIndex={place.id === selectedId ? 2 : 1}
              opacity={selectedId && place.id !== selectedId ? 0.6 : 1}
              onClick={() => onSelect?.(place.id)}
            />
          ))}
        </GoogleMap>
        <Camera places={places} selectedId={selectedId} zoom={zoom} onFail={onFail} />
      </div>
    </APIProvider>
  );
}
