'use client';

/**
 * Last-resort error page when even the shop layout fails. It cannot rely on translations or the backend, so it
 * shows the generic message in the shops' languages and a reload.
 */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="de">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem', textAlign: 'center' }}>
        <h1>Es ist ein Fehler aufgetreten. / A apărut o eroare.</h1>
        <p>Bitte versuchen Sie es später erneut. / Vă rugăm să încercați din nou mai târziu.</p>
        <button type="button" onClick={() => reset()}>
          Erneut versuchen / Încercați din nou
        </button>
      </body>
    </html>
  );
}
