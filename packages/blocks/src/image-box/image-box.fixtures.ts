import { fixture } from '../fixture.js';
import { imageBoxTemplate } from './image-box.schema.js';

export const imageBoxFixture = fixture(imageBoxTemplate, {
  image: { id: 'training-centre', alt: 'The training centre workshop in Warsaw', size: '1600x900' },
  caption: {
    en: 'Twelve service bays and a high-voltage lab.',
    pl: 'Dwanaście stanowisk serwisowych i laboratorium wysokiego napięcia.',
  },
  heading: { en: 'Our training centre', pl: 'Nasze centrum szkoleniowe' },
  paragraph: {
    en: 'Apprentices spend one week in four here, working on the same cars they service at their retailer.',
    pl: 'Praktykanci spędzają tu co czwarty tydzień, pracując przy tych samych autach, które serwisują u dealera.',
  },
  'rdx-link': {
    en: { labelText: 'Plan a visit', href: '/training-centre', type: 'internal' },
    pl: { labelText: 'Zaplanuj wizytę', href: '/pl/centrum-szkoleniowe', type: 'internal' },
  },
  'rdx-links': {
    en: [
      { labelText: 'Opening hours', href: '/contact', type: 'internal' },
      { labelText: 'Getting there', href: '/retailers#warszawa', type: 'internal' },
    ],
    pl: [
      { labelText: 'Godziny otwarcia', href: '/contact', type: 'internal' },
      { labelText: 'Dojazd', href: '/retailers#warszawa', type: 'internal' },
    ],
  },
});
