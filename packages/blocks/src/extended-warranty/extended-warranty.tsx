import { localize } from '@forecourt/api-client';
import { groupDigits, isDisplayablePrice } from '@forecourt/pricing';
import { cx, type Translate } from '@forecourt/ui';
import { blockT } from '../translate.js';
import type { BlockViewProps } from '../view-props.js';
import en from './locales/en.json' with { type: 'json' };
import pl from './locales/pl.json' with { type: 'json' };
import type { extendedWarrantyTemplate } from './extended-warranty.schema.js';
import './extended-warranty.css';

export type ExtendedWarrantyProps = BlockViewProps<typeof extendedWarrantyTemplate>;

type Level = 1 | 2 | 3 | 4 | 5 | 6;

/** A price in dirhams as the locale writes it ("AED 4,950", "4 950 AED"); none for 0 or less. */
export function formatAed(price: number | undefined, t: Translate): string {
  return isDisplayablePrice(price) ? t('amount', { amount: groupDigits(price!, t('delimiter')) }) : t('onRequest');
}

/** Extended warranty: the starting price of the extended warranty of each model, in AED. */
export function ExtendedWarranty({ data, locale }: ExtendedWarrantyProps) {
  const { theme = 'white-theme', header_tag = '2' } = data.fields;
  const t = blockT({ en, pl }, locale);
  const heading = localize(data.fields.heading, locale);
  const Heading = `h${Number(header_tag) as Level}` as const;

  return (
    <section className={cx('fc-warranty', 'fc-surface', `fc-surface--${theme}`)}>
      <div className="fc-warranty__inner">
        {heading ? <Heading className="fc-warranty__heading">{heading}</Heading> : null}
        <table className="fc-warranty__table">
          <caption>{localize(data.fields.caption, locale) || t('caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('model')}</th>
              <th scope="col" className="fc-warranty__price">
                {t('price')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.groups.map((group, index) => {
              const note = localize(group.note, locale);
              return (
                <tr key={index}>
                  <th scope="row">
                    {group.model_name}
                    {note ? <span className="fc-warranty__note">{note}</span> : null}
                  </th>
                  <td className="fc-warranty__price">{formatAed(group.price, t)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export default ExtendedWarranty;
