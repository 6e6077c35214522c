import type { ProductKind } from '@/backend/media/catalog';

/**
 * The parts the seed's reviews are written from, in German and Romanian: a title, a sentence about the product
 * type (a tap's cartridge, a boiler's commissioning, a radiator's output), a sentence about buying or fitting it, and
 * the buyer's situation. The same index is the same sentence in both languages.
 */
export type Pair = { de: string; ro: string };
export type Tone = 'good' | 'mixed' | 'bad';
export type ReviewGroup = 'tap' | 'shower' | 'ceramic' | 'bathroom' | 'radiator' | 'heater' | 'install';

const p = (de: string, ro: string): Pair => ({ de, ro });

/** Which reviews fit a product kind: nobody writes about a bathroom on a gas boiler. */
export const REVIEW_GROUP: Record<ProductKind, ReviewGroup> = {
  tap: 'tap', kitchen_tap: 'tap', bath_tap: 'tap', thermostat: 'tap',
  shower: 'shower', hand_shower: 'shower',
  wc: 'ceramic', wc_seat: 'ceramic', basin: 'ceramic', bathtub: 'ceramic', shower_tray: 'ceramic', sink: 'ceramic',
  shower_screen: 'bathroom', furniture: 'bathroom', mirror_cabinet: 'bathroom', accessory: 'bathroom',
  radiator: 'radiator', design_radiator: 'radiator', towel_radiator: 'radiator',
  boiler: 'heater', heat_pump: 'heater', water_heater: 'heater', pump: 'heater',
  frame: 'install', flush_plate: 'install', shower_drain: 'install', pipe: 'install', fitting: 'install', valve: 'install',
  thermostat_head: 'install', siphon: 'install', sealant: 'install', membrane: 'install', cartridge: 'install',
  spare_part: 'install', floor_heating: 'install',
};

export const TITLES: Record<Tone, Pair[]> = {
  good: [
    p('Sehr zufrieden', 'Foarte mulțumit'), p('Klare Kaufempfehlung', 'Recomand fără rezerve'), p('Hält, was es verspricht', 'Își respectă promisiunile'),
    p('Top Qualität', 'Calitate de top'), p('Wieder gerne', 'Aș cumpăra din nou'), p('Gute Wahl', 'O alegere bună'),
    p('Preis und Leistung stimmen', 'Raport calitate-preț corect'), p('Alles bestens', 'Totul în regulă'),
  ],
  mixed: [
    p('Ganz okay', 'Destul de bine'), p('Mit kleinen Abstrichen', 'Cu mici rezerve'), p('Solide, aber nicht perfekt', 'Solid, dar nu perfect'),
    p('Erfüllt den Zweck', 'Își face treaba'), p('Geht so', 'Așa și așa'),
  ],
  bad: [
    p('Leider enttäuscht', 'Din păcate dezamăgit'), p('Nicht zu empfehlen', 'Nu recomand'), p('Hatte mehr erwartet', 'Mă așteptam la mai mult'),
    p('Ärgerlich', 'Neplăcut'), p('Zurückgeschickt', 'Returnat'),
  ],
};

/** Titles that only fit one kind of product, mixed into the general ones. */
export const GROUP_TITLES: Record<ReviewGroup, Record<Tone, Pair[]>> = {
  tap: {
    good: [p('Schöne Armatur, leichtgängig', 'Baterie frumoasă, se manevrează ușor'), p('Endlich kein Tropfen mehr', 'În sfârșit nu mai picură')],
    mixed: [p('Optik top, Hebel etwas schwergängig', 'Aspect excelent, maneta cam grea')],
    bad: [p('Kartusche nach Wochen undicht', 'Cartușul a cedat după câteva săptămâni')],
  },
  shower: {
    good: [p('Duschen macht wieder Spaß', 'Dușul a devenit o plăcere'), p('Toller Regenstrahl', 'Jet de ploaie excelent')],
    mixed: [p('Strahl gut, Verkalkung lästig', 'Jet bun, depunerile de calcar deranjează')],
    bad: [p('Zu wenig Druck', 'Presiune prea mică')],
  },
  ceramic: {
    good: [p('Leicht zu reinigen', 'Se curăță foarte ușor'), p('Formschön und stabil', 'Elegant și stabil')],
    mixed: [p('Schön, aber Maße prüfen', 'Frumos, dar verificați dimensiunile')],
    bad: [p('Mit Haarriss geliefert', 'Livrat cu o fisură fină')],
  },
  bathroom: {
    good: [p('Wertet das Bad richtig auf', 'Înnobilează baia'), p('Solide Verarbeitung', 'Execuție solidă')],
    mixed: [p('Optisch gut, Montage mühsam', 'Arată bine, montaj anevoios')],
    bad: [p('Teile fehlten', 'Lipseau piese')],
  },
  radiator: {
    good: [p('Wird schnell warm', 'Se încălzește repede'), p('Passt perfekt in die Nische', 'Se potrivește perfect în nișă')],
    mixed: [p('Heizt gut, Lack empfindlich', 'Încălzește bine, vopseaua e sensibilă')],
    bad: [p('Transportschaden am Lack', 'Vopsea deteriorată la transport')],
  },
  heater: {
    good: [p('Läuft leise und sparsam', 'Funcționează silențios și economic'), p('Deutlich weniger Verbrauch', 'Consum vizibil mai mic')],
    mixed: [p('Gutes Gerät, Einstellung kompliziert', 'Aparat bun, setările sunt complicate')],
    bad: [p('Störung schon im ersten Winter', 'Defect deja în prima iarnă')],
  },
  install: {
    good: [p('Passt wie angegeben', 'Se potrivește exact'), p('Profi-Qualität', 'Calitate profesională')],
    mixed: [p('Funktioniert, Anleitung dürftig', 'Funcționează, instrucțiuni sumare')],
    bad: [p('Maß stimmte nicht', 'Dimensiunea nu a corespuns')],
  },
};

/** A sentence about the product type, by tone. */
export const ASPECTS: Record<ReviewGroup, Record<Tone, Pair[]>> = {
  tap: {
    good: [
      p('Der Hebel läuft satt und ohne Spiel, die Temperatur lässt sich fein einstellen.', 'Maneta se mișcă fin și fără joc, temperatura se reglează precis.'),
      p('Der Strahl ist weich und spritzt nicht über den Rand des Beckens.', 'Jetul este moale și nu stropește peste marginea lavoarului.'),
      p('Die Oberfläche ist nach Monaten noch makellos, Kalk wischt man einfach ab.', 'Suprafața arată impecabil și după luni de zile, calcarul se șterge ușor.'),
      p('Der Anschluss an die Eckventile war mit den beiliegenden Schläuchen in zehn Minuten erledigt.', 'Racordarea la robineții de colț a durat zece minute cu furtunurile incluse.'),
      p('Die Auslaufhöhe passt genau zu unserem Becken, auch große Töpfe haben Platz.', 'Înălțimea pipei se potrivește exact, încap și oalele mari.'),
      p('Schwer, massiv und ohne wackelnde Teile: man merkt das Messing.', 'Grea, masivă și fără piese care se mișcă: se simte alama.'),
      p('Sie läuft leise, auch beim vollen Aufdrehen pfeift nichts.', 'Funcționează silențios, nu șuieră nici la debit maxim.'),
      p('Die Form passt zu den übrigen Armaturen im Bad.', 'Forma se potrivește cu celelalte baterii din baie.'),
    ],
    mixed: [
      p('Die Armatur sieht gut aus, aber der Hebel hat etwas mehr Widerstand als erwartet.', 'Bateria arată bine, dar maneta are mai multă rezistență decât mă așteptam.'),
      p('Der Strahlregler war nach einem Monat verkalkt und musste gereinigt werden.', 'Perlatorul s-a calcifiat după o lună și a trebuit curățat.'),
      p('Die Befestigung von unten ist eine ziemliche Fummelei.', 'Fixarea de dedesubt este destul de incomodă.'),
      p('Der Auslauf ist etwas kurz, am Beckenrand wird es knapp.', 'Pipa este cam scurtă, apa ajunge aproape de margine.'),
    ],
    bad: [
      p('Nach wenigen Wochen tropfte es aus dem Auslauf, die Kartusche musste getauscht werden.', 'După câteva săptămâni a început să picure, cartușul a trebuit schimbat.'),
      p('Die Chromschicht zeigte schon nach kurzer Zeit Flecken.', 'Stratul de crom a prins pete după scurt timp.'),
      p('Der Hebel wackelte von Anfang an und ließ sich nicht festziehen.', 'Maneta s-a mișcat de la început și nu s-a putut strânge.'),
      p('Warm und kalt mischen sich erst ganz am Ende des Hebelwegs.', 'Apa caldă și rece se amestecă abia la capătul cursei manetei.'),
    ],
  },
  shower: {
    good: [
      p('Der Regenstrahl ist breit und gleichmäßig, auch bei unserem eher niedrigen Wasserdruck.', 'Jetul de ploaie este lat și uniform, chiar și la presiunea noastră mai mică.'),
      p('Die Silikondüsen lassen sich mit dem Finger entkalken, das spart Putzmittel.', 'Duzele din silicon se decalcifiază cu degetul, fără soluții de curățat.'),
      p('Das Umschalten zwischen den Strahlarten geht mit einem Klick.', 'Comutarea între tipurile de jet se face cu un singur clic.'),
      p('Die Höhe lässt sich stufenlos verstellen, groß und klein duschen bequem.', 'Înălțimea se reglează continuu, dușul e comod pentru toată familia.'),
      p('Trotz Sparstrahl fühlt sich das Duschen nicht nach wenig Wasser an.', 'Deși economisește apă, dușul nu pare slab deloc.'),
      p('Der Schlauch verdreht sich nicht und ist angenehm flexibel.', 'Furtunul nu se răsucește și este plăcut de flexibil.'),
    ],
    mixed: [
      p('Der Massagestrahl ist eher schwach, der normale Strahl dafür gut.', 'Jetul de masaj este mai slab, în schimb jetul normal este bun.'),
      p('Die Halterung rutscht mit der Zeit etwas nach unten.', 'Suportul alunecă puțin în jos cu timpul.'),
      p('Bei hartem Wasser muss man die Düsen öfter reinigen als gedacht.', 'La apă dură duzele trebuie curățate mai des decât credeam.'),
      p('Die Montage der Stange brauchte zwei zusätzliche Bohrlöcher.', 'Montajul barei a necesitat două găuri în plus.'),
    ],
    bad: [
      p('Der Strahl ist bei uns viel zu schwach, selbst mit entferntem Durchflussbegrenzer.', 'Jetul este mult prea slab la noi, chiar și fără limitatorul de debit.'),
      p('Aus dem Anschluss tropft es trotz neuer Dichtung.', 'Racordul picură în ciuda garniturii noi.'),
      p('Der Umschalter klemmte schon nach kurzer Zeit.', 'Comutatorul s-a blocat după scurt timp.'),
      p('Der Kunststoff wirkt billig und hat schon Risse am Griff.', 'Plasticul pare ieftin și are deja fisuri la mâner.'),
    ],
  },
  ceramic: {
    good: [
      p('Die Glasur ist glatt, Wasser perlt ab und die Reinigung geht schnell.', 'Glazura este netedă, apa se scurge ușor și curățarea e rapidă.'),
      p('Die Maße stimmen exakt mit dem Datenblatt überein, die Montage war problemlos.', 'Dimensiunile corespund exact fișei tehnice, montajul a fost fără probleme.'),
      p('Die Form ist zeitlos und passt zu den vorhandenen Fliesen.', 'Forma este atemporală și se potrivește cu faianța existentă.'),
      p('Sehr stabil, nichts wackelt, und die Befestigung war dabei.', 'Foarte stabil, nimic nu se mișcă, iar prinderile au fost incluse.'),
      p('Gut verpackt und ohne einen Kratzer angekommen.', 'Ambalat bine și livrat fără nicio zgârietură.'),
      p('Die spülrandlose Form bzw. die glatte Innenfläche erspart viel Putzarbeit.', 'Forma fără ramă, respectiv suprafața interioară netedă, scutește multă muncă.'),
    ],
    mixed: [
      p('Schön, aber die Ablaufposition weicht etwas von unserem alten Modell ab.', 'Frumos, dar poziția scurgerii diferă puțin de modelul vechi.'),
      p('Die Glasur hat an der Unterseite eine kleine unschöne Stelle.', 'Glazura are pe dedesubt o mică imperfecțiune.'),
      p('Der Sitz bzw. die Abdeckung wirkt leichter als das Becken selbst.', 'Capacul, respectiv accesoriile, par mai ușoare decât piesa în sine.'),
      p('Die Befestigungsschrauben waren zu kurz für unsere Wand.', 'Șuruburile de prindere au fost prea scurte pentru peretele nostru.'),
    ],
    bad: [
      p('Beim Auspacken hatte die Keramik einen feinen Riss.', 'La despachetare ceramica avea o fisură fină.'),
      p('Die Maße weichen um fast einen Zentimeter vom Datenblatt ab.', 'Dimensiunile diferă cu aproape un centimetru de fișa tehnică.'),
      p('Die Oberfläche ist rau und nimmt Schmutz leicht an.', 'Suprafața este aspră și se murdărește ușor.'),
      p('Der Ablauf spült nicht richtig, es bleibt immer Wasser stehen.', 'Scurgerea nu funcționează bine, rămâne mereu apă.'),
    ],
  },
  bathroom: {
    good: [
      p('Die Beschläge sind solide, die Türen bzw. Auszüge laufen leise und weich.', 'Feroneria este solidă, ușile și sertarele se închid lin și silențios.'),
      p('Die Oberfläche ist pflegeleicht und unempfindlich gegen Spritzwasser.', 'Suprafața se întreține ușor și rezistă la stropi.'),
      p('Das Glas ist klar und die Beschichtung lässt Wasser gut ablaufen.', 'Sticla este clară, iar tratamentul o ajută să nu rețină apa.'),
      p('Montage mit zwei Personen in einem Nachmittag, die Anleitung ist gut.', 'Montaj în două persoane într-o după-amiază, instrucțiunile sunt bune.'),
      p('Das Licht ist angenehm hell und blendet nicht.', 'Lumina este plăcut de puternică și nu orbește.'),
      p('Farbe und Material wirken hochwertiger als auf den Fotos.', 'Culoarea și materialul arată mai bine decât în fotografii.'),
    ],
    mixed: [
      p('Ordentlich verarbeitet, aber die Kanten sind nicht ganz sauber.', 'Lucrat corect, dar muchiile nu sunt perfect finisate.'),
      p('Die Bohrschablone fehlte, das Ausrichten dauerte lange.', 'Lipsea șablonul de găurire, alinierea a durat mult.'),
      p('Die Dichtungen mussten wir nachkaufen, damit nichts durchläuft.', 'A trebuit să cumpărăm garnituri suplimentare ca să nu curgă apă.'),
      p('Schön, aber etwas kleiner als gedacht.', 'Frumos, dar ceva mai mic decât credeam.'),
    ],
    bad: [
      p('Im Paket fehlten Schrauben und eine Abdeckkappe.', 'În colet lipseau șuruburi și un capac.'),
      p('Eine Tür hing schief und ließ sich nicht einstellen.', 'O ușă stătea strâmb și nu s-a putut regla.'),
      p('Die Beschichtung löste sich nach kurzer Zeit an der Kante.', 'Stratul de acoperire s-a desprins repede la margine.'),
      p('Das Glas kam mit einem Kratzer an.', 'Sticla a sosit cu o zgârietură.'),
    ],
  },
  radiator: {
    good: [
      p('Er wird schnell und gleichmäßig warm, das Zimmer ist in kurzer Zeit gemütlich.', 'Se încălzește repede și uniform, camera devine confortabilă în scurt timp.'),
      p('Die Anschlussmaße passten genau zu den alten Leitungen, kein Umbau nötig.', 'Cotele de racord s-au potrivit exact cu țevile vechi, fără modificări.'),
      p('Die Wandhalter sind stabil und das Gerät hängt exakt waagerecht.', 'Consolele sunt solide și calorifierul stă perfect orizontal.'),
      p('Auch mit der niedrigen Vorlauftemperatur der Wärmepumpe reicht die Leistung.', 'Puterea este suficientă și la temperatura redusă a pompei de căldură.'),
      p('Die Pulverbeschichtung ist gleichmäßig und ohne Tropfnasen.', 'Vopseaua în câmp electrostatic este uniformă, fără scurgeri.'),
      p('Im Bad trocknen die Handtücher über Nacht, genau was wir wollten.', 'În baie prosoapele se usucă peste noapte, exact ce ne doream.'),
      p('Optisch schlicht und trotzdem schön, er fällt im Raum angenehm wenig auf.', 'Aspect simplu și totuși frumos, nu iese în evidență în cameră.'),
      p('Die Verpackung mit Kantenschutz hat ihn unbeschadet ankommen lassen.', 'Ambalajul cu protecții la colțuri l-a adus intact.'),
    ],
    mixed: [
      p('Heizt gut, aber in der ersten Woche roch der Lack etwas.', 'Încălzește bine, dar în prima săptămână vopseaua a mirosit puțin.'),
      p('Die Schutzfolie ließ sich nur mühsam abziehen.', 'Folia de protecție s-a desprins greu.'),
      p('Die Entlüftung hat ein paar Versuche gebraucht.', 'Aerisirea a necesitat câteva încercări.'),
      p('Die Halterungen sind für Leichtbauwände nicht geeignet, wir mussten andere kaufen.', 'Consolele nu sunt potrivite pentru pereți ușori, am cumpărat altele.'),
    ],
    bad: [
      p('Der Lack hatte beim Auspacken mehrere Abplatzer.', 'La despachetare vopseaua avea mai multe ciupituri.'),
      p('Er gluckert ständig, auch nach mehrmaligem Entlüften.', 'Face zgomot continuu, chiar și după mai multe aerisiri.'),
      p('Die angegebene Leistung erreicht er bei uns bei Weitem nicht.', 'La noi nu atinge nici pe departe puterea indicată.'),
      p('Ein Anschluss war undicht und musste neu eingedichtet werden.', 'Un racord a fost neetanș și a trebuit refăcut.'),
    ],
  },
  heater: {
    good: [
      p('Der Installateur hatte das Gerät an einem Tag montiert und in Betrieb genommen.', 'Instalatorul a montat și a pus în funcțiune aparatul într-o singură zi.'),
      p('Im Betrieb ist es kaum zu hören, auch nachts nicht.', 'În funcționare abia se aude, nici noaptea.'),
      p('Unser Verbrauch ist im ersten Winter spürbar gesunken.', 'Consumul nostru a scăzut vizibil chiar din prima iarnă.'),
      p('Die Bedienung ist übersichtlich, die App zeigt Verbrauch und Temperaturen.', 'Comanda este clară, aplicația arată consumul și temperaturile.'),
      p('Warmwasser ist sofort da und die Temperatur bleibt konstant.', 'Apa caldă vine imediat și temperatura rămâne constantă.'),
      p('Kompakte Maße, das Gerät passte gut an den Platz des alten.', 'Dimensiuni compacte, aparatul a încăput ușor în locul celui vechi.'),
    ],
    mixed: [
      p('Läuft zuverlässig, aber die Menüführung ist umständlich.', 'Funcționează fiabil, dar meniul este greu de folosit.'),
      p('Im Taktbetrieb hört man das Gerät mehr als erwartet.', 'La porniri și opriri dese se aude mai mult decât mă așteptam.'),
      p('Die Inbetriebnahme durch den Werkskundendienst ließ drei Wochen auf sich warten.', 'Punerea în funcțiune de către service a durat trei săptămâni.'),
      p('Die Anschlüsse liegen anders als beim Vorgänger, das kostete Zeit.', 'Racordurile sunt poziționate altfel decât la modelul vechi, a durat mai mult.'),
    ],
    bad: [
      p('Schon im ersten Winter kam eine Störmeldung, das Gerät ging auf Sperre.', 'Încă din prima iarnă a apărut o eroare și aparatul s-a blocat.'),
      p('Die Pumpe ist deutlich lauter als angegeben.', 'Pompa este mult mai zgomotoasă decât se indică.'),
      p('Der Drucksensor fiel nach wenigen Monaten aus.', 'Senzorul de presiune s-a defectat după câteva luni.'),
      p('Warmwasser schwankt ständig zwischen zu heiß und zu kalt.', 'Apa caldă oscilează continuu între prea fierbinte și prea rece.'),
    ],
  },
  install: {
    good: [
      p('Maße und Gewinde passen genau, alles dicht beim ersten Versuch.', 'Dimensiunile și filetele se potrivesc exact, etanș de prima dată.'),
      p('Saubere Verarbeitung ohne Grate, so wie man es vom Großhandel kennt.', 'Execuție curată, fără bavuri, ca de la distribuitorii de specialitate.'),
      p('Die Montage war mit dem üblichen Werkzeug schnell erledigt.', 'Montajul s-a făcut rapid cu sculele obișnuite.'),
      p('Das Ersatzteil passte genau in unser älteres Gerät.', 'Piesa de schimb s-a potrivit exact în aparatul nostru mai vechi.'),
      p('Gute Dokumentation, alle Maße stehen auf dem Datenblatt.', 'Documentație bună, toate cotele sunt în fișa tehnică.'),
      p('Ordentlich verpackt und richtig beschriftet, das spart auf der Baustelle Zeit.', 'Ambalat corect și bine etichetat, economisește timp pe șantier.'),
      p('Die Druckprobe hat es ohne Nacharbeit bestanden.', 'A trecut proba de presiune fără nicio intervenție.'),
      p('Das Teil ist robust und macht einen langlebigen Eindruck.', 'Piesa este robustă și pare durabilă.'),
      p('Genau das Originalteil, das der Kundendienst sonst teuer verbaut.', 'Exact piesa originală pe care service-ul o montează mult mai scump.'),
      p('Die Dichtungen waren schon dabei, mehr braucht man nicht.', 'Garniturile au fost incluse, nu mai e nevoie de nimic altceva.'),
    ],
    mixed: [
      p('Funktioniert, aber die Anleitung besteht nur aus Bildern.', 'Funcționează, dar instrucțiunile conțin doar desene.'),
      p('Die Dichtung mussten wir zusätzlich kaufen.', 'Garnitura a trebuit cumpărată separat.'),
      p('Passt, sitzt aber etwas streng im Gewinde.', 'Se potrivește, dar intră cam greu pe filet.'),
      p('Die Lieferung kam in zwei Teilen, das Warten hat genervt.', 'Livrarea a venit în două tranșe, așteptarea a fost neplăcută.'),
    ],
    bad: [
      p('Das Gewinde passte nicht zu dem angegebenen Maß.', 'Filetul nu corespundea dimensiunii indicate.'),
      p('Nach dem Einbau undicht, trotz neuer Dichtung.', 'După montaj nu a fost etanș, deși garnitura era nouă.'),
      p('Es wurde ein falsches Teil geliefert.', 'A fost livrată o altă piesă decât cea comandată.'),
      p('Das Material wirkt dünn und hat sich beim Anziehen verformt.', 'Materialul pare subțire și s-a deformat la strângere.'),
    ],
  },
};

/** A sentence about buying, delivery or service, by tone. */
export const EXPERIENCES: Record<Tone, Pair[]> = {
  good: [
    p('Lieferung kam zwei Tage nach der Bestellung.', 'Livrarea a sosit la două zile după comandă.'),
    p('Der Preis war besser als beim Installateur angeboten.', 'Prețul a fost mai bun decât oferta instalatorului.'),
    p('Die Beratung am Telefon hat uns bei der Auswahl geholfen.', 'Consultanța telefonică ne-a ajutat la alegere.'),
    p('Die Sendungsverfolgung war genau, der Fahrer hat vorher angerufen.', 'Urmărirea coletului a fost exactă, curierul a sunat înainte.'),
    p('Im Schauraum vorher angesehen, dann online bestellt.', 'L-am văzut întâi în showroom, apoi l-am comandat online.'),
    p('Rechnung und Garantiekarte lagen bei, alles vollständig.', 'Factura și certificatul de garanție au fost incluse, totul complet.'),
    p('Unser Installateur war von der Qualität angetan.', 'Instalatorul nostru a fost impresionat de calitate.'),
    p('Bestellung und Bezahlung liefen unkompliziert.', 'Comanda și plata au decurs simplu.'),
  ],
  mixed: [
    p('Die Lieferung dauerte länger als angekündigt.', 'Livrarea a durat mai mult decât era anunțat.'),
    p('Der Karton war eingedrückt, der Inhalt zum Glück heil.', 'Cutia era turtită, din fericire conținutul a fost intact.'),
    p('Für den Preis in Ordnung, Wunder sollte man keine erwarten.', 'Pentru preț este în regulă, dar nu faceți minuni din el.'),
    p('Der Kundendienst antwortete erst nach einigen Tagen.', 'Serviciul clienți a răspuns abia după câteva zile.'),
    p('Würde es wieder kaufen, aber nicht ohne zu zögern.', 'L-aș cumpăra din nou, dar nu fără ezitare.'),
  ],
  bad: [
    p('Der Kundendienst hat zwar Ersatz geschickt, aber der Ärger bleibt.', 'Serviciul clienți a trimis o piesă nouă, dar neplăcerea rămâne.'),
    p('Die Rücksendung lief problemlos, das Produkt selbst leider nicht.', 'Returul a decurs fără probleme, produsul însă nu.'),
    p('Für diesen Preis erwarte ich deutlich mehr.', 'La prețul acesta mă aștept la mult mai mult.'),
    p('Wir haben uns für ein anderes Modell entschieden.', 'Am ales în final un alt model.'),
    p('Die Garantieabwicklung zieht sich seit Wochen.', 'Procesarea garanției durează de săptămâni.'),
  ],
};

/** A closing remark, or none (the empty pair), by tone. */
export const CLOSINGS: Record<Tone, Pair[]> = {
  good: [
    p('', ''), p('Würde ich wieder kaufen.', 'L-aș cumpăra din nou.'), p('Von mir eine klare Empfehlung.', 'Din partea mea, o recomandare clară.'),
    p('Danke für die schnelle Abwicklung!', 'Mulțumesc pentru procesarea rapidă!'), p('Wir sind rundum zufrieden.', 'Suntem pe deplin mulțumiți.'),
  ],
  mixed: [p('', ''), p('Insgesamt in Ordnung.', 'În ansamblu, în regulă.'), p('Mal sehen, wie es sich auf Dauer macht.', 'Rămâne de văzut cum se comportă în timp.')],
  bad: [p('', ''), p('Schade.', 'Păcat.'), p('So leider nicht zu empfehlen.', 'Așa, din păcate, nu îl recomand.')],
};

/** Where and why the buyer used it (any tone). */
export const SITUATIONS: Pair[] = [
  p('Gekauft für die Sanierung unseres Altbaus.', 'Cumpărat pentru renovarea casei noastre vechi.'),
  p('Im Neubau eingebaut.', 'Montat în casa nouă.'),
  p('Ersatz für ein über 20 Jahre altes Modell.', 'Înlocuiește un model vechi de peste 20 de ani.'),
  p('Für die Mietwohnung, die wir gerade renovieren.', 'Pentru apartamentul de închiriat pe care îl renovăm.'),
  p('Ich bin selbst Installateur und verbaue es öfter.', 'Sunt instalator și îl montez des.'),
  p('Selbst eingebaut, mit etwas handwerklichem Geschick.', 'Montat de mine, cu puțină îndemânare.'),
  p('Für das Gäste-WC bzw. den Keller bestellt.', 'Comandat pentru baia de serviciu, respectiv subsol.'),
  p('Im Ferienhaus im Einsatz.', 'Folosit în casa de vacanță.'),
  p('Seit einem halben Jahr täglich in Gebrauch.', 'Folosit zilnic de o jumătate de an.'),
  p('Nach längerem Vergleichen bestellt.', 'Comandat după o comparație îndelungată.'),
];

/** First names and initials of the reviewers: Austrian, German and Romanian customers. */
export const FIRST_NAMES = [
  'Anna', 'Thomas', 'Maria', 'Stefan', 'Julia', 'Michael', 'Sabine', 'Andreas', 'Elena', 'Andrei', 'Ioana', 'Mihai', 'Katharina', 'Florian',
  'Cristina', 'Lukas', 'Petra', 'Markus', 'Birgit', 'Johannes', 'Claudia', 'Georg', 'Monika', 'Tobias', 'Alexandra', 'Bogdan', 'Raluca',
  'Daniel', 'Gabriela', 'Christian', 'Verena', 'Matthias', 'Ana', 'Vlad', 'Simona', 'Wolfgang',
] as const;
export const INITIALS = 'ABDEFGHKLMNPRSTWZ'.split('');
