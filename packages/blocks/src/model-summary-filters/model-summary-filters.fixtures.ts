import { fixture } from '../fixture.js';
import { modelSummaryFiltersTemplate } from './model-summary-filters.schema.js';

export const modelSummaryFiltersFixture = fixture(modelSummaryFiltersTemplate, {
  selectModel: { en: 'Choose a model', pl: 'Wybierz model' },
  selectBodystyle: { en: 'Choose a body style', pl: 'Wybierz nadwozie' },
  submit: { en: 'Show models', pl: 'Pokaż modele' },
});
