import type { TheliaLocale } from '@/contract/common';
import type { AdventDoor, ShowroomDetails } from '@/contract/content';
import { ADVENT_DOORS, SHOWROOM_AREA_OVER_SQM } from '@/contract/constants';
import type { Language } from './locales';
import type { PageText } from './content-texts-de';

/**
 * Texts of the info pages reached by the storefront's own routes (/advent-calendar, /configurators, /feedback,
 * /team, /showrooms). Company data are fictitious placeholders like the legal pages.
 */
const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

export type InfoPageKey = 'advent' | 'configurators' | 'feedback';

export const INFO_PAGE_TEXTS: Record<Language, Record<InfoPageKey, PageText>> = {
  de: {
    advent: {
      title: 'Adventkalender',
      chapo: 'Jeden Tag im Dezember öffnet sich ein Türchen mit einem Tipp oder Angebot rund um Bad und Heizung.',
      description: p('Schauen Sie täglich vorbei: Ab dem 1. Dezember öffnet sich jeden Tag ein neues Türchen. Bereits geöffnete Türchen bleiben bis Weihnachten offen.'),
    },
    configurators: {
      title: 'Konfiguratoren',
      chapo: 'Planen Sie Heizkörper, Duschabtrennung und Wärmepumpe passend zu Ihrem Raum.',
      description:
        '<h2>Heizkörper-Konfigurator</h2>' +
        p('Geben Sie Raumgröße, Dämmstandard und Vorlauftemperatur an; der Konfigurator schlägt Bauhöhe, Baulänge und Typ des Heizkörpers mit der nötigen Wärmeleistung vor.') +
        '<h2>Duschabtrennung nach Maß</h2>' +
        p('Wählen Sie Einbausituation, Glasart und Profilfarbe. Maßanfertigungen sind vom Widerrufsrecht ausgenommen; wir prüfen Ihre Maße vor der Fertigung telefonisch.') +
        '<h2>Wärmepumpen-Check</h2>' +
        '<ul><li>Heizlast aus Wohnfläche und Baujahr</li><li>Eignung der vorhandenen Heizkörper</li><li>Förderungen in Ihrem Bundesland</li></ul>' +
        p('Für eine persönliche Planung vereinbaren Sie gerne einen Beratungstermin bei uns.'),
    },
    feedback: {
      title: 'Feedback',
      chapo: 'Ihre Meinung hilft uns, Shop und Service zu verbessern.',
      description:
        p('Was hat Ihnen gefallen, was können wir besser machen? Schreiben Sie uns über das <a href="/contact">Kontaktformular</a> mit dem Betreff „Sonstiges“.') +
        '<h2>Bewertungen</h2>' +
        p('Nach jeder Bestellung erhalten Sie eine Einladung zur Bewertung. Bewertungen von Produkten werden vor der Veröffentlichung geprüft.') +
        '<h2>Beschwerden</h2>' +
        p('Beschwerden bearbeiten wir innerhalb von fünf Werktagen. Bitte geben Sie Ihre Bestellnummer an.'),
    },
  },
  ro: {
    advent: {
      title: 'Calendar de Advent',
      chapo: 'În fiecare zi din decembrie se deschide o ușiță cu un sfat sau o ofertă pentru baie și încălzire.',
      description: p('Reveniți zilnic: începând cu 1 decembrie se deschide în fiecare zi o ușiță nouă. Ușițele deschise rămân deschise până la Crăciun.'),
    },
    configurators: {
      title: 'Configuratoare',
      chapo: 'Planificați caloriferele, cabina de duș și pompa de căldură potrivite pentru încăperea dumneavoastră.',
      description:
        '<h2>Configurator de calorifere</h2>' +
        p('Introduceți suprafața camerei, gradul de izolare și temperatura pe tur; configuratorul propune înălțimea, lungimea și tipul caloriferului cu puterea termică necesară.') +
        '<h2>Cabină de duș pe măsură</h2>' +
        p('Alegeți situația de montaj, tipul de sticlă și culoarea profilului. Produsele realizate pe măsură sunt exceptate de la dreptul de retragere; verificăm dimensiunile telefonic înainte de producție.') +
        '<h2>Verificare pompă de căldură</h2>' +
        '<ul><li>Necesarul de căldură pe baza suprafeței și a anului construcției</li><li>Potrivirea caloriferelor existente</li><li>Programe de finanțare disponibile</li></ul>' +
        p('Pentru o planificare personalizată, programați o vizită într-unul dintre showroomurile noastre.'),
    },
    feedback: {
      title: 'Feedback',
      chapo: 'Părerea dumneavoastră ne ajută să îmbunătățim magazinul și serviciile.',
      description:
        p('Ce v-a plăcut și ce putem face mai bine? Scrieți-ne prin <a href="/contact">formularul de contact</a> cu subiectul „Altele”.') +
        '<h2>Recenzii</h2>' +
        p('După fiecare comandă primiți o invitație de a o evalua. Recenziile produselor sunt verificate înainte de publicare.') +
        '<h2>Reclamații</h2>' +
        p('Reclamațiile sunt soluționate în cel mult cinci zile lucrătoare. Vă rugăm să menționați numărul comenzii.'),
    },
  },
};

/**
 * Folder titles of the team and the showrooms (their listing pages' headings), per shop locale: the Austrian shop
 * says 'Schauraum', the German shop 'Showroom', as their own content pages do.
 */
export const INFO_FOLDERS: Record<'team' | 'showrooms', Record<TheliaLocale, string>> = {
  team: { de_AT: 'Unser Team', de_DE: 'Unser Team', ro_RO: 'Echipa noastră' },
  showrooms: { de_AT: 'Schauräume', de_DE: 'Showrooms', ro_RO: 'Showroomuri' },
};

export type TeamMember = { name: string; role: Record<Language, string>; bio: Record<Language, string>; email: string };

export const TEAM: TeamMember[] = [
  {
    name: 'Andrea Huber',
    role: { de: 'Geschäftsführung', ro: 'Director general' },
    bio: { de: 'Leitet das Unternehmen seit 2012 und kennt jede Armatur im Sortiment.', ro: 'Conduce compania din 2012 și cunoaște fiecare baterie din ofertă.' },
    email: 'a.huber@sanitaer-haus.at',
  },
  {
    name: 'Stefan Gruber',
    role: { de: 'Heizungstechnik', ro: 'Tehnică de încălzire' },
    bio: { de: 'Installateurmeister; berät zu Wärmepumpen, Thermen und Heizkörpern.', ro: 'Maistru instalator; oferă consultanță pentru pompe de căldură, centrale și calorifere.' },
    email: 's.gruber@sanitaer-haus.at',
  },
  {
    name: 'Ioana Popescu',
    role: { de: 'Kundenservice Rumänien', ro: 'Relații cu clienții România' },
    bio: { de: 'Betreut unsere Kundinnen und Kunden in Rumänien auf Rumänisch und Deutsch.', ro: 'Se ocupă de clienții din România, în română și germană.' },
    email: 'i.popescu@casa-sanitara.ro',
  },
  {
    name: 'Markus Weber',
    role: { de: 'Badplanung', ro: 'Proiectare băi' },
    bio: { de: 'Plant barrierefreie Bäder und begleitet Sanierungen vom Aufmaß bis zur Übergabe.', ro: 'Proiectează băi fără bariere și însoțește renovările de la măsurători până la predare.' },
    email: 'm.weber@sanitaer-haus.de',
  },
];

export type ShowroomSeed = { shops: readonly ('at' | 'de' | 'ro')[]; title: Record<Language, string>; intro: Record<Language, string>; details: ShowroomDetails };

const WEEKDAYS_MO_TH = ['Monday', 'Tuesday', 'Wednesday', 'Thursday'] as const;
const WEEKDAYS_MO_FR = [...WEEKDAYS_MO_TH, 'Friday'] as const;

export const SHOWROOMS: ShowroomSeed[] = [
  {
    shops: ['at', 'de'],
    title: { de: 'Schauraum Wien', ro: 'Showroom Viena' },
    intro: {
      de: `Unsere größte Ausstellung: auf über ${SHOWROOM_AREA_OVER_SQM} m² komplette Bäder, Armaturen und Heizkörper.`,
      ro: `Cel mai mare showroom al nostru: peste ${SHOWROOM_AREA_OVER_SQM} m² de băi complete, baterii și calorifere.`,
    },
    details: {
      street: 'Triester Straße 14', zipcode: '1100', city: 'Wien', country_code: 'AT', phone: '+43 1 234 56 78', email: 'wien@sanitaer-haus.at',
      area_sqm: SHOWROOM_AREA_OVER_SQM + 30,
      opening_hours: [
        { days: [...WEEKDAYS_MO_TH], opens: '08:00', closes: '17:00' },
        { days: ['Friday'], opens: '08:00', closes: '13:00' },
        { days: ['Saturday'], opens: '09:00', closes: '12:00' },
      ],
    },
  },
  {
    shops: ['at'],
    title: { de: 'Schauraum Graz', ro: 'Showroom Graz' },
    intro: { de: 'Beratung zu Bad und Heizung in der Steiermark.', ro: 'Consultanță pentru baie și încălzire în Stiria.' },
    details: {
      street: 'Puchstraße 85', zipcode: '8020', city: 'Graz', country_code: 'AT', phone: '+43 316 12 34 56', email: 'graz@sanitaer-haus.at',
      opening_hours: [
        { days: [...WEEKDAYS_MO_TH], opens: '08:00', closes: '12:00' },
        { days: [...WEEKDAYS_MO_TH], opens: '13:00', closes: '17:00' },
        { days: ['Friday'], opens: '08:00', closes: '13:00' },
      ],
    },
  },
  {
    shops: ['de'],
    title: { de: 'Showroom München', ro: 'Showroom München' },
    intro: { de: 'Bäder und Wärmepumpen zum Anfassen im Münchner Westen.', ro: 'Băi și pompe de căldură în vestul Münchenului.' },
    details: {
      street: 'Landsberger Straße 302', zipcode: '80687', city: 'München', country_code: 'DE', phone: '+49 89 1234 5670', email: 'muenchen@sanitaer-haus.de',
      opening_hours: [
        { days: [...WEEKDAYS_MO_FR], opens: '09:00', closes: '18:00' },
        { days: ['Saturday'], opens: '10:00', closes: '14:00' },
      ],
    },
  },
  {
    shops: ['ro'],
    title: { de: 'Showroom Bukarest', ro: 'Showroom București' },
    intro: {
      de: `Auf über ${SHOWROOM_AREA_OVER_SQM} m² Bäder, Armaturen und Heizkörper.`,
      ro: `Peste ${SHOWROOM_AREA_OVER_SQM} m² de băi complete, baterii și calorifere.`,
    },
    details: {
      street: 'Șoseaua Berceni 104', zipcode: '041919', city: 'București', country_code: 'RO', phone: '+40 21 123 45 67', email: 'bucuresti@casa-sanitara.ro',
      area_sqm: SHOWROOM_AREA_OVER_SQM + 10,
      opening_hours: [
        { days: [...WEEKDAYS_MO_FR], opens: '09:00', closes: '18:00' },
        { days: ['Saturday'], opens: '09:00', closes: '14:00' },
      ],
    },
  },
  {
    shops: ['ro'],
    title: { de: 'Showroom Cluj-Napoca', ro: 'Showroom Cluj-Napoca' },
    intro: { de: 'Beratung in Siebenbürgen.', ro: 'Consultanță în Transilvania.' },
    details: {
      street: 'Strada Fabricii 93', zipcode: '400620', city: 'Cluj-Napoca', country_code: 'RO', phone: '+40 264 123 456', email: 'cluj@casa-sanitara.ro',
      opening_hours: [{ days: [...WEEKDAYS_MO_FR], opens: '09:00', closes: '18:00' }],
    },
  },
];

const TIPS: Record<Language, { title: string; text: string }[]> = {
  de: [
    { title: 'Entlüften', text: 'Entlüften Sie Ihre Heizkörper vor den Feiertagen: Sie heizen gleichmäßiger und sparen Energie.' },
    { title: 'Strahlregler reinigen', text: 'Legen Sie den Strahlregler Ihrer Armatur über Nacht in Essigwasser – danach ist der Strahl wieder weich.' },
    { title: 'Thermostat', text: 'Stufe 3 am Thermostatkopf entspricht etwa 20 °C. Jedes Grad weniger spart rund 6 % Heizenergie.' },
    { title: 'Duschkopf', text: 'Ein Sparduschkopf halbiert den Wasserverbrauch ohne Komfortverlust.' },
  ],
  ro: [
    { title: 'Aerisire', text: 'Aerisiți caloriferele înainte de sărbători: încălzesc mai uniform și consumă mai puțină energie.' },
    { title: 'Curățarea aeratorului', text: 'Lăsați aeratorul bateriei peste noapte în apă cu oțet – jetul devine din nou moale.' },
    { title: 'Termostat', text: 'Treapta 3 a capului termostatic corespunde cu aproximativ 20 °C. Fiecare grad în minus economisește circa 6% din energie.' },
    { title: 'Pară de duș', text: 'O pară de duș economică reduce consumul de apă la jumătate fără a pierde confortul.' },
  ],
};

/** 24 doors: a tip on most days, a voucher code every sixth day (deterministic). */
export function adventDoors(language: Language): AdventDoor[] {
  const tips = TIPS[language];
  return Array.from({ length: ADVENT_DOORS }, (_, index) => {
    const day = index + 1;
    if (day % 6 === 0) {
      const percent = 5 + day / 6;
      return language === 'de'
        ? { day, title: `${percent} % Rabatt`, text: `Nur heute: ${percent} % Rabatt auf Armaturen mit dem Gutscheincode.`, code: `ADVENT${day}` }
        : { day, title: `Reducere de ${percent}%`, text: `Doar astăzi: ${percent}% reducere la baterii, cu codul de mai jos.`, code: `ADVENT${day}` };
    }
    const tip = tips[index % tips.length] ?? { title: '', text: '' };
    return { day, title: tip.title, text: tip.text };
  });
}
