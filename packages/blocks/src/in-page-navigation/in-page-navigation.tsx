import { localize } from '@forecourt/api-client';
import { blockT } from '../translate.js';
import en from './locales/en.json' with { type: 'json' };
import pl from './locales/pl.json' with { type: 'json' };
import type { BlockViewProps } from '../view-props.js';
import { InPageNavigation } from './in-page-navigation-bar.js';
import type { inPageNavigationTemplate } from './in-page-navigation.schema.js';

export type InPageNavigationBlockProps = BlockViewProps<typeof inPageNavigationTemplate>;

/** In-page navigation: the block's links as a bar that sticks under the header. */
export function InPageNavigationBlock({ data, locale }: InPageNavigationBlockProps) {
  const t = blockT({ en, pl }, locale);
  const items = data.groups.map((group) => ({
    label: localize(group.label, locale),
    blockId: group.blockId,
  }));
  return (
    <InPageNavigation
      items={items}
      label={t('label')}
      goTopShort={localize(data.fields.goTopShort, locale) || t('goTopShort')}
      goTopFull={localize(data.fields.goTopFull, locale) || t('goTopFull')}
    />
  );
}

export default InPageNavigationBlock;
