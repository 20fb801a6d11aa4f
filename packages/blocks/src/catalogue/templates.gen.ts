// Written by scripts/catalogue.mjs from the template folders in src/. Do not edit.
import type { TemplateDefinition } from '../contract/index.js';
import { accordionTemplate } from '../accordion/accordion.schema.js';
import { carsInventoryTemplate } from '../cars-inventory/cars-inventory.schema.js';
import { carsInventoryServerTemplate } from '../cars-inventory-server/cars-inventory-server.schema.js';
import { collectionSliderTemplate } from '../collection-slider/collection-slider.schema.js';
import { colorPickerSliderTemplate } from '../color-picker-slider/color-picker-slider.schema.js';
import { contentBlocksTemplate } from '../content-blocks/content-blocks.schema.js';
import { defenderQuizTemplate } from '../defender-quiz/defender-quiz.schema.js';
import { dieselPetrolQuizTemplate } from '../diesel-petrol-quiz/diesel-petrol-quiz.schema.js';
import { dropdownSectionsSelectTemplate } from '../dropdown-sections-select/dropdown-sections-select.schema.js';
import { dualFrameCarouselTemplate } from '../dual-frame-carousel/dual-frame-carousel.schema.js';
import { dualFrameMapTemplate } from '../dual-frame-map/dual-frame-map.schema.js';
import { entryFormTemplate } from '../entry-form/entry-form.schema.js';
import { extendedWarrantyTemplate } from '../extended-warranty/extended-warranty.schema.js';
import { exterior360Template } from '../exterior-360/exterior-360.schema.js';
import { financeCalculatorTemplate } from '../finance-calculator/finance-calculator.schema.js';
import { galleryCarouselTemplate } from '../gallery-carousel/gallery-carousel.schema.js';
import { galleryCategoriesTemplate } from '../gallery-categories/gallery-categories.schema.js';
import { heroCarouselTemplate } from '../hero-carousel/hero-carousel.schema.js';
import { heroTitleBannerTemplate } from '../hero-title-banner/hero-title-banner.schema.js';
import { htmlBoxTemplate } from '../html-box/html-box.schema.js';
import { iconsTimelineTemplate } from '../icons-timeline/icons-timeline.schema.js';
import { imageBoxTemplate } from '../image-box/image-box.schema.js';
import { inPageNavigationTemplate } from '../in-page-navigation/in-page-navigation.schema.js';
import { interior360Template } from '../interior-360/interior-360.schema.js';
import { mapUpdateTemplate } from '../map-update/map-update.schema.js';
import { modelSummaryTemplate } from '../model-summary/model-summary.schema.js';
import { modelSummaryFiltersTemplate } from '../model-summary-filters/model-summary-filters.schema.js';
import { modelsCarouselManualTemplate } from '../models-carousel-manual/models-carousel-manual.schema.js';
import { numberButtonCarouselTemplate } from '../number-button-carousel/number-button-carousel.schema.js';
import { offersBlockTemplate } from '../offers-block/offers-block.schema.js';
import { offersToCrmTemplate } from '../offers-to-crm/offers-to-crm.schema.js';
import { parallaxImageTemplate } from '../parallax-image/parallax-image.schema.js';
import { powertrainsQuizTemplate } from '../powertrains-quiz/powertrains-quiz.schema.js';
import { quoteTemplate } from '../quote/quote.schema.js';
import { quoteSliderTemplate } from '../quote-slider/quote-slider.schema.js';
import { readyToGoBarTemplate } from '../ready-to-go-bar/ready-to-go-bar.schema.js';
import { retailerLocatorTemplate } from '../retailer-locator/retailer-locator.schema.js';
import { retailerLocatorMapTemplate } from '../retailer-locator-map/retailer-locator-map.schema.js';
import { sameSizeCarouselTemplate } from '../same-size-carousel/same-size-carousel.schema.js';
import { signPostTemplate } from '../sign-post/sign-post.schema.js';
import { singleOfferTemplate } from '../single-offer/single-offer.schema.js';
import { snippetTemplate } from '../snippet/snippet.schema.js';
import { specificationAccordionTemplate } from '../specification-accordion/specification-accordion.schema.js';
import { specificationTagsTemplate } from '../specification-tags/specification-tags.schema.js';
import { tabbedComponentTemplate } from '../tabbed-component/tabbed-component.schema.js';
import { tabsTemplate } from '../tabs/tabs.schema.js';

export {
  accordionTemplate,
  carsInventoryTemplate,
  carsInventoryServerTemplate,
  collectionSliderTemplate,
  colorPickerSliderTemplate,
  contentBlocksTemplate,
  defenderQuizTemplate,
  dieselPetrolQuizTemplate,
  dropdownSectionsSelectTemplate,
  dualFrameCarouselTemplate,
  dualFrameMapTemplate,
  entryFormTemplate,
  extendedWarrantyTemplate,
  exterior360Template,
  financeCalculatorTemplate,
  galleryCarouselTemplate,
  galleryCategoriesTemplate,
  heroCarouselTemplate,
  heroTitleBannerTemplate,
  htmlBoxTemplate,
  iconsTimelineTemplate,
  imageBoxTemplate,
  inPageNavigationTemplate,
  interior360Template,
  mapUpdateTemplate,
  modelSummaryTemplate,
  modelSummaryFiltersTemplate,
  modelsCarouselManualTemplate,
  numberButtonCarouselTemplate,
  offersBlockTemplate,
  offersToCrmTemplate,
  parallaxImageTemplate,
  powertrainsQuizTemplate,
  quoteTemplate,
  quoteSliderTemplate,
  readyToGoBarTemplate,
  retailerLocatorTemplate,
  retailerLocatorMapTemplate,
  sameSizeCarouselTemplate,
  signPostTemplate,
  singleOfferTemplate,
  snippetTemplate,
  specificationAccordionTemplate,
  specificationTagsTemplate,
  tabbedComponentTemplate,
  tabsTemplate,
};

/** Every template definition, by folder name. */
export const templateDefinitions: readonly TemplateDefinition[] = [
  accordionTemplate,
  carsInventoryTemplate,
  carsInventoryServerTemplate,
  collectionSliderTemplate,
  colorPickerSliderTemplate,
  contentBlocksTemplate,
  defenderQuizTemplate,
  dieselPetrolQuizTemplate,
  dropdownSectionsSelectTemplate,
  dualFrameCarouselTemplate,
  dualFrameMapTemplate,
  entryFormTemplate,
  extendedWarrantyTemplate,
  exterior360Template,
  financeCalculatorTemplate,
  galleryCarouselTemplate,
  galleryCategoriesTemplate,
  heroCarouselTemplate,
  heroTitleBannerTemplate,
  htmlBoxTemplate,
  iconsTimelineTemplate,
  imageBoxTemplate,
  inPageNavigationTemplate,
  interior360Template,
  mapUpdateTemplate,
  modelSummaryTemplate,
  modelSummaryFiltersTemplate,
  modelsCarouselManualTemplate,
  numberButtonCarouselTemplate,
  offersBlockTemplate,
  offersToCrmTemplate,
  parallaxImageTemplate,
  powertrainsQuizTemplate,
  quoteTemplate,
  quoteSliderTemplate,
  readyToGoBarTemplate,
  retailerLocatorTemplate,
  retailerLocatorMapTemplate,
  sameSizeCarouselTemplate,
  signPostTemplate,
  singleOfferTemplate,
  snippetTemplate,
  specificationAccordionTemplate,
  specificationTagsTemplate,
  tabbedComponentTemplate,
  tabsTemplate,
];
