import {
  defineTemplate,
  dirField,
  headerFontField,
  headerTagField,
  headingField,
  themeField,
} from '../contract/index.js';

/**
 * Icons timeline (block-catalogue.md §3: "title, modelHeadline, yearHeadline; per item model,
 * year, heading, button"; §9: max 20): models through the years, each with its icon. The icon
 * image, the heading level, theme, heading font and direction are our additions from the shared
 * fields.
 */
export const iconsTimelineTemplate = defineTemplate({
  key: 'icons_timeline',
  name: 'Icons timeline',
  description:
    'Models through the years: per entry a year, a model with its icon, a heading and a link.',
  group: 'Content',
  list_priority: 17,
  thumbnail_url: '/cms/thumbnails/icons-timeline.svg',
  max_field_groups: 20,
  min_field_groups: 1,
  version: 1,
  fields: [
    { ...headingField, key: 'title', label: 'Title' },
    headerTagField,
    {
      kind: 'string',
      key: 'modelHeadline',
      label: 'Model column heading',
      help: "Defaults to 'Model'.",
      translatable: true,
      maxLength: 40,
    },
    {
      kind: 'string',
      key: 'yearHeadline',
      label: 'Year column heading',
      help: "Defaults to 'Year'.",
      translatable: true,
      maxLength: 40,
    },
    themeField,
    headerFontField,
    dirField,
  ],
  field_groups_template: [
    { kind: 'string', key: 'year', label: 'Year', required: true, maxLength: 20 },
    { kind: 'string', key: 'model', label: 'Model', required: true, maxLength: 80 },
    { kind: 'image', key: 'icon', label: 'Icon', sizes: ['320x180'] },
    { ...headingField, maxLength: 200 },
    { kind: 'link', key: 'button', label: 'Button', translatable: true },
  ],
});
