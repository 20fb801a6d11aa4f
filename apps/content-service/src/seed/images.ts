import sharp from 'sharp';

export interface SeedImage {
  id: string;
  filename: string;
  alt: string;
  width: number;
  height: number;
  /** Gradient stops, top-left to bottom-right. */
  colors: [string, string, string];
  caption: string;
}

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
];

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
  <text x="${width * 0.06}" y="${height * 0.88}" font-family="sans-serif" font-size="${Math.round(height / 12)}" font-weight="700" fill="#fff" fill-opacity="0.9">${image.caption}</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
