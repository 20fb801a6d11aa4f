// The quizzes as visitors play them, at 1280 and 390 px: every step of the powertrains quiz by
// keyboard alone (each new question's heading takes the focus), Previous, the browser's back
// button stepping back through the questions, a shared result address, Start again; the diesel
// or petrol quiz from its intro to each kind of result; the Defender quiz from its welcome to the
// configurator link, its picture data loaded from the file the content service serves. Axe clean
// at every step.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, launchBrowser, openHydrated, seriousA11yViolations, VIEWPORTS } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');
/** Waits until the heading reading `text` has the focus, as a screen reader user lands on it. */
const headingFocused = (page: Page, text: string) =>
  page.waitForFunction((wanted) => document.activeElement?.tagName.match(/^H[1-6]$/) && document.activeElement.textContent === wanted, text);
const query = (page: Page) => new URL(page.url()).searchParams.get('q');

/**
 * Answers the current question by keyboard: Tab from its heading into the answers, the arrow
 * keys to the answer (Space for the first), Enter to go on.
 */
async function answerByKeyboard(page: Page, index: number) {
  await page.keyboard.press('Tab');
  if (index === 0) await page.keyboard.press('Space');
  for (let n = 0; n < index; n++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

const POWERTRAIN_QUESTIONS = [
  'Who will the car belong to?',
  'Can you charge at home or at work?',
  'How far do you drive on a typical day?',
  'Where do you drive most?',
  'What matters most to you?',
];

describe.each(Object.entries(VIEWPORTS))('the quizzes at %s', (_name, viewport) => {
  it('should walk the powertrains quiz by keyboard to a recommendation, back and again', async () => {
    const { context, page } = await openHydrated(browser, '/quiz/powertrains', viewport);
    try {
      await page.getByRole('heading', { name: POWERTRAIN_QUESTIONS[0], exact: true }).focus();
      expect(await page.getByRole('status').filter({ hasText: 'Question 1 of 5' }).count()).toBe(1);
      expect(await seriousA11yViolations(page)).toEqual([]);
      // My company › No › 50 km or more › On motorways › Range between stops
      const answers = [1, 1, 1, 2, 1];
      for (const [index, answer] of answers.entries()) {
        await answerByKeyboard(page, answer);
        if (index < 4) {
          await headingFocused(page, POWERTRAIN_QUESTIONS[index + 1]!);
          await page.getByText(`Question ${index + 2} of 5`, { exact: true }).waitFor();
          expect(await page.getByRole('radio').count()).toBe([2, 2, 2, 5, 3][index + 1]);
          expect(await seriousA11yViolations(page)).toEqual([]);
        }
      }
      await headingFocused(page, 'Defender 110 diesel');
      expect(query(page)).toBe('r.2.2.2.3.2');
      await page.getByText('Your company’s match', { exact: true }).waitFor();
      await page.getByText('Tows up to 3,500 kg', { exact: true }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Previous keeps the answer; the browser's back button steps back through the questions.
      await page.getByRole('button', { name: 'Previous', exact: true }).click();
      await headingFocused(page, POWERTRAIN_QUESTIONS[4]!);
      expect(await page.getByRole('radio', { name: 'Range between stops', exact: true }).isChecked()).toBe(true);
      await page.goBack();
      await headingFocused(page, 'Defender 110 diesel');
      await page.goBack();
      await headingFocused(page, POWERTRAIN_QUESTIONS[4]!);
      await page.goBack();
      await headingFocused(page, POWERTRAIN_QUESTIONS[3]!);
      expect(query(page)).toBe('4.2.2.2');

      // Start again from a result: the first question, nothing chosen, no state in the address.
      await page.goForward();
      await page.goForward();
      await headingFocused(page, 'Defender 110 diesel');
      await page.getByRole('button', { name: 'Start again', exact: true }).focus();
      expect(await focusedText(page)).toBe('Start again');
      await page.keyboard.press('Enter');
      await headingFocused(page, POWERTRAIN_QUESTIONS[0]!);
      expect(query(page)).toBeNull();
      expect(await page.getByRole('radio', { checked: true }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('should show a shared powertrains result, rendered by the server', async () => {
    const response = await fetch(`${BASE_URL}/quiz/powertrains?q=r.1.2.1.4.3`);
    expect(await response.text()).toContain('Discovery petrol');
    const { context, page } = await openHydrated(browser, '/quiz/powertrains?q=r.1.2.1.4.3', viewport);
    try {
      await page.getByRole('heading', { name: 'Discovery petrol', exact: true }).waitFor();
      await page.getByText('Your match', { exact: true }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('should walk the diesel or petrol quiz from its intro to each result', async () => {
    const { context, page } = await openHydrated(browser, '/quiz/diesel-or-petrol', viewport);
    try {
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Start the quiz', exact: true }).click();
      await headingFocused(page, 'How far do you drive on a typical day?');
      // Previous from the first question returns to the intro (its heading takes the focus).
      await page.getByRole('button', { name: 'Previous', exact: true }).click();
      await headingFocused(page, 'Diesel, petrol or electric?');
      await page.getByRole('button', { name: 'Start the quiz', exact: true }).click();

      const walks: [number[], string][] = [
        [[2, 2, 2, 2, 2], 'Diesel suits you'],
        [[0, 0, 0, 0, 0], 'A battery electric car suits you'],
        [[1, 1, 1, 1, 0], 'A plug-in hybrid suits you'],
        [[1, 2, 0, 1, 1], 'Petrol suits you'],
      ];
      for (const [walk, [answers, result]] of walks.entries()) {
        if (walk > 0) {
          await page.getByRole('button', { name: 'Start again', exact: true }).click();
          await page.getByRole('button', { name: 'Start the quiz', exact: true }).click();
        }
        for (const [index, answer] of answers.entries()) {
          await page.getByText(`Question ${index + 1} of 5`, { exact: true }).waitFor();
          await page.getByRole('radio').nth(answer).check();
          if (walk === 0) expect(await seriousA11yViolations(page)).toEqual([]);
          await page.getByRole('button', { name: index === 4 ? 'See results' : 'Next', exact: true }).click();
        }
        await headingFocused(page, result);
        expect(query(page)).toBe(`r.${answers.map((answer) => answer + 1).join('.')}`);
        if (walk === 0) expect(await seriousA11yViolations(page)).toEqual([]);
      }
    } finally {
      await context.close();
    }
  });

  it('should walk the Defender quiz from its welcome to the configurator link of the chosen Defender', async () => {
    const { context, page } = await openHydrated(browser, '/defender-quiz', viewport);
    try {
      await page.getByRole('button', { name: 'Play the video', exact: true }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Start the quiz', exact: true }).focus();
      await page.keyboard.press('Enter');
      const steps: [string, number][] = [
        ['Which Defender?', 1],
        ['Diesel or petrol?', 0],
        ['Which pack suits your life?', 2],
      ];
      for (const [question, answer] of steps) {
        await headingFocused(page, question);
        expect(await seriousA11yViolations(page)).toEqual([]);
        await answerByKeyboard(page, answer);
      }
      await headingFocused(page, 'Your Defender: Defender 110 · Diesel · Explorer pack');
      const configurator = page.getByRole('link', { name: /^Continue in the configurator/ });
      expect(await configurator.getAttribute('href')).toBe('https://configurator.example.com/defender/110?engine=diesel&pack=explorer');
      await page.getByText(/an expedition roof rack/).waitFor();
      await page.getByText('Seats: up to 7', { exact: true }).waitFor();
      expect(query(page)).toBe('r.2.1.3');
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Back steps to the pack question; Start again returns to the welcome.
      await page.goBack();
      await headingFocused(page, 'Which pack suits your life?');
      await page.goForward();
      await headingFocused(page, 'Your Defender: Defender 110 · Diesel · Explorer pack');
      await page.getByRole('button', { name: 'Start again', exact: true }).click();
      await headingFocused(page, 'Find your Defender');
      expect(query(page)).toBeNull();
    } finally {
      await context.close();
    }
  });

  it('should show a shared Defender result with its picture data', async () => {
    const { context, page } = await openHydrated(browser, '/defender-quiz?q=r.1.2.4', viewport);
    try {
      await page.getByRole('heading', { name: 'Your Defender: Defender 90 · Petrol · Urban pack', exact: true }).waitFor();
      await page.getByText(/22-inch wheels/).waitFor();
      await page.getByText('Seats: up to 6', { exact: true }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
