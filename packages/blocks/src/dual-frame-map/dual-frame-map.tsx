import { localize } from '@forecourt/api-client';
import { cx } from '@forecourt/ui';
import { useEffect, useId, useMemo, useState } from 'react';
import { sanitizeRichText } from '../sanitize.js';
import { PlaceMap } from '../shared/map/place-map.js';
import { placesWithPosition } from '../shared/map/types.js';
import { useRovingTabs } from '../shared/roving-tabs.js';
import { TabList } from '../shared/tab-list.js';
import { blockT } from '../translate.js';
import type { BlockViewProps } from '../view-props.js';
import type { dualFrameMapTemplate } from './dual-frame-map.schema.js';
import en from './locales/en.json' with { type: 'json' };
import pl from './locales/pl.json' with { type: 'json' };
import './dual-frame-map.css';

export type DualFrameMapProps = BlockViewProps<typeof dualFrameMapTemplate>;

/**
 * Dual frame map: tabs of places (WAI-ARIA tabs: arrow keys, Home, End), the chosen tab's text
 * beside the shared map centred on its location. Every tab's text is in the server HTML; only
 * the chosen tab has a map, so a page loads one map at most.
 */
export function DualFrameMap({ data, locale }: DualFrameMapProps) {
  const t = blockT({ en, pl }, locale);
  const id = useId();
  const { fields, groups } = data;
  const roving = useRovingTabs(groups.length);
  const { selected } = roving;
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const heading = localize(fields.heading, locale);
  const Heading = `h${fields.header_tag ?? '2'}` as 'h2';
  const active = groups[selected];
  const activeTitle = active ? localize(active.tabTitle, locale) : '';
  const places = useMemo(
    () =>
      active
        ? placesWithPosition([{ id: String(selected), name: activeTitle, latitude: active.location_latitude ?? null, longitude: active.location_longitude ?? null }])
        : [],
    [active, selected, activeTitle],
  );

  return (
    <section className={cx('fc-dual-map', fields.is_tabs_slider && 'fc-dual-map--slider')} aria-labelledby={heading ? `${id}-heading` : undefined}>
      <div className="fc-dual-map__inner">
        {heading ? (
          <Heading id={`${id}-heading`} className="fc-dual-map__heading">
            {heading}
          </Heading>
        ) : null}
        {groups.length > 1 ? (
          <TabList
            className="fc-dual-map__tabs"
            tabClassName="fc-dual-map__tab"
            label={heading || t('tabs')}
            roving={roving}
            tabs={groups.map((tab) => ({ label: localize(tab.tabTitle, locale), icon: tab.tabIcon }))}
            tabId={(index) => `${id}-tab-${index}`}
            panelId={(index) => `${id}-panel-${index}`}
          />
        ) : null}
        {groups.map((tab, index) => {
          const content = sanitizeRichText(localize(tab.location_content, locale));
          const title = localize(tab.tabTitle, locale);
          return (
            <div
              key={index}
              id={`${id}-panel-${index}`}
              className="fc-dual-map__panel"
              {...(groups.length > 1 ? { role: 'tabpanel', 'aria-labelledby': `${id}-tab-${index}` } : {})}
              hidden={hydrated && index !== selected}
            >
              <div className="fc-dual-map__content">
                {groups.length === 1 && title ? <p className="fc-dual-map__title">{title}</p> : null}
                {content ? <div dangerouslySetInnerHTML={{ __html: content }} /> : null}
              </div>
              <div className="fc-dual-map__map">
                {hydrated && index === selected ? (
                  <PlaceMap places={places} selectedId={String(selected)} label={t('mapLabel', { place: title })} locale={locale} zoom={14} />
                ) : null}
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}

export default DualFrameMap;
