/** Review texts of the seed by star rating (1-5), German and Romanian, and the authors' first names. */
export type ReviewText = { de: { title: string; content: string }; ro: { title: string; content: string } };

export const REVIEW_TEXTS: Record<1 | 2 | 3 | 4 | 5, readonly ReviewText[]> = {
  5: [
    {
      de: { title: 'Top Qualität', content: 'Sehr gut verarbeitet, die Montage war in einer Stunde erledigt. Würde ich wieder kaufen.' },
      ro: { title: 'Calitate excelentă', content: 'Foarte bine finisat, montajul a durat o oră. L-aș cumpăra din nou.' },
    },
    {
      de: { title: 'Schnelle Lieferung', content: 'Bestellt am Montag, am Mittwoch war alles da. Produkt genau wie beschrieben.' },
      ro: { title: 'Livrare rapidă', content: 'Comandat luni, miercuri era totul aici. Produsul este exact ca în descriere.' },
    },
    {
      de: { title: 'Absolut empfehlenswert', content: 'Passt perfekt in unser neues Bad, der Installateur war ebenfalls begeistert.' },
      ro: { title: 'Recomand cu încredere', content: 'Se potrivește perfect în baia nouă, iar instalatorul a fost la fel de mulțumit.' },
    },
  ],
  4: [
    {
      de: { title: 'Gutes Preis-Leistungs-Verhältnis', content: 'Solide Qualität zum fairen Preis. Die Anleitung könnte etwas ausführlicher sein.' },
      ro: { title: 'Raport calitate-preț bun', content: 'Calitate solidă la un preț corect. Instrucțiunile ar putea fi mai detaliate.' },
    },
    {
      de: { title: 'Zufrieden', content: 'Funktioniert einwandfrei. Ein Stern Abzug, weil die Verpackung beschädigt war.' },
      ro: { title: 'Mulțumit', content: 'Funcționează impecabil. O stea în minus pentru că ambalajul era deteriorat.' },
    },
  ],
  3: [
    {
      de: { title: 'In Ordnung', content: 'Erfüllt seinen Zweck, die Oberfläche ist aber empfindlicher als erwartet.' },
      ro: { title: 'Acceptabil', content: 'Își face treaba, dar suprafața este mai sensibilă decât mă așteptam.' },
    },
    {
      de: { title: 'Durchschnittlich', content: 'Für den Preis okay, die Montage hat länger gedauert als gedacht.' },
      ro: { title: 'Mediu', content: 'Pentru preț este în regulă, montajul a durat mai mult decât credeam.' },
    },
  ],
  2: [
    {
      de: { title: 'Nicht ganz überzeugt', content: 'Die Maße weichen leicht von der Angabe ab, wir mussten nacharbeiten.' },
      ro: { title: 'Nu m-a convins pe deplin', content: 'Dimensiunile diferă puțin de cele indicate, a trebuit să ajustăm.' },
    },
  ],
  1: [
    {
      de: { title: 'Enttäuscht', content: 'Nach zwei Wochen undicht. Der Kundendienst hat aber schnell Ersatz geschickt.' },
      ro: { title: 'Dezamăgit', content: 'După două săptămâni a început să picure. Totuși, service-ul a trimis rapid o piesă nouă.' },
    },
  ],
};

export const REVIEW_AUTHORS = [
  'Anna', 'Thomas', 'Maria', 'Stefan', 'Julia', 'Michael', 'Sabine', 'Andreas', 'Elena', 'Andrei', 'Ioana', 'Mihai',
  'Katharina', 'Florian', 'Cristina', 'Lukas',
] as const;
