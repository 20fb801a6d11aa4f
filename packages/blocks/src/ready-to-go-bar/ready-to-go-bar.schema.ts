import {
  defineTemplate,
  electrifiesField,
  headingField,
  linkField,
  themeField,
} from '../contract/index.js';

/**
 * Ready to go bar (block-catalogue.md §3 lists it with "fields not shown"; §9: "Ready to go bar |
 * 4"): a bar of up to four next steps (book a test drive, download a brochure, build your car,
 * find a retailer), each an icon and a link. The fields are our design from the shared fields.
 */
export const readyToGoBarTemplate = defineTemplate({
  key: 'ready_to_go_bar',
  name: 'Ready to go bar',
  description:
    'A bar of up to four next-step links with icons, e.g. test drive, brochure, configurator, retailer.',
  group: 'Content',
  list_priority: 16,
  thumbnail_url: '/cms/thumbnails/ready-to-go-bar.svg',
  max_field_groups: 4,
  min_field_groups: 1,
  version: 1,
  fields: [
    {
      ...headingField,
      help: "Shown above the actions; without it the bar is announced as 'Ready to go'.",
      maxLength: 120,
    },
    { ...themeField, default: 'dark-theme' },
    electrifiesField,
  ],
  field_groups_template: [
    { kind: 'icon', key: 'icon', label: 'Icon' },
    {
      ...linkField,
      required: true,
      help: "The action's label and destination: a page, a file (brochure) or a form (test drive).",
    },
  ],
});
