import { localize } from '@forecourt/api-client';
import { cx } from '@forecourt/ui';
import { sanitizeRichText } from '../sanitize.js';
import type { BlockViewProps } from '../view-props.js';
import type { htmlBoxTemplate } from './html-box.schema.js';
import './html-box.css';

export type HtmlBoxProps = BlockViewProps<typeof htmlBoxTemplate>;

/**
 * HTML box: the editor's HTML after the rich-text policy, on the server and in the browser alike
 * (scripts, styles, `on*` handlers and `javascript:` links never reach the page).
 */
export function HtmlBox({ data, locale }: HtmlBoxProps) {
  const { theme = 'white-theme', dir = 'ltr' } = data.fields;
  const html = sanitizeRichText(localize(data.fields.html, locale));
  return (
    <section className={cx('fc-html-box', 'fc-surface', `fc-surface--${theme}`)} dir={dir}>
      <div className="fc-html-box__content" dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}

export default HtmlBox;
