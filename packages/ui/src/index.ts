export { useControllableState } from './use-controllable-state.js';
export type {
  UseControllableStateOptions,
  SetControllableState,
} from './use-controllable-state.js';
export { cx } from './class-names.js';
export { Icon, ICON_NAMES, isIconName } from './icon/icon.js';
export type { IconName, IconProps } from './icon/icon.js';
export { Button, buttonClassName, BUTTON_SIZES, SURFACE_THEMES } from './button/button.js';
export type { ButtonProps, ButtonAppearance, ButtonSize, SurfaceTheme } from './button/button.js';
export {
  CtaLink,
  CtaLinkProvider,
  shouldShowCta,
  CTA_LINK_TYPES,
} from './cta-link/cta-link.js';
export type { CtaLinkProps, CtaLinkType, CtaLinkHandlers } from './cta-link/cta-link.js';
export { OPEN_FORM_EVENT, type CtaFormRequest } from './cta-link/open-form.js';
export { OPEN_VIDEO_EVENT, openVideo } from './video/open-video.js';
export { listenForPageRequests, sendPageRequest } from './page-requests.js';
export type { VideoRequest } from './video/open-video.js';
export { Modal } from './modal/modal.js';
export type {
  ModalRootProps,
  ModalTriggerProps,
  ModalContentProps,
  ModalTitleProps,
  ModalCloseProps,
} from './modal/modal.js';
export { Accordion } from './accordion/accordion.js';
export type {
  AccordionRootProps,
  AccordionItemProps,
  AccordionHeaderProps,
} from './accordion/accordion.js';
export { Image, imageUrl, imageSrcSet, IMAGE_WIDTHS } from './image/image.js';
export type { ImageProps, ImageWidth } from './image/image.js';
export { THEMES, BREAKPOINTS, MAX_LAYOUT_WIDTH, THEME_COLOR } from './tokens.js';
export type { ThemeName, BreakpointName } from './tokens.js';
export { createTranslator } from './i18n/translator.js';
export type { Translate, MessageBundle } from './i18n/translator.js';
