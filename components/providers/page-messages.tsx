import type { ReactNode } from 'react';
import { getMessages } from 'next-intl/server';
import type { Messages } from '@/lib/i18n/messages';
import { pickNamespaces, type Namespace } from '@/lib/i18n/client-namespaces';
import { MessagesScope } from './messages-scope';

/** Adds a page's own message namespaces (PAGE_CLIENT_NAMESPACES) for the client components below it. */
export async function PageMessages({ namespaces, children }: { namespaces: readonly Namespace[]; children: ReactNode }) {
  const messages = (await getMessages()) as Messages;
  return <MessagesScope messages={pickNamespaces(messages, namespaces)}>{children}</MessagesScope>;
}
