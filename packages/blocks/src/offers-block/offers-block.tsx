import { localize, type Offer } from '@forecourt/api-client';
import { CtaLink, cx } from '@forecourt/ui';
import { useId } from 'react';
import { OfferPrice } from '../shared/offer-price.js';
import { useBlockSiteData, type BlockSiteData } from '../shared/site-data.js';
import { blockT } from '../translate.js';
import type { BlockViewProps } from '../view-props.js';
import { offersByCategory, type OfferCategory } from './categories.js';
import en from './locales/en.json' with { type: 'json' };
import pl from './locales/pl.json' with { type: 'json' };
import type { offersBlockTemplate } from './offers-block.schema.js';
import './offers-block.css';

export type OffersBlockProps = BlockViewProps<typeof offersBlockTemplate>;

type Level = 1 | 2 | 3 | 4 | 5 | 6;
const level = (n: number) => Math.min(n, 6) as Level;

/**
 * Offers: the site's offers of the ticked categories, a section each (new cars with their price),
 * and an enquiry form call to action. Readable without JavaScript: every category is on the page.
 */
export function OffersBlock({ data, locale, mode }: OffersBlockProps) {
  const site = useBlockSiteData();
  const t = blockT({ en, pl }, locale);
  const id = useId();
  const { fields } = data;
  const { header_tag = '2', theme = 'white-theme' } = fields;
  const chosen: OfferCategory[] = [
    ...(fields.new_cars ? (['new_cars'] as const) : []),
    ...(fields.approved ? (['approved'] as const) : []),
    ...(fields.owners ? (['owners'] as const) : []),
    ...(fields.branded_goods ? (['branded_goods'] as const) : []),
  ];
  const groups = offersByCategory(site.offers, chosen);
  const heading = localize(fields.heading, locale);
  const formTitle = localize(fields.form_title, locale);
  const formSubtitle = localize(fields.form_subtile, locale);
  const formId = fields.form_id?.trim() ?? '';
  const headingLevel = Number(header_tag);
  // Categories sit below the block heading (or at its level without one); offers below them.
  const categoryLevel = level(heading ? headingLevel + 1 : headingLevel);
  const Heading = `h${level(headingLevel)}` as const;
  const FormHeading = `h${categoryLevel}` as const;

  if (groups.length === 0 && !formId) {
    return mode === 'preview' ? <NoOffersNotice t={t} /> : null;
  }

  return (
    <section
      className={cx('fc-offers', 'fc-surface', `fc-surface--${theme}`)}
      aria-labelledby={heading ? `${id}-heading` : undefined}
    >
      <div className="fc-offers__inner">
        {heading ? (
          <Heading id={`${id}-heading`} className="fc-offers__heading">
            {heading}
          </Heading>
        ) : null}
        {groups.length === 0 && mode === 'preview' ? <NoOffersNotice t={t} /> : null}
        {groups.map(({ category, offers }) => {
          const CategoryHeading = `h${categoryLevel}` as const;
          return (
            <section
              key={category}
              className="fc-offers__category"
              data-category={category}
              aria-labelledby={`${id}-${category}`}
            >
              <CategoryHeading id={`${id}-${category}`} className="fc-offers__category-title">
                {t(`category.${category}`)}
              </CategoryHeading>
              <ul className="fc-offers__list">
                {offers.map((offer) => (
                  <li key={offer.anchor}>
                    <OfferCard
                      offer={offer}
                      category={category}
                      site={site}
                      level={level(categoryLevel + 1)}
                      formId={formId}
                      theme={theme}
                      t={t}
                    />
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
        {formId ? (
          <div className="fc-offers__form">
            {formTitle ? <FormHeading className="fc-offers__form-title">{formTitle}</FormHeading> : null}
            {formSubtitle ? <p className="fc-offers__form-subtitle">{formSubtitle}</p> : null}
            <CtaLink type="form" formId={formId} labelText={formTitle || t('enquire')} theme={theme} />
          </div>
        ) : null}
      </div>
    </section>
  );
}

type T = ReturnType<typeof blockT>;

function NoOffersNotice({ t }: { t: T }) {
  return (
    <div className="fc-block-placeholder" role="alert">
      <p className="fc-block-placeholder__title">{t('noOffers')}</p>
      <p className="fc-block-placeholder__problem">{t('noOffersText')}</p>
    </div>
  );
}

interface OfferCardProps {
  offer: Offer;
  category: OfferCategory;
  site: BlockSiteData;
  level: Level;
  formId: string;
  theme: OffersBlockProps['data']['fields']['theme'];
  t: T;
}

/** One offer: its title, a new car's price, its sub-offers and an enquiry button. */
function OfferCard({ offer, category, site, level: titleLevel, formId, theme, t }: OfferCardProps) {
  const Title = `h${titleLevel}` as const;
  // Only a new car's key names a car price; other categories' keys are their own.
  const model = category === 'new_cars' ? site.carModel(offer.car_model_key) : undefined;
  return (
    <article id={`rdx-${offer.anchor}`} className="fc-offers__offer" data-offer={offer.anchor}>
      <Title className="fc-offers__offer-title">{offer.title}</Title>
      {model ? <OfferPrice model={model} className="fc-offers__price" /> : null}
      {offer.suboffers.length > 0 ? (
        <ul className="fc-offers__suboffers" aria-label={t('suboffers')}>
          {offer.suboffers.map((suboffer) => (
            // Offer links end in `#rdx-<sub-offer anchor>` (site-shell.md §2 breadcrumbs).
            <li key={suboffer.anchor} id={`rdx-${suboffer.anchor}`}>
              {suboffer.title}
            </li>
          ))}
        </ul>
      ) : null}
      {formId ? (
        <CtaLink
          type="form"
          formId={formId}
          labelText={t('askAbout')}
          appearance="text"
          theme={theme}
          hiddenFields={{ offer: offer.anchor, car_model: offer.car_model_key, offer_category: category }}
        />
      ) : null}
    </article>
  );
}

export default OffersBlock;
