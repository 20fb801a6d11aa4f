import { fixture } from '../fixture.js';
import { readyToGoBarTemplate } from './ready-to-go-bar.schema.js';

export const readyToGoBarFixture = fixture(readyToGoBarTemplate, {}, [
  {
    icon: 'arrow-right',
    'rdx-link': {
      en: { labelText: 'Book a test drive', href: '', type: 'form', formId: 'test-drive' },
      pl: { labelText: 'Umów jazdę próbną', href: '', type: 'form', formId: 'test-drive' },
    },
  },
  {
    icon: 'download',
    'rdx-link': {
      en: { labelText: 'Download a brochure', href: '/media/brochure.pdf', type: 'file' },
      pl: { labelText: 'Pobierz broszurę', href: '/media/broszura.pdf', type: 'file' },
    },
  },
  {
    icon: 'external',
    'rdx-link': {
      en: {
        labelText: 'Build your car',
        href: 'https://configurator.example.com',
        type: 'external',
        target: '_blank',
      },
      pl: {
        labelText: 'Skonfiguruj auto',
        href: 'https://configurator.example.com/pl',
        type: 'external',
        target: '_blank',
      },
    },
  },
  {
    icon: 'arrow-right',
    'rdx-link': {
      en: { labelText: 'Find a retailer', href: '/retailers', type: 'internal' },
      pl: { labelText: 'Znajdź dealera', href: '/pl/dealerzy', type: 'internal' },
    },
  },
]);
