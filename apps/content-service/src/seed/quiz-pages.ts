/**
 * The quiz pages: `/quiz/powertrains` (which powertrain suits a private or a business owner) and
 * `/quiz/diesel-or-petrol` (petrol, diesel, plug-in hybrid or battery electric). Answers give
 * points to results; the points are chosen so every combination of answers has a result (the
 * blocks refuse to publish otherwise).
 */
import type { Block } from '@forecourt/api-client';
import type { SeedPage } from './content.js';
import { SEED_PAGE_DEFAULTS } from './page-defaults.js';
import { link, pair, paragraph, type Pair } from './texts.js';

type SeedQuestion = [title: Pair, summary: Pair, answers: [label: Pair, points: string][]];

/** The editor's question fields (`q1_title`, `q1_a1_label`, `q1_a1_weights`, …). */
function questionFields(questions: readonly SeedQuestion[]) {
  const fields: Record<string, unknown> = {};
  questions.forEach(([title, summary, answers], q) => {
    fields[`q${q + 1}_title`] = pair(title);
    fields[`q${q + 1}_summary_label`] = pair(summary);
    answers.forEach(([label, points], a) => {
      fields[`q${q + 1}_a${a + 1}_label`] = pair(label);
      fields[`q${q + 1}_a${a + 1}_weights`] = points;
    });
  });
  return fields;
}

const image = (id: string, alt: string) => ({ id, alt, size: '900x586' });
const testDrive = link('Book a test drive', 'Umów jazdę próbną', '/contact');

const POWERTRAIN_QUESTIONS: SeedQuestion[] = [
  [['Who will the car belong to?', 'Do kogo będzie należał samochód?'], ['Owner', 'Właściciel'], [
    [['Me or my family', 'Do mnie lub mojej rodziny'], 'private:1'],
    [['My company', 'Do mojej firmy'], 'business:1'],
  ]],
  [['Can you charge at home or at work?', 'Czy możesz ładować w domu lub w pracy?'], ['Charging', 'Ładowanie'], [
    [['Yes', 'Tak'], 'phev:4'],
    [['No', 'Nie'], 'diesel:2, petrol:1'],
  ]],
  [['How far do you drive on a typical day?', 'Ile kilometrów przejeżdżasz zwykle w ciągu dnia?'], ['Daily distance', 'Dzienny dystans'], [
    [['Less than 50 km', 'Mniej niż 50 km'], 'phev:3, petrol:2'],
    [['50 km or more', '50 km lub więcej'], 'diesel:4'],
  ]],
  [['Where do you drive most?', 'Gdzie jeździsz najczęściej?'], ['Roads', 'Drogi'], [
    [['In the city', 'W mieście'], 'phev:5'],
    [['In the suburbs', 'Na przedmieściach'], 'phev:2, petrol:3'],
    [['On motorways', 'Na autostradach'], 'diesel:5'],
    [['On country roads', 'Na drogach lokalnych'], 'petrol:6'],
    [['Off road, often towing', 'W terenie, często z przyczepą'], 'diesel:7'],
  ]],
  // The priority weighs most: it decides whatever the roads and distances say.
  [['What matters most to you?', 'Co jest dla Ciebie najważniejsze?'], ['Priority', 'Priorytet'], [
    [['Lowest emissions', 'Najniższa emisja'], 'phev:14'],
    [['Range between stops', 'Zasięg bez postojów'], 'diesel:14'],
    [['Performance and sound', 'Osiągi i brzmienie'], 'petrol:14'],
  ]],
];

const CARS = {
  phev: { name: ['Range Rover Sport plug-in hybrid', 'Range Rover Sport hybryda plug-in'], image: image('seed-hero-range-rover-sport', 'Range Rover Sport on a mountain road at dusk'), benefits: ['Up to 113 km on electricity alone\nCharges at home overnight\nLower company-car tax', 'Do 113 km wyłącznie na prądzie\nŁadowanie w domu przez noc\nNiższy podatek od auta firmowego'] },
  diesel: { name: ['Defender 110 diesel', 'Defender 110 diesel'], image: image('seed-defender', 'Defender crossing a river'), benefits: ['Long range on one tank\nTows up to 3,500 kg', 'Duży zasięg na jednym baku\nUciąg do 3500 kg'] },
  petrol: { name: ['Discovery petrol', 'Discovery benzyna'], image: image('seed-discovery', 'Discovery parked by a lake'), benefits: ['Smooth, responsive power\nLower purchase price', 'Płynna, żwawa moc\nNiższa cena zakupu'] },
} as const satisfies Record<string, { name: Pair; image: object; benefits: Pair }>;

const recommendation = (owner: 'private' | 'business', powertrain: keyof typeof CARS) => ({
  owner,
  powertrain,
  image: CARS[powertrain].image,
  title: pair(owner === 'business' ? ['Your company’s match', 'Propozycja dla Twojej firmy'] : ['Your match', 'Twoja propozycja']),
  name: pair(CARS[powertrain].name),
  description: paragraph(
    owner === 'business'
      ? ['A company car with running costs your fleet manager can plan for.', 'Samochód firmowy o kosztach, które łatwo zaplanować.']
      : ['Made for the way you and your family drive.', 'Stworzony do tego, jak jeździsz Ty i Twoja rodzina.'],
  ),
  button: owner === 'business' ? link('Ask about fleet terms', 'Zapytaj o warunki flotowe', '/contact') : testDrive,
  link: link('See the offers', 'Zobacz oferty', '/offers'),
  benefits: pair(CARS[powertrain].benefits),
  disclaimer: paragraph(['Figures are manufacturer estimates, for comparison only.', 'Dane są szacunkami producenta, wyłącznie do porównania.']),
});

const powertrainsQuiz: Block = {
  id: 'quiz-powertrains',
  template: 'powertrains_quiz',
  version: 1,
  data: {
    fields: {
      heading: pair(['Which powertrain suits you?', 'Który napęd do Ciebie pasuje?']),
      header_tag: '1',
      intro: pair(['Five questions, one minute: we recommend a plug-in hybrid, diesel or petrol car.', 'Pięć pytań, jedna minuta: polecimy hybrydę plug-in, diesla lub benzynę.']),
      theme: 'white-theme',
      summary_title: pair(['Your answers', 'Twoje odpowiedzi']),
      start_again_label: pair(['Start again', 'Zacznij od nowa']),
      ...questionFields(POWERTRAIN_QUESTIONS),
    },
    groups: (['private', 'business'] as const).flatMap((owner) =>
      (['phev', 'diesel', 'petrol'] as const).map((powertrain) => recommendation(owner, powertrain)),
    ),
  },
};

// Points in tens; the first question adds a different unit to each result (diesel 1, plug-in
// hybrid 2, battery electric 3), so no two results can tie.
const DIESEL_PETROL_QUESTIONS: SeedQuestion[] = [
  [['How far do you drive on a typical day?', 'Ile kilometrów przejeżdżasz zwykle w ciągu dnia?'], ['Daily distance', 'Dzienny dystans'], [
    [['Less than 30 km', 'Mniej niż 30 km'], 'bev:33, phev:22, diesel:1'],
    [['30 to 100 km', 'Od 30 do 100 km'], 'phev:32, petrol:20, diesel:1, bev:3'],
    [['More than 100 km', 'Ponad 100 km'], 'diesel:41, phev:2, bev:3'],
  ]],
  [['Can you charge at home?', 'Czy możesz ładować samochód w domu?'], ['Charging', 'Ładowanie'], [
    [['Yes, I have a driveway or garage', 'Tak, mam podjazd lub garaż'], 'bev:40, phev:30'],
    [['Only at work', 'Tylko w pracy'], 'phev:30, bev:10'],
    [['No', 'Nie'], 'petrol:30, diesel:30'],
  ]],
  [['How many kilometres a year?', 'Ile kilometrów rocznie?'], ['Yearly distance', 'Roczny przebieg'], [
    [['Under 10,000', 'Poniżej 10 000'], 'petrol:30'],
    [['10,000 to 25,000', 'Od 10 000 do 25 000'], 'phev:20, bev:20, petrol:10'],
    [['Over 25,000', 'Ponad 25 000'], 'diesel:40'],
  ]],
  [['Do you tow a trailer or caravan?', 'Czy holujesz przyczepę?'], ['Towing', 'Holowanie'], [
    [['Never', 'Nigdy'], 'bev:20'],
    [['Now and then', 'Czasami'], 'phev:10, petrol:20'],
    [['Often', 'Często'], 'diesel:50'],
  ]],
  [['What matters most to you?', 'Co jest dla Ciebie najważniejsze?'], ['Priority', 'Priorytet'], [
    [['Low running costs', 'Niskie koszty eksploatacji'], 'bev:50, phev:20'],
    [['A lower purchase price', 'Niższa cena zakupu'], 'petrol:50'],
    [['Long range between stops', 'Duży zasięg bez postojów'], 'diesel:50'],
  ]],
];

const result = (key: string, title: Pair, text: Pair, id: string, alt: string) => ({
  result: key,
  image: image(id, alt),
  title: pair(title),
  description: paragraph(text),
  link: testDrive,
});

const dieselPetrolQuiz: Block = {
  id: 'quiz-diesel-or-petrol',
  template: 'diesel_petrol_quiz',
  version: 1,
  data: {
    fields: {
      heading: pair(['Diesel, petrol or electric?', 'Diesel, benzyna czy prąd?']),
      header_tag: '1',
      theme: 'light-theme',
      intro_text: pair([
        'Answer five questions about how you drive and we will tell you which powertrain suits you best.',
        'Odpowiedz na pięć pytań o to, jak jeździsz, a powiemy Ci, który napęd pasuje do Ciebie najlepiej.',
      ]),
      intro_image: image('seed-hero-range-rover-sport', 'Range Rover Sport on a mountain road at dusk'),
      start_label: pair(['Start the quiz', 'Rozpocznij quiz']),
      ...questionFields(DIESEL_PETROL_QUESTIONS),
    },
    groups: [
      result('petrol', ['Petrol suits you', 'Pasuje do Ciebie benzyna'], ['Short, varied trips and a lower purchase price: a petrol engine is smooth, quiet and quick to refuel.', 'Krótkie, różne trasy i niższa cena zakupu: silnik benzynowy jest płynny, cichy i szybko się go tankuje.'], 'seed-discovery', 'Discovery parked by a lake'),
      result('diesel', ['Diesel suits you', 'Pasuje do Ciebie diesel'], ['Long distances and heavy loads: a diesel gives you the range and the pulling power.', 'Długie trasy i ciężkie ładunki: diesel daje zasięg i siłę uciągu.'], 'seed-defender', 'Defender crossing a river'),
      result('phev', ['A plug-in hybrid suits you', 'Pasuje do Ciebie hybryda plug-in'], ['Electric for the daily drive, petrol for the long trips: a plug-in hybrid does both.', 'Prąd na co dzień, benzyna na długie trasy: hybryda plug-in potrafi jedno i drugie.'], 'seed-hero-range-rover-sport', 'Range Rover Sport on a mountain road at dusk'),
      result('bev', ['A battery electric car suits you', 'Pasuje do Ciebie samochód elektryczny'], ['You can charge at home and drive short distances: an electric car costs the least to run.', 'Ładujesz w domu i jeździsz na krótkich dystansach: auto elektryczne jest najtańsze w utrzymaniu.'], 'seed-offers', 'Showroom with cars on display'),
    ],
  },
};

export const QUIZ_PAGES: SeedPage[] = [
  {
    ...SEED_PAGE_DEFAULTS,
    key: 'quiz-powertrains',
    path: '/quiz/powertrains',
    title: { en: 'Which powertrain suits you?', pl: 'Który napęd do Ciebie pasuje?' },
    meta: {
      description: {
        en: 'Five questions that recommend a plug-in hybrid, diesel or petrol car for you or your company.',
        pl: 'Pięć pytań, po których polecimy hybrydę plug-in, diesla lub benzynę dla Ciebie lub Twojej firmy.',
      },
    },
    blocks: [powertrainsQuiz],
    status: 'published',
  },
  {
    ...SEED_PAGE_DEFAULTS,
    key: 'quiz-diesel-or-petrol',
    path: '/quiz/diesel-or-petrol',
    title: { en: 'Diesel, petrol or electric?', pl: 'Diesel, benzyna czy prąd?' },
    meta: {
      description: {
        en: 'Five questions about how you drive tell you whether petrol, diesel, a plug-in hybrid or an electric car suits you.',
        pl: 'Pięć pytań o to, jak jeździsz: benzyna, diesel, hybryda plug-in czy auto elektryczne?',
      },
    },
    blocks: [dieselPetrolQuiz],
    status: 'published',
  },
];
