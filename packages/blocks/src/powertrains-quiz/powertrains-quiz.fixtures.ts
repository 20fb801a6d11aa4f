import { fixture } from '../fixture.js';
import { powertrainsQuizTemplate } from './powertrains-quiz.schema.js';

type Text = { en: string; pl: string };
type Question = { title: Text; summary: Text; answers: { label: Text; weights: string }[] };

/**
 * The sample quiz: who owns the car decides private or business; charging, distance, roads and
 * priorities give points to a powertrain. The points are chosen so no answers tie: the priority (question 5) weighs most.
 */
export const POWERTRAINS_SAMPLE_QUESTIONS: Question[] = [
  {
    title: { en: 'Who will the car belong to?', pl: 'Do kogo będzie należał samochód?' },
    summary: { en: 'Owner', pl: 'Właściciel' },
    answers: [
      { label: { en: 'Me or my family', pl: 'Do mnie lub mojej rodziny' }, weights: 'private:1' },
      { label: { en: 'My company', pl: 'Do mojej firmy' }, weights: 'business:1' },
    ],
  },
  {
    title: { en: 'Can you charge at home or at work?', pl: 'Czy możesz ładować w domu lub w pracy?' },
    summary: { en: 'Charging', pl: 'Ładowanie' },
    answers: [
      { label: { en: 'Yes', pl: 'Tak' }, weights: 'phev:4' },
      { label: { en: 'No', pl: 'Nie' }, weights: 'diesel:2, petrol:1' },
    ],
  },
  {
    title: { en: 'How far do you drive on a typical day?', pl: 'Ile kilometrów przejeżdżasz zwykle w ciągu dnia?' },
    summary: { en: 'Daily distance', pl: 'Dzienny dystans' },
    answers: [
      { label: { en: 'Less than 50 km', pl: 'Mniej niż 50 km' }, weights: 'phev:3, petrol:2' },
      { label: { en: '50 km or more', pl: '50 km lub więcej' }, weights: 'diesel:4' },
    ],
  },
  {
    title: { en: 'Where do you drive most?', pl: 'Gdzie jeździsz najczęściej?' },
    summary: { en: 'Roads', pl: 'Drogi' },
    answers: [
      { label: { en: 'In the city', pl: 'W mieście' }, weights: 'phev:5' },
      { label: { en: 'In the suburbs', pl: 'Na przedmieściach' }, weights: 'phev:2, petrol:3' },
      { label: { en: 'On motorways', pl: 'Na autostradach' }, weights: 'diesel:5' },
      { label: { en: 'On country roads', pl: 'Na drogach lokalnych' }, weights: 'petrol:6' },
      { label: { en: 'Off road, often towing', pl: 'W terenie, często z przyczepą' }, weights: 'diesel:7' },
    ],
  },
  {
    title: { en: 'What matters most to you?', pl: 'Co jest dla Ciebie najważniejsze?' },
    summary: { en: 'Priority', pl: 'Priorytet' },
    answers: [
      { label: { en: 'Lowest emissions', pl: 'Najniższa emisja' }, weights: 'phev:14' },
      { label: { en: 'Range between stops', pl: 'Zasięg bez postojów' }, weights: 'diesel:14' },
      { label: { en: 'Performance and sound', pl: 'Osiągi i brzmienie' }, weights: 'petrol:14' },
    ],
  },
];

/** The editor's question fields of `questions` (`q1_title`, `q1_a1_label`, …). */
export function powertrainsQuestionFields(questions: readonly Question[] = POWERTRAINS_SAMPLE_QUESTIONS) {
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

const POWERTRAIN_NAMES = {
  phev: { en: 'Range Rover Sport plug-in hybrid', pl: 'Range Rover Sport hybryda plug-in' },
  diesel: { en: 'Defender 110 diesel', pl: 'Defender 110 diesel' },
  petrol: { en: 'Discovery petrol', pl: 'Discovery benzyna' },
} as const;

const IMAGES = { phev: 'seed-hero-range-rover-sport', diesel: 'seed-defender', petrol: 'seed-discovery' } as const;

const BENEFITS = {
  phev: { en: 'Up to 113 km on electricity alone\nCharges at home overnight', pl: 'Do 113 km wyłącznie na prądzie\nŁadowanie w domu przez noc' },
  diesel: { en: 'Long range on one tank\nTows up to 3,500 kg', pl: 'Duży zasięg na jednym baku\nUciąg do 3500 kg' },
  petrol: { en: 'Smooth, responsive power\nLower purchase price', pl: 'Płynna, żwawa moc\nNiższa cena zakupu' },
} as const;

/** A recommendation (field group) for one owner and powertrain. */
export function powertrainsRecommendation(owner: 'private' | 'business', powertrain: 'phev' | 'diesel' | 'petrol') {
  const business = owner === 'business';
  return {
    owner,
    powertrain,
    image: { id: IMAGES[powertrain], alt: POWERTRAIN_NAMES[powertrain].en, size: '900x586' },
    title: business ? { en: 'Your company’s match', pl: 'Propozycja dla Twojej firmy' } : { en: 'Your match', pl: 'Twoja propozycja' },
    name: POWERTRAIN_NAMES[powertrain],
    description: business
      ? { en: '<p>A company car that keeps running costs predictable for your fleet.</p>', pl: '<p>Samochód firmowy o przewidywalnych kosztach dla Twojej floty.</p>' }
      : { en: '<p>Made for the way you and your family drive.</p>', pl: '<p>Stworzony do tego, jak jeździsz Ty i Twoja rodzina.</p>' },
    button: {
      en: { labelText: business ? 'Ask about fleet terms' : 'Book a test drive', href: '', type: 'form' as const, formId: '7', hiddenFields: { powertrain, owner } },
      pl: { labelText: business ? 'Zapytaj o warunki flotowe' : 'Umów jazdę próbną', href: '', type: 'form' as const, formId: '7', hiddenFields: { powertrain, owner } },
    },
    link: {
      en: { labelText: 'See the offers', href: '/offers', type: 'internal' as const },
      pl: { labelText: 'Zobacz oferty', href: '/pl/oferty', type: 'internal' as const },
    },
    benefits: BENEFITS[powertrain],
    disclaimer: { en: '<p>Figures are for comparison only.</p>', pl: '<p>Dane wyłącznie do porównania.</p>' },
  };
}

export const POWERTRAINS_SAMPLE_RECOMMENDATIONS = (['private', 'business'] as const).flatMap((owner) =>
  (['phev', 'diesel', 'petrol'] as const).map((powertrain) => powertrainsRecommendation(owner, powertrain)),
);

/** The whole sample quiz: five questions and six recommendations. */
export const powertrainsQuizFixture = fixture(
  powertrainsQuizTemplate,
  {
    heading: { en: 'Which powertrain suits you?', pl: 'Który napęd do Ciebie pasuje?' },
    intro: { en: 'Five questions, one minute.', pl: 'Pięć pytań, jedna minuta.' },
    summary_title: { en: 'Your answers', pl: 'Twoje odpowiedzi' },
    start_again_label: { en: 'Start again', pl: 'Zacznij od nowa' },
    ...powertrainsQuestionFields(),
  },
  POWERTRAINS_SAMPLE_RECOMMENDATIONS,
);
