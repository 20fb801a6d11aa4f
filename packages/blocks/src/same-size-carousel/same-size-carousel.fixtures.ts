import { fixture } from '../fixture.js';
import { sameSizeCarouselTemplate } from './same-size-carousel.schema.js';

const card = (id: string, alt: string, en: string, pl: string, href: string) => ({
  imageid: { id, alt, size: '720x405' },
  title: { en, pl },
  text: {
    en: `${en}: what you learn, where and for how long.`,
    pl: `${pl}: czego się nauczysz, gdzie i jak długo.`,
  },
  link: {
    en: { labelText: 'Find out more', href, type: 'internal' as const },
    pl: { labelText: 'Dowiedz się więcej', href: `/pl${href}`, type: 'internal' as const },
  },
});

export const sameSizeCarouselFixture = fixture(
  sameSizeCarouselTemplate,
  { heading: { en: 'Programme paths', pl: 'Ścieżki programu' } },
  [
    card(
      'path-mechanic',
      'Mechanic at an engine bay',
      'Service technician',
      'Technik serwisu',
      '/paths/service',
    ),
    card(
      'path-ev',
      'Charging an electric car',
      'Electric vehicles',
      'Pojazdy elektryczne',
      '/paths/ev',
    ),
    card('path-body', 'Bodywork repair', 'Body and paint', 'Blacharstwo i lakier', '/paths/body'),
    card('path-parts', 'Parts counter', 'Parts adviser', 'Doradca części', '/paths/parts'),
  ],
);
