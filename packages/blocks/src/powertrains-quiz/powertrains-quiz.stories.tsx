import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixture } from '../fixture.js';
import { WithQuizRouter } from '../shared/quiz/quiz.fixtures.js';
import { viewArgTypes } from '../story-args.js';
import { PowertrainsQuiz } from './powertrains-quiz.js';
import { POWERTRAINS_SAMPLE_RECOMMENDATIONS, powertrainsQuizFixture } from './powertrains-quiz.fixtures.js';
import { powertrainsQuizTemplate } from './powertrains-quiz.schema.js';

/**
 * Each story opens the quiz at an address (`?q=`), as a shared link would; the "Browser back"
 * button under it stands in for the browser's. Images come from the content service, which
 * Storybook does not run.
 */
const at = (search: string) => [
  (Story: () => React.JSX.Element) => (
    <WithQuizRouter search={search}>
      <Story />
    </WithQuizRouter>
  ),
];

const meta = {
  title: 'Blocks/Advanced/Powertrains quiz',
  component: PowertrainsQuiz,
  args: { data: powertrainsQuizFixture, locale: 'en', mode: 'public' },
  argTypes: viewArgTypes,
  decorators: at(''),
} satisfies Meta<typeof PowertrainsQuiz>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Question 1 of 5 (two answers). */
export const FirstQuestion: Story = {};
export const SecondQuestion: Story = { decorators: at('?q=2.1') };
export const ThirdQuestion: Story = { decorators: at('?q=3.1.1') };
/** The question with five answers. */
export const FourthQuestion: Story = { decorators: at('?q=4.1.1.1') };
/** The last question: "See results". */
export const FifthQuestion: Story = { decorators: at('?q=5.1.1.1.1') };
export const ResultPrivatePhev: Story = { decorators: at('?q=r.1.1.1.1.1') };
export const ResultBusinessDiesel: Story = { decorators: at('?q=r.2.2.2.3.2') };
export const ResultPrivatePetrol: Story = { decorators: at('?q=r.1.2.1.4.3') };
export const Polish: Story = { args: { locale: 'pl' }, decorators: at('?q=r.2.1.1.1.1') };

/** The editor left the business diesel recommendation out: visitors get a calm message. */
export const EmptyResult: Story = {
  args: {
    data: fixture(
      powertrainsQuizTemplate,
      { ...powertrainsQuizFixture.fields },
      POWERTRAINS_SAMPLE_RECOMMENDATIONS.filter((group) => !(group.owner === 'business' && group.powertrain === 'diesel')),
    ),
  },
  decorators: at('?q=r.2.2.2.3.2'),
};

/** The same in the editor's preview, which says why (publishing is refused meanwhile). */
export const EmptyResultPreview: Story = { args: { ...EmptyResult.args, mode: 'preview' }, decorators: at('?q=r.2.2.2.3.2') };

/** Answers whose points tie: no result, whatever the recommendations. */
export const TiedAnswers: Story = {
  args: {
    data: fixture(
      powertrainsQuizTemplate,
      { ...powertrainsQuizFixture.fields, ...{ q5_a1_weights: 'private:1', q5_a2_weights: 'private:1', q5_a3_weights: 'private:1' } },
      POWERTRAINS_SAMPLE_RECOMMENDATIONS,
    ),
    mode: 'preview',
  },
  decorators: at('?q=r.1.1.1.5.1'),
};
