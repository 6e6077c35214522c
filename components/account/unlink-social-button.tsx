'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { BusyButton } from '@/components/forms/busy-button';

/** Unlinks the social account (S4-56): `POST /api/account/social/unlink`, then the page is read again. */
export function UnlinkSocialButton() {
  const t = useTranslations('SocialLogin');
  const router = useRouter();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const unlink = async () => {
    setState('busy');
    const response = await fetch('/api/account/social/unlink', { method: 'POST', credentials: 'same-origin' }).catch(() => null);
    if (!response?.ok) {
      setState('failed');
      return;
    }
    router.replace('/account/connections?result=unlinked');
    router.refresh();
  };
  return (
    <>
      <BusyButton type="button" onClick={() => void unlink()} busy={state === 'busy'}>
        {t('unlink')}
      </BusyButton>
      {state === 'failed' ? <p role="alert">{t('resultFailed')}</p> : null}
    </>
  );
}
