// The extra pages of §4: a deterministic tree of published pages of a car maker's site — ~20 %
// top level, the rest nested up to four levels — each with 2–3 blocks of the seeded templates
// (snippet, accordion, quote) in English and Polish, shaped like the seed's own blocks.

const TOPICS = [
  ['models', 'Models', 'Modele'],
  ['offers', 'Offers', 'Oferty'],
  ['finance', 'Finance', 'Finansowanie'],
  ['service', 'Service', 'Serwis'],
  ['dealers', 'Dealers', 'Dealerzy'],
  ['news', 'News', 'Aktualności'],
  ['events', 'Events', 'Wydarzenia'],
  ['accessories', 'Accessories', 'Akcesoria'],
  ['ownership', 'Ownership', 'Dla właściciela'],
  ['electric', 'Electric', 'Elektryczne'],
  ['fleet', 'Fleet', 'Flota'],
  ['experience', 'Experience', 'Doświadczenia'],
];
const CITIES = [
  ['warszawa', 'Warsaw', 'Warszawa'],
  ['krakow', 'Kraków', 'Kraków'],
  ['gdansk', 'Gdańsk', 'Gdańsk'],
  ['poznan', 'Poznań', 'Poznań'],
  ['wroclaw', 'Wrocław', 'Wrocław'],
  ['lodz', 'Łódź', 'Łódź'],
  ['katowice', 'Katowice', 'Katowice'],
  ['szczecin', 'Szczecin', 'Szczecin'],
];
const SECTIONS = [
  ['overview', 'Overview', 'Przegląd'],
  ['prices', 'Prices', 'Ceny'],
  ['equipment', 'Equipment', 'Wyposażenie'],
  ['gallery', 'Gallery', 'Galeria'],
  ['contact', 'Contact', 'Kontakt'],
  ['faq', 'Questions', 'Pytania'],
  ['terms', 'Terms', 'Warunki'],
  ['test-drive', 'Test drive', 'Jazda próbna'],
];
const THEMES = ['white-theme', 'light-theme', 'grey-theme'];
const PEOPLE = [
  'Anna Kowalska',
  'Piotr Nowak',
  'Magdalena Wiśniewska',
  'Tomasz Zieliński',
  'Katarzyna Wójcik',
];

const pick = (list, n) => list[n % list.length];

function snippet(id, title, n) {
  return {
    id: `${id}-snippet`,
    template: 'snippet',
    version: 1,
    data: {
      fields: {
        alignment: pick(['wide-left', 'narrow-left', 'wide-center'], n),
        block_height: 'normal',
        theme: pick(THEMES, n),
        section_title: { en: title.en, pl: title.pl },
        section_paragraph: {
          en: `<p>Everything about ${title.en}: current prices, equipment and <strong>financing from 0%</strong>. Book a test drive at your nearest retailer.</p>`,
          pl: `<p>Wszystko o: ${title.pl}. Aktualne ceny, wyposażenie i <strong>finansowanie od 0%</strong>. Umów jazdę próbną u najbliższego dealera.</p>`,
        },
      },
      groups: [],
    },
  };
}

function accordion(id, title, n) {
  const questions = [
    [
      'How do I book a test drive?',
      'Jak umówić jazdę próbną?',
      'Choose a retailer and a date; we confirm by phone within one working day.',
      'Wybierz dealera i termin; potwierdzimy telefonicznie w ciągu jednego dnia roboczego.',
    ],
    [
      'Are prices shown with VAT?',
      'Czy ceny zawierają VAT?',
      'Yes. All prices are gross prices in Polish złoty and include 23% VAT.',
      'Tak. Wszystkie ceny są cenami brutto w złotych i zawierają 23% VAT.',
    ],
    [
      'Which financing options are available?',
      'Jakie formy finansowania są dostępne?',
      'Leasing, credit and long-term rental.',
      'Leasing, kredyt i wynajem długoterminowy.',
    ],
    [
      'How long is the warranty?',
      'Jak długa jest gwarancja?',
      'Three years or 100 000 km, whichever comes first.',
      'Trzy lata lub 100 000 km, w zależności od tego, co nastąpi wcześniej.',
    ],
  ];
  return {
    id: `${id}-faq`,
    template: 'accordion',
    version: 1,
    data: {
      fields: {
        heading: { en: `${title.en}: questions`, pl: `${title.pl}: pytania` },
        header_tag: '2',
        theme: pick(THEMES, n + 1),
      },
      groups: questions.slice(0, 2 + (n % 3)).map(([qEn, qPl, aEn, aPl]) => ({
        accordion_title: { en: qEn, pl: qPl },
        accordion_content: { en: `<p>${aEn}</p>`, pl: `<p>${aPl}</p>` },
      })),
    },
  };
}

function quote(id, title, n) {
  const person = pick(PEOPLE, n);
  return {
    id: `${id}-quote`,
    template: 'quote',
    version: 1,
    data: {
      fields: {
        quote: {
          en: `${title.en} made the choice easy: clear prices and a test drive the same week.`,
          pl: `${title.pl}: jasne ceny i jazda próbna jeszcze w tym samym tygodniu.`,
        },
        author: { en: person, pl: person },
        author_position: { en: 'Customer', pl: 'Klient' },
        theme: 'light-theme',
      },
      groups: [],
    },
  };
}

/** Two or three blocks; which ones varies with `n`. */
function blocksFor(id, title, n) {
  const blocks = [snippet(id, title, n)];
  if (n % 3 !== 2) blocks.push(accordion(id, title, n));
  if (n % 3 !== 0) blocks.push(quote(id, title, n));
  return blocks;
}

/** How many pages each level holds for `total` pages: 20 / 40 / 25 / 15 %. */
export function levelSizes(total) {
  const top = Math.round(total * 0.2);
  const second = Math.round(total * 0.4);
  const third = Math.round(total * 0.25);
  return [top, second, third, total - top - second - third];
}

/**
 * The pages of one level. `parents` are the pages of the level above as `{ id, path, title }`
 * (none for the top level); children are spread over them in turn.
 * @returns {{ path: string, parent_id: number | null, title: {en: string, pl: string},
 *   meta: object, blocks: object[] }[]}
 */
export function levelPages(level, count, parents = []) {
  const pages = [];
  for (let n = 0; n < count; n++) {
    let path;
    let title;
    let parent = null;
    if (level === 0) {
      const topic = pick(TOPICS, n);
      const city = pick(CITIES, Math.floor(n / TOPICS.length));
      path = `/${topic[0]}-${city[0]}-${n + 1}`;
      title = { en: `${topic[1]} ${city[1]} ${n + 1}`, pl: `${topic[2]} ${city[2]} ${n + 1}` };
    } else {
      parent = parents[n % parents.length];
      const section = pick(SECTIONS, n + level * 3);
      const index = Math.floor(n / parents.length) + 1;
      path = `${parent.path}/${section[0]}-${index}`;
      title = {
        en: `${parent.title.en} · ${section[1]} ${index}`,
        pl: `${parent.title.pl} · ${section[2]} ${index}`,
      };
    }
    const id = `bench-${level}-${n}`;
    pages.push({
      path,
      parent_id: parent?.id ?? null,
      title,
      meta: {
        description: {
          en: `${title.en}: prices, offers and test drives at Forecourt Poland.`,
          pl: `${title.pl}: ceny, oferty i jazdy próbne w Forecourt Polska.`,
        },
        layout: 'main',
      },
      blocks: blocksFor(id, title, n),
    });
  }
  return pages;
}
