import { CATALOGUE_PRODUCTS_MORE_THAN, RETURN_DAYS, SHOWROOM_AREA_OVER_SQM } from '@/contract/constants';
import type { ContentKey, PageText } from './content-texts-de';
import { GROUPED } from './content-texts-de';
import { romanianAccessibilityStatement } from './accessibility-statement';
import { SHOWROOMS } from './info-page-texts';
import { CARRIERS, IN_STOCK_DAYS, NEXT_DAY_CUTOFF, SELLER, SHIPPING, hoursText, shopMoney, supportHoursText } from './shop-facts';

/**
 * Romanian content and legal pages (OUG 34/2014 for the 14-day withdrawal, Law 449/2003 and OG 21/1992 for
 * consumer protection, ANPC order 449/2022 for the SAL icon). Company data are fictitious placeholders. Hours,
 * amounts, carriers and delivery times come from shop-facts.ts and the showroom data, as the cart and the header use them.
 */
const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

const COMPANY = SELLER.ro.company;
const ADDRESS = 'Șoseaua Berceni 104, Sector 4, 041919 București, România';
const PHONE = '+40 21 123 45 67';
const EMAIL = 'contact@casa-sanitara.ro';
const PARCEL = shopMoney('ro', SHIPPING.ro.parcel);
const FREE_FROM = shopMoney('ro', SHIPPING.ro.freeFrom);
const FREIGHT = shopMoney('ro', SHIPPING.ro.freight);
const DAYS = `${IN_STOCK_DAYS.min}–${IN_STOCK_DAYS.max}`;
const SHOWROOMS_RO = SHOWROOMS.filter((showroom) => showroom.shops.includes('ro'));

export const ROMANIAN_TEXTS: Partial<Record<ContentKey, PageText>> = {
  bezahlen: {
    title: 'Metode de plată',
    chapo: 'Plătiți simplu și sigur: cu cardul, prin PayPal, ramburs sau prin ordin de plată.',
    description: p(
      'Acceptăm plata cu <strong>cardul</strong> (Visa și Mastercard, prin Global Payments), prin <strong>PayPal</strong>, <strong>ramburs</strong> la livrarea coletului și prin <strong>ordin de plată</strong> în avans. Nu percepem comision pentru nicio metodă de plată.',
      'Plata ramburs este posibilă numai pentru coletele livrate prin curier în România.',
      'La plata prin ordin de plată primiți datele bancare în e-mailul de confirmare. Expediem comanda după ce primim plata.',
      'Datele cardului sunt procesate exclusiv de procesatorul de plăți și nu sunt stocate de noi.',
    ),
  },
  lieferung: {
    title: 'Livrare',
    chapo: `Produsele din stoc vă sunt livrate în ${DAYS} zile lucrătoare.`,
    description: p(
      `Produsele marcate „În stoc” vă sunt livrate în ${DAYS} zile lucrătoare, prin ${CARRIERS.ro.parcel}. Coletele comandate de luni până joi, până la ora ${NEXT_DAY_CUTOFF}, pleacă din depozit în aceeași zi și ajung de regulă a doua zi lucrătoare; pe pagina produsului vedeți cât timp mai este valabil acest termen astăzi. Veți primi numărul AWB prin e-mail.`,
      `Căzile, centralele termice și pompele de căldură se livrează prin transport paletizat (${CARRIERS.ro.freight}) până la bordură; transportatorul vă sună pentru a stabili data livrării. Pentru aceste produse nu se aplică livrarea a doua zi.`,
      'Comenzile pot fi ridicate și personal, gratuit, din showroomurile noastre din București și Cluj-Napoca.',
    ),
  },
  versandkosten: {
    title: 'Costuri de transport și condiții de livrare',
    chapo: `Livrare gratuită prin curier în România pentru comenzile de la ${FREE_FROM}.`,
    description: p(
      `<strong>Livrare prin curier</strong> în România: ${PARCEL} pe comandă; pentru comenzile cu o valoare a produselor de cel puțin <strong>${FREE_FROM}</strong> livrarea este gratuită.`,
      `<strong>Transport paletizat</strong>: dacă o comandă conține produse voluminoase (căzi, centrale termice, pompe de căldură, calorifere mari), întreaga comandă se livrează prin transportator. Costul este de <strong>${FREIGHT}</strong> pe comandă, în locul taxei de curierat; livrarea gratuită de la ${FREE_FROM} nu se aplică transportului paletizat. În coș vedeți dacă un produs se livrează prin transportator.`,
      'Ridicarea personală din showroomurile din București și Cluj-Napoca este gratuită.',
      'Unele produse nu pot fi livrate în toate țările; acest lucru este indicat pe pagina produsului.',
    ),
  },
  widerruf: {
    title: 'Dreptul de retragere',
    chapo: `Aveți dreptul să vă retrageți din contract în termen de ${RETURN_DAYS} zile, fără a invoca vreun motiv.`,
    description: p(
      `<strong>Dreptul de retragere</strong> (OUG 34/2014). Aveți dreptul de a vă retrage din prezentul contract în termen de ${RETURN_DAYS} zile, fără a preciza motivele. Perioada de retragere expiră după ${RETURN_DAYS} zile de la ziua în care intrați în posesia fizică a produselor.`,
      `Pentru a vă exercita dreptul de retragere, trebuie să ne informați (${COMPANY}, ${ADDRESS}, telefon ${PHONE}, e-mail ${EMAIL}) printr-o declarație neechivocă sau folosind butonul „Retragere din contract” din subsolul paginii. Puteți folosi modelul de formular de retragere de mai jos, dar nu este obligatoriu.`,
      `Vă vom rambursa toate sumele primite, inclusiv costurile livrării standard, fără întârzieri nejustificate și în cel mult ${RETURN_DAYS} zile de la data la care suntem informați cu privire la decizia dumneavoastră de retragere.`,
      'Costurile directe de returnare a produselor sunt suportate de dumneavoastră. Produsele realizate după specificațiile clientului (de exemplu, pereții de duș pe măsură) sunt exceptate de la dreptul de retragere.',
      '<strong>Model de formular de retragere</strong>',
      '(Completați și returnați prezentul formular numai dacă doriți să vă retrageți din contract.)',
      `Către ${COMPANY}, ${ADDRESS}, e-mail ${EMAIL}:`,
      'Vă informez/Vă informăm (*) prin prezenta cu privire la retragerea mea/noastră (*) din contractul referitor la vânzarea următoarelor produse (*) / prestarea următoarelor servicii (*)',
      'Comandat la data (*) / primit la data (*)',
      'Numele consumatorului (consumatorilor)',
      'Adresa consumatorului (consumatorilor)',
      'Semnătura consumatorului (consumatorilor) (doar în cazul în care acest formular este notificat pe hârtie)',
      'Data',
      '(*) Se elimină mențiunea inutilă.',
    ),
  },
  agb: {
    title: 'Termeni și condiții',
    chapo: `Termenii și condițiile de vânzare ale societății ${COMPANY}`,
    description: p(
      `<strong>1. Părțile.</strong> Vânzătorul este ${COMPANY}, cu sediul în ${ADDRESS}, CUI ${SELLER.ro.vatId}, ${SELLER.ro.register}.`,
      '<strong>2. Comanda.</strong> Prin apăsarea butonului „Comandă cu obligație de plată” transmiteți o ofertă fermă de cumpărare. Contractul se încheie la confirmarea comenzii prin e-mail.',
      '<strong>3. Prețuri.</strong> Prețurile sunt exprimate în lei și includ TVA de 21%. Costul transportului este afișat separat înainte de plasarea comenzii.',
      '<strong>4. Garanție.</strong> Produsele beneficiază de garanția legală de conformitate (Legea 449/2003, OUG 140/2021) și, după caz, de garanția comercială a producătorului.',
      '<strong>5. Litigii.</strong> Eventualele litigii se soluționează pe cale amiabilă; în caz contrar, de instanțele competente din România. Consumatorii se pot adresa ANPC sau pot apela la procedura de soluționare alternativă a litigiilor (SAL).',
    ),
  },
  datenschutz: {
    title: 'Confidențialitatea datelor',
    chapo: 'Cum prelucrăm datele dumneavoastră cu caracter personal conform GDPR.',
    description: p(
      `<strong>Operator:</strong> ${COMPANY}, ${ADDRESS}, e-mail dpo@casa-sanitara.ro.`,
      '<strong>Scopuri:</strong> procesarea comenzilor (art. 6 alin. 1 lit. b GDPR), obligații legale de arhivare (lit. c) și, doar cu acordul dumneavoastră, newsletter și analiză (lit. a).',
      '<strong>Drepturile dumneavoastră:</strong> acces, rectificare, ștergere, restricționare, portabilitate și opoziție. Puteți depune plângere la ANSPDCP, B-dul G-ral. Gheorghe Magheru 28–30, București.',
    ),
  },
  impressum: {
    title: 'Date de identificare',
    chapo: 'Informații despre companie conform Ordinului ANPC 225/2023.',
    description: p(
      `<strong>${COMPANY}</strong><br>${ADDRESS}<br>Telefon: ${PHONE}<br>E-mail: ${EMAIL}`,
      `CUI: ${SELLER.ro.vatId}<br>Nr. Reg. Com.: ${SELLER.ro.register}<br>Administrator: ${SELLER.ro.manager}`,
      'PROTECȚIA CONSUMATORILOR – A.N.P.C.: www.anpc.ro',
    ),
  },
  faq: {
    title: 'Întrebări frecvente',
    chapo: 'Răspunsuri la cele mai frecvente întrebări despre comenzi, livrare și retur.',
    description: p(
      `<strong>În cât timp primesc comanda?</strong> Produsele din stoc vă sunt livrate în ${DAYS} zile lucrătoare.`,
      `<strong>Cât costă livrarea?</strong> Livrarea prin curier costă ${PARCEL} și este gratuită de la ${FREE_FROM}; transportul paletizat costă ${FREIGHT} pe comandă.`,
      '<strong>Pot ridica personal comanda?</strong> Da, din showroomurile din București și Cluj-Napoca.',
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
      `De peste 15 ani îi consiliem pe clienții persoane fizice și pe instalatori în alegerea produselor pentru baie și încălzire. În magazinul online găsiți peste ${GROUPED.format(CATALOGUE_PRODUCTS_MORE_THAN)} de produse de marcă.`,
      `În showroomul nostru din București vă prezentăm pe peste ${SHOWROOM_AREA_OVER_SQM} m² băi complete, baterii și calorifere; un al doilea showroom se află în Cluj-Napoca.`,
    ),
  },
  kontakt: {
    title: 'Contact',
    chapo: 'Cum ne puteți contacta.',
    description: p(`Telefon: ${PHONE} (${supportHoursText('ro')})<br>E-mail: ${EMAIL}`, `Adresă: ${COMPANY}, ${ADDRESS}`),
  },
  schauraum: {
    title: 'Showroomuri',
    chapo: 'Vizitați-ne pentru consultanță personalizată.',
    description: p(
      ...SHOWROOMS_RO.map((showroom) => `${showroom.title.ro}: ${showroom.details.street}, ${showroom.details.zipcode} ${showroom.details.city} – ${hoursText(showroom.details.opening_hours, 'ro')}.`),
      'Vă recomandăm să programați o consultanță, ca să avem suficient timp pentru proiectul dumneavoastră.',
    ),
  },
  barrierefreiheit: romanianAccessibilityStatement({ email: EMAIL, phone: PHONE }),
  garantie: {
    title: 'Condiții de garanție',
    chapo: 'Garanția legală de conformitate și garanția comercială a producătorilor.',
    description: p(
      'Toate produsele beneficiază de garanția legală de conformitate de 2 ani (OUG 140/2021). Pentru centralele termice și pompele de căldură, garanția comercială este condiționată de punerea în funcțiune de către un service autorizat.',
      'Pentru a solicita reparația în garanție, păstrați factura și certificatul de garanție și contactați-ne la garantie@casa-sanitara.ro.',
    ),
  },
  manual: {
    title: 'Manual de utilizare',
    chapo: 'Instrucțiuni de utilizare și întreținere pentru produsele noastre.',
    description: p(
      'Pe paginile produselor găsiți fișele tehnice și instrucțiunile de montaj în format PDF.',
      'Curățați bateriile doar cu apă și detergent neutru; nu folosiți produse abrazive. Verificați anual presiunea din instalația de încălzire.',
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
    description: p('Calorifere Kermi Profil-K și therm-x2: putere termică ridicată și garanție de 10 ani.'),
  },
  'blog-badsanierung': {
    title: 'Renovarea băii: 7 sfaturi',
    chapo: 'De la prima schiță până la recepție – cum reușiți renovarea băii.',
    description: p('Stabiliți un buget cu o rezervă de 10%, alegeți un duș la nivelul pardoselii și cadre de instalare încastrate pentru vasul WC suspendat și lavoar.'),
  },
  'blog-entlueften': {
    title: 'Cum aerisiți corect caloriferele',
    chapo: 'Caloriferele fac zgomot? Aerisiți-le în cinci minute.',
    description: p('Deschideți complet robinetele termostatice, opriți pompa de circulație și deschideți ventilul de aerisire până când iese apă. Verificați apoi presiunea din instalație (1,5–2 bar).'),
  },
  'blog-waermepumpe': {
    title: 'Pompă de căldură sau centrală în condensare?',
    chapo: 'O comparație a costurilor, a subvențiilor și a potrivirii pentru casele vechi.',
    description: p('Pompele de căldură aer-apă sunt cele mai eficiente cu temperaturi scăzute pe tur, de exemplu cu încălzire în pardoseală.'),
  },
};
