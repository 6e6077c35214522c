'use client';

import dynamic from 'next/dynamic';
import { useHydrated } from './use-hydrated';

/*
 * Islands of every page that render nothing on the server (the scroll-to-top button appears after scrolling, the
 * session and lists syncs only run effects): their code loads after the page has hydrated, in chunks of their own,
 * instead of with the first-load JavaScript and the hydration of the page (ADR 0042). They mount in the transition that
 * follows hydration (useHydrated), not in the task of hydration's effects (ADR 0048).
 */
const ScrollToTopButton = dynamic(() => import('./scroll-to-top-button').then((module) => module.ScrollToTopButton), { ssr: false });
const AccountSessionSync = dynamic(() => import('@/components/account/account-session-sync').then((module) => module.AccountSessionSync), { ssr: false });
const AccountListsSync = dynamic(() => import('@/components/lists/account-lists-sync').then((module) => module.AccountListsSync), { ssr: false });
const NewVersionToast = dynamic(() => import('./new-version-toast').then((module) => module.NewVersionToast), { ssr: false });
const ChatBadge = dynamic(() => import('./chat-badge').then((module) => module.ChatBadge), { ssr: false });
const ConsentIsland = dynamic(() => import('@/components/consent/consent-island').then((module) => module.ConsentIsland), { ssr: false });
const FloatingTrustBadge = dynamic(() => import('@/components/trust/floating-trust-badge').then((module) => module.FloatingTrustBadge), { ssr: false });

/** `chatHref`: the chat badge's link where the shop has one (lib/widgets/chat-badge.ts), else null. */
export function AfterHydrationIslands({ chatHref }: { chatHref: string | null }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <>
      <ScrollToTopButton />
      <AccountSessionSync />
      <AccountListsSync />
      <NewVersionToast />
      {chatHref ? <ChatBadge href={chatHref} /> : null}
      <ConsentIsland />
      <FloatingTrustBadge />
    </>
  );
}
