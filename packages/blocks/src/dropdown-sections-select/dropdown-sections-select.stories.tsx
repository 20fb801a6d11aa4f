import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { fixture } from '../fixture.js';
import { viewArgTypes } from '../story-args.js';
import { DropdownSectionsSelect } from './dropdown-sections-select.js';
import { dropdownSectionsSelectFixture } from './dropdown-sections-select.fixtures.js';
import { dropdownSectionsSelectTemplate } from './dropdown-sections-select.schema.js';

/** Stand-ins for the page's blocks 2 to 5 (as BlockList wraps them), which the options hide. */
const withSections: Decorator = (Story) => (
  <>
    <Story />
    {['Private leasing', 'Private credit', 'Fleet offers', 'Warranty for everyone'].map((title, index) => (
      <div key={title} id={`component-${index + 2}`} className="fc-block" style={{ padding: 24 }}>
        <h2>{`${index + 2}. ${title}`}</h2>
      </div>
    ))}
  </>
);

const meta = {
  title: 'Blocks/Advanced/Dropdown sections select',
  component: DropdownSectionsSelect,
  args: { data: dropdownSectionsSelectFixture, locale: 'en', mode: 'public' },
  argTypes: viewArgTypes,
  decorators: [withSections],
} satisfies Meta<typeof DropdownSectionsSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two options; choosing one hides the other's sections and opens the confirmation. */
export const Default: Story = {};

export const Polish: Story = { args: { locale: 'pl' } };

/** No texts of its own: the built-in, translated labels; on the dark theme. */
export const BuiltInTextsOnDark: Story = {
  args: {
    data: fixture(
      dropdownSectionsSelectTemplate,
      { theme: 'dark-theme' },
      dropdownSectionsSelectFixture.groups,
    ),
  },
};
