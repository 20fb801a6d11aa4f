import { localize, type Locale, type OfferCarModel } from '@forecourt/api-client';
import {
  calculateFinance,
  DEFAULT_FINANCE_INPUT_CONFIGURATIONS,
  DEFAULT_FINANCE_OUTPUT_CONFIGURATIONS,
  financeQuoteRows,
  FinanceInputError,
  isDisplayablePrice,
  parseFinanceInputConfiguration,
  parseFinanceOutputConfiguration,
  type FinanceInputConfiguration,
  type FinanceInputField,
  type FinanceOutputConfiguration,
  type FinanceProduct,
  type FinanceQuote,
  type FinanceQuoteRow,
  type PriceFormatter,
} from '@forecourt/pricing';
import { PriceSettingsProvider, usePriceFormatter } from '@forecourt/pricing/react';
import { buttonClassName, CtaLink, cx, type Translate } from '@forecourt/ui';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { localized } from '../localized.js';
import { sanitizeRichText } from '../sanitize.js';
import { useBlockSiteData } from '../shared/site-data.js';
import { blockT } from '../translate.js';
import type { BlockViewProps } from '../view-props.js';
import type { financeCalculatorTemplate } from './finance-calculator.schema.js';
import en from './locales/en.json' with { type: 'json' };
import pl from './locales/pl.json' with { type: 'json' };
import {
  carModelName,
  FINANCE_INPUT_NAMES,
  FINANCE_PARAMS,
  FINANCE_STEPS,
  financeSearch,
  foreignParams,
  readFinanceState,
  type FinanceCalculatorState,
  type FinanceInputKey,
  type FinanceStep,
} from './state.js';
import './finance-calculator.css';

export type FinanceCalculatorProps = BlockViewProps<typeof financeCalculatorTemplate>;
type Group = FinanceCalculatorProps['data']['groups'][number];
type Fields = FinanceCalculatorProps['data']['fields'];
type Level = 1 | 2 | 3 | 4 | 5 | 6;

/** A finance product entry the visitor can use: its configurations parsed. */
interface Product {
  group: Group;
  product: FinanceProduct;
  name: string;
  input: FinanceInputConfiguration;
  output: FinanceOutputConfiguration;
}

/** Parses every entry; an entry with a broken configuration is left out and its problem kept. */
function readProducts(groups: readonly Group[], locale: Locale) {
  const products: Product[] = [];
  const problems: { product: string; problem: string }[] = [];
  for (const group of groups) {
    const product = group.finance_product;
    const name = localize(group.name, locale) || product;
    try {
      products.push({
        group,
        product,
        name,
        input: group.input_configuration?.trim()
          ? parseFinanceInputConfiguration(group.input_configuration)
          : DEFAULT_FINANCE_INPUT_CONFIGURATIONS[product],
        output: group.output_configuration?.trim()
          ? parseFinanceOutputConfiguration(group.output_configuration)
          : DEFAULT_FINANCE_OUTPUT_CONFIGURATIONS[product],
      });
    } catch (error) {
      problems.push({ product: name, problem: (error as Error).message });
    }
  }
  return { products, problems };
}

/** The cars offered: the editor's keys in order, else every car with a price. */
function readCars(carModels: readonly OfferCarModel[], keys: string | undefined) {
  const priced = carModels.filter((model) => isDisplayablePrice(model.price));
  const wanted = (keys ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  if (wanted.length === 0) return priced;
  return wanted.flatMap((key) => priced.filter((model) => model.key === key));
}

/**
 * The step the visitor can actually be on: a later step needs the choices of the earlier ones,
 * so a shared URL with a car that is gone starts again at the vehicle choice.
 */
function reachableStep(
  state: FinanceCalculatorState,
  car: OfferCarModel | undefined,
  product: Product | undefined,
): FinanceStep {
  if (state.step === 'vehicle' || !car) return 'vehicle';
  if (state.step === 'product' || !product) return 'product';
  return state.step;
}

const inputsOf = (product: Product) =>
  FINANCE_INPUT_NAMES.filter(
    (name) =>
      product.input[name] !== undefined ||
      (name === 'residual_value' && product.product === 'NZLease'),
  );

const fieldOf = (product: Product, name: FinanceInputKey): FinanceInputField =>
  product.input[name] ?? DEFAULT_FINANCE_INPUT_CONFIGURATIONS.NZLease.residual_value!;

function withUnit(value: number, field: FinanceInputField, t: Translate): string {
  const unit = field.unit?.trim();
  if (!unit) return String(value);
  if (/^months?$/i.test(unit)) return t('months', { count: value });
  return unit === '%' ? `${value} %` : `${value} ${unit}`;
}

function formatRow(row: FinanceQuoteRow, prices: PriceFormatter, t: Translate, locale: Locale) {
  switch (row.kind) {
    case 'money':
      return prices.format(row.value as number);
    case 'months':
      return t('months', { count: row.value });
    case 'percent':
      return `${row.value} %`;
    case 'date':
      // UTC, so the server's text and the browser's agree.
      return new Date(row.value as string).toLocaleDateString(locale === 'pl' ? 'pl-PL' : 'en-GB', {
        timeZone: 'UTC',
        year: 'numeric',
        month: 'long',
        day: 'numeric',
      });
    default:
      return String(row.value);
  }
}

/** What a form button sends with the quote: field id → value, as the form's hidden fields. */
export function quoteHiddenFields(quote: FinanceQuote, car: string): Record<string, string> {
  const fields: Record<string, string> = { car_model: car, finance_product: quote.product };
  for (const name of [
    'monthly_payment',
    'on_the_road_price',
    'total_deposit',
    'total_amount_of_credit',
    'monthly_payments',
    'duration_of_agreement',
    'interest_rate',
    'residual_value',
    'created_at',
  ] as const) {
    if (quote[name] !== undefined) fields[name] = String(quote[name]);
  }
  return fields;
}

/**
 * Finance calculator: vehicle → finance product → options → quote, with the state in the page
 * URL. Each step is a GET form, so it works without JavaScript (the server renders the step the
 * query names); with JavaScript the same forms navigate through the site's router, focus moving
 * to each step's heading.
 */
export function FinanceCalculator({ data, locale, mode }: FinanceCalculatorProps) {
  const site = useBlockSiteData();
  const t = blockT({ en, pl }, locale);
  const fields = data.fields;
  const label = (key: keyof Fields & `label_${string}`, fallback: string) =>
    localize(fields[key], locale) || t(fallback);
  const headingId = useId();
  const stepHeading = useRef<HTMLHeadingElement>(null);

  // The URL is the state: the router owns it; without one (stories, preview) the block does.
  const [ownSearch, setOwnSearch] = useState(site.pageUrl?.search ?? '');
  const routed = site.navigate !== undefined && site.pageUrl !== undefined;
  const search = routed ? site.pageUrl!.search : ownSearch;
  const path = site.pageUrl?.path ?? '';
  const state = readFinanceState(search);

  const { products, problems } = readProducts(data.groups, locale);
  const cars = readCars(site.carModels, fields.car_models);
  const car = cars.find((model) => model.key === state.car);
  const product = products.find((entry) => entry.product === state.product);
  let step = reachableStep(state, car, product);

  let quote: FinanceQuote | undefined;
  let inputError: FinanceInputError | undefined;
  if (step === 'quote' && car && product) {
    try {
      quote = calculateFinance(product.product, {
        price: car.price!,
        inputs: state.inputs,
        configuration: product.input,
      });
    } catch (error) {
      if (!(error instanceof FinanceInputError)) throw error;
      // Out-of-bounds values (a hand-edited URL, a no-JS submit): back to the options, explained.
      inputError = error;
      step = 'options';
    }
  }

  const go = useCallback(
    (next: FinanceCalculatorState) => {
      const query = financeSearch(next, search);
      if (site.navigate && site.pageUrl) site.navigate(`${path}${query}`);
      else setOwnSearch(query);
    },
    [search, site, path],
  );

  // Focus follows the step (not on the first render: the visitor has not acted yet).
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current !== step) {
      shownStep.current = step;
      stepHeading.current?.focus();
    }
  }, [step]);

  const Heading = `h${Number(fields.header_tag ?? '2') as Level}` as const;
  const StepHeading = `h${Math.min(Number(fields.header_tag ?? '2') + 1, 6) as Level}` as const;
  const title = localize(fields.title, locale) || t('title');

  const preview =
    mode === 'preview' && problems.length > 0 ? (
      <div className="fc-block-placeholder" role="alert">
        <p className="fc-block-placeholder__title">{t('brokenTitle')}</p>
        {problems.map((problem) => (
          <p key={problem.product} className="fc-block-placeholder__problem">
            {t('brokenProduct', problem)}
          </p>
        ))}
      </div>
    ) : null;

  if (products.length === 0 || cars.length === 0) {
    return (
      <section className="fc-finance" aria-labelledby={headingId}>
        {preview}
        <Heading id={headingId} className="fc-finance__title">
          {title}
        </Heading>
        <p className="fc-finance__unavailable">
          {products.length === 0 ? t('unavailable') : t('noCars')}
        </p>
      </section>
    );
  }

  const hrefOf = (next: Partial<FinanceCalculatorState>) =>
    `${path}${financeSearch({ ...state, ...next }, search)}`;
  const follow =
    (next: Partial<FinanceCalculatorState>) => (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      event.preventDefault();
      go({ ...state, ...next });
    };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    const query = new URLSearchParams(
      [...form].map(([name, value]) => [name, String(value)] as [string, string]),
    );
    go(readFinanceState(`?${query}`));
  };
  const stepIndex = FINANCE_STEPS.indexOf(step);
  const back = stepIndex > 0 ? FINANCE_STEPS[stepIndex - 1]! : undefined;

  // Choices made so far travel with each form, as hidden inputs (with the page's own parameters).
  const carried = (names: readonly (keyof typeof FINANCE_PARAMS)[]) => (
    <>
      {foreignParams(search).map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      {names.map((name) => {
        const value =
          name === 'car'
            ? car?.key
            : name === 'product'
              ? product?.product
              : name === 'step'
                ? undefined
                : state.inputs[name];
        return value === undefined ? null : (
          <input key={name} type="hidden" name={FINANCE_PARAMS[name]} value={String(value)} />
        );
      })}
    </>
  );

  const stepHeader = (text: string) => (
    <>
      <p className="fc-finance__progress">
        {t('progress', { step: stepIndex + 1, total: FINANCE_STEPS.length })}
      </p>
      <StepHeading
        ref={stepHeading}
        tabIndex={-1}
        className="fc-finance__step-title"
        id={`${headingId}-step`}
      >
        {text}
      </StepHeading>
    </>
  );
  const backLink = back ? (
    <a className="fc-finance__back" href={hrefOf({ step: back })} onClick={follow({ step: back })}>
      {label('label_back', 'back')}
    </a>
  ) : null;

  return (
    <PriceSettingsProvider settings={site.settings} exchange={null}>
      <section className="fc-finance" aria-labelledby={headingId} data-step={step}>
        {preview}
        <Heading id={headingId} className="fc-finance__title">
          {title}
        </Heading>
        {step === 'quote' && quote && car && product ? (
          <QuoteView
            quote={quote}
            car={car}
            product={product}
            locale={locale}
            t={t}
            header={stepHeader(label('label_quote', 'quote'))}
            actions={
              <a
                className={cx(buttonClassName({}), 'fc-finance__edit')}
                href={hrefOf({ step: 'options' })}
                onClick={follow({ step: 'options' })}
              >
                {label('label_edit', 'edit')}
              </a>
            }
          />
        ) : (
          <form
            method="get"
            action={path || undefined}
            className="fc-finance__step"
            onSubmit={submit}
            aria-labelledby={`${headingId}-step`}
          >
            {step === 'vehicle' ? (
              <>
                {stepHeader(label('label_vehicle', 'vehicle'))}
                {carried([
                  'product',
                  'down_payment',
                  'duration',
                  'interest_rate',
                  'residual_value',
                ])}
                <CarChoice cars={cars} chosen={car?.key} labelledBy={`${headingId}-step`} />
              </>
            ) : step === 'product' ? (
              <>
                {stepHeader(label('label_product', 'product'))}
                {carried(['car', 'down_payment', 'duration', 'interest_rate', 'residual_value'])}
                <ProductChoice
                  products={products}
                  chosen={product?.product}
                  locale={locale}
                  t={t}
                  labelledBy={`${headingId}-step`}
                />
              </>
            ) : (
              <>
                {stepHeader(label('label_options', 'options'))}
                {carried(['car', 'product'])}
                <Options product={product!} state={state} error={inputError} t={t} />
              </>
            )}
            <div className="fc-finance__actions">
              {backLink}
              <button
                type="submit"
                className={buttonClassName({})}
                name={FINANCE_PARAMS.step}
                value={FINANCE_STEPS[stepIndex + 1]}
              >
                {step === 'options'
                  ? label('label_calculate', 'calculate')
                  : label('label_next', 'next')}
              </button>
            </div>
          </form>
        )}
      </section>
    </PriceSettingsProvider>
  );
}

function CarChoice({
  cars,
  chosen,
  labelledBy,
}: {
  cars: readonly OfferCarModel[];
  chosen: string | undefined;
  labelledBy: string;
}) {
  const prices = usePriceFormatter('finance_calculator');
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="fc-finance__choices">
      {cars.map((model, index) => (
        <label key={model.key} className="fc-finance__choice">
          <input
            type="radio"
            name={FINANCE_PARAMS.car}
            value={model.key}
            defaultChecked={model.key === chosen}
            // One required radio makes the whole group required (also without JavaScript).
            required={index === 0}
          />
          <span className="fc-finance__choice-name">{carModelName(model.key)}</span>{' '}
          <span className="fc-finance__choice-price">{prices.format(model.price!)}</span>
        </label>
      ))}
    </div>
  );
}

function ProductChoice({
  products,
  chosen,
  locale,
  t,
  labelledBy,
}: {
  products: readonly Product[];
  chosen: FinanceProduct | undefined;
  locale: Locale;
  t: Translate;
  labelledBy: string;
}) {
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="fc-finance__choices">
      {products.map((entry, index) => {
        const description = sanitizeRichText(localize(entry.group.description, locale));
        const link = localized(entry.group['rdx-link'], locale);
        const descriptionId = `fc-finance-${entry.product}-description`;
        return (
          <div key={entry.product} className="fc-finance__choice fc-finance__choice--product">
            <label className="fc-finance__choice-label">
              <input
                type="radio"
                name={FINANCE_PARAMS.product}
                value={entry.product}
                defaultChecked={entry.product === chosen}
                required={index === 0}
                aria-describedby={description ? descriptionId : undefined}
              />
              <span className="fc-finance__choice-name">{entry.name}</span>
            </label>
            {description ? (
              <div
                id={descriptionId}
                className="fc-finance__choice-text"
                dangerouslySetInnerHTML={{ __html: description }}
              />
            ) : null}
            {link?.href ? (
              <CtaLink
                {...link}
                appearance="text"
                labelText={link.labelText || t('moreAbout', { product: entry.name })}
              />
            ) : null}
          </div>
        );
      })}
    </div>
  );
}

function Options({
  product,
  state,
  error,
  t,
}: {
  product: Product;
  state: FinanceCalculatorState;
  error: FinanceInputError | undefined;
  t: Translate;
}) {
  const baseId = useId();
  return (
    <div className="fc-finance__options">
      {inputsOf(product).map((name) => {
        const field = fieldOf(product, name);
        const text = field.label || name.replaceAll('_', ' ');
        const value = state.inputs[name] ?? field.default;
        if (field.min === field.max) {
          // A value the editor fixed (e.g. the rate): shown, and sent along.
          return (
            <p key={name} className="fc-finance__fixed">
              {t('fixed', { label: text, value: withUnit(field.min, field, t) })}
              <input type="hidden" name={FINANCE_PARAMS[name]} value={field.min} />
            </p>
          );
        }
        const id = `${baseId}-${name}`;
        const hintId = `${id}-hint`;
        const errorId = `${id}-error`;
        const wrong = error?.field === name;
        return (
          <div key={name} className="fc-finance__option">
            <label htmlFor={id} className="fc-finance__option-label">
              {text}
              {field.unit ? ` (${field.unit})` : ''}
            </label>
            <input
              id={id}
              className="fc-finance__input"
              type="number"
              inputMode="decimal"
              name={FINANCE_PARAMS[name]}
              min={field.min}
              max={field.max}
              step={field.interval}
              defaultValue={value}
              required
              aria-invalid={wrong || undefined}
              aria-describedby={wrong ? `${errorId} ${hintId}` : hintId}
            />
            <p id={hintId} className="fc-finance__hint">
              {t('range', {
                min: withUnit(field.min, field, t),
                max: withUnit(field.max, field, t),
                interval: withUnit(field.interval, field, t),
              })}
            </p>
            {wrong ? (
              <p id={errorId} className="fc-finance__error" role="alert">
                {error.message}
              </p>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}

function QuoteView({
  quote,
  car,
  product,
  locale,
  t,
  header,
  actions,
}: {
  quote: FinanceQuote;
  car: OfferCarModel;
  product: Product;
  locale: Locale;
  t: Translate;
  header: ReactNode;
  actions: ReactNode;
}) {
  const prices = usePriceFormatter('finance_calculator');
  const rows = financeQuoteRows(quote, product.output);
  const buttons = localized(product.group['rdx-buttons'], locale) ?? [];
  const hiddenFields = quoteHiddenFields(quote, car.key);
  const disclaimerTitle = localize(product.group.disclaimer_title, locale);
  const disclaimer = sanitizeRichText(localize(product.group.disclaimer_body, locale));
  return (
    <div className="fc-finance__step fc-finance__quote">
      {header}
      <p className="fc-finance__quote-for">
        {t('quoteFor', { car: carModelName(car.key), product: product.name })}
      </p>
      <dl className="fc-finance__rows">
        {rows.map((row) => (
          <div key={row.name} className={cx('fc-finance__row', `fc-finance__row--${row.name}`)}>
            <dt>{row.label}</dt>
            <dd>{formatRow(row, prices, t, locale)}</dd>
          </div>
        ))}
      </dl>
      <div className="fc-finance__actions">
        {actions}
        {buttons.map((button, index) => (
          <CtaLink
            key={index}
            {...button}
            hiddenFields={
              button.type === 'form'
                ? { ...hiddenFields, ...button.hiddenFields }
                : button.hiddenFields
            }
          />
        ))}
      </div>
      {disclaimerTitle || disclaimer ? (
        <div className="fc-finance__disclaimer">
          {disclaimerTitle ? (
            <p className="fc-finance__disclaimer-title">{disclaimerTitle}</p>
          ) : null}
          {disclaimer ? <div dangerouslySetInnerHTML={{ __html: disclaimer }} /> : null}
        </div>
      ) : null}
    </div>
  );
}

export default FinanceCalculator;
