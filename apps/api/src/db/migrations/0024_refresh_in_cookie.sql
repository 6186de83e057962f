-- Whether a refresh token was handed out in the HttpOnly cookie (cookie mode) rather than in a
-- response body. Only such a token may be presented again within the retry grace (a reload that
-- lost the answer): a token handed out in a body, which a script or a proxy log may hold, is
-- always a reuse when presented twice, even when it is sent back dressed as a cookie.
ALTER TABLE oauth_refresh_token ADD COLUMN in_cookie boolean NOT NULL DEFAULT false;
