import { templateGroups, templates as allTemplates, type TemplateDefinition } from '@forecourt/blocks/templates';
import { Modal } from '@forecourt/ui';
import { useId, useState } from 'react';

export interface BlockCatalogueProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the chosen template; the dialog closes itself. */
  onChoose: (template: TemplateDefinition) => void;
  /** Templates to offer. Defaults to the whole catalogue. */
  templates?: readonly TemplateDefinition[];
}

const matches = (template: TemplateDefinition, needle: string) =>
  [template.name, template.description, template.short_description ?? '', template.key].some((text) =>
    text.toLowerCase().includes(needle),
  );

/**
 * The "Add a block" dialog: templates grouped Content / Specials / Advanced, each group sorted by
 * `list_priority`, hidden templates left out, with a search box over names and descriptions.
 */
export function BlockCatalogue({ open, onOpenChange, onChoose, templates = allTemplates }: BlockCatalogueProps) {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const needle = query.trim().toLowerCase();
  const visible = templates.filter((template) => !template.hidden && (!needle || matches(template, needle)));
  const groups = templateGroups
    .map((group) => ({
      group,
      items: visible.filter((t) => t.group === group).sort((a, b) => a.list_priority - b.list_priority),
    }))
    .filter(({ items }) => items.length > 0);

  return (
    <Modal.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) setQuery('');
        onOpenChange(next);
      }}
    >
      <Modal.Content className="fe-dialog fe-dialog--wide">
        <div className="fe-dialog__head">
          <Modal.Title className="fe-dialog__title">Add a block</Modal.Title>
        </div>
        <label htmlFor={searchId} className="fe-label">
          Search blocks
        </label>
        <input
          id={searchId}
          type="search"
          className="fe-input"
          value={query}
          placeholder="Name or description"
          onChange={(event) => setQuery(event.target.value)}
        />
        <p className="fe-visually-hidden" role="status">
          {needle ? `${visible.length} ${visible.length === 1 ? 'block matches' : 'blocks match'}` : ''}
        </p>
        <div className="fe-catalogue">
          {groups.length === 0 ? <p className="fe-empty">No block matches “{query.trim()}”.</p> : null}
          {groups.map(({ group, items }) => (
            <section key={group} className="fe-catalogue__group" aria-labelledby={`${searchId}-${group}`}>
              <h3 id={`${searchId}-${group}`} className="fe-catalogue__heading">
                {group}
              </h3>
              <ul className="fe-catalogue__list">
                {items.map((template) => (
                  <li key={template.key}>
                    <button
                      type="button"
                      className="fe-catalogue__item"
                      aria-describedby={`${searchId}-${template.key}-description`}
                      onClick={() => {
                        setQuery('');
                        onChoose(template);
                        onOpenChange(false);
                      }}
                    >
                      <img className="fe-catalogue__thumb" src={template.thumbnail_url} alt="" width={120} height={72} loading="lazy" />
                      <span className="fe-catalogue__name">{template.name}</span>
                      <span id={`${searchId}-${template.key}-description`} className="fe-catalogue__description">
                        {template.short_description ?? template.description}
                      </span>
                      {template.max_field_groups > 0 ? (
                        <span className="fe-catalogue__meta">Up to {template.max_field_groups} field groups</span>
                      ) : null}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        {/* After the search box, so opening the dialog puts the cursor straight into the search. */}
        <div className="fe-dialog__actions">
          <Modal.Close className="fe-button fe-button--quiet">Cancel</Modal.Close>
        </div>
      </Modal.Content>
    </Modal.Root>
  );
}
