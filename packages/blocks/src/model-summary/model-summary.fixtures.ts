import { fixture } from '../fixture.js';
import { modelSummaryTemplate } from './model-summary.schema.js';

export const modelSummaryFixture = fixture(modelSummaryTemplate, {
  car_key: 'def-235my',
  model: 'Defender',
  bodystyle: '110',
  tab_id: 'defender-110',
  specs_heading: { en: 'Derivatives', pl: 'Wersje' },
  spec_key_1: 'power',
  spec_key_2: 'acceleration',
  spec_key_3: 'top_speed',
  has_columns: true,
  features_heading: { en: 'Standard equipment', pl: 'Wyposażenie standardowe' },
  standard_equipment_label: { en: 'More standard equipment', pl: 'Więcej wyposażenia standardowego' },
  standard_equipment_content: {
    en: '<ul><li>Terrain Response 2</li><li>Wade Sensing</li></ul>',
    pl: '<ul><li>Terrain Response 2</li><li>Czujnik głębokości brodzenia</li></ul>',
  },
});

/** A second summary of the same page: another model, another body style. */
export const rangeRoverSportSummaryFixture = fixture(modelSummaryTemplate, {
  car_key: 'rrs-23my',
  model: 'Range Rover Sport',
  bodystyle: '5-door',
  tab_id: 'range-rover-sport',
  specs_heading: { en: 'Derivatives', pl: 'Wersje' },
  has_columns: false,
  spec_key_3: 'co2',
  spec_label_3: { en: 'CO₂ (WLTP)', pl: 'CO₂ (WLTP)' },
});
