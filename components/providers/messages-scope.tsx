'use client';

import { useMemo, type ReactNode } from 'react';
import { NextIntlClientProvider, useLocale, useMessages } from 'next-intl';
import type { Messages } from '@/lib/i18n/messages';

/**
 * A nested provider that adds namespaces to the layout's messages (a nested NextIntlClientProvider replaces the
 * messages of the outer one instead of merging, so the merge happens here, in the browser).
 */
export function MessagesScope({ messages, children }: { messages: Partial<Messages>; children: ReactNode }) {
  const outer = useMessages();
  const locale = useLocale();
  const merged = useMemo(() => ({ ...outer, ...messages }), [outer, messages]);
  return (
    <NextIntlClientProvider locale={locale} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
