-- Sessions (issue 16): refresh-token families and the sign-in throttle. Numbered after the issue
-- so that it cannot collide with the migrations other branches of the same wave add.

-- A family is every token pair issued from one sign-in through its refresh rotations. Reusing a
-- rotated refresh token revokes the whole family (the pair issued at that rotation too).
ALTER TABLE oauth_access_token ADD COLUMN family_id text;
UPDATE oauth_access_token SET family_id = 'legacy-' || id WHERE family_id IS NULL;
ALTER TABLE oauth_access_token ALTER COLUMN family_id SET NOT NULL;
CREATE INDEX oauth_access_token_family_idx ON oauth_access_token (family_id);

-- Failed sign-ins per key ('account:<e-mail>' or 'address:<ip>'), shared by every instance of the
-- server: a fixed window that starts at the first failure; reaching the limit blocks the key.
CREATE TABLE login_throttle (
  key text PRIMARY KEY,
  failures integer NOT NULL,
  window_started_at timestamptz NOT NULL,
  blocked_until timestamptz
);
CREATE INDEX login_throttle_window_idx ON login_throttle (window_started_at);
