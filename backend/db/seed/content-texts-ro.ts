import { CATALOGUE_PRODUCTS_MORE_THAN, RETURN_DAYS, SHOWROOM_AREA_OVER_SQM } from '@/lib/shop/constants';
import type { ContentKey, PageText } from './content-texts-de';
import { GROUPED } from './content-texts-de';

/**
 * Romanian content and legal pages (OUG 34/2014 for the 14-day withdrawal, Law 449/2003 and OG 21/1992 for
 * consumer protection, ANPC order 449/2022 for the SAL icon). Company data are fictitious placeholders.
 */
const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

const COMPANY = 'Casa Sanitară S.R.L.';
const ADDRESS = 'Șoseaua Berceni 104, Sector 4, 041919 București, România';
const PHONE = '+40 21 123 45 67';
const EMAIL = 'contact@casa-sanitara.ro';

export const ROMANIAN_TEXTS: Partial<Record<ContentKey, PageText>> = {
  bezahlen: {
    title: 'Metode de plată',
    chapo: 'Plătiți simplu și sigur: card, PayPal, ordin de plată sau ramburs.',
    description: p(
      'Acceptăm plata cu <strong>cardul</strong> (Visa, Mastercard prin Global Payments), <strong>PayPal</strong>, <strong>ordin de plată</strong> în avans și <strong>ramburs</strong> la livrare.',
      'La plata prin ordin de plată primiți datele bancare în e-mailul de confirmare. Comanda se expediază după încasarea sumei.',
      'Datele cardului sunt procesate exclusiv de procesatorul de plăți și nu sunt stocate de noi.',
    ),
  },
  lieferung: {
    title: 'Livrare',
    chapo: 'Produsele din stoc se livrează în 1–3 zile lucrătoare.',
    description: p(
      'Produsele marcate „în stoc” pleacă din depozit în 1–3 zile lucrătoare, prin Fan Courier sau Cargus. Veți primi numărul AWB pe e-mail.',
      'Căzile, centralele și pompele de căldură se livrează prin transport paletizat până la bordură; data livrării se stabilește telefonic.',
      'Comenzile pot fi ridicate și personal din showroom-urile noastre din București și Cluj-Napoca.',
    ),
  },
  versandkosten: {
    title: 'Costuri de transport și condiții de livrare',
    chapo: 'Livrare gratuită pentru comenzile de peste 1000 lei în România.',
    description: p(
      'Pentru comenzile de peste <strong>1000 lei</strong> livrarea coletelor în România este gratuită. Sub această valoare costul transportului este de 25 lei.',
      'Pentru produsele voluminoase (căzi, centrale termice, pompe de căldură) se percepe o taxă de transport paletizat afișată în coș. Unele produse nu pot fi livrate în România; acest lucru este indicat pe pagina produsului.',
    ),
  },
  widerruf: {
    title: 'Returul produselor',
    chapo: `Aveți dreptul să vă retrageți din contract în termen de ${RETURN_DAYS} zile, fără a invoca vreun motiv.`,
    description: p(
      `<strong>Dreptul de retragere</strong> (OUG 34/2014). Aveți dreptul de a vă retrage din prezentul contract în termen de ${RETURN_DAYS} zile fără a preciza motivele. Perioada de retragere expiră după ${RETURN_DAYS} zile de la ziua în care intrați în posesia fizică a produselor.`,
      `Pentru a vă exercita dreptul de retragere, trebuie să ne informați (${COMPANY}, ${ADDRESS}, telefon ${PHONE}, e-mail ${EMAIL}) printr-o declarație neechivocă sau folosind butonul „Retragere din contract” din subsolul paginii. Puteți folosi formularul-tip de retragere, dar nu este obligatoriu.`,
      `Vă vom rambursa toate sumele primite, inclusiv costurile livrării standard, fără întârzieri nejustificate și în cel mult ${RETURN_DAYS} zile de la data la care suntem informați cu privire la decizia dumneavoastră de retragere.`,
      'Costurile directe de returnare a produselor sunt suportate de dumneavoastră. Produsele realizate după specificațiile clientului (de exemplu pereți de duș pe măsură) sunt exceptate.',
    ),
  },
  agb: {
    title: 'Termeni și condiții',
    chapo: `Termenii și condițiile de vânzare ale ${COMPANY}.`,
    description: p(
      `<strong>1. Părțile.</strong> Vânzătorul este ${COMPANY}, cu sediul în ${ADDRESS}, CUI RO12345678, J40/1234/2015.`,
      '<strong>2. Comanda.</strong> Prin apăsarea butonului „Comandă cu obligație de plată” transmiteți o ofertă fermă de cumpărare. Contractul se încheie la confirmarea comenzii prin e-mail.',
      '<strong>3. Prețuri.</strong> Prețurile sunt exprimate în lei și includ TVA 21 %. Costul transportului este afișat separat înainte de plasarea comenzii.',
      '<strong>4. Garanție.</strong> Produsele beneficiază de garanția legală de conformitate (Legea 449/2003, OUG 140/2021) și, după caz, de garanția comercială a producătorului.',
      '<strong>5. Litigii.</strong> Eventualele litigii se soluționează pe cale amiabilă; în caz contrar, de instanțele competente din România. Consumatorii se pot adresa ANPC sau procedurii SAL.',
    ),
  },
  datenschutz: {
    title: 'Confidențialitatea datelor',
    chapo: 'Cum prelucrăm datele dumneavoastră cu caracter personal conform GDPR.',
    description: p(
      `<strong>Operator:</strong> ${COMPANY}, ${ADDRESS}, e-mail dpo@casa-sanitara.ro.`,
      '<strong>Scopuri:</strong> procesarea comenzilor (art. 6 alin. 1 lit. b GDPR), obligații legale de arhivare (lit. c) și, doar cu acordul dumneavoastră, newsletter și analiză (lit. a).',
      '<strong>Drepturile dumneavoastră:</strong> acces, rectificare, ștergere, restricționare, portabilitate și opoziție. Puteți depune plângere la ANSPDCP, B-dul G-ral. Gheorghe Magheru 28-30, București.',
    ),
  },
  impressum: {
    title: 'Date de identificare',
    chapo: 'Informații despre companie conform Ordinului ANPC 225/2023.',
    description: p(
      `<strong>${COMPANY}</strong><br>${ADDRESS}<br>Telefon: ${PHONE}<br>E-mail: ${EMAIL}`,
      'CUI: RO12345678<br>Nr. Reg. Com.: J40/1234/2015<br>Administrator: Ing. Mihai Popescu',
      'PROTECȚIA CONSUMATORILOR – A.N.P.C.: www.anpc.ro',
    ),
  },
  faq: {
    title: 'Întrebări frecvente',
    chapo: 'Răspunsuri la cele mai frecvente întrebări despre comenzi, livrare și retur.',
    description: p(
      '<strong>În cât timp primesc comanda?</strong> Produsele din stoc ajung în 1–3 zile lucrătoare.',
      '<strong>Pot ridica personal comanda?</strong> Da, din showroom-urile din București și Cluj-Napoca.',
      '<strong>Cum returnez un produs?</strong> Folosiți butonul „Retragere din contract” din subsolul paginii, fără autentificare.',
    ),
  },
  presse: {
    title: 'Presă',
    chapo: 'Comunicate de presă și date de contact pentru jurnaliști.',
    description: p('Echipa noastră de presă vă stă la dispoziție la presa@casa-sanitara.ro.', `Casa Sanitară deschide un nou showroom de peste ${SHOWROOM_AREA_OVER_SQM} m² în Cluj-Napoca.`),
  },
  'ueber-uns': {
    title: 'Despre noi',
    chapo: 'Magazinul dumneavoastră de specialitate pentru baie, încălzire și instalații.',
    description: p(
      `De peste 15 ani consiliem clienți privați și instalatori în alegerea produselor pentru baie și încălzire. În magazinul online găsiți peste ${GROUPED.format(CATALOGUE_PRODUCTS_MORE_THAN)} de produse de marcă.`,
      `În showroom-ul nostru din București vă prezentăm pe peste ${SHOWROOM_AREA_OVER_SQM} m² băi complete, baterii și calorifere; un al doilea showroom se află în Cluj-Napoca.`,
    ),
  },
  kontakt: {
    title: 'Contact',
    chapo: 'Cum ne puteți contacta.',
    description: p(`Telefon: ${PHONE} (Lu–Joi 8:00–17:00, Vi 8:00–13:00)<br>E-mail: ${EMAIL}`, `Adresă: ${COMPANY}, ${ADDRESS}`),
  },
  schauraum: {
    title: 'Showroom-uri',
    chapo: 'Vizitați-ne pentru consultanță personalizată.',
    description: p(
      'Showroom București: Șoseaua Berceni 104 – Lu–Vi 9:00–18:00, Sâ 9:00–14:00.',
      'Showroom Cluj-Napoca: Strada Fabricii 93 – Lu–Vi 9:00–18:00.',
    ),
  },
  barrierefreiheit: {
    title: 'Declarație de accesibilitate',
    chapo: 'Ne dorim ca magazinul online să fie accesibil tuturor (Legea 232/2022).',
    description: p('Urmărim nivelul AA al ghidului WCAG 2.1. Dacă întâmpinați bariere, scrieți-ne la accesibilitate@casa-sanitara.ro.'),
  },
  garantie: {
    title: 'Condiții de garanție',
    chapo: 'Garanția legală de conformitate și garanția comercială a producătorilor.',
    description: p(
      'Toate produsele beneficiază de garanția legală de conformitate de 2 ani (OUG 140/2021). Pentru centrale termice și pompe de căldură garanția comercială este condiționată de punerea în funcțiune de către un service autorizat.',
      'Pentru a solicita reparația în garanție, păstrați factura și certificatul de garanție și contactați-ne la garantie@casa-sanitara.ro.',
    ),
  },
  manual: {
    title: 'Manual de utilizare',
    chapo: 'Instrucțiuni de utilizare și întreținere pentru produsele noastre.',
    description: p(
      'Pe paginile produselor găsiți fișele tehnice și instrucțiunile de montaj în format PDF.',
      'Curățați bateriile doar cu apă și detergent neutru; nu folosiți soluții abrazive. Verificați anual presiunea instalației de încălzire.',
    ),
  },
  'landing-grohe': {
    title: 'Baterii Grohe',
    chapo: 'Toate bateriile Grohe: Eurosmart, Essence, Grohtherm și altele.',
    description: p('Grohe înseamnă baterii durabile cu cartuș SilkMove și finisaj StarLight.'),
  },
  'landing-kermi': {
    title: 'Calorifere Kermi',
    chapo: 'Calorifere Kermi în toate înălțimile și lungimile.',
    description: p('Calorifere Kermi Profil-K și therm-x2: putere termică ridicată și 10 ani garanție.'),
  },
  'blog-badsanierung': {
    title: 'Renovarea băii: 7 sfaturi',
    chapo: 'De la prima schiță până la recepție – cum reușiți renovarea băii.',
    description: p('Stabiliți un buget cu 10 % rezervă, alegeți un duș la nivelul pardoselii și rezervoare încastrate pentru vasul WC și lavoar.'),
  },
  'blog-entlueften': {
    title: 'Cum aerisiți corect caloriferele',
    chapo: 'Caloriferele fac zgomot? Aerisiți-le în cinci minute.',
    description: p('Deschideți robinetele termostatice, opriți pompa și deschideți ventilul de aerisire până iese apă. Verificați apoi presiunea instalației (1,5–2 bar).'),
  },
  'blog-waermepumpe': {
    title: 'Pompă de căldură sau centrală în condensare?',
    chapo: 'Comparație între costuri, subvenții și potrivire pentru casele vechi.',
    description: p('Pompele de căldură aer-apă sunt cele mai eficiente cu temperaturi scăzute pe tur, de exemplu cu încălzire în pardoseală.'),
  },
};
