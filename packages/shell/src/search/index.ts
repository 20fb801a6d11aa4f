export { SearchPanel, type SearchPanelProps, type SearchPanelState } from './SearchPanel.js';
export {
  paginationWindow,
  pageCount,
  SEARCH_PAGE_SIZE,
  PAGINATION_SLOTS,
  type PaginationSlot,
} from './pagination.js';
export type { SearchPanelTexts } from './texts.js';
