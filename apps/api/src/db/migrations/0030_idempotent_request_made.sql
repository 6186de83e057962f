-- A create's record is made in its own transaction; its answer is kept by a statement after the
-- commit. `feito` is set in the create's transaction, so a claim left unfinished between the two
-- (the database lost in that instant) still says the record exists, and a retry is not run again.
ALTER TABLE idempotent_request ADD COLUMN feito boolean NOT NULL DEFAULT false;
