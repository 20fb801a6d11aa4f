import { localize } from '@forecourt/api-client';
import type { BlockViewProps } from '../view-props.js';
import { InPageNavigation } from './in-page-navigation-bar.js';
import type { inPageNavigationTemplate } from './in-page-navigation.schema.js';

export type InPageNavigationBlockProps = BlockViewProps<typeof inPageNavigationTemplate>;

/** Fixed interface texts, used where the block leaves its go-to-top texts empty. */
const texts = {
  en: { name: 'In-page navigation', goTopShort: 'Top', goTopFull: 'Back to top' },
  pl: { name: 'Nawigacja na stronie', goTopShort: 'Do góry', goTopFull: 'Powrót na górę' },
} as const;

/** In-page navigation: the block's links as a bar that sticks under the header. */
export function InPageNavigationBlock({ data, locale }: InPageNavigationBlockProps) {
  const fallback = texts[locale] ?? texts.en;
  const items = data.groups.map((group) => ({
    label: localize(group.label, locale),
    blockId: group.blockId,
  }));
  return (
    <InPageNavigation
      items={items}
      label={fallback.name}
      goTopShort={localize(data.fields.goTopShort, locale) || fallback.goTopShort}
      goTopFull={localize(data.fields.goTopFull, locale) || fallback.goTopFull}
    />
  );
}

export default InPageNavigationBlock;
