/**
 * The demo site's stock pages: `/used-cars` lists the used-car listing (`pl-used`) with the
 * server-rendered Cars inventory (its first page is in the page's HTML) and an enquiry button on
 * every car; `/new-cars` lists the new cars (`pl-new`) with the client-rendered variant.
 */
import type { Block } from '@forecourt/api-client';
import type { SeedPage } from './content.js';
import type { SeededForms } from './forms.js';
import { SEED_PAGE_DEFAULTS } from './page-defaults.js';
import { infoPageBlocks } from './site-pages.js';

const page = { ...SEED_PAGE_DEFAULTS, status: 'published' as const };

/** Every filter on, the usual card attributes, labels from the block's own texts. */
const inventoryFields = (listKey: string) => ({
  ci_key_list: listKey,
  ci_api_key: '',
  ci_api_locale: 'pl',
  ci_api_brand: 'all',
  direction: 'ltr',
  map_static: true,
  dealers: '',
  nameplate_brand_name: true,
  nameplate_name: true,
  state: false,
  status: true,
  msrp_price: false,
  display_price: true,
  mileage: true,
  production_year: true,
  power: true,
  engine_type: true,
  transmission: true,
  color_canonical: true,
  location: true,
  mileage_attr: true,
  production_year_attr: true,
  power_attr: true,
  engine_type_attr: true,
  transmission_attr: true,
  color_attr: true,
  engine_capacity_attr: true,
  status_attr: true,
  vin_attr: false,
  capacity_unit: 'cm³',
  mileage_unit: 'km',
  power_unit: 'KM',
  disclaimers: true,
  disclaimers_content: {
    en: '<p>Prices include VAT. Monthly instalments are examples of the retailer’s finance offer; the retailer confirms the availability of each car.</p>',
    pl: '<p>Ceny zawierają VAT. Raty miesięczne są przykładami oferty finansowania dealera; dostępność każdego samochodu potwierdza dealer.</p>',
  },
  is_form_enabled: false,
  form_id: '',
  form_field_id: '',
  form_field_id_text: '',
  form_field_retailer_uuid: '',
  form_field_retailer_mapping: '{}',
  form_field_nameplate_uuid: '',
  form_field_nameplate_mapping: '{}',
});

const block = (id: string, template: string, fields: Record<string, unknown>): Block => ({
  id,
  template,
  version: 1,
  data: { fields, groups: [] },
});

/** The stock pages; with the seeded forms the used cars offer the vehicle enquiry per car. */
export function inventoryPages(forms: SeededForms | null): SeedPage[] {
  const enquiry = forms
    ? {
        is_form_enabled: true,
        form_id: String(forms.vehicleEnquiry),
        // The same mapping as the vehicle page's (`vehicleEnquirySettings`): the car's id and
        // name in hidden fields, its retailer (the form location of the car's dealer) and model
        // filled in, so a lead reads the same whichever button sent it.
        form_field_id: 'vehicle_id',
        form_field_id_text: 'vehicle',
        form_field_retailer_uuid: 'retailer',
        form_field_nameplate_uuid: 'model',
      }
    : {};
  return [
    {
      ...page,
      key: 'used-cars',
      path: '/used-cars',
      title: { en: 'Used cars', pl: 'Samochody używane' },
      meta: {
        description: {
          en: 'Approved used Jaguar and Land Rover cars from our retailers: filter by model, price, mileage and retailer.',
          pl: 'Używane samochody Jaguar i Land Rover od naszych dealerów: filtruj według modelu, ceny, przebiegu i dealera.',
        },
      },
      blocks: [
        ...infoPageBlocks({
          key: 'used-cars',
          path: '/used-cars',
          title: ['Used cars', 'Samochody używane'],
          description: [
            'Checked, with a warranty, ready to drive away from a retailer near you.',
            'Sprawdzone, z gwarancją, gotowe do odbioru u dealera w pobliżu.',
          ],
          image: 'seed-discovery',
          sections: [],
        }),
        block('used-cars-inventory', 'cars_inventory_server', { ...inventoryFields('pl-used'), ...enquiry }),
      ],
    },
    {
      ...page,
      key: 'new-cars',
      path: '/new-cars',
      title: { en: 'New cars in stock', pl: 'Nowe samochody od ręki' },
      meta: {
        description: {
          en: 'New Jaguar and Land Rover cars our retailers have in stock.',
          pl: 'Nowe samochody Jaguar i Land Rover dostępne od ręki u naszych dealerów.',
        },
      },
      blocks: [
        ...infoPageBlocks({
          key: 'new-cars',
          path: '/new-cars',
          title: ['New cars in stock', 'Nowe samochody od ręki'],
          description: ['Available now, no waiting for the factory.', 'Dostępne od zaraz, bez czekania na produkcję.'],
          image: 'seed-defender',
          sections: [],
        }),
        block('new-cars-inventory', 'cars_inventory', { ...inventoryFields('pl-new'), mileage: false, mileage_attr: false }),
      ],
    },
  ];
}
