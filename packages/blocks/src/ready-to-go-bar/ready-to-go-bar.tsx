import { localize } from '@forecourt/api-client';
import { CtaLink, cx, Icon } from '@forecourt/ui';
import { useId } from 'react';
import { localized } from '../localized.js';
import { blockT } from '../translate.js';
import type { BlockViewProps } from '../view-props.js';
import en from './locales/en.json' with { type: 'json' };
import pl from './locales/pl.json' with { type: 'json' };
import type { readyToGoBarTemplate } from './ready-to-go-bar.schema.js';
import './ready-to-go-bar.css';

export type ReadyToGoBarProps = BlockViewProps<typeof readyToGoBarTemplate>;

/**
 * Ready to go bar: a navigation landmark of up to four actions, each an icon over its link's
 * label, the link stretched over the whole tile.
 */
export function ReadyToGoBar({ data, locale }: ReadyToGoBarProps) {
  const { theme = 'dark-theme', electrifies = false } = data.fields;
  const heading = localize(data.fields.heading, locale);
  const headingId = useId();
  const actions = data.groups.flatMap((group) => {
    const link = localized(group['rdx-link'], locale);
    return link ? [{ icon: group.icon, link }] : [];
  });

  return (
    <nav
      className={cx(
        'fc-ready-bar',
        'fc-surface',
        `fc-surface--${theme}`,
        electrifies && 'fc-ready-bar--electrifies',
      )}
      {...(heading
        ? { 'aria-labelledby': headingId }
        : { 'aria-label': blockT({ en, pl }, locale)('label') })}
    >
      <div className="fc-ready-bar__inner">
        {heading ? (
          <h2 id={headingId} className="fc-ready-bar__heading">
            {heading}
          </h2>
        ) : null}
        <ul className={cx('fc-ready-bar__list', `fc-ready-bar__list--${actions.length}`)}>
          {actions.map(({ icon, link }, index) => (
            <li key={index} className="fc-ready-bar__item">
              {icon ? <Icon name={icon} className="fc-ready-bar__icon" /> : null}
              <CtaLink {...link} appearance="text" className="fc-ready-bar__link" />
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}

export default ReadyToGoBar;
