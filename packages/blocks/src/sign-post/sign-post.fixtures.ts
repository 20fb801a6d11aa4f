import { fixture } from '../fixture.js';
import { signPostTemplate } from './sign-post.schema.js';

export const signPostFixture = fixture(
  signPostTemplate,
  { heading: { en: 'Where next?', pl: 'Co dalej?' } },
  [
    {
      image: { id: 'apprentice-engine', alt: '', size: '900x586' },
      title: { en: 'How to apply', pl: 'Jak aplikować' },
      'rdx-link': {
        en: { labelText: 'Explore', href: '/apply', type: 'internal' },
        pl: { labelText: 'Sprawdź', href: '/pl/aplikuj', type: 'internal' },
      },
    },
    {
      image: { id: 'training-centre', alt: '', size: '900x586' },
      title: { en: 'Our training centres', pl: 'Nasze centra szkoleniowe' },
      'rdx-link': {
        en: { labelText: 'Explore', href: '/training-centres', type: 'internal' },
        pl: { labelText: 'Sprawdź', href: '/pl/centra', type: 'internal' },
      },
    },
    {
      image: { id: 'career-change', alt: '', size: '900x586' },
      title: { en: 'Stories from our apprentices', pl: 'Historie naszych praktykantów' },
      'rdx-link': {
        en: { labelText: 'Read', href: '/stories', type: 'internal' },
        pl: { labelText: 'Czytaj', href: '/pl/historie', type: 'internal' },
      },
    },
  ],
);
