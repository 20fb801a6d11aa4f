import { fixture } from '../fixture.js';
import { dieselPetrolQuizTemplate } from './diesel-petrol-quiz.schema.js';

type Text = { en: string; pl: string };
type Question = { title: Text; summary: Text; answers: { label: Text; weights: string }[] };

/**
 * The sample questions. Points come in tens; the first question also gives every powertrain a
 * different small number (diesel 1, plug-in hybrid 2, battery electric 3), so two powertrains
 * can never tie: on equal tens the more electric one wins.
 */
export const DIESEL_PETROL_SAMPLE_QUESTIONS: Question[] = [
  {
    title: { en: 'How far do you drive on a typical day?', pl: 'Ile kilometrów przejeżdżasz zwykle w ciągu dnia?' },
    summary: { en: 'Daily distance', pl: 'Dzienny dystans' },
    answers: [
      { label: { en: 'Less than 30 km', pl: 'Mniej niż 30 km' }, weights: 'bev:33, phev:22, diesel:1' },
      { label: { en: '30 to 100 km', pl: 'Od 30 do 100 km' }, weights: 'phev:32, petrol:20, diesel:1, bev:3' },
      { label: { en: 'More than 100 km', pl: 'Ponad 100 km' }, weights: 'diesel:41, phev:2, bev:3' },
    ],
  },
  {
    title: { en: 'Can you charge at home?', pl: 'Czy możesz ładować samochód w domu?' },
    summary: { en: 'Charging', pl: 'Ładowanie' },
    answers: [
      { label: { en: 'Yes, I have a driveway or garage', pl: 'Tak, mam podjazd lub garaż' }, weights: 'bev:40, phev:30' },
      { label: { en: 'Only at work', pl: 'Tylko w pracy' }, weights: 'phev:30, bev:10' },
      { label: { en: 'No', pl: 'Nie' }, weights: 'petrol:30, diesel:30' },
    ],
  },
  {
    title: { en: 'How many kilometres a year?', pl: 'Ile kilometrów rocznie?' },
    summary: { en: 'Yearly distance', pl: 'Roczny przebieg' },
    answers: [
      { label: { en: 'Under 10,000', pl: 'Poniżej 10 000' }, weights: 'petrol:30' },
      { label: { en: '10,000 to 25,000', pl: 'Od 10 000 do 25 000' }, weights: 'phev:20, bev:20, petrol:10' },
      { label: { en: 'Over 25,000', pl: 'Ponad 25 000' }, weights: 'diesel:40' },
    ],
  },
  {
    title: { en: 'Do you tow a trailer or caravan?', pl: 'Czy holujesz przyczepę?' },
    summary: { en: 'Towing', pl: 'Holowanie' },
    answers: [
      { label: { en: 'Never', pl: 'Nigdy' }, weights: 'bev:20' },
      { label: { en: 'Now and then', pl: 'Czasami' }, weights: 'phev:10, petrol:20' },
      { label: { en: 'Often', pl: 'Często' }, weights: 'diesel:50' },
    ],
  },
  {
    title: { en: 'What matters most to you?', pl: 'Co jest dla Ciebie najważniejsze?' },
    summary: { en: 'Priority', pl: 'Priorytet' },
    answers: [
      { label: { en: 'Low running costs', pl: 'Niskie koszty eksploatacji' }, weights: 'bev:50, phev:20' },
      { label: { en: 'A lower purchase price', pl: 'Niższa cena zakupu' }, weights: 'petrol:50' },
      { label: { en: 'Long range between stops', pl: 'Duży zasięg bez postojów' }, weights: 'diesel:50' },
    ],
  },
];

/** The editor's question fields of `questions` (`q1_title`, `q1_a1_label`, …). */
export function dieselPetrolQuestionFields(questions: readonly Question[] = DIESEL_PETROL_SAMPLE_QUESTIONS) {
  const fields: Record<string, unknown> = {};
  questions.forEach((question, q) => {
    fields[`q${q + 1}_title`] = question.title;
    fields[`q${q + 1}_summary_label`] = question.summary;
    question.answers.forEach((answer, a) => {
      fields[`q${q + 1}_a${a + 1}_label`] = answer.label;
      fields[`q${q + 1}_a${a + 1}_weights`] = answer.weights;
    });
  });
  return fields;
}

const RESULTS = {
  petrol: {
    image: 'seed-discovery',
    title: { en: 'Petrol suits you', pl: 'Pasuje do Ciebie benzyna' },
    text: { en: '<p>Short, varied trips and a lower purchase price: a petrol engine is smooth, quiet and quick to refuel.</p>', pl: '<p>Krótkie, różne trasy i niższa cena zakupu: silnik benzynowy jest płynny, cichy i szybko się go tankuje.</p>' },
  },
  diesel: {
    image: 'seed-defender',
    title: { en: 'Diesel suits you', pl: 'Pasuje do Ciebie diesel' },
    text: { en: '<p>Long distances and heavy loads: a diesel gives you the range and the pulling power.</p>', pl: '<p>Długie trasy i ciężkie ładunki: diesel daje zasięg i siłę uciągu.</p>' },
  },
  phev: {
    image: 'seed-hero-range-rover-sport',
    title: { en: 'A plug-in hybrid suits you', pl: 'Pasuje do Ciebie hybryda plug-in' },
    text: { en: '<p>Electric for the daily drive, petrol for the long trips: a plug-in hybrid does both.</p>', pl: '<p>Prąd na co dzień, benzyna na długie trasy: hybryda plug-in potrafi jedno i drugie.</p>' },
  },
  bev: {
    image: 'seed-offers',
    title: { en: 'A battery electric car suits you', pl: 'Pasuje do Ciebie samochód elektryczny' },
    text: { en: '<p>You can charge at home and drive short distances: an electric car costs the least to run.</p>', pl: '<p>Ładujesz w domu i jeździsz na krótkich dystansach: auto elektryczne jest najtańsze w utrzymaniu.</p>' },
  },
} as const;

export const DIESEL_PETROL_SAMPLE_RESULTS = (['petrol', 'diesel', 'phev', 'bev'] as const).map((result) => ({
  result,
  image: { id: RESULTS[result].image, alt: '', size: '900x586' },
  title: RESULTS[result].title,
  description: RESULTS[result].text,
  link: {
    en: { labelText: 'Book a test drive', href: '', type: 'form' as const, formId: '7', hiddenFields: { powertrain: result } },
    pl: { labelText: 'Umów jazdę próbną', href: '', type: 'form' as const, formId: '7', hiddenFields: { powertrain: result } },
  },
}));

export const dieselPetrolQuizFixture = fixture(
  dieselPetrolQuizTemplate,
  {
    heading: { en: 'Diesel, petrol or electric?', pl: 'Diesel, benzyna czy prąd?' },
    intro_text: {
      en: 'Answer five questions about how you drive and we will tell you which powertrain suits you best.',
      pl: 'Odpowiedz na pięć pytań o to, jak jeździsz, a powiemy Ci, który napęd pasuje do Ciebie najlepiej.',
    },
    intro_image: { id: 'seed-hero-range-rover-sport', alt: 'Range Rover Sport on a mountain road at dusk', size: '900x586' },
    start_label: { en: 'Start the quiz', pl: 'Rozpocznij quiz' },
    ...dieselPetrolQuestionFields(),
  },
  DIESEL_PETROL_SAMPLE_RESULTS,
);
