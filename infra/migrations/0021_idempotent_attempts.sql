-- What a retried request needs to answer what happened (command-service/src/lib/idempotency.ts).
-- request_hash: a hash of the request (body and If-Match): the same key with another request is refused
--   (422) instead of answered with the first one's result.
-- owner: the attempt running the request (NULL once it finished, or when it failed); alive_at: when that
--   attempt last said it is still running (it does so every second). A retry waits for a live attempt,
--   answers 409 "still in progress" with Retry-After when it takes long, and takes over one whose owner
--   stopped saying so (its process died): the claim is never left half-held.
-- ids: the identifiers the attempt allocated, by kind, in order, saved before each append that follows a
--   new one. An attempt that takes over gets the same ones again, so when the first attempt's append did
--   land (its command id is stored), the retry answers the first attempt's id instead of a fresh one.
ALTER TABLE idempotent_requests
  ADD COLUMN request_hash text,
  ADD COLUMN owner text,
  ADD COLUMN alive_at timestamptz,
  ADD COLUMN ids jsonb;
