/**
 * The audit log gets its own projection, 'admin' (admin/admin.projection.ts), instead of being written
 * by 'users'. An entry records the promoted account's e-mail, so admin keeps each account's registered
 * e-mail (admin_user_emails), filled here from the rows 'users' wrote. The new projection starts where
 * 'users' is, so it neither replays nor duplicates anything.
 */
export default /* sql */ `
CREATE TABLE admin_user_emails (
  user_id uuid PRIMARY KEY,
  email text NOT NULL
);
INSERT INTO admin_user_emails (user_id, email) SELECT id, email FROM users;

INSERT INTO projection_checkpoints (name, transaction_id, global_position)
SELECT 'admin', transaction_id, global_position FROM projection_checkpoints WHERE name = 'users'
ON CONFLICT (name) DO NOTHING;
`;
