export { heroTitleBannerTemplate } from './hero-title-banner.schema.js';
export {
  HeroTitleBanner,
  bannerWidths,
  parseImageSize,
  type HeroTitleBannerProps,
} from './hero-title-banner.js';
