import { localize } from '@forecourt/api-client';
import { Accordion as AccordionPrimitive, cx } from '@forecourt/ui';
import { useState } from 'react';
import { blockT } from '../translate.js';
import en from './locales/en.json' with { type: 'json' };
import pl from './locales/pl.json' with { type: 'json' };
import { sanitizeRichText } from '../sanitize.js';
import type { BlockViewProps } from '../view-props.js';
import type { accordionTemplate } from './accordion.schema.js';
import './accordion.css';

export type AccordionProps = BlockViewProps<typeof accordionTemplate>;

type Level = 1 | 2 | 3 | 4 | 5 | 6;

/** Accordion: titled panels, each opened by its own button, with open-all and close-all. */
export function Accordion({ data, locale }: AccordionProps) {
  const { theme = 'white-theme', header_tag = '2' } = data.fields;
  const t = blockT({ en, pl }, locale);
  const heading = localize(data.fields.heading, locale);
  const headingLevel = Number(header_tag) as Level;
  // Panel titles sit one level below the block heading, or at its level when there is none.
  const itemLevel = (heading ? Math.min(headingLevel + 1, 6) : headingLevel) as Level;
  const items = data.groups.map((group, index) => ({
    value: String(index),
    title: localize(group.accordion_title, locale),
    content: sanitizeRichText(localize(group.accordion_content, locale)),
  }));
  const [open, setOpen] = useState<readonly string[]>([]);
  const Heading = `h${headingLevel}` as const;

  return (
    <section className={cx('fc-accordion-block', 'fc-surface', `fc-surface--${theme}`)}>
      <div className="fc-accordion-block__inner">
        {heading ? <Heading className="fc-accordion-block__heading">{heading}</Heading> : null}
        {items.length > 1 ? (
          <div className="fc-accordion-block__controls">
            <button
              type="button"
              className="fc-accordion-block__control"
              onClick={() => setOpen(items.map((item) => item.value))}
            >
              {localize(data.fields.open_all_label, locale) || t('openAll')}
            </button>
            <button
              type="button"
              className="fc-accordion-block__control"
              onClick={() => setOpen([])}
            >
              {localize(data.fields.close_all_label, locale) || t('closeAll')}
            </button>
          </div>
        ) : null}
        <AccordionPrimitive.Root value={open} onValueChange={setOpen}>
          {items.map((item) => (
            <AccordionPrimitive.Item key={item.value} value={item.value}>
              <AccordionPrimitive.Header level={itemLevel}>
                <AccordionPrimitive.Trigger>
                  <span className="fc-accordion__trigger-label">{item.title}</span>
                  <span className="fc-accordion__indicator" aria-hidden="true" />
                </AccordionPrimitive.Trigger>
              </AccordionPrimitive.Header>
              <AccordionPrimitive.Panel>
                <div
                  className="fc-accordion-block__content"
                  dangerouslySetInnerHTML={{ __html: item.content }}
                />
              </AccordionPrimitive.Panel>
            </AccordionPrimitive.Item>
          ))}
        </AccordionPrimitive.Root>
      </div>
    </section>
  );
}

export default Accordion;
