-- Browsers a user has signed in on (issue 16: an account kept locked by guesses). A browser that
-- signed in holds a random token in the HttpOnly `hangar_device` cookie, stored here only as its
-- SHA-256. Its password attempts for that user are counted under the device, not under the
-- account and the address, which anyone may fill with wrong guesses.
CREATE TABLE login_device (
  token_hash text PRIMARY KEY,
  usuario_id integer NOT NULL REFERENCES usuario (id) ON DELETE CASCADE,
  -- The latest sign-in there: a browser not seen for a year is forgotten.
  signed_in_at timestamptz NOT NULL
);
CREATE INDEX login_device_usuario ON login_device (usuario_id, signed_in_at);
