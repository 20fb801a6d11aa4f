export { SearchPanel, type SearchPanelProps, type SearchPanelState } from './SearchPanel.js';
export {
  paginationWindow,
  pageCount,
  SEARCH_PAGE_SIZE,
  PAGINATION_SLOTS,
  type PaginationSlot,
} from './pagination.js';
export { SEARCH_NO_RESULT, DEFAULT_SEARCH_TEXTS, type SearchPanelTexts } from './texts.js';
