import { localize } from '@forecourt/api-client';
import { CtaLink, cx } from '@forecourt/ui';
import { useId } from 'react';
import { localized } from '../localized.js';
import { sanitizeRichText } from '../sanitize.js';
import { OfferPrice } from '../shared/offer-price.js';
import { useBlockSiteData } from '../shared/site-data.js';
import { blockT } from '../translate.js';
import type { BlockViewProps } from '../view-props.js';
import { parseHiddenFields } from './hidden-fields.js';
import en from './locales/en.json' with { type: 'json' };
import pl from './locales/pl.json' with { type: 'json' };
import type { singleOfferTemplate } from './single-offer.schema.js';
import './single-offer.css';

export type SingleOfferProps = BlockViewProps<typeof singleOfferTemplate>;

type Level = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * Single offer: the site's offer with the block's anchor, its car's price and sub-offers, the
 * editor's two descriptions and a call to action. Without such an offer (none in this language,
 * a mistyped anchor) visitors see nothing of the block; the editor's preview says why.
 */
export function SingleOffer({ data, locale, mode }: SingleOfferProps) {
  const site = useBlockSiteData();
  const headingId = useId();
  const t = blockT({ en, pl }, locale);
  const { hash, header_tag = '2', theme = 'white-theme' } = data.fields;
  const offer = site.offer(hash);

  if (!offer) {
    return mode === 'preview' ? (
      <div className="fc-block-placeholder" role="alert">
        <p className="fc-block-placeholder__title">{t('missingTitle', { anchor: hash })}</p>
        <p className="fc-block-placeholder__problem">{t('missingText')}</p>
      </div>
    ) : null;
  }

  const model = site.carModel(offer.car_model_key);
  const first = sanitizeRichText(localize(data.fields.description_first, locale));
  const second = sanitizeRichText(localize(data.fields.description_second, locale));
  const link = localized(data.fields['rdx-link'], locale);
  const Heading = `h${Number(header_tag) as Level}` as const;

  return (
    <section
      id={`rdx-${offer.anchor}`}
      className={cx('fc-single-offer', 'fc-surface', `fc-surface--${theme}`)}
      aria-labelledby={headingId}
      data-offer={offer.anchor}
    >
      <div className="fc-single-offer__inner">
        <Heading id={headingId} className="fc-single-offer__title">
          {offer.title}
        </Heading>
        {first ? (
          <div className="fc-single-offer__text" dangerouslySetInnerHTML={{ __html: first }} />
        ) : null}
        {model ? <OfferPrice model={model} className="fc-single-offer__price" /> : null}
        {offer.suboffers.length > 0 ? (
          <ul className="fc-single-offer__suboffers" aria-label={t('suboffers')}>
              {offer.suboffers.map((suboffer) => (
                // Offer links end in `#rdx-<sub-offer anchor>` (site-shell.md §2 breadcrumbs).
                <li key={suboffer.anchor} id={`rdx-${suboffer.anchor}`}>
                  {suboffer.title}
                </li>
              ))}
          </ul>
        ) : null}
        {second ? (
          <div
            className="fc-single-offer__text fc-single-offer__text--small"
            dangerouslySetInnerHTML={{ __html: second }}
          />
        ) : null}
        {link ? (
          <div className="fc-single-offer__cta">
            <CtaLink
              {...link}
              theme={theme}
              hiddenFields={{
                offer: offer.anchor,
                car_model: offer.car_model_key,
                ...link.hiddenFields,
                ...parseHiddenFields(data.fields.hidden_fields),
              }}
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}

export default SingleOffer;
