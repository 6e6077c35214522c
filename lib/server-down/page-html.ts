import type { Shop } from '@/contract/shops';

export type ServerDownTexts = {
  title: string;
  message: string;
  advice: string;
  retry: string;
  contactAt: string;
  contactDe: string;
  contactRo: string;
};

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** Contact details of the server-down page depend on the host ending (.at, .de, .ro). */
export function contactFor(shop: Shop, texts: ServerDownTexts): string {
  if (shop.hostEnding === '.ro') return texts.contactRo;
  if (shop.hostEnding === '.de') return texts.contactDe;
  return texts.contactAt;
}

/**
 * The server-down page as a self-contained HTML document: it must render when the backend (and with it the locale
 * config, menus and layout) cannot be reached. 'Retry...' clears local and session storage and reloads.
 */
export function serverDownHtml(shop: Shop, texts: ServerDownTexts): string {
  const contact = contactFor(shop, texts);
  return `<!DOCTYPE html>
<html lang="${shop.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(texts.title)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#f4f6f8;color:#1c2430;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{max-width:36rem;margin:1rem;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);text-align:center}
h1{font-size:1.5rem;margin:0 0 1rem;color:#0b4f8a}
p{line-height:1.5}
.contact{font-weight:600}
button{margin-top:1rem;padding:.75rem 1.5rem;font-size:1rem;border:0;border-radius:6px;background:#0b4f8a;color:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #f5a623;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(texts.title)}</h1>
<p>${escapeHtml(texts.message)}</p>
<p>${escapeHtml(texts.advice)}</p>
<p class="contact">${escapeHtml(contact)}</p>
<button type="button" id="retry">${escapeHtml(texts.retry)}</button>
</main>
<script>
document.getElementById('retry').addEventListener('click',function(){try{localStorage.clear();sessionStorage.clear();}catch(e){}location.reload();});
</script>
</body>
</html>`;
}
