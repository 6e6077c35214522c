/**
 * Tables of the payment providers' sandboxes (backend/payments). Two sides share the database but not their rows:
 * - the shop's side (`sandbox_merchant_*`): what the shop started with a provider and which signed outcome it has
 *   accepted (the first one wins), plus the provider events it has received (replays are ignored);
 * - the providers' side (`sandbox_paypal_order`, `sandbox_stripe_*`, `sandbox_globalpayments_request`,
 *   `sandbox_klarna_session`): the state a real provider keeps on its own servers.
 * Created with IF NOT EXISTS whenever a writable database is opened, so existing database files get them too.
 */
export const SANDBOX_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS sandbox_merchant_payment (
  provider TEXT NOT NULL, provider_ref TEXT NOT NULL,
  order_id INTEGER NOT NULL, order_ref TEXT NOT NULL, order_number TEXT NOT NULL,
  amount_minor INTEGER NOT NULL, currency TEXT NOT NULL, locale TEXT NOT NULL, email TEXT NOT NULL,
  return_base TEXT NOT NULL, created_at TEXT NOT NULL,
  cancel_requested INTEGER NOT NULL DEFAULT 0,
  outcome TEXT CHECK (outcome IN ('paid', 'failed', 'cancelled')), outcome_at TEXT, transaction_id TEXT,
  PRIMARY KEY (provider, provider_ref)
);
CREATE TABLE IF NOT EXISTS sandbox_merchant_event (
  provider TEXT NOT NULL, event_id TEXT NOT NULL, received_at TEXT NOT NULL, PRIMARY KEY (provider, event_id)
);

CREATE TABLE IF NOT EXISTS sandbox_paypal_order (
  id TEXT PRIMARY KEY,
  status TEXT NOT NULL CHECK (status IN ('CREATED', 'APPROVED', 'COMPLETED')),
  amount_minor INTEGER NOT NULL, currency TEXT NOT NULL, reference_id TEXT NOT NULL, description TEXT NOT NULL,
  return_url TEXT NOT NULL, cancel_url TEXT NOT NULL,
  payer_id TEXT, payer_email TEXT, decline_issue TEXT, capture_id TEXT,
  create_time TEXT NOT NULL, expire_time TEXT NOT NULL, update_time TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS sandbox_stripe_session (
  id TEXT PRIMARY KEY,
  status TEXT NOT NULL CHECK (status IN ('open', 'complete', 'expired')),
  payment_status TEXT NOT NULL CHECK (payment_status IN ('paid', 'unpaid')),
  amount_total INTEGER NOT NULL, currency TEXT NOT NULL, client_reference_id TEXT NOT NULL, customer_email TEXT NOT NULL,
  description TEXT NOT NULL, success_url TEXT NOT NULL, cancel_url TEXT NOT NULL, failure_url TEXT NOT NULL,
  payment_intent TEXT, created INTEGER NOT NULL, expires_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS sandbox_stripe_event (
  id TEXT PRIMARY KEY, type TEXT NOT NULL, session_id TEXT NOT NULL, created INTEGER NOT NULL, delivery_status INTEGER
);

CREATE TABLE IF NOT EXISTS sandbox_globalpayments_request (
  merchant_id TEXT NOT NULL, order_id TEXT NOT NULL, account TEXT NOT NULL,
  amount INTEGER NOT NULL, currency TEXT NOT NULL, timestamp TEXT NOT NULL, response_url TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'authorised', 'declined', 'cancelled')),
  result TEXT, message TEXT, pasref TEXT, authcode TEXT, created_at TEXT NOT NULL,
  PRIMARY KEY (merchant_id, order_id)
);

CREATE TABLE IF NOT EXISTS sandbox_klarna_session (
  session_id TEXT PRIMARY KEY,
  status TEXT NOT NULL CHECK (status IN ('WAITING', 'COMPLETED', 'CANCELLED', 'FAILED')),
  order_amount INTEGER NOT NULL, purchase_currency TEXT NOT NULL, locale TEXT NOT NULL,
  merchant_reference1 TEXT NOT NULL, merchant_reference2 TEXT NOT NULL,
  success_url TEXT NOT NULL, cancel_url TEXT NOT NULL, failure_url TEXT NOT NULL, status_update_path TEXT NOT NULL,
  authorization_token TEXT, klarna_order_id TEXT, created_at TEXT NOT NULL, expires_at TEXT NOT NULL
);
`;
