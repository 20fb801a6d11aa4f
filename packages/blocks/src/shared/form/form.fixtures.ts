import type { PublicForm } from '@forecourt/api-client';

/** A test-drive form with every field type, for stories and tests. */
export const testDriveForm: PublicForm = {
  id: 7,
  title: { en: 'Book a test drive', pl: 'Umów jazdę próbną' },
  has_two_columns: true,
  submit_label: { en: 'Book the drive', pl: 'Umów jazdę' },
  recaptcha_site_key: null,
  thank_you: {
    title: { en: 'Thank you, we will call you', pl: 'Dziękujemy, oddzwonimy' },
    body: { en: 'A retailer calls you within two working days.', pl: 'Dealer zadzwoni w ciągu dwóch dni roboczych.' },
    redirect_url: null,
  },
  locations: [
    { id: 3, name: 'Forecourt Warszawa', city: 'Warszawa', dealer_id: 1 },
    { id: 4, name: 'Forecourt Kraków', city: 'Kraków', dealer_id: null },
  ],
  fields: [
    {
      id: 'first_name',
      type: 'text',
      label: { en: 'First name', pl: 'Imię' },
      rules: { required: true, max: 20 },
      width: 'half',
    },
    { id: 'last_name', type: 'text', label: { en: 'Last name', pl: 'Nazwisko' }, rules: { required: true, min: 2 }, width: 'half' },
    { id: 'email', type: 'email', label: { en: 'E-mail', pl: 'E-mail' }, rules: { required: true }, width: 'half' },
    {
      id: 'phone',
      type: 'phone',
      label: { en: 'Phone', pl: 'Telefon' },
      help: { en: 'We call only about your drive.', pl: 'Dzwonimy tylko w sprawie jazdy.' },
      rules: {},
      width: 'half',
    },
    {
      id: 'model',
      type: 'select',
      label: { en: 'Model', pl: 'Model' },
      options: [
        { value: 'defender', label: { en: 'Defender' } },
        { value: 'discovery', label: { en: 'Discovery' } },
      ],
      rules: { required: true },
      width: 'half',
    },
    { id: 'retailer', type: 'retailer', label: { en: 'Retailer', pl: 'Dealer' }, rules: { required: true }, width: 'half' },
    {
      id: 'contact_time',
      type: 'radio',
      label: { en: 'When may we call?', pl: 'Kiedy możemy zadzwonić?' },
      options: [
        { value: 'morning', label: { en: 'Morning', pl: 'Rano' } },
        { value: 'afternoon', label: { en: 'Afternoon', pl: 'Po południu' } },
      ],
      rules: {},
      width: 'full',
    },
    { id: 'preferred_date', type: 'date', label: { en: 'Preferred date', pl: 'Preferowana data' }, rules: {}, width: 'half' },
    { id: 'postcode', type: 'text', label: { en: 'Postcode', pl: 'Kod pocztowy' }, rules: { size: 6 }, width: 'half' },
    { id: 'message', type: 'textarea', label: { en: 'Message', pl: 'Wiadomość' }, rules: { max: 500 }, width: 'full' },
    { id: 'newsletter', type: 'checkbox', label: { en: 'Send me news', pl: 'Wysyłajcie mi nowości' }, rules: {}, width: 'full' },
    {
      id: 'privacy',
      type: 'consent',
      label: { en: 'Privacy', pl: 'Prywatność' },
      consent: {
        text: {
          en: 'I agree that Forecourt processes my data to arrange a test drive.',
          pl: 'Zgadzam się na przetwarzanie moich danych przez Forecourt w celu umówienia jazdy próbnej.',
        },
        version: '2026-01',
      },
      rules: { required: true },
      width: 'full',
    },
    { id: 'campaign', type: 'hidden', label: { en: 'Campaign' }, rules: {}, width: 'full', default_value: 'spring' },
  ],
};

/** A short one-column form. */
export const contactForm: PublicForm = {
  id: 8,
  title: { en: 'Contact us', pl: 'Kontakt' },
  has_two_columns: false,
  submit_label: {},
  recaptcha_site_key: null,
  thank_you: { title: {}, body: {}, redirect_url: null },
  locations: [],
  fields: [
    { id: 'name', type: 'text', label: { en: 'Name', pl: 'Imię i nazwisko' }, rules: { required: true, max: 10 }, width: 'full' },
    { id: 'email', type: 'email', label: { en: 'E-mail', pl: 'E-mail' }, rules: { required: true }, width: 'full' },
    { id: 'offer', type: 'hidden', label: { en: 'Offer' }, rules: {}, width: 'full' },
  ],
};
