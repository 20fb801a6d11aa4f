import { defineTemplate } from '../contract/index.js';

/**
 * Gallery carousel (block-catalogue.md §3): a grid of thumbnails opening a full-screen carousel
 * with wallpaper download, share links, categories and a close button.
 */
export const galleryCarouselTemplate = defineTemplate({
  key: 'gallery_carousel',
  name: 'Gallery carousel',
  description:
    'A grid of pictures; each opens a full-screen carousel of the gallery with captions, categories, share links and an optional wallpaper download.',
  group: 'Content',
  list_priority: 38,
  thumbnail_url: '/cms/thumbnails/gallery-carousel.svg',
  max_field_groups: 40,
  min_field_groups: 1,
  version: 1,
  fields: [
    {
      kind: 'string',
      key: 'gallery_name',
      label: 'Gallery name',
      help: 'The title over the grid (an h2) and of the full-screen view.',
      translatable: true,
      maxLength: 120,
    },
    {
      kind: 'bool',
      key: 'can_download_wallpaper',
      label: 'Offer pictures as wallpapers (download link)',
      default: false,
    },
    { kind: 'bool', key: 'fb_link', label: 'Show a Facebook share link', default: true },
    { kind: 'bool', key: 'tw_link', label: 'Show a Twitter share link', default: true },
    {
      kind: 'string',
      key: 'categories_button',
      label: 'Categories button label',
      help: "Defaults to 'Categories'. The button lists the pictures' categories in the full-screen view.",
      translatable: true,
      maxLength: 40,
    },
    {
      kind: 'string',
      key: 'close_button',
      label: 'Close button label',
      help: "Defaults to 'Close gallery'. Read by screen readers for the ✕ button.",
      translatable: true,
      maxLength: 40,
    },
  ],
  field_groups_template: [
    { kind: 'image', key: 'image', label: 'Picture', sizes: ['1600x900'], required: true },
    { kind: 'string', key: 'caption', label: 'Caption', translatable: true, maxLength: 200 },
    {
      kind: 'string',
      key: 'category',
      label: 'Category',
      help: 'E.g. Exterior. Pictures with the same category are grouped; a Gallery categories block opens the gallery at it.',
      translatable: true,
      maxLength: 60,
    },
  ],
});
