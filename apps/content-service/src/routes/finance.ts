import { createRoute, z } from '@hono/zod-openapi';
import {
  calculateFinance,
  FINANCE_PRODUCTS,
  FinanceConfigurationError,
  FinanceInputError,
  parseFinanceInputConfiguration,
  type FinanceInputConfiguration,
  type FinanceInputs,
  type FinanceProduct,
  type FinanceQuote,
} from '@forecourt/pricing';
import { contractApp, errors, ok } from '../contract/declare.js';
import type { ServiceContext } from '../context.js';
import { HttpError } from '../lib/http.js';

/** Prices above this are typing mistakes, not cars (a Thai baht supercar is well below). */
const MAX_PRICE = 1_000_000_000;
/** An input configuration is four small objects; anything longer is not one. */
const MAX_CONFIGURATION_LENGTH = 4_000;

const number = (description: string) =>
  z.coerce.number().finite().min(0).max(MAX_PRICE).openapi({ type: 'number', description });

const quoteParameters = {
  product: z.enum(FINANCE_PRODUCTS).openapi({ description: 'The finance product' }),
  price: number('On-the-road price; or give car_model').optional(),
  car_model: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .optional()
    .openapi({ description: 'Car model key (GET /api/offer_car_models): its price is quoted' }),
  down_payment: number(
    'Deposit, percent of the price (default: the configuration default)',
  ).optional(),
  duration: number('Term in the configuration duration unit (years unless months)').optional(),
  interest_rate: number('Interest rate, percent a year').optional(),
  residual_value: number('NZLease: residual value, percent of the price').optional(),
};

const quoteQuery = z.object({
  ...quoteParameters,
  input_configuration: z
    .string()
    .max(MAX_CONFIGURATION_LENGTH)
    .optional()
    .openapi({
      description: "The block entry's input configuration JSON (default: the product's)",
    }),
});

const quoteBody = z.strictObject({
  ...quoteParameters,
  input_configuration: z
    .union([z.string().max(MAX_CONFIGURATION_LENGTH), z.record(z.string(), z.unknown())])
    .optional()
    .openapi({ description: "The block entry's input configuration, JSON text or object" }),
});

const financeQuoteSchema = z
  .object({
    product: z.enum(FINANCE_PRODUCTS),
    method: z.enum(['flat_rate_hire_purchase', 'amortising_loan', 'lease_with_residual']),
    monthly_payment: z.number(),
    on_the_road_price: z.number(),
    total_deposit: z.number(),
    total_amount_of_credit: z.number(),
    monthly_payments: z.number().int(),
    duration_of_agreement: z.number().int().openapi({ description: 'Months' }),
    interest_rate: z.number(),
    created_at: z.string(),
    residual_value: z.number().optional(),
  })
  .openapi('FinanceQuote');

const QUOTE_DESCRIPTION = [
  'The finance calculator block quotes through this endpoint, and a quote URL reproduces the quote.',
  'Give the price, or a car model key whose price is looked up. Omitted inputs take the configuration',
  'default; inputs outside min to max or off the interval are refused with 422 naming the field, as is',
  'an input configuration whose min is above max or whose default is outside. Shape errors are 400.',
].join(' ');

const getQuote = createRoute({
  method: 'get',
  path: '/api/finance/quote',
  tags: ['Site API'],
  summary: 'A finance quote from query parameters (shareable URL)',
  description: QUOTE_DESCRIPTION,
  request: { query: quoteQuery },
  responses: { ...ok(financeQuoteSchema, 'The quote'), ...errors(400, 404, 422) },
});

const postQuote = createRoute({
  method: 'post',
  path: '/api/finance/quote',
  tags: ['Site API'],
  summary: 'A finance quote',
  description: QUOTE_DESCRIPTION,
  request: { body: { content: { 'application/json': { schema: quoteBody } }, required: true } },
  responses: { ...ok(financeQuoteSchema, 'The quote'), ...errors(400, 404, 415, 422) },
});

type QuoteRequest = z.infer<typeof quoteBody>;

/** block-catalogue.md §7 "Finance calculation endpoint": the pricing package's maths over HTTP. */
export function financeRoutes(ctx: ServiceContext) {
  const app = contractApp();

  async function quote(request: QuoteRequest): Promise<FinanceQuote> {
    let price = request.price;
    if (request.car_model !== undefined) {
      const model = (await ctx.offers.carModels()).find((m) => m.key === request.car_model);
      if (!model || model.price === null)
        throw new HttpError(404, `Car model "${request.car_model}" has no price`);
      if (price === undefined) price = model.price;
    }
    if (price === undefined) {
      throw new HttpError(400, 'price or car_model is required', [
        { path: 'price', rule: 'required', message: 'price or car_model is required' },
      ]);
    }
    let configuration: FinanceInputConfiguration | undefined;
    try {
      if (request.input_configuration !== undefined) {
        configuration = parseFinanceInputConfiguration(request.input_configuration);
      }
      const inputs: FinanceInputs = {};
      for (const name of ['down_payment', 'duration', 'interest_rate', 'residual_value'] as const) {
        if (request[name] !== undefined) inputs[name] = request[name];
      }
      return calculateFinance(request.product as FinanceProduct, { price, inputs, configuration });
    } catch (error) {
      if (error instanceof FinanceInputError) {
        throw new HttpError(422, error.message, [
          { path: error.field, rule: 'range', message: error.message },
        ]);
      }
      if (error instanceof FinanceConfigurationError) {
        throw new HttpError(422, error.message, [
          { path: 'input_configuration', rule: 'configuration', message: error.message },
        ]);
      }
      throw error;
    }
  }

  app.openapi(getQuote, async (c) => c.json({ data: await quote(c.req.valid('query')) }, 200));
  app.openapi(postQuote, async (c) => c.json({ data: await quote(c.req.valid('json')) }, 200));
  return app;
}
