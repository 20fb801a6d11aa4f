import { localize, type Locale } from '@forecourt/api-client';
import { CtaLink, cx, Icon, imageUrl, isIconName } from '@forecourt/ui';
import { useEffect, useId, useState } from 'react';
import { Exterior360 } from '../exterior-360/exterior-360.js';
import { Interior360 } from '../interior-360/interior-360.js';
import { localized } from '../localized.js';
import { useRovingTabs } from '../shared/roving-tabs.js';
import { TabList } from '../shared/tab-list.js';
import { REDUCED_MOTION, useMediaQuery } from '../shared/use-media-query.js';
import { blockT } from '../translate.js';
import type { BlockData } from '../contract/index.js';
import type { BlockViewProps } from '../view-props.js';
import en from './locales/en.json' with { type: 'json' };
import pl from './locales/pl.json' with { type: 'json' };
import type { tabbedComponentTemplate } from './tabbed-component.schema.js';
import './tabbed-component.css';

export type TabbedComponentProps = BlockViewProps<typeof tabbedComponentTemplate>;
type Data = BlockData<typeof tabbedComponentTemplate>;
type Tab = Data['groups'][number];

/** The frame ids of an exterior tab: its image, then the further frames listed. */
export const exteriorFrames = (tab: Tab): string[] => [
  tab.image.id,
  ...(tab.frames ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean),
];

function HeroSlidePanel({ tab, fields, locale }: { tab: Tab; fields: Data['fields']; locale: Locale }) {
  const { box_position = 'left', video_bg } = fields;
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const heading = localize(tab.heading, locale);
  const paragraph = localize(tab.paragraph, locale);
  const buttons = localized(tab['rdx-buttons'], locale) ?? [];
  return (
    <div className={cx('fc-tabbed__slide', `fc-tabbed__slide--box-${box_position}`)}>
      <img
        className="fc-tabbed__image"
        src={imageUrl(tab.image.id, 1600)}
        alt={tab.image.alt ?? ''}
        width={1600}
        height={900}
        loading="lazy"
        decoding="async"
      />
      {video_bg && hydrated && !reducedMotion ? (
        // Decorative and muted: the box carries the message.
        <video className="fc-tabbed__video" src={video_bg} autoPlay muted loop playsInline aria-hidden="true" />
      ) : null}
      {heading || paragraph || buttons.length > 0 ? (
        <div className="fc-tabbed__box fc-surface fc-surface--dark-theme">
          {heading ? <p className="fc-tabbed__slide-heading">{heading}</p> : null}
          {paragraph ? <p>{paragraph}</p> : null}
          {buttons.map((button, index) => (
            <CtaLink key={index} {...button} theme="dark-theme" />
          ))}
        </div>
      ) : null}
    </div>
  );
}

function Panel({ tab, fields, locale, mode }: { tab: Tab; fields: Data['fields'] } & Omit<TabbedComponentProps, 'data'>) {
  const texts = {
    clickToInteract: fields.clickToInteract,
    touchToInteract: fields.touchToInteract,
  };
  if (fields.component_type === 'exterior-360') {
    const frames = exteriorFrames(tab);
    return (
      <Exterior360
        locale={locale}
        mode={mode}
        data={{
          fields: { ...texts, alt: tab.tab_label, has_slider_with_handle: true },
          groups: frames.map((id) => ({ image: { id, size: '1600x900' } })),
        }}
      />
    );
  }
  if (fields.component_type === 'interior-360') {
    return (
      <Interior360
        locale={locale}
        mode={mode}
        data={{
          fields: { ...texts, resetToDash: fields.resetToDash, exit: fields.exit, panorama: { ...tab.image, size: '4096x2048' } },
          groups: [],
        }}
      />
    );
  }
  return <HeroSlidePanel tab={tab} fields={fields} locale={locale} />;
}

/**
 * Tabbed component: a heading and tabs (WAI-ARIA tabs pattern: arrow keys, Home, End), each
 * showing one variant of the chosen component. Every variant is in the server HTML, readable
 * without JavaScript; once hydrated, only the chosen tab's panel shows.
 */
export function TabbedComponent({ data, locale, mode }: TabbedComponentProps) {
  const { fields } = data;
  const t = blockT({ en, pl }, locale);
  const id = useId();
  const count = data.groups.length;
  const roving = useRovingTabs(count);
  const { selected: active } = roving;
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const heading = localize(fields.heading, locale);
  const Heading = `h${fields.header_tag ?? '2'}` as 'h2';

  return (
    <section className={cx('fc-tabbed', `fc-tabbed--${fields.component_type ?? 'hero-slider'}`)}>
      {heading ? (
        <Heading className="fc-tabbed__heading">
          {fields.header_icon && isIconName(fields.header_icon) ? <Icon name={fields.header_icon} /> : null}
          {heading}
        </Heading>
      ) : null}
      <TabList
        className="fc-tabbed__tabs"
        tabClassName="fc-tabbed__tab"
        label={heading || t('tabs')}
        roving={roving}
        tabs={data.groups.map((tab) => ({ label: localize(tab.tab_label, locale), icon: tab.tab_icon }))}
        tabId={(index) => `${id}-tab-${index}`}
        panelId={(index) => `${id}-panel-${index}`}
      />
      {data.groups.map((tab, index) => (
        <div
          key={index}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          className="fc-tabbed__panel"
          // Without JavaScript every variant stays readable; hydrated, only the chosen one shows.
          hidden={hydrated && index !== active}
        >
          <Panel tab={tab} fields={fields} locale={locale} mode={mode} />
        </div>
      ))}
    </section>
  );
}

export default TabbedComponent;
