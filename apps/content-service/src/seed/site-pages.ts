/**
 * The demo site's information pages: every page the seeded navigation and the footer's default
 * content link to (site-shell.md §2 lists the footer's paths), so no link of a fresh install
 * answers 404. Each is a title banner and a few text sections, in English and Polish.
 */
import type { Block } from '@forecourt/api-client';
import { pair, type Pair } from './texts.js';


export interface InfoPageSpec {
  key: string;
  path: string;
  parent?: string;
  title: Pair;
  description: Pair;
  /** A seeded image id (seed/images.ts) for the banner. */
  image: string;
  sections: readonly { title: Pair; html: Pair; anchor?: string }[];
  /** Questions and answers, shown as an accordion after the sections. */
  faq?: readonly { q: Pair; a: Pair }[];
  /** A folder: a page that groups others (its own content is still shown). */
  folder?: boolean;
}


function banner(spec: InfoPageSpec): Block {
  return {
    id: `${spec.key}-banner`,
    template: 'hero_title_banner',
    version: 1,
    data: {
      fields: {
        heading: pair(spec.title),
        header_tag: '1',
        paragraph: pair(spec.description),
        image: { id: spec.image, size: '1600x900', alt: '' },
        height: 'short',
        position: 'center',
        boxposition: 'left',
        box_color: 'dark-theme',
      },
      groups: [],
    },
  };
}

/** The blocks of an information page. */
export function infoPageBlocks(spec: InfoPageSpec): Block[] {
  const sections: Block[] = spec.sections.map((section, index) => ({
    id: `${spec.key}-section-${index + 1}`,
    template: 'snippet',
    version: 1,
    data: {
      fields: {
        alignment: 'narrow-left',
        block_height: 'normal',
        theme: index % 2 === 0 ? 'white-theme' : 'light-theme',
        section_title: pair(section.title),
        section_paragraph: pair(section.html),
        ...(section.anchor ? { anchor: section.anchor } : {}),
      },
      groups: [],
    },
  }));
  const faq: Block[] = spec.faq
    ? [
        {
          id: `${spec.key}-faq`,
          template: 'accordion',
          version: 1,
          data: {
            fields: { heading: { en: 'Questions and answers', pl: 'Pytania i odpowiedzi' }, header_tag: '2', theme: 'white-theme' },
            groups: spec.faq.map(({ q, a }) => ({ accordion_title: pair(q), accordion_content: pair(a) })),
          },
        },
      ]
    : [];
  return [banner(spec), ...sections, ...faq];
}

const p = (en: string, pl: string): Pair => [`<p>${en}</p>`, `<p>${pl}</p>`];

export const INFO_PAGES: readonly InfoPageSpec[] = [
  // Ownership (the navigation's "Ownership" panel).
  {
    key: 'ownership',
    path: '/ownership',
    folder: true,
    title: ['Ownership', 'Posiadanie'],
    description: ['Service, warranty, accessories and assistance for your car.', 'Serwis, gwarancja, akcesoria i assistance dla Twojego samochodu.'],
    image: 'seed-defender',
    sections: [
      { title: ['Everything after the handover', 'Wszystko po odbiorze auta'], html: p('Book a service, check your warranty or find genuine accessories: our retailers look after your car for its whole life.', 'Umów serwis, sprawdź gwarancję lub znajdź oryginalne akcesoria: nasi dealerzy zadbają o Twoje auto przez cały okres jego eksploatacji.') },
    ],
  },
  {
    key: 'ownership-service',
    path: '/ownership/service',
    parent: 'ownership',
    title: ['Service', 'Serwis'],
    description: ['Servicing by trained technicians with genuine parts.', 'Serwis u przeszkolonych techników z użyciem oryginalnych części.'],
    image: 'seed-defender',
    sections: [
      { title: ['Service intervals', 'Interwały serwisowe'], html: p('Most models need a service every 34,000 km or every two years, whichever comes first. Your car tells you when it is due.', 'Większość modeli wymaga przeglądu co 34 000 km lub co dwa lata, w zależności od tego, co nastąpi wcześniej. Samochód sam przypomni o terminie.') },
      { title: ['Book online', 'Rezerwacja online'], html: p('Choose a retailer, a date and the work you need. We confirm within one working day.', 'Wybierz dealera, termin i zakres prac. Potwierdzimy w ciągu jednego dnia roboczego.') },
    ],
    faq: [
      { q: ['Does servicing elsewhere void my warranty?', 'Czy serwis w innym warsztacie unieważnia gwarancję?'], a: p('No, as long as the work follows the manufacturer’s schedule and uses parts of matching quality.', 'Nie, o ile prace są wykonane zgodnie z harmonogramem producenta i z użyciem części o odpowiedniej jakości.') },
      { q: ['Can I get a courtesy car?', 'Czy mogę otrzymać samochód zastępczy?'], a: p('Yes, ask your retailer when you book; availability varies.', 'Tak, zapytaj dealera przy rezerwacji; dostępność jest ograniczona.') },
    ],
  },
  {
    key: 'ownership-warranty',
    path: '/ownership/warranty',
    parent: 'ownership',
    title: ['Warranty', 'Gwarancja'],
    description: ['Three years or 100,000 km, and extended cover after that.', 'Trzy lata lub 100 000 km, a potem przedłużona ochrona.'],
    image: 'seed-discovery',
    sections: [
      { title: ['What is covered', 'Co obejmuje gwarancja'], html: p('Manufacturing faults in parts and workmanship, with repairs carried out by authorised retailers at no cost.', 'Wady fabryczne części i wykonania; naprawy wykonują bezpłatnie autoryzowani dealerzy.') },
      { title: ['Extended warranty', 'Przedłużona gwarancja'], html: p('Extend your cover by one or two years at any retailer before the manufacturer’s warranty ends.', 'Przedłuż ochronę o rok lub dwa lata u dowolnego dealera przed końcem gwarancji producenta.') },
    ],
  },
  {
    key: 'ownership-accessories',
    path: '/ownership/accessories',
    parent: 'ownership',
    title: ['Accessories', 'Akcesoria'],
    description: ['Genuine accessories designed for your model.', 'Oryginalne akcesoria zaprojektowane dla Twojego modelu.'],
    image: 'seed-offers',
    sections: [
      { title: ['Carry more', 'Więcej miejsca'], html: p('Roof systems, tow bars and load-space organisers tested for your car.', 'Systemy dachowe, haki holownicze i organizery bagażnika przetestowane dla Twojego auta.') },
    ],
  },
  {
    key: 'ownership-assistance',
    path: '/ownership/assistance',
    parent: 'ownership',
    title: ['Roadside assistance', 'Assistance'],
    description: ['Help day and night, anywhere in Europe.', 'Pomoc przez całą dobę w całej Europie.'],
    image: 'seed-defender',
    sections: [
      { title: ['Call us', 'Zadzwoń do nas'], html: p('Call <a href="tel:+48221234567">+48 22 123 45 67</a>. We send help, a replacement car or arrange your onward journey.', 'Zadzwoń pod <a href="tel:+48221234567">+48 22 123 45 67</a>. Wyślemy pomoc, auto zastępcze lub zorganizujemy dalszą podróż.') },
    ],
  },
  // Discover.
  {
    key: 'discover',
    path: '/discover',
    folder: true,
    title: ['Discover', 'Odkryj'],
    description: ['Electrification, adventures and the stories behind our cars.', 'Elektryfikacja, przygody i historie naszych samochodów.'],
    image: 'seed-discovery',
    sections: [{ title: ['Stories and guides', 'Historie i poradniki'], html: p('Read how our cars are made, charged and taken off the beaten track.', 'Dowiedz się, jak powstają nasze auta, jak je ładować i jak zjechać z utartych szlaków.') }],
  },
  {
    key: 'discover-electric',
    path: '/discover/electric',
    parent: 'discover',
    title: ['Electrification', 'Elektryfikacja'],
    description: ['Plug-in hybrids and electric cars, explained.', 'Hybrydy plug-in i auta elektryczne w pigułce.'],
    image: 'seed-hero-range-rover-sport',
    sections: [
      { title: ['Plug-in hybrids', 'Hybrydy plug-in'], anchor: 'phev', html: p('Up to 113 km on electricity alone, a petrol engine for long journeys. Charge at home overnight or in under an hour at a rapid charger.', 'Do 113 km wyłącznie na prądzie i silnik benzynowy na długie trasy. Ładowanie w nocy w domu lub w mniej niż godzinę na szybkiej ładowarce.') },
      { title: ['Charging at home', 'Ładowanie w domu'], html: p('A 7 kW wall box fills a plug-in hybrid in about five hours.', 'Wallbox 7 kW naładuje hybrydę plug-in w około pięć godzin.') },
    ],
  },
  {
    key: 'discover-adventures',
    path: '/discover/adventures',
    parent: 'discover',
    title: ['Adventures', 'Przygody'],
    description: ['Off-road days and driving experiences.', 'Dni off-road i szkolenia z jazdy.'],
    image: 'seed-defender',
    sections: [{ title: ['Experience days', 'Dni doświadczeń'], html: p('Learn off-road driving with our instructors on a closed course near Warsaw.', 'Naucz się jazdy terenowej z naszymi instruktorami na zamkniętym torze pod Warszawą.') }],
  },
  // Retailers and the company.
  {
    key: 'retailers',
    path: '/retailers',
    title: ['Retailers', 'Dealerzy'],
    description: ['Find a retailer near you for sales, service and test drives.', 'Znajdź dealera w pobliżu: sprzedaż, serwis i jazdy próbne.'],
    image: 'seed-offers',
    sections: [
      { title: ['Forecourt Warszawa', 'Forecourt Warszawa'], anchor: 'warszawa', html: p('ul. Połczyńska 10, 01-378 Warszawa · Monday to Friday 8:00–18:00, Saturday 9:00–14:00.', 'ul. Połczyńska 10, 01-378 Warszawa · poniedziałek–piątek 8:00–18:00, sobota 9:00–14:00.') },
      { title: ['Approved used cars', 'Samochody używane z gwarancją'], anchor: 'approved', html: p('Every approved used car is checked on 165 points and comes with a one-year warranty.', 'Każde auto używane z programu Approved przechodzi kontrolę 165 punktów i ma roczną gwarancję.') },
    ],
  },
  {
    key: 'about',
    path: '/about',
    title: ['About us', 'O nas'],
    description: ['Forecourt in Poland since 1992.', 'Forecourt w Polsce od 1992 roku.'],
    image: 'seed-discovery',
    sections: [{ title: ['Who we are', 'Kim jesteśmy'], html: p('The importer of two British car brands, with 14 retailers across Poland.', 'Importer dwóch brytyjskich marek samochodów z 14 dealerami w całej Polsce.') }],
  },
  {
    key: 'about-press',
    path: '/about/press',
    parent: 'about',
    title: ['Press', 'Dla prasy'],
    description: ['News, images and contacts for journalists.', 'Informacje, zdjęcia i kontakty dla dziennikarzy.'],
    image: 'seed-discovery',
    sections: [{ title: ['Press office', 'Biuro prasowe'], html: p('Write to <a href="mailto:press@forecourt.test">press@forecourt.test</a>.', 'Napisz na <a href="mailto:press@forecourt.test">press@forecourt.test</a>.') }],
  },
  {
    key: 'contact',
    path: '/contact',
    title: ['Contact', 'Kontakt'],
    description: ['How to reach us.', 'Jak się z nami skontaktować.'],
    image: 'seed-offers',
    sections: [{ title: ['Customer service', 'Obsługa klienta'], html: p('Call <a href="tel:+48221234567">+48 22 123 45 67</a> (Monday to Friday, 8:00–18:00) or visit any retailer.', 'Zadzwoń pod <a href="tel:+48221234567">+48 22 123 45 67</a> (poniedziałek–piątek, 8:00–18:00) lub odwiedź dowolnego dealera.') }],
  },
  // The footer's default content (site-shell.md §2, "Footer paths seen").
  ...footerPages(),
];

function footerPages(): InfoPageSpec[] {
  const simple = (key: string, path: string, title: Pair, description: Pair, image: string, body: Pair): InfoPageSpec => ({
    key,
    path,
    title,
    description,
    image,
    sections: [{ title, html: body }],
  });
  return [
    simple('jaguar-range', '/jaguar-range', ['The range', 'Gama modeli'], ['Every model, from compact SUVs to the flagship.', 'Każdy model, od kompaktowych SUV-ów po flagowca.'], 'seed-hero-range-rover-sport', p('Compare bodies, engines and prices, then book a test drive.', 'Porównaj nadwozia, silniki i ceny, a potem umów jazdę próbną.')),
    simple('offers-and-finance', '/offers-and-finance', ['Offers and finance', 'Oferty i finansowanie'], ['Current offers, leasing and loans.', 'Aktualne oferty, leasing i kredyt.'], 'seed-offers', p('See <a href="/offers">this month’s offers</a> or ask a retailer for a personal quote.', 'Zobacz <a href="/offers">oferty miesiąca</a> lub poproś dealera o indywidualną kalkulację.')),
    simple('request-a-brochure', '/request-a-brochure', ['Request a brochure', 'Zamów katalog'], ['Brochures and price lists of every model.', 'Katalogi i cenniki wszystkich modeli.'], 'seed-discovery', p('Download a brochure as PDF, or ask a retailer to post you a printed copy.', 'Pobierz katalog w PDF lub poproś dealera o wersję drukowaną.')),
    simple('compare', '/compare', ['Compare models', 'Porównaj modele'], ['Dimensions, engines and equipment side by side.', 'Wymiary, silniki i wyposażenie obok siebie.'], 'seed-discovery', p('Pick up to three models to compare their specifications.', 'Wybierz do trzech modeli, aby porównać ich specyfikacje.')),
    simple('build-yours', '/build-yours', ['Build yours', 'Skonfiguruj'], ['Choose the model, engine, colour and options.', 'Wybierz model, silnik, kolor i opcje.'], 'seed-hero-range-rover-sport', p('Save your configuration and send it to a retailer for a quote.', 'Zapisz konfigurację i wyślij ją do dealera po ofertę.')),
    simple('test-drive', '/t', ['Book a test drive', 'Umów jazdę próbną'], ['Drive the model you like at a retailer near you.', 'Przejedź się wybranym modelem u dealera w pobliżu.'], 'seed-defender', p('Choose a model and a retailer; we confirm the date within one working day.', 'Wybierz model i dealera; termin potwierdzimy w ciągu jednego dnia roboczego.')),
    simple('keep-me-informed', '/k', ['Keep me informed', 'Bądź na bieżąco'], ['News about models, offers and events.', 'Informacje o modelach, ofertach i wydarzeniach.'], 'seed-offers', p('Sign up for our newsletter; you can unsubscribe at any time.', 'Zapisz się do newslettera; możesz zrezygnować w każdej chwili.')),
    {
      key: 'glossary',
      path: '/glossary',
      title: ['Glossary', 'Słownik pojęć'],
      description: ['The terms you meet when choosing a car.', 'Pojęcia, które spotkasz, wybierając samochód.'],
      image: 'seed-discovery',
      sections: [{ title: ['From A to Z', 'Od A do Z'], html: p('Short explanations of drive, finance and ownership terms.', 'Krótkie wyjaśnienia pojęć dotyczących napędu, finansowania i eksploatacji.') }],
      faq: [
        { q: ['MHEV', 'MHEV'], a: p('Mild hybrid: a small electric motor assists the engine and recovers energy when braking.', 'Miękka hybryda: mały silnik elektryczny wspiera silnik spalinowy i odzyskuje energię podczas hamowania.') },
        { q: ['PHEV', 'PHEV'], a: p('Plug-in hybrid: a battery you charge from the mains for electric driving, plus an engine.', 'Hybryda plug-in: akumulator ładowany z gniazdka do jazdy elektrycznej oraz silnik spalinowy.') },
        { q: ['WLTP', 'WLTP'], a: p('The European test procedure for fuel consumption, emissions and electric range.', 'Europejska procedura pomiaru zużycia paliwa, emisji i zasięgu elektrycznego.') },
      ],
    },
    simple('fleet-and-business', '/fleet-and-business', ['Fleet and business', 'Flota i biznes'], ['Cars, leasing and service for companies.', 'Samochody, leasing i serwis dla firm.'], 'seed-discovery', p('A dedicated fleet manager at every retailer, with terms for fleets of any size.', 'Dedykowany opiekun flotowy u każdego dealera i warunki dla flot każdej wielkości.')),
    simple('owners-overview', '/owners/overview', ['Owners', 'Strefa właściciela'], ['Everything for the cars you already drive.', 'Wszystko dla samochodu, którym już jeździsz.'], 'seed-defender', p('Service, warranty, accessories and assistance: see <a href="/ownership">Ownership</a>.', 'Serwis, gwarancja, akcesoria i assistance: zobacz <a href="/ownership">Posiadanie</a>.')),
    simple('incontrol', '/incontrol', ['Connected services', 'Usługi łączności'], ['Your car in an app: locate, pre-heat, charge.', 'Twoje auto w aplikacji: lokalizacja, ogrzewanie, ładowanie.'], 'seed-hero-range-rover-sport', p('Pair your phone in the car’s settings, then sign in to the app with the same account.', 'Sparuj telefon w ustawieniach auta, a następnie zaloguj się do aplikacji tym samym kontem.')),
    simple('owners-accessories', '/owners-accessories', ['Accessories for owners', 'Akcesoria dla właścicieli'], ['Genuine accessories for your model.', 'Oryginalne akcesoria do Twojego modelu.'], 'seed-offers', p('See the full range in <a href="/ownership/accessories">Accessories</a>.', 'Pełna oferta w dziale <a href="/ownership/accessories">Akcesoria</a>.')),
    simple('contact-us', '/contact-us', ['Contact us', 'Skontaktuj się z nami'], ['Questions about a car, an offer or a service?', 'Pytania o auto, ofertę lub serwis?'], 'seed-offers', p('Call <a href="tel:+48221234567">+48 22 123 45 67</a> or write to <a href="mailto:kontakt@forecourt.test">kontakt@forecourt.test</a>.', 'Zadzwoń pod <a href="tel:+48221234567">+48 22 123 45 67</a> lub napisz na <a href="mailto:kontakt@forecourt.test">kontakt@forecourt.test</a>.')),
    simple('about-jaguar', '/about-jaguar', ['About the brand', 'O marce'], ['Design and engineering since 1935.', 'Design i inżynieria od 1935 roku.'], 'seed-discovery', p('From the first sports saloons to electric performance cars.', 'Od pierwszych sportowych limuzyn po elektryczne auta o wysokich osiągach.')),
    simple('electrification', '/electrification', ['Electrification', 'Elektryfikacja'], ['Our electric and plug-in hybrid models.', 'Nasze modele elektryczne i hybrydy plug-in.'], 'seed-hero-range-rover-sport', p('Read more in <a href="/discover/electric">Electrification explained</a>.', 'Więcej w dziale <a href="/discover/electric">Elektryfikacja w pigułce</a>.')),
    simple('emissions-lookup', '/emissions-lookup', ['Emissions lookup', 'Wyszukiwarka emisji'], ['WLTP fuel consumption and CO₂ of every version.', 'Zużycie paliwa i emisja CO₂ według WLTP dla każdej wersji.'], 'seed-discovery', p('Values are measured under WLTP; real-world figures depend on driving style and conditions.', 'Wartości zmierzono według WLTP; rzeczywiste zależą od stylu jazdy i warunków.')),
    simple('terms-conditions', '/terms-conditions', ['Terms and conditions', 'Regulamin'], ['The terms of using this website.', 'Zasady korzystania z tej strony.'], 'seed-offers', p('Prices and specifications are for information and do not constitute an offer within the meaning of the Civil Code.', 'Ceny i specyfikacje mają charakter informacyjny i nie stanowią oferty w rozumieniu Kodeksu cywilnego.')),
    simple('privacy-policy', '/privacy-policy', ['Privacy policy', 'Polityka prywatności'], ['How we process your personal data.', 'Jak przetwarzamy Twoje dane osobowe.'], 'seed-offers', p('We process the data you give us in forms to answer your request, on the basis of your consent; you may withdraw it at any time.', 'Dane podane w formularzach przetwarzamy, aby odpowiedzieć na zapytanie, na podstawie Twojej zgody, którą możesz w każdej chwili wycofać.')),
    simple('cookie-policy', '/cookie-policy', ['Cookie policy', 'Polityka cookies'], ['Which cookies we use and why.', 'Jakich plików cookie używamy i dlaczego.'], 'seed-offers', p('Necessary cookies keep the site working; analytics and marketing cookies are set only with your consent.', 'Niezbędne pliki cookie zapewniają działanie strony; analityczne i marketingowe ustawiamy tylko za Twoją zgodą.')),
  ];
}
