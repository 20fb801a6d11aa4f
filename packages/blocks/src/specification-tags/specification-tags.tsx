import { localize, type DerivativeSpecKey } from '@forecourt/api-client';
import { isDisplayablePrice } from '@forecourt/pricing';
import { cx } from '@forecourt/ui';
import { useId } from 'react';
import { OfferPrice } from '../shared/offer-price.js';
import { useBlockSiteData } from '../shared/site-data.js';
import { blockT } from '../translate.js';
import type { BlockViewProps } from '../view-props.js';
import en from './locales/en.json' with { type: 'json' };
import pl from './locales/pl.json' with { type: 'json' };
import type { specificationTagsTemplate } from './specification-tags.schema.js';
import './specification-tags.css';

export type SpecificationTagsProps = BlockViewProps<typeof specificationTagsTemplate>;

type Level = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * Specification tags: the price of the car the block's key names (the site's car prices, with
 * its price settings) and the editor's tags. A key without prices still shows the tags, with
 * "Price on request"; the editor's preview says what is missing.
 */
export function SpecificationTags({ data, locale, mode }: SpecificationTagsProps) {
  const site = useBlockSiteData();
  const t = blockT({ en, pl }, locale);
  const headingId = useId();
  const { car_key, header_tag = '2', theme = 'white-theme' } = data.fields;
  const key = car_key.trim();
  const model = site.carModel(key);
  const priced = !!model && (isDisplayablePrice(model.price) || isDisplayablePrice(model.lease_price));
  const heading = localize(data.fields.heading, locale);
  const disclaimer = localize(data.fields.disclaimer, locale);
  const Heading = `h${Number(header_tag) as Level}` as const;
  const tags = data.groups
    .map((group) => {
      const spec = group.tag_spec as DerivativeSpecKey | '' | undefined;
      return {
        label: localize(group.tag_label, locale) || (spec ? t(`specs.${spec}`) : ''),
        value: localize(group.tag_value, locale),
      };
    })
    .filter((tag) => tag.value);

  return (
    <section
      className={cx('fc-specification-tags', 'fc-surface', `fc-surface--${theme}`)}
      data-car-key={key}
      data-state={priced ? 'priced' : 'on-request'}
      {...(heading ? { 'aria-labelledby': headingId } : { 'aria-label': t('tags') })}
    >
      <div className="fc-specification-tags__inner">
        {heading ? (
          <Heading id={headingId} className="fc-specification-tags__heading">
            {heading}
          </Heading>
        ) : null}
        {!model && mode === 'preview' ? (
          <div className="fc-block-placeholder" role="alert">
            <p className="fc-block-placeholder__title">{t('missingTitle', { key })}</p>
            <p className="fc-block-placeholder__problem">{t('missingText')}</p>
          </div>
        ) : null}
        <div className="fc-specification-tags__price">
          <span className="fc-visually-hidden">{t('price')}: </span>
          {priced && model ? (
            <OfferPrice model={model} className="fc-specification-tags__amount" />
          ) : (
            <p className="fc-specification-tags__amount fc-specification-tags__amount--request">{t('noPrice')}</p>
          )}
          {disclaimer ? <p className="fc-specification-tags__note">{disclaimer}</p> : null}
        </div>
        {tags.length > 0 ? (
          <ul className="fc-specification-tags__list" aria-label={t('tags')}>
            {tags.map((tag, index) => (
              <li key={index} className="fc-specification-tags__tag">
                {tag.label ? <span className="fc-specification-tags__label">{tag.label}</span> : null}
                <span className="fc-specification-tags__value">{tag.value}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}

export default SpecificationTags;
