/**
 * The demo site's forms: "Book a test drive", "Request a brochure", "Vehicle enquiry" and "Finance enquiry", with the retailers a
 * visitor can pick (one location per seeded dealer). Their pages (/t and /request-a-brochure)
 * show them with an Entry form block; the model pages' "Book a test drive" buttons open the first
 * in the modal form.
 */
import { count } from 'drizzle-orm';
import { formInputSchema, type Block, type FormField, type FormInput } from '@forecourt/api-client';
import type { Database } from '../db/client.js';
import { dealers, formLocations, forms } from '../db/schema.js';
import { financeBlocksWithForm } from './finance.js';
import { pair, type Pair } from './texts.js';

/** The version of the seeded consent texts; a changed text gets a new version. */
const CONSENT_VERSION = '2026-01';

const MODELS: readonly [value: string, label: string][] = [
  ['defender', 'Defender'],
  ['discovery', 'Discovery'],
  ['discovery-sport', 'Discovery Sport'],
  ['range-rover-sport', 'Range Rover Sport'],
  ['range-rover-evoque', 'Range Rover Evoque'],
  ['f-pace', 'Jaguar F-PACE'],
  ['e-pace', 'Jaguar E-PACE'],
];

const field = (id: string, type: FormField['type'], label: Pair, rest: Partial<FormField> = {}): FormField => ({
  id,
  type,
  label: pair(label),
  rules: {},
  width: 'full',
  ...rest,
});

const modelField = field('model', 'select', ['Model', 'Model'], {
  rules: { required: true },
  width: 'half',
  options: MODELS.map(([value, label]) => ({ value, label: { en: label, pl: label } })),
});

const contactFields: FormField[] = [
  field('first_name', 'text', ['First name', 'Imię'], { rules: { required: true, max: 50 }, width: 'half' }),
  field('last_name', 'text', ['Last name', 'Nazwisko'], { rules: { required: true, max: 50 }, width: 'half' }),
  field('email', 'email', ['E-mail', 'E-mail'], { rules: { required: true, max: 120 }, width: 'half' }),
  field('phone', 'phone', ['Phone', 'Telefon'], { rules: { max: 20 }, width: 'half' }),
];

const contactConsent = field('consent_contact', 'consent', ['Consent to contact', 'Zgoda na kontakt'], {
  rules: { required: true },
  consent: {
    text: pair([
      'I agree that the importer and the retailer I chose may contact me by e-mail or phone about this request. I can withdraw this consent at any time.',
      'Wyrażam zgodę na kontakt importera i wybranego dealera drogą e-mailową lub telefoniczną w sprawie tego zgłoszenia. Mogę ją w każdej chwili wycofać.',
    ]),
    version: CONSENT_VERSION,
  },
});

const marketingConsent = field('consent_marketing', 'consent', ['Marketing consent', 'Zgoda marketingowa'], {
  consent: {
    text: pair([
      'I would like to receive news about models, offers and events by e-mail.',
      'Chcę otrzymywać e-mailem informacje o modelach, ofertach i wydarzeniach.',
    ]),
    version: CONSENT_VERSION,
  },
});

const source = field('source', 'hidden', ['Source', 'Źródło'], { default_value: 'website' });

export const TEST_DRIVE_FORM: FormInput = {
  name: 'Book a test drive',
  title: pair(['Book a test drive', 'Umów jazdę próbną']),
  has_two_columns: true,
  fields: [
    modelField,
    field('retailer', 'retailer', ['Retailer', 'Dealer'], { rules: { required: true }, width: 'half' }),
    field('preferred_date', 'date', ['Preferred date', 'Preferowany termin'], { width: 'half' }),
    field('postcode', 'text', ['Postcode', 'Kod pocztowy'], {
      rules: { size: 6 },
      width: 'half',
      placeholder: pair(['00-950', '00-950']),
    }),
    ...contactFields,
    field('message', 'textarea', ['Message', 'Wiadomość'], {
      rules: { max: 500 },
      help: pair(['Anything the retailer should know, up to 500 characters.', 'Informacje dla dealera, do 500 znaków.']),
    }),
    contactConsent,
    marketingConsent,
    source,
    // Filled by the buttons that open this form from a model page.
    field('vehicle', 'hidden', ['Vehicle', 'Pojazd']),
  ],
  submit_label: pair(['Book my test drive', 'Umawiam jazdę próbną']),
  thank_you: {
    title: pair(['Thank you, your test drive is booked', 'Dziękujemy, jazda próbna została zgłoszona']),
    body: pair([
      'Your retailer will call you within one working day to confirm the date.',
      'Dealer zadzwoni w ciągu jednego dnia roboczego, aby potwierdzić termin.',
    ]),
    redirect_url: null,
  },
  notifications: { enabled: true, recipients: ['leads@forecourt.test'], subject: 'New test drive request' },
  confirmations: {
    enabled: true,
    email_field: 'email',
    subject: pair(['Your test drive request', 'Twoje zgłoszenie jazdy próbnej']),
    body: pair([
      'Thank you for booking a test drive. Your retailer will call you within one working day to confirm the date.',
      'Dziękujemy za zgłoszenie jazdy próbnej. Dealer zadzwoni w ciągu jednego dnia roboczego, aby potwierdzić termin.',
    ]),
  },
  integrations: {
    crm_enabled: true,
    field_mapping: { first_name: 'FirstName', last_name: 'LastName', email: 'Email', phone: 'Phone', model: 'Nameplate', retailer: 'RetailerId' },
  },
  retention_days: 730,
};

export const BROCHURE_FORM: FormInput = {
  name: 'Request a brochure',
  title: pair(['Request a brochure', 'Zamów katalog']),
  has_two_columns: true,
  fields: [
    modelField,
    field('format', 'radio', ['Format', 'Forma'], {
      rules: { required: true },
      width: 'half',
      options: [
        { value: 'pdf', label: pair(['PDF by e-mail', 'PDF e-mailem']) },
        { value: 'print', label: pair(['Printed, by post', 'Drukowany, pocztą']) },
      ],
    }),
    ...contactFields,
    field('address', 'textarea', ['Postal address (for a printed brochure)', 'Adres pocztowy (dla wersji drukowanej)'], {
      rules: { max: 300 },
    }),
    contactConsent,
    marketingConsent,
    source,
  ],
  submit_label: pair(['Send me the brochure', 'Wyślijcie mi katalog']),
  thank_you: {
    title: pair(['Thank you', 'Dziękujemy']),
    body: pair([
      'The PDF is on its way to your inbox; a printed brochure arrives within a week.',
      'PDF jest już w drodze do Twojej skrzynki; wersja drukowana dotrze w ciągu tygodnia.',
    ]),
    redirect_url: null,
  },
  notifications: { enabled: true, recipients: ['brochures@forecourt.test'], subject: 'New brochure request' },
  confirmations: {
    enabled: true,
    email_field: 'email',
    subject: pair(['Your brochure', 'Twój katalog']),
    body: pair(['Thank you for your interest. Your brochure is attached below as a link.', 'Dziękujemy za zainteresowanie. Katalog znajdziesz pod linkiem poniżej.']),
  },
  integrations: { crm_enabled: false, field_mapping: {} },
  retention_days: 365,
};

/**
 * "Vehicle enquiry": what the vehicle page's "Enquire about this car" opens (the `inventory.*`
 * settings name it and its fields). The car arrives in two hidden fields, its retailer and model
 * pre-filled in visible ones the visitor can still change.
 */
export const VEHICLE_ENQUIRY_FORM: FormInput = {
  name: 'Vehicle enquiry',
  title: pair(['Enquire about this car', 'Zapytaj o ten samochód']),
  has_two_columns: true,
  fields: [
    field('vehicle_id', 'hidden', ['Vehicle id', 'Id pojazdu']),
    field('vehicle', 'hidden', ['Vehicle', 'Pojazd']),
    field('retailer', 'retailer', ['Retailer', 'Dealer'], { rules: { required: true }, width: 'half' }),
    field('model', 'text', ['Model', 'Model'], { rules: { required: true, max: 80 }, width: 'half' }),
    ...contactFields,
    field('message', 'textarea', ['Message', 'Wiadomość'], {
      rules: { max: 1000 },
      help: pair([
        'Questions about the car, a trade-in or finance, up to 1000 characters.',
        'Pytania o samochód, odkup lub finansowanie, do 1000 znaków.',
      ]),
    }),
    contactConsent,
    source,
  ],
  submit_label: pair(['Send my enquiry', 'Wyślij zapytanie']),
  thank_you: {
    title: pair(['Thank you for your enquiry', 'Dziękujemy za zapytanie']),
    body: pair([
      'The retailer has the details of the car and will contact you within one working day.',
      'Dealer otrzymał dane samochodu i skontaktuje się z Tobą w ciągu jednego dnia roboczego.',
    ]),
    redirect_url: null,
  },
  notifications: { enabled: true, recipients: ['sales@forecourt.test'], subject: 'New vehicle enquiry' },
  confirmations: {
    enabled: true,
    email_field: 'email',
    subject: pair(['Your enquiry about a car', 'Twoje zapytanie o samochód']),
    body: pair([
      'Thank you for your enquiry. The retailer will contact you within one working day.',
      'Dziękujemy za zapytanie. Dealer skontaktuje się z Tobą w ciągu jednego dnia roboczego.',
    ]),
  },
  integrations: {
    crm_enabled: false,
    field_mapping: { first_name: 'FirstName', last_name: 'LastName', email: 'Email', phone: 'Phone', model: 'Nameplate', retailer: 'RetailerId', vehicle_id: 'VehicleId' },
  },
  retention_days: 730,
};

/** The finance calculator's quote, as the calculator's form buttons send it (hidden fields by id). */
const QUOTE_FIELDS: readonly [id: string, label: Pair][] = [
  ['car_model', ['Car model', 'Model samochodu']],
  ['finance_product', ['Finance product', 'Produkt finansowy']],
  ['monthly_payment', ['Monthly payment', 'Rata miesięczna']],
  ['on_the_road_price', ['On the road price', 'Cena samochodu']],
  ['total_deposit', ['Total deposit', 'Wpłata własna']],
  ['total_amount_of_credit', ['Total amount of credit', 'Kwota kredytu']],
  ['duration_of_agreement', ['Duration of agreement (months)', 'Okres umowy (miesiące)']],
  ['interest_rate', ['Interest rate', 'Oprocentowanie']],
  ['residual_value', ['Residual value', 'Wartość końcowa']],
];

/** "Finance enquiry": opened from a finance calculator quote on /finance, the quote in hidden fields. */
export const FINANCE_ENQUIRY_FORM: FormInput = {
  name: 'Finance enquiry',
  title: pair(['Enquire about this quote', 'Zapytaj o tę kalkulację']),
  has_two_columns: true,
  fields: [
    ...QUOTE_FIELDS.map(([id, label]) => field(id, 'hidden', label)),
    field('retailer', 'retailer', ['Retailer', 'Dealer'], { rules: { required: true } }),
    ...contactFields,
    contactConsent,
    source,
  ],
  submit_label: pair(['Send my enquiry', 'Wyślij zapytanie']),
  thank_you: {
    title: pair(['Thank you for your enquiry', 'Dziękujemy za zapytanie']),
    body: pair([
      'The retailer has your quote and will contact you within one working day.',
      'Dealer otrzymał Twoją kalkulację i skontaktuje się z Tobą w ciągu jednego dnia roboczego.',
    ]),
    redirect_url: null,
  },
  notifications: { enabled: true, recipients: ['finance@forecourt.test'], subject: 'New finance enquiry' },
  confirmations: {
    enabled: true,
    email_field: 'email',
    subject: pair(['Your finance enquiry', 'Twoje zapytanie o finansowanie']),
    body: pair([
      'Thank you for your enquiry. The retailer will contact you within one working day.',
      'Dziękujemy za zapytanie. Dealer skontaktuje się z Tobą w ciągu jednego dnia roboczego.',
    ]),
  },
  integrations: { crm_enabled: false, field_mapping: {} },
  retention_days: 730,
};

/**
 * The `inventory.*` settings that make the vehicle page's enquiry open `formId` with the car in
 * its fields. The retailer mapping is left empty: each dealer's own form location is picked.
 */
export function vehicleEnquirySettings(formId: number): Record<string, string> {
  return {
    'inventory.form_id': String(formId),
    'inventory.form_field_id': 'vehicle_id',
    'inventory.form_field_id_text': 'vehicle',
    'inventory.form_field_retailer_uuid': 'retailer',
    'inventory.form_field_retailer_mapping': '{}',
    'inventory.form_field_nameplate_uuid': 'model',
    'inventory.form_field_nameplate_mapping': '{}',
  };
}

/** Ids of the seeded forms, for the pages that show them. */
export interface SeededForms {
  testDrive: number;
  brochure: number;
  vehicleEnquiry: number;
  financeEnquiry: number;
}

/**
 * Seeds the forms and the retailers' locations into a database that has no forms (a fresh one,
 * or one seeded before forms existed). Answers the forms' ids, or null when forms were there.
 */
export async function seedForms(db: Database): Promise<SeededForms | null> {
  const [{ value: locationCount }] = (await db.select({ value: count() }).from(formLocations)) as [{ value: number }];
  if (locationCount === 0) {
    const rows = await db.select().from(dealers).orderBy(dealers.id);
    if (rows.length > 0) {
      await db.insert(formLocations).values(
        rows.map((dealer) => ({
          name: dealer.name,
          city: dealer.city,
          dealer_id: dealer.id,
          address: [dealer.address, [dealer.postcode, dealer.city].filter(Boolean).join(' ')].filter(Boolean).join(', '),
          email: dealer.email,
          phone: dealer.phone,
        })),
      );
    }
  }
  const [{ value: formCount }] = (await db.select({ value: count() }).from(forms)) as [{ value: number }];
  if (formCount > 0) return null;
  const [testDrive, brochure, vehicleEnquiry, financeEnquiry] = await db
    .insert(forms)
    .values([TEST_DRIVE_FORM, BROCHURE_FORM, VEHICLE_ENQUIRY_FORM, FINANCE_ENQUIRY_FORM].map((input) => {
      const definition = formInputSchema.parse(input);
      return { name: definition.name, definition, version: 1 };
    }))
    .returning({ id: forms.id });
  return { testDrive: testDrive!.id, brochure: brochure!.id, vehicleEnquiry: vehicleEnquiry!.id, financeEnquiry: financeEnquiry!.id };
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An Entry form block showing `formId`; `?model=<value>` on the page's URL picks the model. */
const entryFormBlock = (id: string, formId: number): Block => ({
  id,
  template: 'entry_form',
  version: 1,
  data: {
    fields: {
      form_id: String(formId),
      has_two_columns: true,
      form_hidden_field_mapping: '{}',
      form_params_mapping: '{"model": "model"}',
      button_position: 'left',
      button_color: 'default',
    },
    groups: [],
  },
});

/**
 * A "Book a test drive" button (a link to /t) made a form link: it opens the test-drive form in
 * the modal with the page's model in the hidden `vehicle` field, and still leads to /t without
 * JavaScript.
 */
function testDriveButton(button: unknown, formId: number, vehicle: string): unknown {
  if (!isObject(button) || button.href !== '/t') return button;
  return { ...button, type: 'form', formId: String(formId), hiddenFields: { vehicle }, form_layout: 'double' };
}

/** The seed's pages with its forms on them (the forms' ids are known once they are stored). */
export function withSeedForms<P extends { path: string; title: Partial<Record<string, string>>; blocks: Block[] }>(
  pages: readonly P[],
  ids: SeededForms,
): P[] {
  return pages.map((page) => {
    if (page.path === '/t') return { ...page, blocks: [...page.blocks, entryFormBlock('test-drive-form', ids.testDrive)] };
    if (page.path === '/finance') return { ...page, blocks: financeBlocksWithForm(ids) };
    if (page.path === '/request-a-brochure') {
      return { ...page, blocks: [...page.blocks, entryFormBlock('brochure-form', ids.brochure)] };
    }
    if (!page.path.startsWith('/models/')) return page;
    const vehicle = page.title.en ?? page.path;
    const blocks = page.blocks.map((block) => {
      const buttons = block.data.fields['rdx-buttons'];
      if (!isObject(buttons)) return block;
      const localized = Object.fromEntries(
        Object.entries(buttons).map(([locale, list]) => [
          locale,
          Array.isArray(list) ? list.map((button) => testDriveButton(button, ids.testDrive, vehicle)) : list,
        ]),
      );
      return { ...block, data: { ...block.data, fields: { ...block.data.fields, 'rdx-buttons': localized } } };
    });
    return { ...page, blocks };
  });
}
