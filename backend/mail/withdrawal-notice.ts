import type { ShopIdentity } from '@/backend/repo/shop-identity-repo';

/**
 * The model withdrawal notice for the sale of goods, filled in with the shop's data: DE Art. 246a § 1 Abs. 2 EGBGB
 * Anlage 1 and AT FAGG Anhang I Teil A (same wording), RO OUG 34/2014 Anexa nr. 1 partea A. It names the withdrawal
 * button of the website as a further way to withdraw (Directive (EU) 2023/2673, since 19 June 2026).
 */
export function withdrawalNotice(language: 'de' | 'ro', shop: ShopIdentity): string {
  if (language === 'ro') {
    return [
      'Dreptul de retragere',
      'Aveți dreptul de a vă retrage din prezentul contract în termen de 14 zile fără a preciza motivele.',
      'Perioada de retragere expiră după 14 zile începând de la ziua în care intrați în posesia fizică a produselor sau în care o parte terță, alta decât transportatorul și indicată de dumneavoastră, intră în posesia fizică a produselor.',
      `Pentru a vă exercita dreptul de retragere, trebuie să ne informați (${shop.company}, ${shop.address}, telefon ${shop.phone}, e-mail ${shop.email}) cu privire la decizia dumneavoastră de a vă retrage din prezentul contract, utilizând o declarație neechivocă (de exemplu, o scrisoare trimisă prin poștă sau e-mail). Puteți utiliza modelul de formular pentru retragere sau butonul „Retragere din contract” de pe site-ul nostru, dar nu este obligatoriu.`,
      'Pentru a respecta termenul-limită de retragere, este suficient să trimiteți comunicarea privind exercitarea dreptului de retragere înainte de expirarea perioadei de retragere.',
      '',
      'Consecințele retragerii',
      'În cazul în care vă retrageți din prezentul contract, vă vom rambursa orice sumă pe care am primit-o de la dumneavoastră, inclusiv costurile livrării (cu excepția costurilor suplimentare determinate de faptul că ați ales altă modalitate de livrare decât cea mai ieftină modalitate de livrare standard oferită de noi), fără întârzieri nejustificate și, în orice caz, nu mai târziu de 14 zile de la data la care suntem informați cu privire la decizia dumneavoastră de a vă retrage din prezentul contract. Vom efectua această rambursare folosind aceleași modalități de plată ca și cele folosite pentru tranzacția inițială, cu excepția cazului în care v-ați exprimat în mod expres acordul pentru o altă modalitate de rambursare; în orice caz, nu vi se vor percepe comisioane ca urmare a rambursării.',
      'Putem amâna rambursarea până la data la care primim produsele înapoi sau până când ne-ați furnizat dovada că ați trimis produsele înapoi, fiind valabilă data cea mai apropiată.',
      'Vă rugăm să ne trimiteți înapoi produsele sau să ni le înmânați fără întârzieri nejustificate și, în orice caz, în cel mult 14 zile de la data la care ne-ați comunicat decizia de retragere din prezentul contract. Termenul este respectat dacă trimiteți înapoi produsele înainte de expirarea perioadei de 14 zile.',
      'Va trebui să suportați costul direct al returnării produselor.',
      'Sunteți responsabil doar pentru diminuarea valorii produselor care rezultă din manipulări, altele decât cele necesare pentru determinarea naturii, caracteristicilor și funcționării produselor.',
    ].join('\n');
  }
  return [
    'Widerrufsrecht',
    'Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.',
    'Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die Waren in Besitz genommen haben bzw. hat.',
    `Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (${shop.company}, ${shop.address}, Telefon ${shop.phone}, E-Mail ${shop.email}) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das Muster-Widerrufsformular oder die Schaltfläche „Vertrag widerrufen“ auf unserer Website verwenden, was jedoch nicht vorgeschrieben ist.`,
    'Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.',
    '',
    'Folgen des Widerrufs',
    'Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten, die sich daraus ergeben, dass Sie eine andere Art der Lieferung als die von uns angebotene, günstigste Standardlieferung gewählt haben), unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet.',
    'Wir können die Rückzahlung verweigern, bis wir die Waren wieder zurückerhalten haben oder bis Sie den Nachweis erbracht haben, dass Sie die Waren zurückgesandt haben, je nachdem, welches der frühere Zeitpunkt ist.',
    'Sie haben die Waren unverzüglich und in jedem Fall spätestens binnen vierzehn Tagen ab dem Tag, an dem Sie uns über den Widerruf dieses Vertrags unterrichten, an uns zurückzusenden oder zu übergeben. Die Frist ist gewahrt, wenn Sie die Waren vor Ablauf der Frist von vierzehn Tagen absenden.',
    'Sie tragen die unmittelbaren Kosten der Rücksendung der Waren.',
    'Sie müssen für einen etwaigen Wertverlust der Waren nur aufkommen, wenn dieser Wertverlust auf einen zur Prüfung der Beschaffenheit, Eigenschaften und Funktionsweise der Waren nicht notwendigen Umgang mit ihnen zurückzuführen ist.',
  ].join('\n');
}
