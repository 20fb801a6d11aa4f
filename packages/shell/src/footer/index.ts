export { Footer, footerNavigation, type FooterProps } from './Footer.js';
export {
  DEFAULT_FOOTER_COLUMNS,
  DEFAULT_FOOTER_LEGAL,
  DEFAULT_FOOTER_SOCIAL,
  type FooterColumn,
  type FooterLink,
  type FooterSocialLink,
} from './default-content.js';
