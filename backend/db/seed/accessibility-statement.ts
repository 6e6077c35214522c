import type { PageText } from './content-texts-de';

/**
 * The accessibility statement of each shop (EAA, Directive (EU) 2019/882: BaFG in Austria, BFSG with its Annex 3 in
 * Germany, Law 232/2022 in Romania): the service, the conformance target WCAG 2.1 AA and its status, how the shop meets
 * it and how that is checked, the known limits, the feedback contact (the shop's e-mail and phone of the system config)
 * and where to turn without a satisfying answer. Honest about the limits: the invoices are untagged PDFs (pdfkit), the
 * withdrawal form and the manufacturers' documents are PDFs or images as supplied, payment pages and rating seals are
 * third parties'. The authorities: Sozialministeriumservice (market surveillance of the BaFG, wko.at), MLBF of the
 * German Länder in Magdeburg (BFSG, halle.de, haerting.de); in Romania the law's market-surveillance authorities are
 * named generically (no source at hand for the one competent for online shops) next to the ANPC.
 */
export const ACCESSIBILITY_STATEMENT_DATE = { de: '7. Dezember 2026', ro: '7 decembrie 2026' } as const;

export type StatementContact = { email: string; phone: string };

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
const list = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
const section = (heading: string, ...blocks: string[]) => `<h2>${heading}</h2>${blocks.join('')}`;
const p = (text: string) => `<p>${text}</p>`;

export function germanAccessibilityStatement(shop: 'at' | 'de', { email, phone }: StatementContact): PageText {
  const at = shop === 'at';
  const law = at ? 'Barrierefreiheitsgesetz (BaFG)' : 'Barrierefreiheitsstärkungsgesetz (BFSG)';
  const authority = at
    ? 'das für die Marktüberwachung nach dem Barrierefreiheitsgesetz zuständige Sozialministeriumservice (Bundesamt für Soziales und Behindertenwesen)'
    : 'die Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF) in Magdeburg';
  return {
    title: 'Erklärung zur Barrierefreiheit',
    chapo: `Wie barrierefrei unser Onlineshop ist – Informationen nach dem ${law}.`,
    description: [
      section(
        'Unser Angebot',
        p('Sanitär Haus ist ein Onlineshop für Bad, Heizung und Installation. Sie können Produkte suchen, vergleichen und merken und mit oder ohne Kundenkonto bestellen und bezahlen. Einen Vertrag widerrufen Sie über den Button „Vertrag widerrufen“ in der Fußzeile jeder Seite.'),
      ),
      section(
        'Stand der Vereinbarkeit',
        p('Unser Onlineshop soll die Web Content Accessibility Guidelines (WCAG) 2.1 auf Stufe AA erfüllen (EN 301 549). Er ist <strong>teilweise konform</strong>: Die unten genannten Inhalte erfüllen diese Anforderungen noch nicht.'),
      ),
      section(
        'So setzen wir Barrierefreiheit um',
        list(
          'Alle Funktionen vom Suchen bis zur Bestellung sind mit der Tastatur bedienbar, der Fokus ist sichtbar.',
          'Überschriften, Seitenbereiche, Formularfelder und Fehlermeldungen sind für Screenreader ausgezeichnet; Hinweise wie die Bestätigung nach dem Hinzufügen zum Warenkorb werden vorgelesen.',
          'Texte lassen sich auf 200 % vergrößern, die Seiten passen sich schmalen Bildschirmen an, und die Kontraste erfüllen die Mindestwerte.',
          'Produktbilder haben Alternativtexte, die Sprache jeder Seite ist angegeben.',
          'Hinweise, die von selbst verschwinden, bleiben stehen, solange Maus oder Tastaturfokus darauf liegen.',
        ),
      ),
      section(
        'So prüfen wir',
        p('Bei jeder Änderung prüfen automatische Tests die wichtigsten Seiten – Startseite, Kategorie-, Produkt-, Such- und Inhaltsseiten, Warenkorb, alle Schritte der Kasse und das Kundenkonto – mit axe-core nach den Regeln der WCAG 2.1, Stufen A und AA, und gehen den Bestellweg mit der Tastatur durch. Automatische Tests finden nicht alle Barrieren; eine Prüfung durch externe Sachverständige steht noch aus.'),
      ),
      section(
        'Bekannte Einschränkungen',
        list(
          'Rechnungen und Gutschriften im PDF-Format sind keine barrierefreien (getaggten) PDF-Dokumente. Alle Angaben daraus finden Sie auch in der Bestellbestätigung per E-Mail und in der Bestellübersicht; auf Wunsch senden wir sie Ihnen in einer anderen Form.',
          'Das Muster-Widerrufsformular als PDF ist nicht barrierefrei; das Formular hinter dem Button „Vertrag widerrufen“ ist es.',
          'Datenblätter, Montageanleitungen und Energielabels der Hersteller (PDF oder Bild) zeigen wir so, wie die Hersteller sie liefern; sie sind oft nicht barrierefrei.',
          'Die Seiten der Zahlungsdienstleister (zum Beispiel PayPal und Klarna) und die Bewertungssiegel anderer Anbieter liegen nicht in unserer Hand.',
        ),
      ),
      section(
        'Feedback und Kontakt',
        p(`Sind Ihnen Barrieren aufgefallen, oder brauchen Sie Inhalte in einer anderen Form? Schreiben Sie uns an <a href="mailto:${email}">${email}</a> oder rufen Sie uns an: <a href="${telHref(phone)}">${phone}</a>. Wir antworten innerhalb von 14 Tagen.`),
      ),
      section('Durchsetzung', p(`Erhalten Sie von uns keine zufriedenstellende Antwort, können Sie sich an ${authority} wenden.`)),
      p(`Stand dieser Erklärung: ${ACCESSIBILITY_STATEMENT_DATE.de}.`),
    ].join(''),
  };
}

export function romanianAccessibilityStatement({ email, phone }: StatementContact): PageText {
  return {
    title: 'Declarație de accesibilitate',
    chapo: 'Cât de accesibil este magazinul nostru online – informații conform Legii nr. 232/2022 privind cerințele de accesibilitate aplicabile produselor și serviciilor.',
    description: [
      section(
        'Serviciul nostru',
        p('Casa Sanitară este un magazin online pentru baie, încălzire și instalații. Puteți căuta, compara și salva produse și puteți comanda și plăti, cu sau fără cont de client. Vă retrageți dintr-un contract prin butonul „Retragere din contract” din subsolul fiecărei pagini.'),
      ),
      section(
        'Stadiul conformității',
        p('Magazinul nostru online urmărește cerințele Web Content Accessibility Guidelines (WCAG) 2.1, nivelul AA (EN 301 549). Este <strong>parțial conform</strong>: conținuturile enumerate mai jos nu îndeplinesc încă aceste cerințe.'),
      ),
      section(
        'Cum asigurăm accesibilitatea',
        list(
          'Toate funcțiile, de la căutare până la comandă, pot fi folosite de la tastatură, iar focusul este vizibil.',
          'Titlurile, zonele paginii, câmpurile formularelor și mesajele de eroare sunt marcate pentru cititoarele de ecran; mesaje precum confirmarea adăugării în coș sunt citite cu voce tare.',
          'Textul poate fi mărit la 200%, paginile se adaptează ecranelor înguste, iar contrastele respectă valorile minime.',
          'Imaginile produselor au text alternativ, iar limba fiecărei pagini este declarată.',
          'Mesajele care dispar singure rămân afișate cât timp mouse-ul sau focusul tastaturii se află pe ele.',
        ),
      ),
      section(
        'Cum verificăm',
        p('La fiecare modificare, teste automate verifică paginile principale – prima pagină, paginile de categorie, produs, căutare și informații, coșul, toți pașii comenzii și contul de client – cu axe-core, după regulile WCAG 2.1 de nivel A și AA, și parcurg comanda folosind doar tastatura. Testele automate nu găsesc toate barierele; o evaluare de către experți externi nu a fost încă efectuată.'),
      ),
      section(
        'Limitări cunoscute',
        list(
          'Facturile și notele de credit în format PDF nu sunt documente PDF accesibile (etichetate). Toate informațiile din ele se regăsesc și în confirmarea comenzii primită pe e-mail și în istoricul comenzilor; la cerere vi le trimitem într-o altă formă.',
          'Formularul-tip de retragere în format PDF nu este accesibil; formularul de la butonul „Retragere din contract” este accesibil.',
          'Fișele tehnice, instrucțiunile de montaj și etichetele energetice ale producătorilor (PDF sau imagine) sunt afișate așa cum le furnizează producătorii și adesea nu sunt accesibile.',
          'Paginile procesatorilor de plăți (de exemplu PayPal) și chatul WhatsApp sunt servicii ale altor furnizori, pe care nu le controlăm.',
        ),
      ),
      section(
        'Feedback și contact',
        p(`Ați întâlnit bariere sau aveți nevoie de informații într-o altă formă? Scrieți-ne la <a href="mailto:${email}">${email}</a> sau sunați-ne la <a href="${telHref(phone)}">${phone}</a>. Vă răspundem în cel mult 14 zile.`),
      ),
      section(
        'Autorități competente',
        p('Dacă nu primiți de la noi un răspuns satisfăcător, vă puteți adresa autorităților de supraveghere a pieței desemnate prin Legea nr. 232/2022 sau Autorității Naționale pentru Protecția Consumatorilor (ANPC).'),
      ),
      p(`Data declarației: ${ACCESSIBILITY_STATEMENT_DATE.ro}.`),
    ].join(''),
  };
}
