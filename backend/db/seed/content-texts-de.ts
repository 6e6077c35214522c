/**
 * German content and legal pages of the Austrian and the German shop. The company data are fictitious
 * placeholders of a plausible shop; the legal structure follows §5 ECG / §14 UGB (AT) and §5 DDG (DE),
 * the 14-day withdrawal right (§11 FAGG, §355 BGB) and free shipping from 50 € (spec section 9). Hours, amounts,
 * carriers and delivery times come from shop-facts.ts and the showroom data, as the cart and the header use them.
 */
import { CATALOGUE_PRODUCTS_MORE_THAN, RETURN_DAYS, SHOWROOM_AREA_OVER_SQM } from '@/contract/constants';
import { germanAccessibilityStatement } from './accessibility-statement';
import { SHOWROOMS } from './info-page-texts';
import { CARRIERS, IN_STOCK_DAYS, NEXT_DAY_CUTOFF, SELLER, SHIPPING, hoursText, shopMoney, supportHoursText } from './shop-facts';

/** Thousands with a dot (German and Romanian both write 2.500). */
export const GROUPED = new Intl.NumberFormat('de-DE');

export type PageText = { title: string; chapo: string; description: string };
export type ContentKey =
  | 'bezahlen' | 'lieferung' | 'versandkosten' | 'widerruf' | 'agb' | 'datenschutz' | 'impressum' | 'faq' | 'presse'
  | 'ueber-uns' | 'kontakt' | 'schauraum' | 'barrierefreiheit' | 'garantie' | 'manual' | 'landing-grohe' | 'landing-kermi'
  | 'blog-badsanierung' | 'blog-entlueften' | 'blog-waermepumpe';

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

export function germanTexts(shop: 'at' | 'de'): Partial<Record<ContentKey, PageText>> {
  const at = shop === 'at';
  const country = at ? 'Österreich' : 'Deutschland';
  const withinCountry = at ? 'innerhalb Österreichs' : 'innerhalb Deutschlands';
  const seller = SELLER[shop];
  const company = seller.company;
  const address = at ? 'Triester Straße 14, 1100 Wien, Österreich' : 'Landsberger Straße 302, 80687 München, Deutschland';
  const phone = at ? '+43 1 234 56 78' : '+49 89 1234 5670';
  const email = at ? 'service@sanitaer-haus.at' : 'service@sanitaer-haus.de';
  const law = at ? 'Rücktrittsrecht nach § 11 FAGG' : '§ 355 BGB';
  const shipping = SHIPPING[shop];
  const parcel = shopMoney(shop, shipping.parcel);
  const freeFrom = shopMoney(shop, shipping.freeFrom);
  const freight = shopMoney(shop, shipping.freight);
  const carriers = CARRIERS[shop];
  const days = `${IN_STOCK_DAYS.min}–${IN_STOCK_DAYS.max}`;
  const support = supportHoursText('de');
  const cutoff = NEXT_DAY_CUTOFF.replace(/^0/, '');
  const card = at ? 'Visa, Mastercard und American Express über Stripe' : 'Visa und Mastercard über Global Payments';
  const vatId = at ? 'UID-Nummer' : 'USt-IdNr.';
  const showrooms = SHOWROOMS.filter((showroom) => showroom.shops.includes(shop));

  return {
    bezahlen: {
      title: 'Zahlungsarten',
      chapo: 'Bezahlen Sie bequem und sicher – mit PayPal, Kreditkarte, Klarna Sofort oder per Vorkasse.',
      description: p(
        `Wir bieten Ihnen folgende Zahlungsarten an: <strong>PayPal</strong>, <strong>Kreditkarte</strong> (${card}), <strong>Klarna Sofort</strong> und <strong>Vorkasse</strong> per Banküberweisung. Wir berechnen für keine Zahlungsart eine Gebühr.`,
        'Bei Vorkasse erhalten Sie unsere Bankverbindung mit der Bestellbestätigung. Wir versenden die Ware, sobald Ihre Zahlung eingegangen ist.',
        `Eine Zahlung per Nachnahme ist bei Lieferungen nach ${country} nicht möglich.`,
        'Alle Zahlungsdaten werden verschlüsselt übertragen. Kreditkartendaten verarbeitet ausschließlich der Zahlungsdienstleister; wir speichern sie nicht.',
      ),
    },
    lieferung: {
      title: 'Lieferung',
      chapo: `Lagerware liefern wir innerhalb von ${days} Werktagen, Sperrgut per Spedition.`,
      description: p(
        `Artikel, die als „Auf Lager“ gekennzeichnet sind, liefern wir innerhalb von ${days} Werktagen. Bestellen Sie solche Paketware von Montag bis Donnerstag bis ${cutoff} Uhr, versenden wir sie noch am selben Tag und sie kommt in der Regel am nächsten Werktag bei Ihnen an; der Countdown auf der Produktseite zeigt, wie lange das heute noch gilt.`,
        'Artikel, die extra bestellt werden müssen, liefern wir innerhalb der beim Artikel angegebenen Lieferzeit, meist in 2–3 Wochen. Bei Artikeln mit einem „Lieferbar ab“-Datum beginnt die Lieferung ab diesem Datum.',
        `Sperrgut wie Badewannen, Thermen und Wärmepumpen liefert ${carriers.freight} per Spedition frei Bordsteinkante; die Spedition ruft Sie vorher an, um den Liefertermin zu vereinbaren. Eine Lieferung am nächsten Werktag ist bei Speditionsware nicht möglich.`,
        `Unser Paketdienst: ${carriers.parcel}. Die Sendungsnummer erhalten Sie per E-Mail, sobald Ihre Bestellung unterwegs ist.`,
      ),
    },
    versandkosten: {
      title: 'Versandkosten',
      chapo: `Gratis Paketversand ab ${freeFrom} Warenwert ${withinCountry}.`,
      description: p(
        `<strong>Paketversand</strong> ${withinCountry}: ${parcel} pro Bestellung, ab einem Warenwert von <strong>${freeFrom}</strong> versandkostenfrei.`,
        `<strong>Speditionsversand</strong>: Enthält Ihre Bestellung sperrige Artikel (Badewannen, Thermen, Wärmepumpen, große Heizkörper), liefern wir die ganze Bestellung per Spedition. Dafür berechnen wir pauschal <strong>${freight}</strong> pro Bestellung anstelle der Paketversandkosten; der Gratisversand ab ${freeFrom} gilt für Speditionsware nicht. Ob ein Artikel per Spedition geliefert wird, sehen Sie im Warenkorb.`,
        'Lieferungen in andere Länder der EU und in die Schweiz sind möglich; die Versandkosten für das gewählte Lieferland sehen Sie im Warenkorb. Einige Speditionsartikel können nicht in alle Länder geliefert werden – das ist beim Artikel vermerkt.',
      ),
    },
    widerruf: {
      title: 'Widerrufsrecht',
      chapo: `Sie haben das Recht, binnen ${RETURN_DAYS} Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.`,
      description: p(
        '<strong>Widerrufsbelehrung</strong>',
        `Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen (${law}). Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die Waren in Besitz genommen haben bzw. hat.`,
        `Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (${company}, ${address}, Telefon ${phone}, E-Mail ${email}) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das unten stehende Muster-Widerrufsformular oder die Schaltfläche „Vertrag widerrufen“ in der Fußzeile verwenden; beides ist jedoch nicht vorgeschrieben.`,
        'Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten, die sich daraus ergeben, dass Sie eine andere Art der Lieferung als die von uns angebotene, günstigste Standardlieferung gewählt haben), unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist.',
        `Sie tragen die unmittelbaren Kosten der Rücksendung der Waren. Bei Speditionsware betragen diese Kosten höchstens ${shopMoney(shop, 150)}. Das Widerrufsrecht besteht nicht bei Waren, die nach Kundenspezifikation angefertigt werden, z. B. Duschabtrennungen nach Maß.`,
        '<strong>Muster-Widerrufsformular</strong>',
        '(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)',
        `An ${company}, ${address}, E-Mail ${email}:`,
        'Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*) / die Erbringung der folgenden Dienstleistung (*)',
        'Bestellt am (*) / erhalten am (*)',
        'Name des/der Verbraucher(s)',
        'Anschrift des/der Verbraucher(s)',
        'Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)',
        'Datum',
        '(*) Unzutreffendes streichen.',
      ),
    },
    agb: {
      title: 'Allgemeine Geschäftsbedingungen',
      chapo: `Allgemeine Geschäftsbedingungen der ${company} für Bestellungen im Onlineshop.`,
      description: p(
        `<strong>§ 1 Geltungsbereich.</strong> Diese AGB gelten für alle Bestellungen von Verbraucherinnen, Verbrauchern und Unternehmen über den Onlineshop der ${company}, ${address}.`,
        '<strong>§ 2 Vertragsschluss.</strong> Die Darstellung der Produkte im Onlineshop ist kein rechtlich bindendes Angebot. Mit dem Klick auf „zahlungspflichtig bestellen“ geben Sie eine verbindliche Bestellung ab. Der Vertrag kommt mit unserer Auftragsbestätigung per E-Mail zustande.',
        `<strong>§ 3 Preise.</strong> Alle Preise sind Endpreise inklusive der gesetzlichen Mehrwertsteuer, zuzüglich Versandkosten. Unternehmen mit gültiger ${vatId} aus einem anderen EU-Mitgliedstaat können steuerfrei im Reverse-Charge-Verfahren einkaufen.`,
        '<strong>§ 4 Lieferung und Eigentumsvorbehalt.</strong> Die Lieferzeit ist beim jeweiligen Artikel angegeben. Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.',
        `<strong>§ 5 Gewährleistung.</strong> Es gelten die gesetzlichen Gewährleistungsrechte${at ? ' nach §§ 922 ff. ABGB' : ' nach §§ 434 ff. BGB'}. Herstellergarantien bestehen zusätzlich und lassen die Gewährleistung unberührt.`,
        at
          ? '<strong>§ 6 Recht und Gerichtsstand.</strong> Es gilt österreichisches Recht unter Ausschluss des UN-Kaufrechts. Zwingende Verbraucherschutzbestimmungen des Staates Ihres gewöhnlichen Aufenthalts bleiben unberührt.'
          : '<strong>§ 6 Streitbeilegung.</strong> Wir sind nicht bereit und nicht verpflichtet, an einem Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen (§ 36 VSBG). Es gilt deutsches Recht unter Ausschluss des UN-Kaufrechts.',
      ),
    },
    datenschutz: {
      title: 'Datenschutzerklärung',
      chapo: 'Wie wir Ihre personenbezogenen Daten nach der DSGVO verarbeiten.',
      description: p(
        `<strong>Verantwortlicher</strong>: ${company}, ${address}, E-Mail datenschutz@sanitaer-haus.${shop}.`,
        '<strong>Zwecke und Rechtsgrundlagen.</strong> Wir verarbeiten Ihre Daten zur Abwicklung Ihrer Bestellung (Art. 6 Abs. 1 lit. b DSGVO), zur Erfüllung gesetzlicher Aufbewahrungspflichten (lit. c) und – nur mit Ihrer Einwilligung – für Newsletter und Analyse (lit. a).',
        at
          ? '<strong>Cookies.</strong> Technisch notwendige Cookies setzen wir auf Grundlage von § 165 Abs. 3 TKG 2021. Analyse-Cookies verwenden wir nur nach Ihrer Einwilligung über das Cookie-Banner; Sie können diese jederzeit widerrufen.'
          : '<strong>Cookies.</strong> Technisch notwendige Cookies setzen wir auf Grundlage von § 25 Abs. 2 TDDDG. Analyse-Cookies verwenden wir nur nach Ihrer Einwilligung über das Cookie-Banner (§ 25 Abs. 1 TDDDG); Sie können diese jederzeit widerrufen.',
        `<strong>Empfänger.</strong> Zahlungsdienstleister (PayPal, ${at ? 'Stripe' : 'Global Payments'}, Klarna), Versanddienstleister (${carriers.parcel}, ${carriers.freight}) und unser Hosting-Anbieter erhalten nur die Daten, die sie für ihre Aufgabe benötigen.`,
        `<strong>Ihre Rechte.</strong> Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung, Datenübertragbarkeit und Widerspruch. Beschwerden richten Sie an ${at ? 'die Österreichische Datenschutzbehörde, Barichgasse 40–42, 1030 Wien' : 'die zuständige Landesdatenschutzbehörde, in Bayern das Bayerische Landesamt für Datenschutzaufsicht'}.`,
      ),
    },
    impressum: {
      title: 'Impressum',
      chapo: at ? 'Informationen gemäß § 5 ECG, § 14 UGB und § 25 MedienG.' : 'Angaben gemäß § 5 DDG.',
      description: at
        ? p(
            'Informationspflicht laut § 5 E-Commerce-Gesetz (ECG), § 14 UGB, § 63 GewO und Offenlegungspflicht laut § 25 MedienG.',
            `<strong>${company}</strong><br>${address}<br>Telefon: ${phone}<br>E-Mail: ${email}`,
            `Firmenbuchnummer: ${seller.register.replace(', ', ', Firmenbuchgericht: ')}<br>UID-Nummer: ${seller.vatId}<br>Geschäftsführung: ${seller.manager}`,
            'Mitglied der Wirtschaftskammer Wien, Landesgremium des Sanitär- und Heizungshandels. Gewerbeordnung: www.ris.bka.gv.at. Aufsichtsbehörde: Magistratisches Bezirksamt für den 10. Bezirk.',
            `Unternehmensgegenstand: Handel mit Sanitär- und Heizungsbedarf. Blattlinie: Information über Produkte und Dienstleistungen der ${company}.`,
          )
        : p(
            'Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG).',
            `<strong>${company}</strong><br>${address}<br>Telefon: ${phone}<br>E-Mail: ${email}`,
            `Vertreten durch den Geschäftsführer ${seller.manager}<br>Registergericht: ${seller.register}<br>Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG: ${seller.vatId}<br>Steuernummer: ${seller.taxNumber}`,
            'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV: Thomas Keller, Anschrift wie oben.',
            'Verbraucherstreitbeilegung: Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
          ),
    },
    faq: {
      title: 'Häufige Fragen (FAQ)',
      chapo: 'Antworten auf die häufigsten Fragen zu Bestellung, Lieferung und Rückgabe.',
      description: p(
        `<strong>Wie lange dauert die Lieferung?</strong> Lagerware liefern wir innerhalb von ${days} Werktagen. Die genaue Lieferzeit sehen Sie bei jedem Artikel.`,
        `<strong>Was kostet der Versand?</strong> Paketversand ${parcel}, ab ${freeFrom} Warenwert gratis; Speditionsware pauschal ${freight} pro Bestellung.`,
        `<strong>Kann ich Ware im ${at ? 'Schauraum' : 'Showroom'} abholen?</strong> Eine Abholung ist in diesem Shop leider nicht möglich. In unseren ${at ? 'Schauräumen' : 'Showrooms'} beraten wir Sie aber gerne persönlich.`,
        '<strong>Wie kann ich eine Bestellung widerrufen?</strong> Über die Schaltfläche „Vertrag widerrufen“ in der Fußzeile – ohne Anmeldung, in zwei Schritten. Sie erhalten sofort eine Eingangsbestätigung per E-Mail.',
        `<strong>Bekomme ich als Unternehmen eine Rechnung ohne Mehrwertsteuer?</strong> Ja, mit einer gültigen ${vatId} aus einem anderen EU-Mitgliedstaat, die wir über VIES prüfen.`,
      ),
    },
    presse: {
      title: 'Presse',
      chapo: 'Pressemitteilungen, Logos und Ansprechpartner für Medien.',
      description: p(
        `Sie sind Journalistin oder Journalist und benötigen Informationen über ${company}? Unser Presseteam erreichen Sie unter presse@sanitaer-haus.${shop}.`,
        `Aktuell: Sanitär Haus eröffnet einen neuen ${at ? 'Schauraum' : 'Showroom'} mit über ${SHOWROOM_AREA_OVER_SQM} m² Ausstellungsfläche für Bad und Heizung.`,
        'Logos und Pressefotos stellen wir Ihnen auf Anfrage gerne in Druckqualität zur Verfügung.',
      ),
    },
    'ueber-uns': {
      title: 'Über uns',
      chapo: `Ihr Fachhändler für Bad, Heizung und Installation – online und im ${at ? 'Schauraum' : 'Showroom'}.`,
      description: p(
        `Seit über 25 Jahren beraten wir private Bauherrinnen und Bauherren sowie Installationsbetriebe rund um Bad und Heizung. Im Onlineshop finden Sie mehr als ${GROUPED.format(CATALOGUE_PRODUCTS_MORE_THAN)} Markenprodukte.`,
        `In unseren ${at ? 'Schauräumen' : 'Showrooms'} in ${showrooms.map((showroom) => showroom.details.city).join(' und ')} zeigen wir komplette Bäder, Armaturen und Heizkörper – in Wien auf über ${SHOWROOM_AREA_OVER_SQM} m².`,
      ),
    },
    kontakt: {
      title: 'Kontakt',
      chapo: 'So erreichen Sie unseren Kundenservice.',
      description: p(
        `Telefon: ${phone} (${support})<br>E-Mail: ${email}`,
        `Postanschrift: ${company}, ${address}`,
        'Für Fragen zu einer bestehenden Bestellung halten Sie bitte Ihre Bestellnummer bereit.',
      ),
    },
    schauraum: {
      title: at ? 'Schauräume' : 'Showrooms',
      chapo: 'Bad und Heizung live erleben – mit persönlicher Beratung.',
      description: p(
        ...showrooms.map((showroom) => `${showroom.title.de}: ${showroom.details.street}, ${showroom.details.zipcode} ${showroom.details.city} – ${hoursText(showroom.details.opening_hours, 'de')}.`),
        'Vereinbaren Sie gerne einen Beratungstermin, damit wir uns ausreichend Zeit für Ihre Planung nehmen können.',
      ),
    },
    barrierefreiheit: germanAccessibilityStatement(shop, { email, phone }),
    'landing-grohe': {
      title: 'Grohe-Armaturen',
      chapo: 'Alle Armaturen von Grohe auf einen Blick – Eurosmart, Essence, Grohtherm und mehr.',
      description: p('Grohe steht für langlebige Armaturen mit SilkMove-Kartusche und StarLight-Oberfläche. Entdecken Sie Waschtisch-, Brause- und Thermostatarmaturen.'),
    },
    'landing-kermi': {
      title: 'Kermi-Heizkörper',
      chapo: 'Kermi Flach- und Ventilheizkörper in allen Bauhöhen und Baulängen.',
      description: p('Kermi-Heizkörper Profil-K und therm-x2: hohe Wärmeleistung, 10 Jahre Herstellergarantie und schnelle Lieferung.'),
    },
    'blog-badsanierung': {
      title: 'Badsanierung planen: 7 Tipps für Ihr neues Bad',
      chapo: 'Von der ersten Skizze bis zur Abnahme – so gelingt die Badsanierung.',
      description: p(
        '1. Legen Sie ein Budget mit 10 % Reserve fest. 2. Planen Sie eine bodenebene Dusche – sie bleibt auch im Alter bequem. 3. Prüfen Sie die Lage der Abflüsse früh.',
        '4. Wählen Sie Vorwandelemente für Wand-WC und Waschtisch. 5. Achten Sie auf ausreichend Steckdosen und Licht. 6. Setzen Sie auf Thermostatarmaturen. 7. Holen Sie mehrere Angebote von Installationsbetrieben ein.',
      ),
    },
    'blog-entlueften': {
      title: 'Heizkörper richtig entlüften',
      chapo: 'Gluckert die Heizung? So entlüften Sie Ihre Heizkörper in fünf Minuten.',
      description: p(
        'Drehen Sie alle Thermostatköpfe auf und schalten Sie die Umwälzpumpe kurz ab. Öffnen Sie das Entlüftungsventil mit einem Entlüftungsschlüssel, bis Wasser austritt.',
        'Prüfen Sie danach den Anlagendruck an der Therme (meist 1,5–2 bar) und füllen Sie bei Bedarf Wasser nach.',
      ),
    },
    'blog-waermepumpe': {
      title: 'Wärmepumpe oder Gas-Brennwert?',
      chapo: 'Ein Vergleich von Kosten, Förderung und Eignung für den Altbau.',
      description: p(
        'Luft-Wasser-Wärmepumpen arbeiten am effizientesten mit niedrigen Vorlauftemperaturen, etwa mit Fußbodenheizung oder großen Heizkörpern.',
        'Gas-Brennwertthermen sind günstiger in der Anschaffung, die Betriebskosten hängen aber stark vom Gaspreis und der CO₂-Bepreisung ab.',
      ),
    },
  };
}
