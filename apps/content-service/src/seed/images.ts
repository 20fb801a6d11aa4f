import sharp from 'sharp';
import { CAR_PHOTO_ANGLES, carPhotoId, SEED_NAMEPLATES } from './inventory.js';

export interface SeedImage {
  id: string;
  filename: string;
  alt: string;
  width: number;
  height: number;
  /** Gradient stops, top-left to bottom-right. */
  colors: [string, string, string];
  caption: string;
  /** A frame of the exterior 360 spin (the car seen from `angle` degrees), or a cabin panorama. */
  drawing?: { kind: 'spin'; angle: number } | { kind: 'panorama' };
}

/** Frames of the demo exterior 360 spin: one every 45°. */
export const SPIN_FRAME_IDS = Array.from({ length: 8 }, (_, i) => `seed-spin-${String(i * 45).padStart(3, '0')}`);
export const PANORAMA_ID = 'seed-cabin-panorama';

/** Demo images, drawn at seed time (nothing is downloaded): gradients with a caption. */
export const SEED_IMAGES: SeedImage[] = [
  {
    id: 'seed-hero-range-rover-sport',
    filename: 'range-rover-sport-hero.jpg',
    alt: 'Range Rover Sport on a mountain road at dusk',
    width: 1600,
    height: 900,
    colors: ['#0b1d2a', '#29506b', '#d98e4a'],
    caption: 'Range Rover Sport',
  },
  {
    id: 'seed-defender',
    filename: 'defender.jpg',
    alt: 'Defender crossing a river',
    width: 1600,
    height: 900,
    colors: ['#1f2a1c', '#4f6b3a', '#c9c08a'],
    caption: 'Defender',
  },
  {
    id: 'seed-discovery',
    filename: 'discovery.jpg',
    alt: 'Discovery parked by a lake',
    width: 1600,
    height: 900,
    colors: ['#101a33', '#3a5a8c', '#9fc3e0'],
    caption: 'Discovery',
  },
  {
    id: 'seed-offers',
    filename: 'offers.jpg',
    alt: 'Showroom with cars on display',
    width: 900,
    height: 586,
    colors: ['#2a0f12', '#7a2a2f', '#e6b8a2'],
    caption: 'Oferty · Offers',
  },
  ...SPIN_FRAME_IDS.map(
    (id, i): SeedImage => ({
      id,
      filename: `spin-${i * 45}.jpg`,
      alt: `The car seen from ${i * 45}°`,
      width: 1600,
      height: 900,
      colors: ['#e9edf1', '#cfd6dd', '#aab4bf'],
      caption: `${i * 45}°`,
      drawing: { kind: 'spin', angle: i * 45 },
    }),
  ),
  {
    id: PANORAMA_ID,
    filename: 'cabin-panorama.jpg',
    alt: 'The cabin from the driver’s seat: dashboard, steering wheel and panoramic roof',
    width: 1600,
    height: 800,
    colors: ['#1b1b1f', '#3b3a40', '#8a7f70'],
    caption: 'Cabin',
    drawing: { kind: 'panorama' },
  },
  // Stock photos of the inventory's vehicles: each model from three sides, in its own colours.
  ...SEED_NAMEPLATES.flatMap((nameplate) =>
    CAR_PHOTO_ANGLES.map(
      (angle, n): SeedImage => ({
        id: carPhotoId(nameplate.name, n),
        filename: `${carPhotoId(nameplate.name, n).replace(/^seed-/, '')}.jpg`,
        alt: `${nameplate.brand} ${nameplate.name}, ${['front three-quarter view', 'side view', 'rear three-quarter view'][n]}`,
        // Smaller than the hero pictures: they fill cards and a gallery, and keep the seed quick.
        width: 1200,
        height: 675,
        colors: nameplate.colors,
        caption: `${nameplate.brand} ${nameplate.name}`,
        drawing: { kind: 'spin', angle },
      }),
    ),
  ),
];

/** A simple car body seen from `angle`° (0 = side, 90 = front): its length shrinks as it turns. */
function spinDrawing(width: number, height: number, angle: number): string {
  const radians = (angle * Math.PI) / 180;
  const length = width * (0.18 + 0.42 * Math.abs(Math.cos(radians)));
  const x = (width - length) / 2;
  const y = height * 0.45;
  const wheel = height * 0.07;
  const front = Math.sin(radians) >= 0;
  return `<rect x="${x}" y="${y}" width="${length}" height="${height * 0.16}" rx="${height * 0.04}" fill="#2d3b48"/>
  <rect x="${x + length * 0.2}" y="${y - height * 0.1}" width="${length * 0.55}" height="${height * 0.12}" rx="${height * 0.03}" fill="#3f5263"/>
  <circle cx="${x + length * 0.2}" cy="${y + height * 0.16}" r="${wheel}" fill="#111"/>
  <circle cx="${x + length * 0.8}" cy="${y + height * 0.16}" r="${wheel}" fill="#111"/>
  <circle cx="${front ? x + length * 0.96 : x + length * 0.04}" cy="${y + height * 0.05}" r="${height * 0.02}" fill="#ffe08a"/>`;
}

/** An equirectangular cabin: a dashboard band, a steering wheel ahead, the roof above. */
function panoramaDrawing(width: number, height: number): string {
  return `<rect y="${height * 0.55}" width="${width}" height="${height * 0.2}" fill="#2a2622"/>
  <circle cx="${width / 2}" cy="${height * 0.62}" r="${height * 0.12}" fill="none" stroke="#111" stroke-width="${height * 0.03}"/>
  <rect y="0" width="${width}" height="${height * 0.18}" fill="#5d7fa3" fill-opacity="0.6"/>`;
}

export function renderSeedImage(image: SeedImage): Promise<Buffer> {
  const { width, height, colors } = image;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colors[0]}"/>
      <stop offset="0.55" stop-color="${colors[1]}"/>
      <stop offset="1" stop-color="${colors[2]}"/>
    </linearGradient>
    <radialGradient id="sun" cx="0.78" cy="0.3" r="0.35">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.45"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <rect width="100%" height="100%" fill="url(#sun)"/>
  <path d="M0 ${height * 0.78} Q ${width * 0.3} ${height * 0.62} ${width * 0.55} ${height * 0.74} T ${width} ${height * 0.7} V ${height} H 0 Z" fill="#000" fill-opacity="0.35"/>
  ${image.drawing?.kind === 'spin' ? spinDrawing(width, height, image.drawing.angle) : ''}
  ${image.drawing?.kind === 'panorama' ? panoramaDrawing(width, height) : ''}
  <text x="${width * 0.06}" y="${height * 0.88}" font-family="sans-serif" font-size="${Math.round(height / 12)}" font-weight="700" fill="#fff" fill-opacity="0.9">${image.caption}</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
