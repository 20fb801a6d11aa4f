import { seriousAxeViolations } from '@forecourt/storybook-config/axe';
import { CtaLinkProvider } from '@forecourt/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { validateBlockData } from '../contract/index.js';
import { WithSampleSiteData } from '../shared/site-data.fixtures.js';
import { FinanceCalculator } from './finance-calculator.js';
import {
  brokenFinanceCalculatorFixture,
  financeCalculatorFixture,
} from './finance-calculator.fixtures.js';
import { financeCalculatorTemplate } from './finance-calculator.schema.js';
import { financeSearch, readFinanceState } from './state.js';

const renderAt = (search = '', openForm = vi.fn(), data = financeCalculatorFixture) =>
  render(
    <CtaLinkProvider openForm={openForm}>
      <WithSampleSiteData pageUrl={{ path: '/finance', search }}>
        <FinanceCalculator data={data} locale="en" mode="public" />
      </WithSampleSiteData>
    </CtaLinkProvider>,
  );

describe('FinanceCalculator block', () => {
  it('should walk vehicle → product → options → quote, focusing each step heading, and edit with values kept', async () => {
    const user = userEvent.setup();
    const { container } = renderAt();
    expect(screen.getByRole('heading', { level: 3, name: 'Choose your vehicle' })).toBeVisible();
    await user.click(screen.getByRole('radio', { name: /Discovery/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByRole('heading', { name: 'Choose a finance product' })).toHaveFocus();
    await user.click(screen.getByRole('radio', { name: 'Hire purchase' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByRole('heading', { name: 'Choose your options' })).toHaveFocus();
    const down = screen.getByRole('spinbutton', { name: 'Down payment (%)' });
    expect(down).toHaveValue(20);
    expect(screen.getByText('From 20 % to 50 %, in steps of 5 %')).toBeVisible();
    expect(screen.getByText('Interest rate: 4.9 %')).toBeVisible();
    await user.clear(down);
    await user.type(down, '30');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));

    // 379 900 at 30 % down, 4 years, 4.9 % flat: credit 265 930; interest 52 122.28; / 48
    expect(screen.getByRole('heading', { name: 'Your quote' })).toHaveFocus();
    const monthly = screen.getByText('Monthly payment').closest('div')!;
    expect(monthly).toHaveTextContent('6 626.09 zł');
    expect(screen.getByText('Total deposit').closest('div')).toHaveTextContent('113 970 zł');
    expect(await seriousAxeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('link', { name: 'Edit' }));
    expect(screen.getByRole('heading', { name: 'Choose your options' })).toHaveFocus();
    expect(screen.getByRole('spinbutton', { name: 'Down payment (%)' })).toHaveValue(30);
  });

  it('should open the configured form with the quote as hidden fields', async () => {
    const openForm = vi.fn();
    renderAt(
      '?finance_step=quote&finance_car=discovery&finance_product=HirePurchaseSample',
      openForm,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enquire about this quote' }));
    expect(openForm).toHaveBeenCalledWith(
      expect.objectContaining({
        formId: 'finance-enquiry',
        hiddenFields: expect.objectContaining({
          car_model: 'discovery',
          finance_product: 'HirePurchaseSample',
          monthly_payment: '7572.67',
          total_deposit: '75980',
          duration_of_agreement: '48',
        }),
      }),
    );
  });

  it('should send a visitor back to the options with the field explained when a value is out of bounds', () => {
    renderAt(
      '?finance_step=quote&finance_car=discovery&finance_product=HirePurchaseSample&finance_down_payment=55',
    );
    expect(screen.getByRole('heading', { name: 'Choose your options' })).toBeVisible();
    expect(
      screen.getByRole('spinbutton', { name: 'Down payment (%)' }),
    ).toHaveAccessibleDescription(
      'Down payment must be between 20 % and 50 %. From 20 % to 50 %, in steps of 5 %',
    );
  });

  it('should render each step on the server as a GET form carrying the earlier choices', () => {
    const html = renderToString(
      <WithSampleSiteData
        pageUrl={{
          path: '/finance',
          search: '?finance_step=options&finance_car=discovery&finance_product=NZLease',
        }}
      >
        <FinanceCalculator data={financeCalculatorFixture} locale="en" mode="public" />
      </WithSampleSiteData>,
    );
    const page = document.createElement('div');
    page.innerHTML = html;
    const form = page.querySelector('form')!;
    expect(form.method).toBe('get');
    expect(form.getAttribute('action')).toBe('/finance');
    expect(
      form.querySelector<HTMLInputElement>('input[type=hidden][name=finance_car]')?.value,
    ).toBe('discovery');
    expect(form.querySelector<HTMLButtonElement>('button[type=submit]')).toMatchObject({
      name: 'finance_step',
      value: 'quote',
      textContent: 'Calculate',
    });
    expect(form).toHaveTextContent('Monthly rentals (months)');
  });

  it('should tell visitors the calculator is unavailable and the editor why, for a broken configuration', () => {
    renderAt('', vi.fn(), brokenFinanceCalculatorFixture);
    expect(
      screen.getByText('The finance calculator is not available at the moment.'),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the finance calculator template', () => {
  it('should refuse an input configuration whose min is above max, naming the field', () => {
    expect(
      validateBlockData(financeCalculatorTemplate, brokenFinanceCalculatorFixture, {
        locales: ['en', 'pl'],
      }),
    ).toContainEqual({
      path: 'groups[0].input_configuration',
      rule: 'json_content',
      message: 'Input configuration "down_payment": min (60) is above max (50).',
    });
  });

  it('should refuse an output configuration naming an unknown output', () => {
    const data = {
      ...financeCalculatorFixture,
      groups: [
        { ...financeCalculatorFixture.groups[0]!, output_configuration: '{"apr":{"label":"APR"}}' },
      ],
    };
    expect(
      validateBlockData(financeCalculatorTemplate, data, { locales: ['en', 'pl'] })[0]?.message,
    ).toMatch('Output configuration: unknown output "apr"');
  });

  it('should accept the six seeded products', () => {
    expect(
      validateBlockData(financeCalculatorTemplate, financeCalculatorFixture, {
        locales: ['en', 'pl'],
      }),
    ).toEqual([]);
  });
});

describe('the calculator URL state', () => {
  it('should keep the page’s other parameters and round-trip the choices', () => {
    const search = financeSearch(
      { step: 'quote', car: 'discovery', product: 'NZLease', inputs: { duration: 48 } },
      '?utm_source=mail&finance_step=vehicle',
    );
    expect(search).toBe(
      '?utm_source=mail&finance_step=quote&finance_car=discovery&finance_product=NZLease&finance_duration=48',
    );
    expect(readFinanceState(search)).toEqual({
      step: 'quote',
      car: 'discovery',
      product: 'NZLease',
      inputs: { duration: 48 },
    });
  });
});
