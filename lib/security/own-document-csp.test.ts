import { ownDocumentCsp } from './own-document-csp';
import { sha256Source } from './script-hashes.cjs';
import { serverDownHtml } from '@/lib/server-down/page-html';
import { SHOPS } from '@/contract/shops';
import de from '@/messages/de.json';

describe('policy of the server-down page', () => {
  it('allows exactly its own inline script and style', () => {
    const html = serverDownHtml(SHOPS.at, de.ServerDown);
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(script).toContain('localStorage.clear()');
    const policy = ownDocumentCsp(html);
    expect(policy).toContain(`script-src ${sha256Source(script)};`);
    expect(policy).toContain(`style-src ${sha256Source(style)};`);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-inline');
  });
});
