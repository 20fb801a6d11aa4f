import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../class-names.js';
import { Icon } from '../icon/icon.js';
import { useControllableState } from '../use-controllable-state.js';

type ModalState = 'open' | 'closed';

interface ModalContextValue {
  open: boolean;
  setOpen: (open: boolean) => void;
  dismissible: boolean;
  contentId: string;
  titleId: string;
  descriptionId: string;
  hasDescription: boolean;
  setHasDescription: (value: boolean) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
}

const ModalContext = createContext<ModalContextValue | null>(null);

function useModalContext(part: string): ModalContextValue {
  const context = useContext(ModalContext);
  if (!context) throw new Error(`<Modal.${part}> must be used inside <Modal.Root>`);
  return context;
}

const stateOf = (open: boolean): ModalState => (open ? 'open' : 'closed');

export interface ModalRootProps {
  /** Controlled open state; pair it with `onOpenChange`. */
  open?: boolean;
  /** Initial open state while uncontrolled. Defaults to false. */
  defaultOpen?: boolean;
  /** Called whenever the modal asks to open or close. */
  onOpenChange?: (open: boolean) => void;
  /**
   * Whether ESC and a backdrop click close the modal (site-shell.md §2 "Generic modal": "ESC if
   * allowed"). The close button always works. Defaults to true.
   */
  dismissible?: boolean;
  children: ReactNode;
}

function Root({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  dismissible = true,
  children,
}: ModalRootProps) {
  const [open, setOpen] = useControllableState({
    prop: openProp,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
  });
  const [hasDescription, setHasDescription] = useState(false);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const id = useId();
  return (
    <ModalContext.Provider
      value={{
        open,
        setOpen,
        dismissible,
        contentId: `${id}-content`,
        titleId: `${id}-title`,
        descriptionId: `${id}-description`,
        hasDescription,
        setHasDescription,
        triggerRef,
      }}
    >
      {children}
    </ModalContext.Provider>
  );
}

export type ModalTriggerProps = ButtonHTMLAttributes<HTMLButtonElement>;

/** A button that opens the modal. */
function Trigger({ onClick, type = 'button', ...rest }: ModalTriggerProps) {
  const context = useModalContext('Trigger');
  return (
    <button
      {...rest}
      ref={context.triggerRef}
      type={type}
      aria-haspopup="dialog"
      aria-expanded={context.open}
      aria-controls={context.open ? context.contentId : undefined}
      data-state={stateOf(context.open)}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) context.setOpen(!context.open);
      }}
    />
  );
}

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[hidden]'),
  );
}

// Open modals, innermost last: ESC closes only the top one.
const openStack: HTMLElement[] = [];

export interface ModalContentProps extends HTMLAttributes<HTMLDivElement> {
  /** Keep the content in the DOM (hidden, `data-state="closed"`) while closed. Defaults to false. */
  forceMount?: boolean;
  /** Element the modal is portalled into. Defaults to `document.body`. */
  container?: HTMLElement | null;
}

/**
 * The dialog: portalled, above a backdrop, focus moved inside and trapped while open and given
 * back to where it was on close. About 610 px wide on larger screens (site-shell.md §2).
 */
function Content({
  children,
  className,
  forceMount = false,
  container,
  onKeyDown,
  ...rest
}: ModalContentProps) {
  const context = useModalContext('Content');
  const { open, setOpen, dismissible } = context;
  const dialogRef = useRef<HTMLDivElement>(null);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    openStack.push(dialog);
    (focusableIn(dialog)[0] ?? dialog).focus();

    const onDocumentKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || openStack[openStack.length - 1] !== dialog) return;
      if (dismissible) {
        // Consumed: whatever is open beneath the modal (a mega menu, a panel) checks
        // defaultPrevented and stays open; capture phase runs before their listeners.
        event.preventDefault();
        setOpen(false);
      }
    };
    document.addEventListener('keydown', onDocumentKeyDown, true);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onDocumentKeyDown, true);
      openStack.splice(openStack.indexOf(dialog), 1);
      if (openStack.length === 0) document.body.style.overflow = overflow;
      const restoreTo = previouslyFocused?.isConnected
        ? previouslyFocused
        : context.triggerRef.current;
      restoreTo?.focus();
    };
    // Only re-run when the modal opens or closes (or first reaches the DOM after hydration).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, mounted]);

  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = focusableIn(dialogRef.current);
    if (focusable.length === 0) {
      event.preventDefault();
      return;
    }
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  if (!mounted || (!open && !forceMount)) return null;
  const state = stateOf(open);
  return createPortal(
    <div className="fc-modal" data-state={state} hidden={!open}>
      <div
        className="fc-modal__backdrop"
        data-state={state}
        aria-hidden="true"
        onClick={() => {
          if (dismissible) setOpen(false);
        }}
      />
      <div
        {...rest}
        ref={dialogRef}
        id={context.contentId}
        role="dialog"
        aria-modal="true"
        aria-labelledby={rest['aria-label'] ? undefined : context.titleId}
        aria-describedby={context.hasDescription ? context.descriptionId : undefined}
        tabIndex={-1}
        data-state={state}
        className={cx('fc-modal__content', className)}
        onKeyDown={trapTab}
      >
        {children}
      </div>
    </div>,
    container ?? document.body,
  );
}

export interface ModalTitleProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Heading level. Defaults to 2. */
  level?: 1 | 2 | 3 | 4 | 5 | 6;
}

/** The modal's title; it names the dialog for assistive tech. */
function Title({ level = 2, className, ...rest }: ModalTitleProps) {
  const context = useModalContext('Title');
  const Heading = `h${level}` as const;
  return <Heading {...rest} id={context.titleId} className={cx('fc-modal__title', className)} />;
}

/** Text describing the modal's purpose, read after the title. */
function Description({ className, ...rest }: HTMLAttributes<HTMLParagraphElement>) {
  const context = useModalContext('Description');
  const { setHasDescription } = context;
  useEffect(() => {
    setHasDescription(true);
    return () => setHasDescription(false);
  }, [setHasDescription]);
  return (
    <p {...rest} id={context.descriptionId} className={cx('fc-modal__description', className)} />
  );
}

export interface ModalCloseProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Accessible name when the button has no text. Defaults to 'Close'. */
  label?: string;
}

/** Closes the modal. Without children it is the round ✕ button in the corner. */
function Close({
  children,
  className,
  onClick,
  label = 'Close',
  type = 'button',
  ...rest
}: ModalCloseProps) {
  const context = useModalContext('Close');
  return (
    <button
      {...rest}
      type={type}
      aria-label={children ? rest['aria-label'] : label}
      className={cx(children ? undefined : 'fc-modal__close', className)}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) context.setOpen(false);
      }}
    >
      {children ?? <Icon name="close" />}
    </button>
  );
}

/** Generic modal of site-shell.md §2 as compound parts (Radix style). */
export const Modal = { Root, Trigger, Content, Title, Description, Close };
