/**
 * The finance page (`/finance`): a title banner and the finance calculator with all six finance
 * products, quoting the seeded car prices; a quote's button opens the "Finance enquiry" form with
 * the quote in its hidden fields. The bounds and rates are the ones worked by hand in
 * @forecourt/pricing's docs/finance-worked-examples.md (the end-to-end test checks them).
 */
import type { Block } from '@forecourt/api-client';
import type { SeedPage } from './content.js';
import type { SeededForms } from './forms.js';
import { SEED_PAGE_DEFAULTS } from './page-defaults.js';
import { pair, paragraph, type Pair } from './texts.js';

const fixedRate = (rate: number) => ({ label: 'Interest rate', min: rate, max: rate, default: rate, interval: 0.01, unit: '%' });

/** block-catalogue.md §5 sample bounds: down payment 20–50 % step 5, duration 4–7 years. */
const flatRate = (down: number, years: number, rate: number) => ({
  down_payment: { label: 'Down payment', min: 20, max: 50, default: down, interval: 5, unit: '%' },
  duration: { label: 'Duration', min: 4, max: 7, default: years, interval: 1, unit: 'years' },
  interest_rate: fixedRate(rate),
});

const nz = (rate: number, term: Pair, lease: boolean) => ({
  down_payment: { label: 'Deposit', min: 0, max: 50, default: 10, interval: 5, unit: '%' },
  // NZLease: "monthly rentals between 24 and 60" (block-catalogue.md §5).
  duration: { label: term[0], min: lease ? 24 : 12, max: 60, default: 36, interval: 12, unit: 'months' },
  interest_rate: fixedRate(rate),
  ...(lease ? { residual_value: { label: 'Residual value', min: 0, max: 60, default: 40, interval: 5, unit: '%' } } : {}),
});

interface Product {
  finance_product: string;
  name: Pair;
  description: Pair;
  input: object;
}

const PRODUCTS: Product[] = [
  {
    finance_product: 'HirePurchaseSample',
    name: ['Hire purchase', 'Zakup na raty'],
    description: [
      'Pay a deposit, then fixed monthly payments at a flat rate; the car is yours after the last one.',
      'Wpłać wkład własny, potem stałe raty miesięczne; po ostatniej samochód jest Twój.',
    ],
    input: flatRate(20, 4, 4.9),
  },
  {
    finance_product: 'Thailand',
    name: ['Hire purchase (Thailand)', 'Zakup na raty (Tajlandia)'],
    description: ['Hire purchase at a flat rate, as sold in Thailand.', 'Zakup na raty ze stałą stopą, jak w Tajlandii.'],
    input: flatRate(25, 5, 2.79),
  },
  {
    finance_product: 'Brunei',
    name: ['Hire purchase (Brunei)', 'Zakup na raty (Brunei)'],
    description: ['Hire purchase at a flat rate, as sold in Brunei.', 'Zakup na raty ze stałą stopą, jak w Brunei.'],
    input: flatRate(30, 7, 3.5),
  },
  {
    finance_product: 'Singapore',
    name: ['Hire purchase (Singapore)', 'Zakup na raty (Singapur)'],
    description: ['Hire purchase at a flat rate, as sold in Singapore.', 'Zakup na raty ze stałą stopą, jak w Singapurze.'],
    input: flatRate(40, 6, 2.78),
  },
  {
    finance_product: 'NZLoan',
    name: ['Car loan (New Zealand)', 'Kredyt samochodowy (Nowa Zelandia)'],
    description: ['A reducing-balance loan: interest only on what is still owed.', 'Kredyt z odsetkami od pozostałego zadłużenia.'],
    input: nz(9.95, ['Term', 'Okres'], false),
  },
  {
    finance_product: 'NZLease',
    name: ['Operating lease (New Zealand)', 'Leasing operacyjny (Nowa Zelandia)'],
    description: [
      'Monthly rentals between 24 and 60; at the end, hand the car back or pay its residual value.',
      'Od 24 do 60 rat; na koniec oddaj samochód lub wykup go za wartość końcową.',
    ],
    input: nz(7.95, ['Monthly rentals', 'Liczba rat'], true),
  },
];

const enquire = (formId: number | null, labelText: string) =>
  formId === null ? [] : [{ labelText, href: '', type: 'form' as const, formId: String(formId), form_layout: 'double' as const }];

function calculator(formId: number | null): Block {
  return {
    id: 'finance-calculator',
    template: 'finance_calculator',
    version: 1,
    data: {
      fields: {
        title: pair(['Work out your monthly payment', 'Oblicz miesięczną ratę']),
        header_tag: '2',
      },
      groups: PRODUCTS.map((product) => ({
        finance_product: product.finance_product,
        name: pair(product.name),
        description: paragraph(product.description),
        'rdx-buttons': { en: enquire(formId, 'Enquire about this quote'), pl: enquire(formId, 'Zapytaj o tę kalkulację') },
        input_configuration: JSON.stringify(product.input),
        disclaimer_title: pair(['Representative example', 'Przykład reprezentatywny']),
        disclaimer_body: paragraph([
          'Figures are for illustration and include no fees. Finance is subject to status; terms and conditions apply.',
          'Kwoty są przykładowe i nie obejmują opłat. Finansowanie wymaga oceny zdolności kredytowej; obowiązuje regulamin.',
        ]),
      })),
    },
  };
}

const banner: Block = {
  id: 'finance-banner',
  template: 'hero_title_banner',
  version: 1,
  data: {
    fields: {
      heading: pair(['Finance', 'Finansowanie']),
      header_tag: '1',
      paragraph: pair([
        'Hire purchase, loans and leases: choose a car and see what it costs a month.',
        'Raty, kredyt i leasing: wybierz samochód i sprawdź miesięczny koszt.',
      ]),
      image: { id: 'seed-offers', size: '1600x900', alt: '' },
      height: 'short',
      position: 'center',
      boxposition: 'left',
      box_color: 'dark-theme',
    },
    groups: [],
  },
};

const page = (formId: number | null): SeedPage => ({
  ...SEED_PAGE_DEFAULTS,
  key: 'finance',
  path: '/finance',
  title: { en: 'Finance calculator', pl: 'Kalkulator finansowania' },
  meta: {
    description: {
      en: 'Work out the monthly payment of a hire purchase, loan or lease for any of our cars.',
      pl: 'Oblicz ratę zakupu na raty, kredytu lub leasingu dla każdego z naszych samochodów.',
    },
  },
  blocks: [banner, calculator(formId)],
  status: 'published',
});

/** The /finance page (registered in content.ts); its quote buttons come with the forms' ids. */
export const FINANCE_PAGES: SeedPage[] = [page(null)];

/** The /finance calculator's blocks once the "Finance enquiry" form's id is known. */
export const financeBlocksWithForm = (forms: SeededForms): Block[] => page(forms.financeEnquiry).blocks;
