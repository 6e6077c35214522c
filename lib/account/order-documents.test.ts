import { accountDocumentHref, documentFileName, guestDocumentHref, orderDocuments } from './order-documents';

describe('order documents', () => {
  test('S3-40 no PDF before the invoice number, the invoice after it, the credit note too once cancelled or refunded', () => {
    expect(orderDocuments({ invoice_ref: null, status: 'not_paid' })).toEqual([]);
    expect(orderDocuments({ invoice_ref: null, status: 'canceled' })).toEqual([]);
    expect(orderDocuments({ invoice_ref: 'INV-AT-2026-000001', status: 'paid' })).toEqual(['invoice']);
    expect(orderDocuments({ invoice_ref: 'INV-AT-2026-000001', status: 'sent' })).toEqual(['invoice']);
    expect(orderDocuments({ invoice_ref: 'INV-AT-2026-000001', status: 'refunded' })).toEqual(['invoice', 'credit']);
    expect(orderDocuments({ invoice_ref: 'INV-AT-2026-000001', status: 'canceled' })).toEqual(['invoice', 'credit']);
  });

  test('the download links: by id for the account, by the signed link for a guest', () => {
    expect(accountDocumentHref(42, 'credit')).toBe('/api/account/order-document?order=42&kind=credit');
    expect(guestDocumentHref('ORD000000000042', 'a_b-c', 'invoice')).toBe('/api/orders/document?order=ORD000000000042&h=a_b-c&kind=invoice');
    expect(documentFileName('invoice', 'DE-2026/0042"')).toBe('invoice-DE-20260042.pdf');
  });
});
