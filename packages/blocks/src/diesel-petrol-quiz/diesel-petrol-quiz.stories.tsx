import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixture } from '../fixture.js';
import { WithQuizRouter } from '../shared/quiz/quiz.fixtures.js';
import { viewArgTypes } from '../story-args.js';
import { DieselPetrolQuiz } from './diesel-petrol-quiz.js';
import { DIESEL_PETROL_SAMPLE_RESULTS, dieselPetrolQuizFixture } from './diesel-petrol-quiz.fixtures.js';
import { dieselPetrolQuizTemplate } from './diesel-petrol-quiz.schema.js';

/** Each story opens the quiz at an address (`?q=`), as a shared link would. */
const at = (search: string) => [
  (Story: () => React.JSX.Element) => (
    <WithQuizRouter search={search}>
      <Story />
    </WithQuizRouter>
  ),
];

const meta = {
  title: 'Blocks/Advanced/Diesel or petrol quiz',
  component: DieselPetrolQuiz,
  args: { data: dieselPetrolQuizFixture, locale: 'en', mode: 'public' },
  argTypes: viewArgTypes,
  decorators: at(''),
} satisfies Meta<typeof DieselPetrolQuiz>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Intro: Story = {};
export const FirstQuestion: Story = { decorators: at('?q=1') };
export const SecondQuestion: Story = { decorators: at('?q=2.1') };
export const ThirdQuestion: Story = { decorators: at('?q=3.1.1') };
export const FourthQuestion: Story = { decorators: at('?q=4.1.1.1') };
export const FifthQuestion: Story = { decorators: at('?q=5.1.1.1.1') };
export const ResultPetrol: Story = { decorators: at('?q=r.2.3.1.2.2') };
export const ResultDiesel: Story = { decorators: at('?q=r.3.3.3.3.3') };
export const ResultPlugInHybrid: Story = { decorators: at('?q=r.2.2.2.2.1') };
export const ResultBatteryElectric: Story = { decorators: at('?q=r.1.1.1.1.1') };
export const Polish: Story = { args: { locale: 'pl' }, decorators: at('?q=r.1.1.1.1.1') };

const withoutBev = fixture(
  dieselPetrolQuizTemplate,
  { ...dieselPetrolQuizFixture.fields },
  DIESEL_PETROL_SAMPLE_RESULTS.map((group) => (group.result === 'bev' ? { result: 'bev' as const } : group)),
);

/** The editor left the battery electric result empty: visitors get a calm message. */
export const EmptyResult: Story = { args: { data: withoutBev }, decorators: at('?q=r.1.1.1.1.1') };
/** The same in the editor's preview, which says which result is missing. */
export const EmptyResultPreview: Story = { args: { data: withoutBev, mode: 'preview' }, decorators: at('?q=r.1.1.1.1.1') };
