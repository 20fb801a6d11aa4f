import { fixture } from '../fixture.js';
import { heroTitleBannerTemplate } from './hero-title-banner.schema.js';

export const heroTitleBannerFixture = fixture(heroTitleBannerTemplate, {
  heading: { en: 'Build your career with us', pl: 'Zbuduj z nami swoją karierę' },
  paragraph: {
    en: 'Applications for the autumn intake are open until 30 June.',
    pl: 'Rekrutacja na nabór jesienny trwa do 30 czerwca.',
  },
  'rdx-buttons': {
    en: [
      {
        labelText: 'Apply now',
        href: '',
        type: 'form',
        formId: 'apprenticeship-application',
        form_layout: 'double',
      },
      {
        labelText: 'Download the brochure',
        href: '/media/programme-brochure.pdf',
        type: 'file',
        target: '_blank',
      },
    ],
    pl: [
      {
        labelText: 'Aplikuj teraz',
        href: '',
        type: 'form',
        formId: 'apprenticeship-application',
        form_layout: 'double',
      },
      {
        labelText: 'Pobierz broszurę',
        href: '/media/programme-brochure.pdf',
        type: 'file',
        target: '_blank',
      },
    ],
  },
  image: { id: 'workshop-wide', alt: 'Technicians at work in a bright workshop', size: '1600x900' },
  mobilebg: { id: 'workshop-portrait', alt: 'Technician checking a car', size: '900x586' },
});

/** The same banner with a video: a play button opens it in the page's video modal. */
export const heroTitleBannerWithVideoFixture = fixture(heroTitleBannerTemplate, {
  ...heroTitleBannerFixture.fields,
  yt: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  yt_label: { en: 'Watch the film', pl: 'Obejrzyj film' },
});
