export {
  TemplateAPanel,
  TemplateBPanel,
  TemplateCPanel,
  TemplateDPanel,
  TemplateEPanel,
  TEMPLATE_D_IMAGE_WIDTH,
  navigationPanels,
  type NavigationPanelTemplate,
} from './templates.js';
export {
  panelLinks,
  panelButtons,
  panelInfoBlocks,
  type NavigationPanelProps,
  type PanelState,
  type PanelVariant,
} from './panel-parts.js';
export { splitColumns } from './split-columns.js';
