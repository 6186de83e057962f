-- When an access token was first used (stamped by its first check, `TokenService.caller`). A
-- refresh token presented again within the retry grace (a reload that lost the answer) may take
-- the place of the pair it was traded for only while that pair is unused. The retry looked at
-- the refresh tokens alone, so within the grace an old cookie could be replayed again and again,
-- each time cutting off the legitimate client's newest cookie, though its access token was in
-- use (an attacker probe).
ALTER TABLE oauth_access_token ADD COLUMN used_at timestamptz;

-- Stamping a token changes nothing about who it belongs to: the 'auth' notice, which empties
-- every instance's cache of callers, stays for revocations, deletions and their like.
DROP TRIGGER oauth_access_token_auth_changed ON oauth_access_token;
CREATE TRIGGER oauth_access_token_auth_changed
  AFTER UPDATE OF token_hash, usuario_id, client_id, expires_at, revoked, family_id OR DELETE OR TRUNCATE
  ON oauth_access_token
  FOR EACH STATEMENT EXECUTE FUNCTION hangar_notify_change('auth');
