import type { NavEntry, Offer, OfferCarModel } from '@forecourt/api-client';
import { FromPrice, LeasePrice } from '@forecourt/pricing/react';
import { CtaLink, Icon, Image } from '@forecourt/ui';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
} from 'react';
import {
  carGroups,
  carModelOf,
  carVariants,
  leasePriceOf,
  offerFor,
  offerHref,
  showsTabs,
  vehicleInformation,
} from './cars-model.js';
import { shortcutOf } from './keyboard.js';
import { KeyboardShortcutsModal } from './KeyboardShortcutsModal.js';
import { useShellT } from '../i18n/LocaleProvider.js';
import { PanelCloseButton, PanelTitle } from '../panels/panel-parts.js';

/** site-shell.md §9: "Image animation 200 ms". */
export const CAR_IMAGE_FADE_MS = 200;
/** site-shell.md §9: "Cars sidebar 325 px wide". */
export const CARS_SIDEBAR_WIDTH = 325;

export type CarsPanelState = 'active' | 'inactive' | 'offscreen';
export type CarsPanelVariant = 'desktop' | 'mobile';

export interface CarsPanelProps {
  /** The first-level nav entry with `metadata.template === 'cars'`: groups → models → variants. */
  entry: NavEntry;
  /** `GET /api/offers?locale=`: decides whether a model's offer button shows. */
  offers: readonly Offer[];
  /** `GET /api/offer_car_models`: prices by `metadata.carKey`. */
  carModels: readonly OfferCarModel[];
  state: CarsPanelState;
  /** Closes the whole menu: close button, ESC, or a followed link. */
  onClose: () => void;
  variant: CarsPanelVariant;
  /** Path of the offers page the offer button links to. Defaults to '/offers'. */
  offersPath?: string;
}

const TYPING = 'input, textarea, select, [contenteditable="true"]';
const ACTIVATES_ON_SPACE =
  'button, summary, [role="tab"], input, textarea, select, [contenteditable="true"]';

/**
 * The 'cars' mega-menu panel (site-shell.md §2, §4, §5): a 325 px sidebar of vehicle groups and
 * models; the selected model (hover, focus or Up/Down; the first by default) shows its
 * description, variant tabs, prices, links, buttons, offer button, picture and disclaimer.
 * While the panel is active its keyboard shortcuts work page-wide; Shift+'?' lists them.
 */
export function CarsPanel({
  entry,
  offers,
  carModels,
  state,
  onClose,
  variant,
  offersPath = '/offers',
}: CarsPanelProps) {
  const t = useShellT();
  const ids = useId();
  const titleId = `${ids}-title`;
  const infoId = `${ids}-info`;
  const groups = useMemo(() => carGroups(entry), [entry]);
  const models = useMemo(() => groups.flatMap((g) => g.models), [groups]);

  const [modelIndex, setModelIndex] = useState(0);
  const [tabIndex, setTabIndex] = useState(0);
  const [infoOpen, setInfoOpen] = useState(variant === 'desktop');
  const [modalOpen, setModalOpen] = useState(false);
  // Bumped by SPACE: focus moves to the information once it is shown (it may be hidden until then).
  const [focusInfo, setFocusInfo] = useState(0);
  const modelLinks = useRef<(HTMLAnchorElement | null)[]>([]);
  const tabButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const infoRef = useRef<HTMLElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  const model = models[Math.min(modelIndex, models.length - 1)];
  const variants = model ? carVariants(model) : [];
  const tabs = model !== undefined && showsTabs(model);
  const current = variants[Math.min(tabIndex, Math.max(variants.length - 1, 0))];
  const info = model ? vehicleInformation(model, current) : null;

  // The picture fades in again for 200 ms whenever the selected car or tab changes (§4 "Cars
  // panel"): a new <img> restarts the CSS animation, `data-animating` marks the 200 ms.
  const selection = `${model?.id ?? ''}:${current?.id ?? ''}`;
  const [fadeKey, setFadeKey] = useState(0);
  const [fading, setFading] = useState(false);
  const shownSelection = useRef(selection);
  useEffect(() => {
    if (selection === shownSelection.current) return;
    shownSelection.current = selection;
    setFadeKey((k) => k + 1);
    setFading(true);
    const timer = setTimeout(() => setFading(false), CAR_IMAGE_FADE_MS);
    return () => clearTimeout(timer);
  }, [selection]);

  const selectModel = (index: number) => {
    if (index === modelIndex) return;
    setModelIndex(index);
    setTabIndex(0);
    setInfoOpen(true);
  };

  useEffect(() => {
    if (focusInfo > 0) infoRef.current?.focus();
  }, [focusInfo]);

  // Another entry (another first-level item, new data) starts again from the first car and tab.
  useEffect(() => {
    setModelIndex(0);
    setTabIndex(0);
  }, [entry.id]);
  // A closed panel forgets an open shortcuts modal.
  useEffect(() => {
    if (state !== 'active') setModalOpen(false);
  }, [state]);

  // Read by the document listener, which is bound once per activation.
  const live = useRef({ modelIndex, tabIndex, modalOpen, models, variants, tabs, onClose });
  live.current = { modelIndex, tabIndex, modalOpen, models, variants, tabs, onClose };

  useEffect(() => {
    if (state !== 'active') return;
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = shortcutOf(event);
      if (!shortcut || event.defaultPrevented) return;
      const {
        modelIndex: m,
        tabIndex: t,
        modalOpen: modal,
        models: all,
        variants: vs,
        tabs: hasTabs,
      } = live.current;
      // The open modal owns the keyboard: its own ESC closes it (and only it).
      if (modal) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(TYPING)) return;
      switch (shortcut) {
        case 'close':
          live.current.onClose();
          return;
        case 'open-shortcuts':
          event.preventDefault();
          setModalOpen(true);
          return;
        case 'open-information':
          if (target?.closest(ACTIVATES_ON_SPACE)) return;
          event.preventDefault();
          setInfoOpen(true);
          setFocusInfo((n) => n + 1);
          return;
        case 'previous-vehicle':
        case 'next-vehicle': {
          if (all.length === 0) return;
          event.preventDefault();
          const step = shortcut === 'next-vehicle' ? 1 : -1;
          const next = (m + step + all.length) % all.length;
          setModelIndex(next);
          setTabIndex(0);
          setInfoOpen(true);
          // Keep focus with the selection when the visitor is already inside the panel.
          if (rootRef.current?.contains(document.activeElement)) modelLinks.current[next]?.focus();
          return;
        }
        case 'previous-tab':
        case 'next-tab': {
          if (!hasTabs) return;
          event.preventDefault();
          const step = shortcut === 'next-tab' ? 1 : -1;
          const next = (t + step + vs.length) % vs.length;
          setTabIndex(next);
          if (rootRef.current?.contains(document.activeElement)) tabButtons.current[next]?.focus();
          return;
        }
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [state]);

  const onTabKeyDown = (event: ReactKeyboardEvent<HTMLButtonElement>) => {
    // Home/End per the tabs pattern; Left/Right come from the panel's shortcuts.
    if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      const next = event.key === 'Home' ? 0 : variants.length - 1;
      setTabIndex(next);
      tabButtons.current[next]?.focus();
    }
  };

  const carModel = model ? carModelOf(model, carModels) : undefined;
  const lease = model ? leasePriceOf(model, carModels) : null;
  const offer = model ? offerFor(model, offers) : null;
  const disclaimer = model?.disclaimer ?? entry.disclaimer;
  let flatIndex = -1;

  return (
    <div
      ref={rootRef}
      role="region"
      aria-labelledby={titleId}
      className={`fc-cars-panel fc-cars-panel--${variant}`}
      data-template="cars"
      data-state={state}
      data-variant={variant}
      inert={state !== 'active'}
      aria-hidden={state !== 'active' || undefined}
      style={{ ['--fc-cars-sidebar-width' as string]: `${CARS_SIDEBAR_WIDTH}px` }}
    >
      <div className="fc-cars-panel__head">
        <PanelTitle entry={entry} id={titleId} className="fc-cars-panel__title" onNavigate={onClose} />
        <button
          type="button"
          className="fc-cars-panel__shortcuts"
          aria-haspopup="dialog"
          aria-expanded={modalOpen}
          aria-keyshortcuts="Shift+?"
          onClick={() => setModalOpen(true)}
        >
          <kbd aria-hidden="true">?</kbd>
          <span>{t('carsPanel.shortcuts')}</span>
        </button>
        {variant === 'desktop' ? <PanelCloseButton onClose={onClose} /> : null}
      </div>

      <div className="fc-cars-panel__body">
        <nav className="fc-cars-panel__sidebar" aria-label={entry.label}>
          {groups.map(({ group, models: groupModels }, g) => {
            const headingId = `${ids}-group-${g}`;
            return (
              <section
                key={group?.id ?? `ungrouped-${g}`}
                className="fc-cars-panel__group"
                aria-labelledby={group ? headingId : undefined}
              >
                {group ? (
                  <h3 className="fc-cars-panel__group-title" id={headingId}>
                    {group.label}
                  </h3>
                ) : null}
                <ul className="fc-cars-panel__models">
                  {groupModels.map((item) => {
                    flatIndex += 1;
                    const index = flatIndex;
                    const selected = item === model;
                    return (
                      <li key={item.id} data-selected={selected || undefined}>
                        <a
                          ref={(el) => {
                            modelLinks.current[index] = el;
                          }}
                          className="fc-cars-panel__model"
                          href={item.url ?? undefined}
                          aria-current={selected ? 'true' : undefined}
                          aria-controls={infoId}
                          onMouseEnter={() => selectModel(index)}
                          onFocus={() => selectModel(index)}
                          onClick={item.url ? onClose : undefined}
                        >
                          {item.label}
                        </a>
                      </li>
                    );
                  })}
                </ul>
              </section>
            );
          })}
        </nav>

        {model && info ? (
          <section
            ref={infoRef}
            id={infoId}
            tabIndex={-1}
            className="fc-cars-panel__info"
            aria-label={t('carsPanel.information', { model: model.label })}
            data-state={infoOpen ? 'open' : 'closed'}
            hidden={!infoOpen}
          >
            <div className="fc-cars-panel__details">
              <h3 className="fc-cars-panel__model-title">{model.label}</h3>
              {tabs ? (
                <div
                  className="fc-cars-panel__tabs"
                  role="tablist"
                  aria-label={t('carsPanel.versions', { model: model.label })}
                >
                  {variants.map((item, index) => (
                    <button
                      key={item.id}
                      ref={(el) => {
                        tabButtons.current[index] = el;
                      }}
                      type="button"
                      role="tab"
                      id={`${ids}-tab-${index}`}
                      aria-selected={item === current}
                      aria-controls={`${ids}-tabpanel`}
                      tabIndex={item === current ? 0 : -1}
                      className="fc-cars-panel__tab"
                      onClick={() => setTabIndex(index)}
                      onKeyDown={onTabKeyDown}
                    >
                      {item.label}
                    </button>
                  ))}
                </div>
              ) : null}
              <div
                className="fc-cars-panel__tabpanel"
                {...(tabs
                  ? {
                      role: 'tabpanel',
                      id: `${ids}-tabpanel`,
                      'aria-labelledby': `${ids}-tab-${tabIndex}`,
                    }
                  : {})}
              >
                {info.description ? (
                  <p className="fc-cars-panel__description">{info.description}</p>
                ) : null}
                <div className="fc-cars-panel__prices">
                  <FromPrice
                    price={carModel?.price}
                    family="navigation"
                    className="fc-cars-panel__price"
                  />
                  {lease !== null ? (
                    <LeasePrice
                      lease={lease}
                      family="navigation"
                      className="fc-cars-panel__lease"
                    />
                  ) : null}
                </div>
                {info.links.length > 0 ? (
                  <ul className="fc-cars-panel__links">
                    {info.links.map((link) => (
                      <li key={link.id}>
                        <a
                          className="fc-cars-panel__link"
                          href={link.url ?? undefined}
                          onClick={onClose}
                        >
                          {link.metadata.icon ? <Icon name={link.metadata.icon} /> : null}
                          <span>{link.label}</span>
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
                {info.buttons.length > 0 || offer ? (
                  <div className="fc-cars-panel__buttons">
                    {info.buttons.map((button, index) => {
                      const style =
                        button.metadata.buttonStyle ?? (index === 0 ? 'primary' : 'secondary');
                      return (
                        <CtaLink
                          key={button.id}
                          labelText={button.label}
                          href={button.url ?? undefined}
                          icon={button.metadata.icon}
                          size="small"
                          theme={style === 'primary' ? 'dark-theme' : 'light-theme'}
                          customClass={`fc-cars-panel__button fc-cars-panel__button--${style}`}
                        />
                      );
                    })}
                    {offer ? (
                      <CtaLink
                        labelText={model.metadata.offerButtonLabel}
                        href={offerHref(offer, offersPath)}
                        icon={model.metadata.offerButtonIcon}
                        size="small"
                        theme="light-theme"
                        customClass="fc-cars-panel__button fc-cars-panel__offer"
                      />
                    ) : null}
                  </div>
                ) : null}
              </div>
              {disclaimer ? <p className="fc-cars-panel__disclaimer">{disclaimer}</p> : null}
            </div>
            {info.imageId ? (
              <div className="fc-cars-panel__media" data-animating={fading ? 'true' : 'false'}>
                <Image
                  key={fadeKey}
                  className="fc-cars-panel__image"
                  imageId={info.imageId}
                  alt={model.label}
                  widths={[430, 720, 1180]}
                  sizes="(min-width: 1024px) 50vw, 100vw"
                />
              </div>
            ) : null}
          </section>
        ) : null}
      </div>

      <KeyboardShortcutsModal open={modalOpen} onOpenChange={setModalOpen} />
    </div>
  );
}
