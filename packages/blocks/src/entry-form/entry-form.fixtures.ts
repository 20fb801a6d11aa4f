import { fixture } from '../fixture.js';
import { entryFormTemplate } from './entry-form.schema.js';

/** The sample test-drive form (id 7 of the sample site data), in two columns. */
export const entryFormFixture = fixture(entryFormTemplate, {
  form_id: '7',
  has_two_columns: true,
  form_hidden_field_mapping: '{"campaign": "autumn-test-drives"}',
  form_params_mapping: '{"model": "model"}',
  button_position: 'left',
  button_color: 'default',
});
