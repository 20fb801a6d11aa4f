import {
  FINANCE_OUTPUTS,
  FINANCE_PRODUCTS,
  FinanceConfigurationError,
  parseFinanceInputConfiguration,
  parseFinanceOutputConfiguration,
} from '@forecourt/pricing';
import {
  buttonsField,
  defineTemplate,
  headerTagField,
  linkField,
  type JsonFieldForm,
} from '../contract/index.js';

/** The configuration's own message (min above max, default outside…), shown under the field. */
const problemOf = (parse: (value: unknown) => unknown) => (value: unknown) => {
  try {
    parse(value);
    return undefined;
  } catch (error) {
    if (error instanceof FinanceConfigurationError) return error.message;
    throw error;
  }
};

const INPUT_FORM: JsonFieldForm = {
  rows: [
    { key: 'down_payment', label: 'Down payment' },
    { key: 'duration', label: 'Duration' },
    { key: 'interest_rate', label: 'Interest rate' },
    { key: 'residual_value', label: 'Residual value (NZLease)' },
  ],
  columns: [
    { key: 'label', label: 'Label', type: 'text' },
    { key: 'min', label: 'Min', type: 'number' },
    { key: 'max', label: 'Max', type: 'number' },
    { key: 'default', label: 'Default', type: 'number' },
    { key: 'interval', label: 'Interval', type: 'number' },
    { key: 'unit', label: 'Unit', type: 'text' },
  ],
};

const OUTPUT_FORM: JsonFieldForm = {
  rows: FINANCE_OUTPUTS.map((key) => ({ key, label: key.replaceAll('_', ' ') })),
  columns: [
    { key: 'label', label: 'Label', type: 'text' },
    { key: 'show', label: 'Show', type: 'bool' },
  ],
};

const label = (key: string, text: string) =>
  ({
    kind: 'string',
    key,
    label: text,
    help: 'Leave empty for the standard text.',
    translatable: true,
    maxLength: 200,
  }) as const;

/**
 * Finance calculator (block-catalogue.md §2 "Multi-step blocks", §3 "Finance calculator", §5):
 * vehicle choice → finance product choice → options → quote, one field group per product.
 */
export const financeCalculatorTemplate = defineTemplate({
  key: 'finance_calculator',
  name: 'Finance calculator',
  description:
    'Visitors pick a car, a finance product and its options (deposit, term, rate) and get a monthly quote they can share, edit and enquire about.',
  group: 'Advanced',
  list_priority: 60,
  thumbnail_url: '/cms/thumbnails/finance-calculator.svg',
  max_field_groups: FINANCE_PRODUCTS.length,
  min_field_groups: 1,
  version: 1,
  fields: [
    {
      kind: 'string',
      key: 'title',
      label: 'Title',
      translatable: true,
      maxLength: 200,
    },
    headerTagField,
    {
      kind: 'string',
      key: 'car_models',
      label: 'Car models',
      help: 'Model keys of Admin › Offers car prices, comma-separated, in the order to offer them; empty offers every car with a price.',
      maxLength: 1000,
      pattern: '[A-Za-z0-9_:.-]+(\\s*,\\s*[A-Za-z0-9_:.-]+)*',
      patternHint: 'must be model keys separated by commas',
    },
    label('label_vehicle', 'Vehicle step heading'),
    label('label_product', 'Finance product step heading'),
    label('label_options', 'Options step heading'),
    label('label_quote', 'Quote heading'),
    label('label_next', 'Next button'),
    label('label_back', 'Back button'),
    label('label_calculate', 'Calculate button'),
    label('label_edit', 'Edit button'),
  ],
  field_groups_template: [
    {
      kind: 'select',
      key: 'finance_product',
      label: 'Finance product',
      required: true,
      options: FINANCE_PRODUCTS.map((value) => ({ label: value, value })),
      default: 'HirePurchaseSample',
    },
    {
      kind: 'string',
      key: 'name',
      label: 'Name',
      required: true,
      translatable: true,
      maxLength: 200,
    },
    {
      kind: 'markdown',
      format: 'html',
      key: 'description',
      label: 'Description',
      translatable: true,
      maxLength: 5000,
    },
    { ...linkField, label: 'Link (more about the product)' },
    {
      ...buttonsField,
      label: 'Quote buttons',
      help: 'Shown under the quote. A form button sends the quote (car, product, every figure) as hidden fields.',
      max: 3,
    },
    {
      kind: 'json',
      key: 'input_configuration',
      label: 'Input configuration',
      help: 'down_payment, duration, interest_rate (and residual_value for NZLease): label, min, max, default, interval, unit. Empty uses the product’s standard bounds.',
      validate: problemOf(parseFinanceInputConfiguration),
      form: INPUT_FORM,
    },
    {
      kind: 'json',
      key: 'output_configuration',
      label: 'Output configuration',
      help: 'The quote rows to show, in order, each with its label (show: false hides one). Empty shows every row.',
      validate: problemOf(parseFinanceOutputConfiguration),
      form: OUTPUT_FORM,
    },
    {
      kind: 'string',
      key: 'disclaimer_title',
      label: 'Disclaimer title',
      translatable: true,
      maxLength: 200,
    },
    {
      kind: 'markdown',
      format: 'html',
      key: 'disclaimer_body',
      label: 'Disclaimer',
      translatable: true,
      maxLength: 10000,
    },
  ],
});
