-- Payment tables (packages/server/src/payments/schema.ts). No column holds a card number or
-- security code; last4 is checked to be exactly four digits.

CREATE TABLE IF NOT EXISTS payment_idempotency (
  key text PRIMARY KEY,
  request_hash text NOT NULL,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS sandbox_cards (
  card_token text PRIMARY KEY,
  last4 text NOT NULL,
  card_type text NOT NULL,
  expiry_month integer NOT NULL,
  expiry_year integer NOT NULL,
  scenario text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT sandbox_cards_last4_four_digits CHECK (last4 ~ '^[0-9]{4}$')
);

CREATE TABLE IF NOT EXISTS sandbox_payments (
  payment_id text PRIMARY KEY,
  card_token text NOT NULL REFERENCES sandbox_cards (card_token),
  reference text NOT NULL,
  amount_pence integer NOT NULL,
  status text NOT NULL,
  error_code text,
  md text UNIQUE,
  return_url text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
