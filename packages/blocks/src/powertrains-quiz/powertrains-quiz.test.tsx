import { LOCALES } from '@forecourt/api-client';
import { seriousAxeViolations } from '@forecourt/storybook-config/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { validateBlockData } from '../contract/index.js';
import { fixture } from '../fixture.js';
import { WithQuizRouter } from '../shared/quiz/quiz.fixtures.js';
import { WithSampleSiteData } from '../shared/site-data.fixtures.js';
import { PowertrainsQuiz } from './powertrains-quiz.js';
import {
  POWERTRAINS_SAMPLE_RECOMMENDATIONS,
  powertrainsQuestionFields,
  powertrainsQuizFixture,
  POWERTRAINS_SAMPLE_QUESTIONS,
} from './powertrains-quiz.fixtures.js';
import { powertrainsQuizTemplate } from './powertrains-quiz.schema.js';

const options = { locales: LOCALES };
const routed = (search = '') =>
  render(
    <WithQuizRouter search={search}>
      <PowertrainsQuiz data={powertrainsQuizFixture} locale="en" mode="public" />
    </WithQuizRouter>,
  );

async function choose(user: ReturnType<typeof userEvent.setup>, answer: string, next = 'Next') {
  await user.click(screen.getByRole('radio', { name: answer }));
  await user.click(screen.getByRole('button', { name: next }));
}

describe('Powertrains quiz', () => {
  describe('given the visitor answers the five questions', () => {
    it('should step through them with the progress announced, then recommend a car beside the answers', async () => {
      const user = userEvent.setup();
      routed();
      expect(screen.getByRole('status')).toHaveTextContent('Question 1 of 5');
      expect(screen.getAllByRole('radio')).toHaveLength(2);
      await choose(user, 'My company');
      expect(screen.getByRole('status')).toHaveTextContent('Question 2 of 5');
      expect(screen.getByRole('heading', { name: 'Can you charge at home or at work?' })).toHaveFocus();
      await choose(user, 'No');
      await choose(user, '50 km or more');
      expect(screen.getAllByRole('radio')).toHaveLength(5);
      await choose(user, 'On motorways');
      expect(screen.getAllByRole('radio')).toHaveLength(3);
      await choose(user, 'Range between stops', 'See results');

      expect(screen.getByRole('heading', { name: 'Defender 110 diesel' })).toHaveFocus();
      expect(screen.getByText('Your company’s match')).toBeInTheDocument();
      expect(screen.getByText('Tows up to 3,500 kg')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'See the offers' })).toHaveAttribute('href', '/offers');
      expect(screen.getByText('Daily distance').nextSibling).toHaveTextContent('50 km or more');
      expect(screen.getByTestId('quiz-address')).toHaveTextContent('/quiz?q=r.2.2.2.3.2');
    });

    it('should go back with "Previous" keeping the answer, and to the first question with "Start again"', async () => {
      const user = userEvent.setup();
      routed('?q=r.1.1.1.1.1');
      expect(screen.getByRole('heading', { name: 'Range Rover Sport plug-in hybrid' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Previous' }));
      expect(screen.getByRole('heading', { name: 'What matters most to you?' })).toHaveFocus();
      expect(screen.getByRole('radio', { name: 'Lowest emissions' })).toBeChecked();
      await user.click(screen.getByRole('button', { name: 'See results' }));
      await user.click(screen.getByRole('button', { name: 'Start again' }));
      expect(screen.getByRole('heading', { name: 'Who will the car belong to?' })).toHaveFocus();
      expect(screen.getByRole('radio', { name: 'Me or my family' })).not.toBeChecked();
      expect(screen.getByTestId('quiz-address')).toHaveTextContent(/^\/quiz$/);
    });

    it('should step back through the questions with the browser’s back button', async () => {
      const user = userEvent.setup();
      routed();
      await choose(user, 'Me or my family');
      await choose(user, 'Yes');
      await user.click(screen.getByRole('button', { name: 'Browser back' }));
      expect(screen.getByRole('heading', { name: 'Can you charge at home or at work?' })).toHaveFocus();
      expect(screen.getByTestId('quiz-address')).toHaveTextContent(/^\/quiz\?q=2\.1$/);
    });

    it('should ask for an answer before going on', async () => {
      const user = userEvent.setup();
      routed();
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Choose an answer to continue.');
      expect(screen.getByRole('heading', { name: 'Who will the car belong to?' })).toBeInTheDocument();
    });

    it('should work with the keyboard alone', async () => {
      const user = userEvent.setup();
      routed();
      await user.tab();
      expect(screen.getByRole('radio', { name: 'Me or my family' })).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      expect(screen.getByRole('radio', { name: 'My company' })).toBeChecked();
      await user.tab();
      await user.keyboard('{Enter}');
      expect(screen.getByRole('heading', { name: 'Can you charge at home or at work?' })).toHaveFocus();
    });
  });

  describe('given a shared result address', () => {
    it('should show that result on first render, without moving focus', () => {
      routed('?q=r.1.2.1.4.3');
      expect(screen.getByRole('heading', { name: 'Discovery petrol' })).not.toHaveFocus();
      expect(screen.getByText('Your match')).toBeInTheDocument();
    });

    it('should continue at the first unanswered question of an incomplete one', () => {
      routed('?q=r.1.2');
      expect(screen.getByRole('status')).toHaveTextContent('Question 3 of 5');
    });
  });

  describe('given no router (the editor’s preview)', () => {
    it('should keep the steps to itself', async () => {
      const user = userEvent.setup();
      render(
        <WithSampleSiteData>
          <PowertrainsQuiz data={powertrainsQuizFixture} locale="pl" mode="preview" />
        </WithSampleSiteData>,
      );
      await choose(user, 'Do mojej firmy', 'Dalej');
      expect(screen.getByRole('status')).toHaveTextContent('Pytanie 2 z 5');
    });
  });

  describe('given a recommendation the editor left empty', () => {
    const data = fixture(powertrainsQuizTemplate, { ...powertrainsQuizFixture.fields }, POWERTRAINS_SAMPLE_RECOMMENDATIONS.filter(
      (group) => !(group.owner === 'business' && group.powertrain === 'diesel'),
    ));

    it('should tell visitors calmly, with previous and start again', () => {
      render(
        <WithQuizRouter search="?q=r.2.2.2.3.2">
          <PowertrainsQuiz data={data} locale="en" mode="public" />
        </WithQuizRouter>,
      );
      expect(screen.getByRole('heading', { name: 'We have no recommendation for these answers yet' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Start again' })).toBeInTheDocument();
      expect(screen.queryByRole('note')).not.toBeInTheDocument();
    });

    it('should be refused at publish, naming the answers', () => {
      const issues = validateBlockData(powertrainsQuizTemplate, data, options);
      expect(issues[0]).toEqual({
        path: 'groups',
        rule: 'quiz_empty_result',
        message:
          'The answers “My company” › “Yes” › “Less than 50 km” › “In the city” › “Range between stops” lead to the result “Diesel, business owner”, which is empty',
      });
    });
  });

  describe('given answers whose points tie', () => {
    it('should be refused at publish, naming the combination', () => {
      const questions = POWERTRAINS_SAMPLE_QUESTIONS.map((question, index) =>
        index === 4 ? { ...question, answers: question.answers.map((answer) => ({ ...answer, weights: 'private:1' })) } : question,
      );
      const data = fixture(powertrainsQuizTemplate, { ...powertrainsQuizFixture.fields, ...powertrainsQuestionFields(questions) }, POWERTRAINS_SAMPLE_RECOMMENDATIONS);
      const messages = validateBlockData(powertrainsQuizTemplate, data, options).map((issue) => issue.message);
      expect(messages[0]).toBe(
        'The answers “Me or my family” › “Yes” › “Less than 50 km” › “Off road, often towing” › “Lowest emissions” lead to no result: their weights tie or give no points',
      );
      expect(messages.at(-1)).toMatch(/^…and \d+ more answer combinations without a result$/);
    });
  });

  it('should accept the sample quiz, whose every combination has a recommendation', () => {
    expect(validateBlockData(powertrainsQuizTemplate, powertrainsQuizFixture, options)).toEqual([]);
  });

  it('should have no serious axe violation on a question and on the result', async () => {
    const { container, unmount } = routed();
    expect(await seriousAxeViolations(container)).toEqual([]);
    unmount();
    const result = routed('?q=r.1.1.1.1.1');
    expect(await seriousAxeViolations(result.container)).toEqual([]);
  });
});
