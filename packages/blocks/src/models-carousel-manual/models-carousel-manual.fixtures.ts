import { fixture } from '../fixture.js';
import { modelsCarouselManualTemplate } from './models-carousel-manual.schema.js';

const model = (slug: string, name: string, lineEn: string, linePl: string) => ({
  image: { id: `model-${slug}`, alt: `${name} from the side`, size: '720x405' },
  model_name: { en: name, pl: name },
  model_line: { en: lineEn, pl: linePl },
  'rdx-buttons': {
    en: [
      { labelText: 'Explore', href: `/models/${slug}`, type: 'internal' as const },
      { labelText: 'Build', href: `/configurator/${slug}`, type: 'internal' as const },
    ],
    pl: [
      { labelText: 'Poznaj', href: `/pl/models/${slug}`, type: 'internal' as const },
      { labelText: 'Skonfiguruj', href: `/pl/configurator/${slug}`, type: 'internal' as const },
    ],
  },
});

export const modelsCarouselManualFixture = fixture(
  modelsCarouselManualTemplate,
  { heading: { en: 'Cars you will work on', pl: 'Auta, przy których będziesz pracować' } },
  [
    model('trail', 'Trail 110', 'From €62,000', 'Od 62 000 €'),
    model('city', 'City E', 'Fully electric', 'W pełni elektryczny'),
    model('estate', 'Estate Sport', 'Plug-in hybrid', 'Hybryda plug-in'),
    model('coupe', 'Coupé GT', 'From €88,500', 'Od 88 500 €'),
  ],
);
