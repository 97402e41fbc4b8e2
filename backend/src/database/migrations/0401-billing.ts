export default /* sql */ `
CREATE TABLE billing_customers (
  user_id uuid PRIMARY KEY,
  customer_id text NOT NULL,
  provider text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX billing_customers_customer_id ON billing_customers (customer_id);

CREATE TABLE billing_subscriptions (
  subscription_id text PRIMARY KEY,
  user_id uuid NOT NULL,
  provider text NOT NULL,
  tier text NOT NULL,
  status text NOT NULL,
  current_period_end timestamptz,
  cancel_at_period_end boolean NOT NULL DEFAULT false,
  started_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX billing_subscriptions_user_id ON billing_subscriptions (user_id, started_at);
`;
