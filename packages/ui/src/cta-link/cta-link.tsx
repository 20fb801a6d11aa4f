import { createContext, useContext, useMemo, type MouseEvent, type ReactNode } from 'react';
import { buttonClassName, type ButtonAppearance } from '../button/button.js';
import { cx } from '../class-names.js';
import { Icon } from '../icon/icon.js';

export const CTA_LINK_TYPES = ['internal', 'external', 'form', 'file'] as const;
export type CtaLinkType = (typeof CTA_LINK_TYPES)[number];

import { sendPageRequest } from '../page-requests.js';
import { OPEN_FORM_EVENT, type CtaFormRequest } from './open-form.js';

export { OPEN_FORM_EVENT, type CtaFormRequest };

export interface CtaLinkHandlers {
  /** Opens the modal form for a `form` link. Without it the link dispatches `OPEN_FORM_EVENT`. */
  openForm?: (request: CtaFormRequest) => void;
  /** Client-side navigation for `internal` links (e.g. the router's navigate). */
  navigate?: (href: string) => void;
}

const CtaLinkContext = createContext<CtaLinkHandlers>({});

/** Supplies the app's form-modal opener and router navigation to every `CtaLink` below it. */
export function CtaLinkProvider({
  children,
  openForm,
  navigate,
}: CtaLinkHandlers & { children: ReactNode }) {
  const value = useMemo(() => ({ openForm, navigate }), [openForm, navigate]);
  return <CtaLinkContext.Provider value={value}>{children}</CtaLinkContext.Provider>;
}

export interface CtaLinkProps extends ButtonAppearance {
  /** Visible text of the link. */
  labelText?: string | undefined;
  href?: string | undefined;
  /** Defaults to 'internal'. */
  type?: CtaLinkType | undefined;
  /** Defaults to '_self'. */
  target?: '_self' | '_blank' | undefined;
  /** Form opened by a `form` link. */
  formId?: string | undefined;
  /** Values sent with the form but not shown to the visitor. */
  hiddenFields?: Record<string, string> | undefined;
  /** Column layout of the modal form. Defaults to 'single'. */
  form_layout?: 'single' | 'double' | undefined;
  /** Show even when the show rule (site-shell.md §5) would hide it. Defaults to false. */
  alwaysShow?: boolean | undefined;
  /** 'button' looks like a Button, 'text' like an inline arrow link. Defaults to 'button'. */
  appearance?: 'button' | 'text';
  /** Icon from the theme's icon set after the label. */
  icon?: string | undefined;
  className?: string;
}

/**
 * Whether a call-to-action is shown (site-shell.md §5): always-show, or an internal/external link
 * with both href and label, or a form or file link.
 */
export function shouldShowCta({
  alwaysShow,
  type = 'internal',
  href,
  labelText,
}: CtaLinkProps): boolean {
  if (alwaysShow) return true;
  if (type === 'internal' || type === 'external') return Boolean(href) && Boolean(labelText);
  return type === 'form' || type === 'file';
}

const isPlainLeftClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** Call-to-action link of site-shell.md §2: a navigation link, a file, or a form opener. */
export function CtaLink(props: CtaLinkProps) {
  const handlers = useContext(CtaLinkContext);
  if (!shouldShowCta(props)) return null;
  const {
    labelText = '',
    href = '',
    type = 'internal',
    target = '_self',
    formId = '',
    hiddenFields = {},
    form_layout = 'single',
    appearance = 'button',
    icon,
    className,
    theme,
    size,
    electrifies,
    center,
    customClass,
  } = props;
  const classes = cx(
    appearance === 'button'
      ? buttonClassName({ theme, size, electrifies, center, customClass })
      : cx('fc-text-link', customClass),
    className,
  );
  const content = (
    <>
      <span className={appearance === 'button' ? 'fc-button__label' : 'fc-text-link__label'}>
        {labelText}
      </span>
      {icon ? <Icon name={icon} className="fc-button__icon" /> : null}
      {target === '_blank' ? (
        <>
          {' '}
          <span className="fc-visually-hidden">(opens in a new tab)</span>
        </>
      ) : null}
    </>
  );

  if (type === 'form') {
    const request: CtaFormRequest = { formId, title: labelText, hiddenFields, layout: form_layout };
    const open = (element: HTMLElement) => {
      if (handlers.openForm) handlers.openForm(request);
      else sendPageRequest(OPEN_FORM_EVENT, request, element);
    };
    // With an href (the page that shows the same form), the link still leads somewhere without
    // JavaScript, or when opened in a new tab; a plain click opens the modal form instead.
    if (href) {
      return (
        <a
          className={classes}
          href={href}
          aria-haspopup="dialog"
          data-form-id={formId}
          data-link-type="form"
          onClick={(event) => {
            if (!isPlainLeftClick(event)) return;
            event.preventDefault();
            open(event.currentTarget);
          }}
        >
          {content}
        </a>
      );
    }
    return (
      <button type="button" className={classes} aria-haspopup="dialog" data-form-id={formId} onClick={(event) => open(event.currentTarget)}>
        {content}
      </button>
    );
  }

  const isExternal = type === 'external';
  return (
    <a
      className={classes}
      href={href}
      target={target}
      // External destinations never get a handle on this window.
      rel={isExternal || target === '_blank' ? 'noopener' : undefined}
      data-link-type={type}
      onClick={(event) => {
        if (
          type !== 'internal' ||
          target !== '_self' ||
          !handlers.navigate ||
          !isPlainLeftClick(event)
        )
          return;
        event.preventDefault();
        handlers.navigate(href);
      }}
    >
      {content}
    </a>
  );
}
