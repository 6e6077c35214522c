'use client';

import { useTranslations } from 'next-intl';
import { useConsent } from '@/lib/consent/consent-store';
import styles from './chat-badge.module.css';

/**
 * The chat badge of the Romanian shop (spec sections 1 and 7): a WhatsApp click-to-chat link at the bottom left (the
 * reviews badge has the bottom right), shown only once the shopper has accepted cookies; declined or not chosen, it is
 * not there. It loads no third-party code: the shopper's click opens WhatsApp. `href` comes from lib/widgets/chat-badge.ts.
 */
export function ChatBadge({ href }: { href: string }) {
  const t = useTranslations('ChatBadge');
  const { choice } = useConsent();
  if (choice !== 'granted') return null;
  return (
    <a className={styles.badge} href={href} target="_blank" rel="noopener noreferrer" data-testid="chat-badge">
      <svg className={styles.icon} viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 2.5c-5.2 0-9.4 3.9-9.4 8.7 0 2.4 1 4.5 2.7 6.1L4.4 21.5l4.6-2c.9.3 1.9.4 3 .4 5.2 0 9.4-3.9 9.4-8.7S17.2 2.5 12 2.5zm-4 7.6h8v1.6H8v-1.6zm0-3h8v1.6H8V7.1zm0 6h5.5v1.6H8v-1.6z"
        />
      </svg>
      <span className="visually-hidden">{t('label')}</span>
    </a>
  );
}
