import type { Offer, OfferCarModel, PublicForm } from '@forecourt/api-client';
import type { ReactNode } from 'react';
import { contactForm, testDriveForm } from './form/form.fixtures.js';
import type { FormSubmissionState } from './form/values.js';
import { BlockSiteDataProvider, type PageUrl } from './site-data.js';

/** Sample offers for stories and tests (a Polish-market site, prices in PLN). */
export const sampleOffers: Offer[] = [
  {
    car_model_key: 'range-rover-sport',
    anchor: 'range-rover-sport',
    title: 'Range Rover Sport from 4 990 zł a month',
    suboffers: [
      { anchor: 'range-rover-sport-leasing', title: 'Leasing 103%' },
      { anchor: 'range-rover-sport-credit', title: 'Credit from 0%' },
    ],
  },
  {
    car_model_key: 'discovery',
    anchor: 'discovery',
    title: 'Discovery with a 5-year warranty',
    suboffers: [{ anchor: 'discovery-warranty', title: 'Warranty' }],
  },
  {
    car_model_key: 'approved:discovery-sport',
    anchor: 'approved-discovery-sport',
    title: 'Approved Discovery Sport with 24 months’ warranty',
    suboffers: [],
  },
  {
    car_model_key: 'owners:service',
    anchor: 'service-plan',
    title: 'Service plan: 20% off parts and labour',
    suboffers: [],
  },
  {
    car_model_key: 'branded_goods:collection',
    anchor: 'collection',
    title: 'Heritage collection: 15% off',
    suboffers: [],
  },
];

export const sampleCarModels: OfferCarModel[] = [
  { key: 'range-rover-sport', price: 519_900, lease_price: 4_990 },
  { key: 'discovery', price: 379_900, lease_price: null },
];

/** Polish-market price settings: zł after the value, digits grouped with spaces. */
export const samplePriceSettings: Record<string, string> = {
  currency_symbol: ' zł',
  currency_delimiter: ' ',
};

/** The page's sample forms (a test drive, a contact form). */
export const sampleForms: readonly PublicForm[] = [testDriveForm, contactForm];

/** The sample site data around `children`, as the site provides it around its blocks. */
export function WithSampleSiteData({
  children,
  offers = sampleOffers,
  forms = sampleForms,
  pageUrl = { path: '/test-drive', search: '' },
  formSubmission,
}: {
  children: ReactNode;
  offers?: Offer[];
  forms?: readonly PublicForm[];
  pageUrl?: PageUrl;
  formSubmission?: FormSubmissionState;
}) {
  return (
    <BlockSiteDataProvider
      offers={offers}
      carModels={sampleCarModels}
      settings={samplePriceSettings}
      forms={forms}
      pageUrl={pageUrl}
      formSubmission={formSubmission}
    >
      {children}
    </BlockSiteDataProvider>
  );
}
