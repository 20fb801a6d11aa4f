import { LOCALES } from '@forecourt/api-client';
import { seriousAxeViolations } from '@forecourt/storybook-config/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { validateBlockData } from '../contract/index.js';
import { fixture } from '../fixture.js';
import { WithQuizRouter } from '../shared/quiz/quiz.fixtures.js';
import { DieselPetrolQuiz } from './diesel-petrol-quiz.js';
import { DIESEL_PETROL_SAMPLE_RESULTS, dieselPetrolQuizFixture } from './diesel-petrol-quiz.fixtures.js';
import { dieselPetrolQuizTemplate } from './diesel-petrol-quiz.schema.js';

const options = { locales: LOCALES };
const routed = (search = '', data = dieselPetrolQuizFixture) =>
  render(
    <WithQuizRouter search={search}>
      <DieselPetrolQuiz data={data} locale="en" mode="public" />
    </WithQuizRouter>,
  );

async function choose(user: ReturnType<typeof userEvent.setup>, answer: string, next = 'Next') {
  await user.click(screen.getByRole('radio', { name: answer }));
  await user.click(screen.getByRole('button', { name: next }));
}

describe('Diesel or petrol quiz', () => {
  it('should open on the intro, then walk five questions to a result', async () => {
    const user = userEvent.setup();
    routed();
    expect(screen.getByText(/Answer five questions/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start the quiz' }));
    expect(screen.getByRole('heading', { name: 'How far do you drive on a typical day?' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Question 1 of 5');
    await choose(user, 'More than 100 km');
    await choose(user, 'No');
    await choose(user, 'Over 25,000');
    await choose(user, 'Often');
    await choose(user, 'Long range between stops', 'See results');
    expect(screen.getByRole('heading', { name: 'Diesel suits you' })).toHaveFocus();
    expect(screen.getByText('Towing').nextSibling).toHaveTextContent('Often');
    expect(screen.getByTestId('quiz-address')).toHaveTextContent('/quiz?q=r.3.3.3.3.3');
  });

  it.each([
    ['r.1.1.1.1.1', 'A battery electric car suits you'],
    ['r.2.2.2.2.1', 'A plug-in hybrid suits you'],
    ['r.2.3.1.2.2', 'Petrol suits you'],
  ])('should show the shared result %s', (q, title) => {
    routed(`?q=${q}`);
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
  });

  it('should go back to the intro from the first question, and to the intro on "Start again"', async () => {
    const user = userEvent.setup();
    routed('?q=1');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('heading', { name: 'Diesel, petrol or electric?' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Start the quiz' })).toBeInTheDocument();
  });

  it('should start again from a result', async () => {
    const user = userEvent.setup();
    routed('?q=r.1.1.1.1.1');
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(screen.getByRole('button', { name: 'Start the quiz' })).toBeInTheDocument();
    expect(screen.getByTestId('quiz-address')).toHaveTextContent(/^\/quiz$/);
  });

  it('should accept the sample quiz: every combination leads to a result', () => {
    expect(validateBlockData(dieselPetrolQuizTemplate, dieselPetrolQuizFixture, options)).toEqual([]);
  });

  describe('given the editor left the battery electric result empty', () => {
    const data = fixture(
      dieselPetrolQuizTemplate,
      { ...dieselPetrolQuizFixture.fields },
      DIESEL_PETROL_SAMPLE_RESULTS.map((group) => (group.result === 'bev' ? { result: 'bev' as const } : group)),
    );

    it('should refuse to publish, naming the answers and the result', () => {
      expect(validateBlockData(dieselPetrolQuizTemplate, data, options)[0]).toEqual({
        path: 'groups',
        rule: 'quiz_empty_result',
        message:
          'The answers “Less than 30 km” › “Yes, I have a driveway or garage” › “Under 10,000” › “Never” › “Low running costs” lead to the result “Battery electric (BEV)”, which is empty',
      });
    });

    it('should tell visitors calmly that there is no recommendation', () => {
      routed('?q=r.1.1.1.1.1', data);
      expect(screen.getByRole('heading', { name: 'We have no recommendation for these answers yet' })).toBeInTheDocument();
    });
  });

  it('should refuse two results for one powertrain (the other then has none)', () => {
    const data = fixture(dieselPetrolQuizTemplate, { ...dieselPetrolQuizFixture.fields }, [
      ...DIESEL_PETROL_SAMPLE_RESULTS.slice(0, 3),
      DIESEL_PETROL_SAMPLE_RESULTS[0]!,
    ]);
    expect(validateBlockData(dieselPetrolQuizTemplate, data, options)).toContainEqual({
      path: 'groups[3].result',
      rule: 'quiz_duplicate_result',
      message: 'There is already a result for Petrol',
    });
  });

  it('should have no serious axe violation on the intro, a question and a result', async () => {
    for (const search of ['', '?q=2.1', '?q=r.1.1.1.1.1']) {
      const { container, unmount } = routed(search);
      expect(await seriousAxeViolations(container)).toEqual([]);
      unmount();
    }
  });
});
