import { localize } from '@forecourt/api-client';
import { blockMessages } from '../messages.js';
import type { BlockViewProps } from '../view-props.js';
import { InPageNavigation } from './in-page-navigation-bar.js';
import type { inPageNavigationTemplate } from './in-page-navigation.schema.js';

export type InPageNavigationBlockProps = BlockViewProps<typeof inPageNavigationTemplate>;

/** In-page navigation: the block's links as a bar that sticks under the header. */
export function InPageNavigationBlock({ data, locale }: InPageNavigationBlockProps) {
  const messages = blockMessages(locale);
  const items = data.groups.map((group) => ({
    label: localize(group.label, locale),
    blockId: group.blockId,
  }));
  return (
    <InPageNavigation
      items={items}
      label={messages.inPageNavigation}
      goTopShort={localize(data.fields.goTopShort, locale) || messages.goTopShort}
      goTopFull={localize(data.fields.goTopFull, locale) || messages.goTopFull}
    />
  );
}

export default InPageNavigationBlock;
