'use client';

import { useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import type { CheckoutCall } from '@/lib/checkout/checkout-client';
import type { CheckoutErrorCode, CheckoutState } from '@/lib/checkout/checkout-state';
import { useFocusRequest } from './use-focus-request';

/**
 * The saving of a step's form, as the address and shipping steps share it: one save at a time (`saving`); `start()`
 * begins a submit (false while a save runs) and clears the last failure; `showSummary()` focuses the error summary
 * (at `summaryRef`). `save(call, onFields)` runs the storefront call: the saved checkout goes to `onSaved`, an empty
 * cart back to /cart, the storefront's field errors to `onFields` with the focus on the summary, and any other
 * refusal becomes the step's `failure`, whose alert (at `failureRef`) takes the focus. The form keeps what was typed.
 */
export function useStepSave(onSaved: (state: CheckoutState) => void) {
  const router = useRouter();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<CheckoutErrorCode | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLParagraphElement>(null);
  const focusOn = useFocusRequest();

  const start = (): boolean => {
    if (saving) return false;
    setFailure(null);
    return true;
  };
  const showSummary = () => focusOn(summaryRef);
  const save = async (call: () => Promise<CheckoutCall<CheckoutState>>, onFields: (fields: Record<string, string>) => void) => {
    setSaving(true);
    const saved = await call();
    setSaving(false);
    if (saved.ok) {
      onSaved(saved.data);
      return;
    }
    if (saved.error.error === 'cart-empty') {
      router.push('/cart');
      return;
    }
    if (saved.error.error === 'invalid' && saved.error.fields) {
      onFields(saved.error.fields);
      focusOn(summaryRef);
      return;
    }
    setFailure(saved.error.error);
    focusOn(failureRef);
  };

  return { saving, failure, summaryRef, failureRef, start, showSummary, save };
}
