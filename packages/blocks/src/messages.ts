import type { Locale } from '@forecourt/api-client';

/** Fixed interface texts of the block views (content texts come from the block's fields). */
const messages = {
  en: {
    openAll: 'Open all',
    closeAll: 'Close all',
    previousQuote: 'Previous quote',
    nextQuote: 'Next quote',
    pauseQuotes: 'Pause quotes',
    playQuotes: 'Play quotes',
    quotes: 'Quotes',
    playVideo: 'Play video',
    slideOf: (n: number, total: number) => `${n} of ${total}`,
    inPageNavigation: 'In-page navigation',
    goTopShort: 'Top',
    goTopFull: 'Back to top',
  },
  pl: {
    openAll: 'Rozwiń wszystkie',
    closeAll: 'Zwiń wszystkie',
    previousQuote: 'Poprzedni cytat',
    nextQuote: 'Następny cytat',
    pauseQuotes: 'Zatrzymaj cytaty',
    playQuotes: 'Odtwarzaj cytaty',
    quotes: 'Cytaty',
    playVideo: 'Odtwórz film',
    slideOf: (n: number, total: number) => `${n} z ${total}`,
    inPageNavigation: 'Nawigacja na stronie',
    goTopShort: 'Do góry',
    goTopFull: 'Powrót na górę',
  },
} satisfies Record<Locale, unknown>;

export type BlockMessages = (typeof messages)['en'];

/** Interface texts for `locale`. */
export function blockMessages(locale: Locale): BlockMessages {
  return messages[locale] ?? messages.en;
}
