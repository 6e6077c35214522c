/**
 * Second-person singular imperatives and pronouns of the informal Romanian address ('Adaugă', 'tău', 'poți'): the
 * shops address the shopper formally ('Adăugați', 'dumneavoastră'), in the messages and in the seeded pages alike.
 * A copy rule of both sides (the storefront's messages, the backend's content), so it lives in the contract.
 */
export const ROMANIAN_INFORMAL =
  /(^|[\s(„])(Adaugă|Elimină|Încearcă|Resetează|Afișează|Alege|Închide|Deschide|Caută|Vezi|Mergi|Continuă|Șterge|Păstrează|Arată|Solicită|Trimite|Citește|Scade|Crește|Aplică|Finalizează|Sortează|Salvează|Modifică|Abonează-te|Înregistrează-te|Autentifică-te|Elimini|Ai|ai|tău|ta|tale|poți|vrei|Ți|ți)(?=[\s,.!?:]|$)/u;

/** Romanian ș and ț take a comma below; the cedilla forms (ş, ţ) are a legacy encoding error. */
export const ROMANIAN_CEDILLA = /[şţŞŢ]/u;
