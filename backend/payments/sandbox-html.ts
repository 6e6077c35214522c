import crypto from 'node:crypto';
import type { FastifyReply } from 'fastify';

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** HTML that is already escaped (built by the helpers below). */
export type Html = { readonly html: string };
export const html = (value: string): Html => ({ html: value });
const text = (value: string | Html) => (typeof value === 'string' ? escapeHtml(value) : value.html);

/** The brand bar of each provider's page (text colours meet WCAG AA contrast on their background). */
export const PROVIDER_BRANDS = {
  paypal: { name: 'PayPal Sandbox', background: '#003087', color: '#ffffff' },
  stripe: { name: 'Stripe Checkout Sandbox', background: '#3a2bb8', color: '#ffffff' },
  globalPayments: { name: 'Global Payments HPP Sandbox', background: '#003b5c', color: '#ffffff' },
  klarna: { name: 'Klarna Sandbox (Sofort, pay now)', background: '#ffb3c7', color: '#17120f' },
  shop: { name: 'Shop payment hand-off', background: '#24323f', color: '#ffffff' },
  identity: { name: 'Identity Provider Sandbox (OpenID Connect)', background: '#1d4f3a', color: '#ffffff' },
} as const;
export type ProviderBrand = keyof typeof PROVIDER_BRANDS;

/** An amount in minor units as the shopper reads it ('€12.34', 'RON 1,234.50'). */
export function formatAmount(amountMinor: number, currency: string): string {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(amountMinor / 100);
}

/** A form with hidden fields and one submit button: keyboard usable, labelled by its text. */
export function buttonForm(action: string, fields: Record<string, string>, label: string, kind: 'primary' | 'secondary' | 'danger' = 'secondary'): Html {
  const hidden = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return html(`<form method="post" action="${escapeHtml(action)}">${hidden}<button type="submit" class="${kind}">${escapeHtml(label)}</button></form>`);
}

export const paragraph = (value: string | Html, className?: string): Html => html(`<p${className ? ` class="${className}"` : ''}>${text(value)}</p>`);
export const link = (href: string, label: string): Html => html(`<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`);
export const alert = (message: string): Html => html(`<p class="alert" role="alert">${escapeHtml(message)}</p>`);

export type SandboxPage = {
  brand: ProviderBrand;
  title: string;
  /** Amount and currency of the payment, shown as a summary; null on pages without one. */
  amount: { minor: number; currency: string } | null;
  reference?: string;
  body: Html[];
  /** An inline script (the hand-off page's auto-submit); allowed by a per-response nonce. */
  script?: string;
};

const CSS = `body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1b1f24;background:#f4f5f7}
.bar{padding:.75rem 1.25rem;font-weight:700}.bar p{margin:0}
main{max-width:34rem;margin:1.5rem auto;padding:1.25rem 1.5rem;background:#fff;border:1px solid #d0d5dc;border-radius:8px}
h1{font-size:1.4rem;margin:.2rem 0 1rem}.note{color:#4a5360;font-size:.9rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{color:#4a5360}dd{margin:0;font-weight:600}
form{margin:.75rem 0}.actions form{display:inline-block;margin:.5rem .5rem 0 0}
label{display:block;margin:.6rem 0 .2rem;font-weight:600}input[type=text]{font:inherit;padding:.4rem;width:100%;box-sizing:border-box;border:1px solid #6b7480;border-radius:4px}
button{font:inherit;padding:.55rem 1rem;border-radius:6px;border:2px solid #1b1f24;background:#fff;color:#1b1f24;cursor:pointer}
button.primary{background:#0b57d0;border-color:#0b57d0;color:#fff}button.danger{border-color:#a3261b;color:#a3261b}
button:focus-visible,a:focus-visible{outline:3px solid #e37400;outline-offset:2px}
.alert{padding:.6rem .8rem;border-left:4px solid #a3261b;background:#fdecea;color:#7a1c14}`;

/** A complete page: plain server-rendered HTML, every value escaped. */
export function renderPage(page: SandboxPage, nonce: string): string {
  const brand = PROVIDER_BRANDS[page.brand];
  const summary = page.amount
    ? `<dl><dt>Amount</dt><dd>${escapeHtml(formatAmount(page.amount.minor, page.amount.currency))}</dd><dt>Currency</dt><dd>${escapeHtml(page.amount.currency)}</dd>${
        page.reference ? `<dt>Reference</dt><dd>${escapeHtml(page.reference)}</dd>` : ''
      }</dl>`
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`${page.title} | ${brand.name}`)}</title><style nonce="${nonce}">${CSS}.bar{background:${brand.background};color:${brand.color}}</style></head>
<body><header class="bar"><p>${escapeHtml(brand.name)}</p></header><main><h1>${escapeHtml(page.title)}</h1>
<p class="note">A test page of the shop's reference backend: no real money moves.</p>${summary}${page.body.map((part) => part.html).join('')}</main>${
    page.script === undefined ? '' : `<script nonce="${nonce}">${page.script}</script>`
  }</body></html>`;
}

/** Answers a sandbox page: not cached, not framable, scripts and styles only with this response's nonce. */
export function sendPage(reply: FastifyReply, status: number, page: SandboxPage): FastifyReply {
  const nonce = crypto.randomBytes(16).toString('base64');
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-frame-options', 'DENY')
    .header('referrer-policy', 'no-referrer')
    .header('content-security-policy', `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; base-uri 'none'; frame-ancestors 'none'`)
    .send(renderPage(page, nonce));
}

/** A page that only says something (unknown payment, closed payment, refused request), with an optional link. */
export function sendNotice(reply: FastifyReply, status: number, brand: ProviderBrand, title: string, message: string, back?: { href: string; label: string }): FastifyReply {
  return sendPage(reply, status, { brand, title, amount: null, body: [paragraph(message), ...(back ? [paragraph(link(back.href, back.label))] : [])] });
}

/** 303 to another address (after a form post the browser follows with GET). */
export function seeOther(reply: FastifyReply, location: string): FastifyReply {
  return reply.code(303).header('location', location).header('cache-control', 'no-store').send();
}
