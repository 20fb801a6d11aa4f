// React-free core: runs in Node and the browser. React parts live in '@forecourt/exit-popup/react'.
export { createExitMatcher } from './matcher.js';
export type { ExitMatcher, ExitMatcherOptions } from './matcher.js';
export { parsePatternList, NativeURLPattern, loadURLPattern } from './patterns.js';
export type { PatternEntry, ParsePatternListOptions, URLPatternConstructor } from './patterns.js';
export { interceptOutboundClicks, proceedTo } from './intercept.js';
export type {
  ExitDestination,
  ExitRequest,
  InterceptOutboundClicksOptions,
  NavigationWindow,
} from './intercept.js';
export { readExitPopupSettings } from './settings.js';
export type { ExitPopupSettings, ResolvedSettings } from './settings.js';
export { sanitizeExitCopy } from './sanitize.js';
