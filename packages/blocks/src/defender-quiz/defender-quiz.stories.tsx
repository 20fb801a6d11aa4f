import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixture } from '../fixture.js';
import { WithQuizRouter } from '../shared/quiz/quiz.fixtures.js';
import { viewArgTypes } from '../story-args.js';
import { DefenderQuiz } from './defender-quiz.js';
import { defenderQuizFixture } from './defender-quiz.fixtures.js';
import { defenderQuizTemplate } from './defender-quiz.schema.js';

/** Each story opens the quiz at an address (`?q=`); the image data is a `data:` file. */
const at = (search: string) => [
  (Story: () => React.JSX.Element) => (
    <WithQuizRouter search={search}>
      <Story />
    </WithQuizRouter>
  ),
];

const meta = {
  title: 'Blocks/Advanced/Defender quiz',
  component: DefenderQuiz,
  args: { data: defenderQuizFixture, locale: 'en', mode: 'public' },
  argTypes: viewArgTypes,
  decorators: at(''),
} satisfies Meta<typeof DefenderQuiz>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Welcome: Story = {};
export const Body: Story = { decorators: at('?q=1') };
export const Engine: Story = { decorators: at('?q=2.2') };
export const Pack: Story = { decorators: at('?q=3.2.1') };
export const Result110DieselExplorer: Story = { decorators: at('?q=r.2.1.3') };
export const Result90PetrolUrban: Story = { decorators: at('?q=r.1.2.4') };
export const Polish: Story = { args: { locale: 'pl' }, decorators: at('?q=r.2.2.1') };

/** The image data file is broken: a calm notice, and the quiz still runs. */
export const BrokenImageData: Story = {
  args: { data: fixture(defenderQuizTemplate, { ...defenderQuizFixture.fields, images_data_url: 'data:application/json,oops' }, defenderQuizFixture.groups) },
  decorators: at('?q=r.2.1.3'),
};

/** The editor left out the variant groups: the result shows the combination only. */
export const NoVariantGroups: Story = {
  args: { data: fixture(defenderQuizTemplate, { ...defenderQuizFixture.fields }) },
  decorators: at('?q=r.2.1.3'),
};
