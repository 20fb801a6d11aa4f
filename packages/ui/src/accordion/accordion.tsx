import {
  createContext,
  useContext,
  useId,
  type ButtonHTMLAttributes,
  type HTMLAttributes,
} from 'react';
import { cx } from '../class-names.js';
import { useControllableState } from '../use-controllable-state.js';

interface RootContextValue {
  openValues: readonly string[];
  toggle: (value: string) => void;
}
interface ItemContextValue {
  value: string;
  open: boolean;
  triggerId: string;
  panelId: string;
}

const RootContext = createContext<RootContextValue | null>(null);
const ItemContext = createContext<ItemContextValue | null>(null);

function useRoot(part: string) {
  const context = useContext(RootContext);
  if (!context) throw new Error(`<Accordion.${part}> must be used inside <Accordion.Root>`);
  return context;
}
function useItem(part: string) {
  const context = useContext(ItemContext);
  if (!context) throw new Error(`<Accordion.${part}> must be used inside <Accordion.Item>`);
  return context;
}

const stateOf = (open: boolean) => (open ? 'open' : 'closed');

export interface AccordionRootProps extends Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue'> {
  /** Controlled list of open item values; pair it with `onValueChange`. */
  value?: readonly string[];
  /** Items open at first while uncontrolled. Defaults to none. */
  defaultValue?: readonly string[];
  /** Called with the new list of open items. */
  onValueChange?: (value: readonly string[]) => void;
}

/** Panels that open independently; several may be open at once. */
function Root({ value, defaultValue = [], onValueChange, className, ...rest }: AccordionRootProps) {
  const [openValues, setOpenValues] = useControllableState<readonly string[]>({
    prop: value,
    defaultProp: defaultValue,
    onChange: onValueChange,
  });
  const toggle = (item: string) =>
    setOpenValues((current) =>
      current.includes(item) ? current.filter((v) => v !== item) : [...current, item],
    );
  return (
    <RootContext.Provider value={{ openValues, toggle }}>
      <div {...rest} className={cx('fc-accordion', className)} />
    </RootContext.Provider>
  );
}

export interface AccordionItemProps extends HTMLAttributes<HTMLDivElement> {
  /** Identifies the item in the root's `value`. */
  value: string;
}

function Item({ value, className, ...rest }: AccordionItemProps) {
  const root = useRoot('Item');
  const id = useId();
  const open = root.openValues.includes(value);
  return (
    <ItemContext.Provider
      value={{ value, open, triggerId: `${id}-trigger`, panelId: `${id}-panel` }}
    >
      <div {...rest} className={cx('fc-accordion__item', className)} data-state={stateOf(open)} />
    </ItemContext.Provider>
  );
}

export interface AccordionHeaderProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Heading level wrapping the trigger. Defaults to 3. */
  level?: 1 | 2 | 3 | 4 | 5 | 6;
}

function Header({ level = 3, className, ...rest }: AccordionHeaderProps) {
  const item = useItem('Header');
  const Heading = `h${level}` as const;
  return (
    <Heading
      {...rest}
      className={cx('fc-accordion__header', className)}
      data-state={stateOf(item.open)}
    />
  );
}

/** The real button that opens and closes its item's panel. */
function Trigger({
  className,
  onClick,
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement>) {
  const root = useRoot('Trigger');
  const item = useItem('Trigger');
  return (
    <button
      {...rest}
      type={type}
      id={item.triggerId}
      aria-expanded={item.open}
      aria-controls={item.panelId}
      data-state={stateOf(item.open)}
      className={cx('fc-accordion__trigger', className)}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) root.toggle(item.value);
      }}
    />
  );
}

/** The item's content, hidden while closed and labelled by its trigger. */
function Panel({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  const item = useItem('Panel');
  return (
    <div
      {...rest}
      id={item.panelId}
      role="region"
      aria-labelledby={item.triggerId}
      hidden={!item.open}
      data-state={stateOf(item.open)}
      className={cx('fc-accordion__panel', className)}
    />
  );
}

/** Accordion primitive (WAI-ARIA accordion pattern) as compound parts. */
export const Accordion = { Root, Item, Header, Trigger, Panel };
