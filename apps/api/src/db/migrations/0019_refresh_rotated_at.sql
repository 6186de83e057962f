-- When a refresh token was rotated (used for a new pair), as opposed to revoked by a sign-out, a
-- password change or a family revocation. A cookie-mode refresh whose answer never reached the
-- browser (a reload aborted it after the server rotated the cookie) presents the rotated token
-- again a moment later: within a short grace, and while its successor is still unused, that is a
-- retry, not a theft (see TokenService.refresh).
ALTER TABLE oauth_refresh_token ADD COLUMN rotated_at timestamptz;
