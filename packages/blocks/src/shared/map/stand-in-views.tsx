// Map drawers for stories and tests: no WebGL, no network. The stand-in places a named button per
// place in a plain box (as the real markers are), the failing one reports what a browser without
// WebGL reports.
import { useEffect } from 'react';
import type { MapViewProps } from './types.js';

export function StandInMapView({ places, selectedId, onSelect, label }: MapViewProps) {
  const lat = places.map((place) => place.latitude);
  const lng = places.map((place) => place.longitude);
  const [minLat, maxLat, minLng, maxLng] = [Math.min(...lat), Math.max(...lat), Math.min(...lng), Math.max(...lng)];
  const share = (value: number, min: number, max: number) => (max === min ? 50 : 8 + ((value - min) / (max - min)) * 84);
  return (
    <div className="fc-map__canvas" role="region" aria-label={label} style={{ position: 'relative', background: '#dfe6e0' }}>
      {places.map((place) => (
        <button
          key={place.id}
          type="button"
          className="fc-map__marker"
          aria-label={place.name}
          aria-pressed={place.id === selectedId}
          style={{
            position: 'absolute',
            left: `${share(place.longitude, minLng, maxLng)}%`,
            top: `${100 - share(place.latitude, minLat, maxLat)}%`,
            transform: 'translate(-50%, -100%)',
          }}
          onClick={() => onSelect?.(place.id)}
        />
      ))}
    </div>
  );
}

export function FailingMapView({ onFail }: MapViewProps) {
  useEffect(() => onFail(new Error('WebGL is not supported')), [onFail]);
  return null;
}
