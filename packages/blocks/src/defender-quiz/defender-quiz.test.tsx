import { LOCALES } from '@forecourt/api-client';
import { seriousAxeViolations } from '@forecourt/storybook-config/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { validateBlockData } from '../contract/index.js';
import { fixture } from '../fixture.js';
import { WithQuizRouter } from '../shared/quiz/quiz.fixtures.js';
import { DefenderQuiz } from './defender-quiz.js';
import { dataUrl, defenderQuizFixture } from './defender-quiz.fixtures.js';
import { defenderQuizTemplate } from './defender-quiz.schema.js';
import { parseDefenderImagesData } from './images-data.js';

const routed = (search = '', data = defenderQuizFixture) =>
  render(
    <WithQuizRouter search={search}>
      <DefenderQuiz data={data} locale="en" mode="public" />
    </WithQuizRouter>,
  );

describe('Defender quiz', () => {
  it('should walk from the welcome through body, engine and pack to the configurator link', async () => {
    const user = userEvent.setup();
    routed();
    expect(screen.getByRole('button', { name: 'Play the video' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start the quiz' }));
    expect(screen.getByRole('heading', { name: 'Which Defender?' })).toHaveFocus();
    for (const [answer, next] of [['Defender 110', 'Next'], ['Diesel', 'Next'], ['Explorer pack', 'See results']] as const) {
      await user.click(screen.getByRole('radio', { name: answer }));
      await user.click(screen.getByRole('button', { name: next }));
    }
    expect(screen.getByRole('heading', { name: 'Your Defender: Defender 110 · Diesel · Explorer pack' })).toHaveFocus();
    expect(await screen.findByRole('link', { name: /Continue in the configurator/ })).toHaveAttribute(
      'href',
      'https://configurator.example.com/defender/110?engine=diesel&pack=explorer',
    );
    expect(screen.getByText(/an expedition roof rack/)).toBeInTheDocument();
    expect(screen.getByText('Seats: up to 7')).toBeInTheDocument();
    expect(screen.getByTestId('quiz-address')).toHaveTextContent('/quiz?q=r.2.1.3');
  });

  it('should show a shared result for the 90 with its own variant group', async () => {
    routed('?q=r.1.2.4');
    expect(screen.getByRole('heading', { name: 'Your Defender: Defender 90 · Petrol · Urban pack' })).toBeInTheDocument();
    expect(await screen.findByText(/sleek 22-inch wheels/)).toBeInTheDocument();
    expect(screen.getByText('Seats: up to 6')).toBeInTheDocument();
  });

  it.each([
    ['a file that is not JSON', 'data:application/json,not%20json'],
    ['a file of another shape', dataUrl({ combinations: { '110-diesel-explorer': { image: 'x', description: 'y', configurator_url: 'javascript:alert(1)' } } })],
  ])('should say calmly that the pictures are missing given %s, and still run', async (_name, url) => {
    routed('?q=r.2.1.3', fixture(defenderQuizTemplate, { ...defenderQuizFixture.fields, images_data_url: url }, defenderQuizFixture.groups));
    expect(await screen.findByRole('status')).toHaveTextContent('The Defender images cannot be shown just now.');
    expect(screen.getByRole('heading', { name: 'Your Defender: Defender 110 · Diesel · Explorer pack' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /configurator/ })).not.toBeInTheDocument();
  });

  it('should refuse an image data address that is not https or a site path, and two groups for one variant', () => {
    const issues = validateBlockData(
      defenderQuizTemplate,
      fixture(defenderQuizTemplate, { ...defenderQuizFixture.fields, images_data_url: 'javascript:alert(1)' }),
      { locales: LOCALES },
    );
    expect(issues.map((issue) => issue.message)).toEqual(['Image data file must be an address starting with https:// or /']);
    const twice = fixture(defenderQuizTemplate, { ...defenderQuizFixture.fields, images_data_url: '/api/quiz-data/defender.json' }, [
      defenderQuizFixture.groups[0]!,
      defenderQuizFixture.groups[0]!,
    ]);
    expect(validateBlockData(defenderQuizTemplate, twice, { locales: LOCALES })).toEqual([
      { path: 'groups[1].variant', rule: 'quiz_duplicate_result', message: 'There is already a group for the Defender 90' },
    ]);
  });

  it('should read only combinations of the known bodies, engines and packs', () => {
    expect(parseDefenderImagesData({ combinations: { '130-diesel-urban': { image: 'x', alt: '', description: '', configurator_url: 'https://x' } } })).toBeNull();
    expect(parseDefenderImagesData([])).toBeNull();
  });

  it('should have no serious axe violation on the welcome, a question and a result', async () => {
    for (const search of ['', '?q=3.1.1', '?q=r.1.1.1']) {
      const { container, unmount } = routed(search);
      if (search.startsWith('?q=r')) await screen.findByRole('link', { name: /configurator/ });
      expect(await seriousAxeViolations(container)).toEqual([]);
      unmount();
    }
  });
});
