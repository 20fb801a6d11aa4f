import { defineTemplate, type TemplateDefinition } from '@forecourt/blocks/templates';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.js';
import { BlockCatalogue } from './block-catalogue.js';

const template = (key: string, group: TemplateDefinition['group'], list_priority: number, extra: Partial<TemplateDefinition> = {}) =>
  defineTemplate({
    key,
    name: key.replace(/_/g, ' '),
    description: `About ${key}`,
    group,
    list_priority,
    thumbnail_url: `/cms/thumbnails/${key}.svg`,
    max_field_groups: 0,
    version: 1,
    fields: [],
    field_groups_template: [],
    ...extra,
  }) as TemplateDefinition;

const catalogue = [
  template('finance_calculator', 'Advanced', 5),
  template('gallery', 'Content', 20),
  template('legacy_banner', 'Content', 1, { hidden: true }),
  template('hero', 'Content', 10),
  template('quiz', 'Specials', 1, { description: 'Five questions that suggest a powertrain' }),
];

const itemNames = (section: HTMLElement) =>
  within(section)
    .getAllByRole('button')
    .map((button) => button.querySelector('.fe-catalogue__name')!.textContent);

describe('given the block catalogue', () => {
  it('should group templates as Content, Specials, Advanced, sorted by list priority, without hidden ones', () => {
    renderWithProviders(<BlockCatalogue open onOpenChange={vi.fn()} onChoose={vi.fn()} templates={catalogue} />);
    const dialog = screen.getByRole('dialog', { name: 'Add a block' });
    const sections = within(dialog).getAllByRole('region');
    expect(sections.map((s) => within(s).getByRole('heading').textContent)).toEqual(['Content', 'Specials', 'Advanced']);
    expect(itemNames(sections[0]!)).toEqual(['hero', 'gallery']);
    expect(within(dialog).queryByText('legacy banner')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /hero/ })).toHaveAccessibleDescription('About hero');
  });

  it('should search names and descriptions and say when nothing matches', async () => {
    const onChoose = vi.fn();
    renderWithProviders(<BlockCatalogue open onOpenChange={vi.fn()} onChoose={onChoose} templates={catalogue} />);
    const search = screen.getByRole('searchbox', { name: 'Search blocks' });
    await userEvent.type(search, 'powertrain');
    const sections = screen.getAllByRole('region');
    expect(sections).toHaveLength(1);
    await userEvent.click(within(sections[0]!).getByRole('button', { name: /quiz/ }));
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ key: 'quiz' }));

    await userEvent.clear(search);
    await userEvent.type(search, 'zzz');
    expect(screen.getByText('No block matches “zzz”.')).toBeInTheDocument();
  });
});
