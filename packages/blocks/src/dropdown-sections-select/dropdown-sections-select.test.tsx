import { seriousAxeViolations } from '@forecourt/storybook-config/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BlockList, type BlockListItem } from '../block-list.js';
import { validateBlockData } from '../contract/index.js';
import { fixture } from '../fixture.js';
import { snippetTemplate } from '../snippet/snippet.schema.js';
import { DropdownSectionsSelect } from './dropdown-sections-select.js';
import { dropdownSectionsSelectFixture } from './dropdown-sections-select.fixtures.js';
import { dropdownSectionsSelectTemplate } from './dropdown-sections-select.schema.js';
import { parseBlockRefs, refsToHide } from './sections.js';

const section = (id: string, title: string): BlockListItem => ({
  id,
  template: 'snippet',
  version: 1,
  data: fixture(snippetTemplate, { section_title: { en: title } }),
});

/** The fixture's page: the dropdown, then private (2, 3), business (4) and shared (5) sections. */
const page: BlockListItem[] = [
  { id: 'select', template: 'dropdown_sections_select', version: 1, data: dropdownSectionsSelectFixture },
  section('s2', 'Private leasing'),
  section('s3', 'Private credit'),
  section('s4', 'Fleet offers'),
  section('s5', 'Warranty for everyone'),
];

const titles = ['Private leasing', 'Private credit', 'Fleet offers', 'Warranty for everyone'];
const visibleTitles = () =>
  titles.filter((name) => screen.queryByRole('heading', { name }) !== null);

async function renderPage() {
  render(<BlockList blocks={page} locale="en" />);
  // Every block's view has loaded and the dropdown works.
  await screen.findByRole('heading', { name: 'Warranty for everyone' });
  const select = await screen.findByRole('combobox', { name: 'I am buying as' });
  await expect.poll(() => (select as HTMLSelectElement).disabled).toBe(false);
  return select;
}

describe('option_blocks', () => {
  it('should accept block numbers and element ids separated by commas, and nothing else', () => {
    const check = (option_blocks: string) =>
      validateBlockData(
        dropdownSectionsSelectTemplate,
        fixture(dropdownSectionsSelectTemplate, {}, [{ option_label: { en: 'A' }, option_blocks }]),
        { locales: ['en', 'pl'] },
      ).map((issue) => issue.rule);
    expect(check('2, 3,#rdx-prices , 4')).toEqual([]);
    expect(check('2;3')).toEqual(['pattern']);
    expect(check('2,,3')).toEqual(['pattern']);
    expect(check('<script>')).toEqual(['pattern']);
  });

  it('should hide the blocks of the other options that the chosen one does not list', () => {
    const options = [parseBlockRefs('2, 3, 5'), parseBlockRefs('#4,5')];
    expect([...refsToHide(options, 0)]).toEqual(['4']);
    expect([...refsToHide(options, 1)]).toEqual(['2', '3']);
    expect([...refsToHide(options, null)]).toEqual([]);
  });
});

describe('DropdownSectionsSelect block', () => {
  describe('given a page of sections for private buyers, for businesses and for both', () => {
    it('should show every section until an option is chosen', async () => {
      await renderPage();
      expect(visibleTitles()).toEqual(titles);
    });

    it('should show only the chosen option’s sections and confirm the choice in a modal', async () => {
      const select = await renderPage();
      await userEvent.selectOptions(select, 'A business');
      expect(visibleTitles()).toEqual(['Fleet offers', 'Warranty for everyone']);
      expect(document.getElementById('component-2')).toHaveAttribute('hidden');
      const dialog = screen.getByRole('dialog', { name: 'Offers for you' });
      expect(dialog).toHaveAccessibleDescription('We now show only the offers and finance that suit you.');
      expect(dialog).toHaveTextContent('Showing offers for: A business');
      expect(await seriousAxeViolations(document.body)).toEqual([]);

      await userEvent.click(screen.getByRole('button', { name: 'See my offers' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByText('Showing offers for:')).toHaveTextContent('Showing offers for: A business');
      expect(screen.getByRole('button', { name: 'Change' })).toHaveFocus();
      expect(visibleTitles()).toEqual(['Fleet offers', 'Warranty for everyone']);
    });

    it('should reopen the choice with edit and switch the sections to another option', async () => {
      const select = await renderPage();
      await userEvent.selectOptions(select, 'A business');
      await userEvent.keyboard('{Escape}');
      await userEvent.click(screen.getByRole('button', { name: 'Change' }));
      const again = screen.getByRole('combobox', { name: 'I am buying as' });
      expect(again).toHaveFocus();
      expect(again).toHaveValue('1');
      await userEvent.selectOptions(again, 'A private buyer');
      await userEvent.click(screen.getByRole('button', { name: 'See my offers' }));
      expect(visibleTitles()).toEqual(['Private leasing', 'Private credit', 'Warranty for everyone']);
    });

    it('should show every section again with clear', async () => {
      const select = await renderPage();
      await userEvent.selectOptions(select, 'A private buyer');
      await userEvent.click(screen.getByRole('button', { name: 'See my offers' }));
      await userEvent.click(screen.getByRole('button', { name: 'Show all offers' }));
      expect(visibleTitles()).toEqual(titles);
      expect(screen.getByRole('combobox', { name: 'I am buying as' })).toHaveValue('');
      expect(document.querySelectorAll('[hidden].fc-block')).toHaveLength(0);
    });

    it('should show every section again when the default is chosen', async () => {
      const select = await renderPage();
      await userEvent.selectOptions(select, 'A private buyer');
      await userEvent.click(screen.getByRole('button', { name: 'Close' }));
      await userEvent.click(screen.getByRole('button', { name: 'Change' }));
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'I am buying as' }), 'Show everything');
      expect(visibleTitles()).toEqual(titles);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  describe('given the server HTML (no JavaScript yet)', () => {
    it('should hide nothing and leave the dropdown inactive until the page’s code runs', () => {
      const html = renderToString(
        <DropdownSectionsSelect data={dropdownSectionsSelectFixture} locale="en" mode="public" />,
      );
      expect(html).toMatch(/<select[^>]*disabled/);
      expect(html).not.toContain('hidden');
    });
  });

  describe('given no texts of its own', () => {
    it('should use the built-in Polish texts for locale pl', async () => {
      const data = fixture(dropdownSectionsSelectTemplate, {}, dropdownSectionsSelectFixture.groups);
      render(<DropdownSectionsSelect data={data} locale="pl" mode="public" />);
      const select = screen.getByRole('combobox', { name: 'Pokaż sekcje dla' });
      expect(screen.getByRole('option', { name: 'Wszystkie sekcje' })).toBeInTheDocument();
      await userEvent.selectOptions(select, 'Firma');
      expect(screen.getByRole('dialog', { name: 'Twój wybór' })).toHaveTextContent('Przeglądasz: Firma');
      await userEvent.click(screen.getByRole('button', { name: 'Dalej' }));
      expect(screen.getByRole('button', { name: 'Zmień' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Pokaż wszystko' })).toBeInTheDocument();
    });
  });
});
