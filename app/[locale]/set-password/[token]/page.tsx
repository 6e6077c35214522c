import type { Metadata } from 'next';
import { PasswordLinkPage, passwordLinkMetadata } from '@/components/account/password-link-page';

/** One shopper's link: rendered per request, never stored in the route cache. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; token: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return passwordLinkMetadata((await params).locale, 'set');
}

/** /set-password/{token}: the one-time link mailed to a guest who became a customer (components/account/password-link-page.tsx). */
export default async function SetPasswordRoute({ params }: Props) {
  const { locale, token } = await params;
  return <PasswordLinkPage locale={locale} token={token} kind="set" />;
}
