'use client';

import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import styles from './auth.module.css';

export type AuthTab = 'login' | 'register';
const TABS: readonly AuthTab[] = ['login', 'register'];

/**
 * The login and register tabs of /login-register (S2-44; `?tab=register` opens the register tab, S2-45): the ARIA tabs
 * pattern (arrow keys, Home and End move between the tabs; only the selected tab is in the tab order). Both forms go to
 * `returnTo` (checked by the page) after success.
 */
export function AuthTabs({ initial, returnTo }: { initial: AuthTab; returnTo: string | null }) {
  const t = useTranslations('Auth');
  const [tab, setTab] = useState<AuthTab>(initial);
  const id = useId();
  const refs = useRef<Record<AuthTab, HTMLButtonElement | null>>({ login: null, register: null });

  const select = (next: AuthTab, focus: boolean) => {
    setTab(next);
    if (focus) refs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.indexOf(tab);
    const next =
      event.key === 'ArrowRight' ? TABS[(index + 1) % TABS.length]
        : event.key === 'ArrowLeft' ? TABS[(index + TABS.length - 1) % TABS.length]
          : event.key === 'Home' ? TABS[0]
            : event.key === 'End' ? TABS[TABS.length - 1]
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    select(next, true);
  };

  return (
    <div>
      <div role="tablist" aria-label={t('tabsLabel')} className={styles.tabs}>
        {TABS.map((name) => (
          <button
            key={name}
            ref={(element) => {
              refs.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${name}-tab`}
            aria-selected={tab === name}
            aria-controls={`${id}-${name}-panel`}
            tabIndex={tab === name ? 0 : -1}
            className={styles.tab}
            onClick={() => select(name, false)}
            onKeyDown={onKeyDown}
          >
            {name === 'login' ? t('loginTab') : t('registerTab')}
          </button>
        ))}
      </div>
      {TABS.map((name) => (
        <div key={name} role="tabpanel" id={`${id}-${name}-panel`} aria-labelledby={`${id}-${name}-tab`} hidden={tab !== name} tabIndex={0}>
          <h2>{name === 'login' ? t('loginHeading') : t('registerHeading')}</h2>
          {tab === name ? name === 'login' ? <LoginForm returnTo={returnTo} /> : <RegisterForm returnTo={returnTo} onShowLogin={() => select('login', true)} /> : null}
        </div>
      ))}
    </div>
  );
}
