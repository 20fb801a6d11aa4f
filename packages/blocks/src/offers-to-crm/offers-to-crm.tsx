import { localize, type Offer } from '@forecourt/api-client';
import { cx } from '@forecourt/ui';
import { useId, useMemo } from 'react';
import { FormRenderer, type FormPick } from '../shared/form/form-renderer.js';
import { useBlockSiteData } from '../shared/site-data.js';
import { blockT } from '../translate.js';
import type { BlockViewProps } from '../view-props.js';
import en from './locales/en.json' with { type: 'json' };
import pl from './locales/pl.json' with { type: 'json' };
import type { offersToCrmTemplate } from './offers-to-crm.schema.js';
import './offers-to-crm.css';

export type OffersToCrmProps = BlockViewProps<typeof offersToCrmTemplate>;

type Level = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * Offers to CRM: the visitor chooses one of the listed offers (radio buttons inside the form, so
 * the choice is posted with or without JavaScript) and sends the form; the offer's anchor is the
 * value of the form's hidden offer field, which the lead and its CRM call carry.
 */
export function OffersToCrm({ data, locale, mode }: OffersToCrmProps) {
  const site = useBlockSiteData();
  const t = blockT({ en, pl }, locale);
  const id = useId();
  const { fields } = data;
  const { header_tag = '2', theme = 'white-theme' } = fields;
  const formId = fields.form_id?.trim() ?? '';
  const form = formId ? site.form(formId) : undefined;
  const offerField = fields.offer_field_id?.trim() || 'offer';
  const offers = useMemo(() => listedOffers(site.offers, site.offer, fields.offer_anchors), [site, fields.offer_anchors]);
  const heading = localize(fields.heading, locale);
  const text = localize(fields.text, locale);
  const Heading = `h${Math.min(Number(header_tag), 6) as Level}` as const;
  const pick = useMemo<FormPick>(
    () => ({
      fieldId: offerField,
      legend: localize(fields.choice_label, locale) || t('choose'),
      options: offers.map((offer) => ({ value: offer.anchor, label: offer.title })),
    }),
    [offerField, fields.choice_label, locale, offers, t],
  );
  const hasField = form?.fields.some((field) => field.id === offerField && field.type === 'hidden') ?? false;

  return (
    <section
      id={form ? `form-${form.id}` : undefined}
      className={cx('fc-offers-crm', 'fc-surface', `fc-surface--${theme}`)}
      aria-labelledby={heading ? `${id}-heading` : undefined}
    >
      <div className="fc-offers-crm__inner">
        {heading ? (
          <Heading id={`${id}-heading`} className="fc-offers-crm__heading">
            {heading}
          </Heading>
        ) : null}
        {text ? <p className="fc-offers-crm__text">{text}</p> : null}
        {mode === 'preview' && !form ? <Notice title={t('missing', { id: formId })} text={t('missingText')} /> : null}
        {mode === 'preview' && form && !hasField ? <Notice title={t('noField', { field: offerField })} text={t('noFieldText')} /> : null}
        {mode === 'preview' && offers.length === 0 ? <Notice title={t('noOffersPreview')} text={t('noOffersPreviewText')} /> : null}
        {!form ? (
          <p className="fc-offers-crm__note" role="note">
            <strong>{t('unavailable')}</strong> {t('unavailableText')}
          </p>
        ) : (
          <>
            {offers.length === 0 ? <p className="fc-offers-crm__note">{t('noOffers')}</p> : null}
            <FormRenderer
              form={form}
              locale={locale}
              action={site.pageUrl?.path}
              submission={site.formSubmission}
              pick={pick}
            />
          </>
        )}
      </div>
    </section>
  );
}

/** The offers named by `anchors` (comma-separated, in that order), else every offer. */
function listedOffers(
  all: readonly Offer[],
  lookup: (anchor: string) => Offer | undefined,
  anchors: string | undefined,
): Offer[] {
  const wanted = (anchors ?? '')
    .split(',')
    .map((anchor) => anchor.trim())
    .filter(Boolean);
  if (wanted.length === 0) return [...all];
  const found = wanted.map(lookup).filter((offer): offer is Offer => offer !== undefined);
  return [...new Map(found.map((offer) => [offer.anchor, offer])).values()];
}

function Notice({ title, text }: { title: string; text: string }) {
  return (
    <div className="fc-block-placeholder" role="alert">
      <p className="fc-block-placeholder__title">{title}</p>
      <p className="fc-block-placeholder__problem">{text}</p>
    </div>
  );
}

export default OffersToCrm;
