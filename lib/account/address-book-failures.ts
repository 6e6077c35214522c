/**
 * What the address book says when a call of the browser fails (spec section 8): each action its own 'failed to …'
 * text (S8-16 add, S8-17 update, S8-18 delete, S8-19 save of the default address, S8-20 fetching the list), the
 * default address refusal (S5-38), and 'unknown error' (S8-21) for an answer the page cannot read (no connection, an
 * unexpected status). Pure: the page's client component uses it.
 */
export type AddressAction = 'add' | 'update' | 'delete' | 'default' | 'fetch';

export type AddressFailureKey = 'failedAdd' | 'failedUpdate' | 'failedDelete' | 'failedSave' | 'fetchError' | 'unknownError' | 'defaultNotDeletable';

const ACTION_FAILURE: Readonly<Record<AddressAction, AddressFailureKey>> = {
  add: 'failedAdd',
  update: 'failedUpdate',
  delete: 'failedDelete',
  default: 'failedSave',
  fetch: 'fetchError',
};

/** The failure text of an answer: `status` null when no answer came, `error` the answer's `{error}` code. */
export function addressFailureKey(action: AddressAction, status: number | null, error: string | null): AddressFailureKey {
  if (status === null) return 'unknownError';
  if (error === 'default-address') return 'defaultNotDeletable';
  if (error === 'failed' || error === 'not-found' || status >= 500) return ACTION_FAILURE[action];
  return 'unknownError';
}
