import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { WithSampleSiteData } from '../shared/site-data.fixtures.js';
import { viewArgTypes } from '../story-args.js';
import { FinanceCalculator } from './finance-calculator.js';
import {
  brokenFinanceCalculatorFixture,
  financeCalculatorFixture,
} from './finance-calculator.fixtures.js';

// The block's state is the page URL: each story opens the page at one step.
const at = (search: string): { decorators: Decorator[] } => ({
  decorators: [
    (Story) => (
      <WithSampleSiteData pageUrl={{ path: '/finance', search }}>
        <Story />
      </WithSampleSiteData>
    ),
  ],
});

const meta = {
  title: 'Blocks/Advanced/Finance calculator',
  component: FinanceCalculator,
  args: { data: financeCalculatorFixture, locale: 'en', mode: 'public' },
  argTypes: viewArgTypes,
  ...at(''),
} satisfies Meta<typeof FinanceCalculator>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: the cars with a price. */
export const VehicleChoice: Story = {};

/** Step 2: the six finance products, each with its description. */
export const ProductChoice: Story = at('?finance_step=product&finance_car=discovery');

/** Step 3: the sample bounds (down payment 20–50 % step 5, duration 4–7 years); the rate is fixed. */
export const Options: Story = at(
  '?finance_step=options&finance_car=discovery&finance_product=HirePurchaseSample',
);

/** Step 3 for NZLease: monthly rentals between 24 and 60 and a residual value. */
export const LeaseOptions: Story = at(
  '?finance_step=options&finance_car=discovery&finance_product=NZLease',
);

/** A value outside its bounds (a hand-edited URL): back on the options, the field explained. */
export const OutOfBounds: Story = at(
  '?finance_step=quote&finance_car=discovery&finance_product=HirePurchaseSample&finance_down_payment=55',
);

/** Step 4: the quote, its enquiry button and the disclaimer. */
export const Quote: Story = at(
  '?finance_step=quote&finance_car=discovery&finance_product=HirePurchaseSample&finance_down_payment=30&finance_duration=5',
);

export const QuotePolish: Story = {
  args: { locale: 'pl' },
  ...at('?finance_step=quote&finance_car=discovery&finance_product=NZLoan'),
};

/** An entry with min above max: visitors see the calculator is unavailable… */
export const BrokenConfiguration: Story = { args: { data: brokenFinanceCalculatorFixture } };

/** …and the editor's preview says which product and why. */
export const BrokenConfigurationInPreview: Story = {
  args: { data: brokenFinanceCalculatorFixture, mode: 'preview' },
};
