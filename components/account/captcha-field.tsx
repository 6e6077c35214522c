'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type {} from 'altcha/types/react';
import 'altcha/altcha.css';

/** The algorithm of our challenges (lib/account/captcha.ts) and its worker, served from the shop's own origin. */
const ALGORITHM = 'PBKDF2/SHA-256';
const WORKER_URL = '/api/account/captcha-worker';
const CHALLENGE_URL = '/api/account/captcha';
const STRING_KEYS = [
  'ariaLinkLabel', 'enterCode', 'enterCodeAria', 'error', 'expired', 'footer', 'getAudioChallenge', 'label', 'loading', 'reload', 'verify',
  'verificationRequired', 'verified', 'verifying', 'waitAlert',
] as const;

let loading: Promise<unknown> | null = null;

/** Loads the widget (the build without inline workers) once and registers our worker: no blob: worker, no third party. */
function loadWidget(): Promise<unknown> {
  loading ??= import('altcha/external').then(() => {
    globalThis.$altcha.algorithms.set(ALGORITHM, () => new Worker(WORKER_URL));
  });
  return loading;
}

/**
 * The captcha of registration and password reset (S5-37): ALTCHA's proof-of-work widget, a checkbox a shopper ticks
 * (keyboard and screen readers included); the browser solves our server's challenge in a worker and the payload goes
 * with the form. `resetKey` changes after a refused submission, so a fresh challenge is asked for (each is single use).
 */
export function CaptchaField({ onPayload, resetKey }: { onPayload: (payload: string | null) => void; resetKey: number }) {
  const t = useTranslations('Auth');
  const locale = useLocale();
  // The widget looks languages up in lower case.
  const language = `shop-${locale.toLowerCase()}`;
  const [ready, setReady] = useState(false);
  const ref = useRef<HTMLElement | null>(null);
  const labelId = useId();

  useEffect(() => {
    let active = true;
    void loadWidget().then(() => {
      const strings = Object.fromEntries(STRING_KEYS.map((key) => [key, t(`captcha.${key}`)]));
      globalThis.$altcha.i18n.set(language, strings);
      if (active) setReady(true);
    });
    return () => {
      active = false;
    };
  }, [language, t]);

  useEffect(() => {
    const element = ref.current;
    if (!element || !ready) return;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: string; payload?: string | null }>).detail;
      onPayload(detail?.state === 'verified' && typeof detail.payload === 'string' ? detail.payload : null);
    };
    element.addEventListener('statechange', onState);
    return () => element.removeEventListener('statechange', onState);
  }, [ready, onPayload, resetKey]);

  return (
    <div role="group" aria-labelledby={labelId}>
      <span id={labelId} className="visually-hidden">
        {t('captchaLabel')}
      </span>
      {ready ? (
        <div key={resetKey}>
          <altcha-widget
            ref={ref}
            challenge={CHALLENGE_URL}
            language={language}
            name="captcha"
            configuration={JSON.stringify({ hideFooter: true, hideLogo: true })}
            data-testid="captcha"
          />
        </div>
      ) : (
        <p>{t('captcha.loading')}</p>
      )}
    </div>
  );
}
