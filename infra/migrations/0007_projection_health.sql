-- A read model that fails on an event keeps retrying; while it fails, this says where and why, so the
-- health route, the SuperAdmin's bell and read-your-writes (which stops waiting for it) can tell.
ALTER TABLE projection_checkpoints
  ADD COLUMN failing_since timestamptz,
  ADD COLUMN failed_position bigint,
  ADD COLUMN last_error text,
  ADD COLUMN attempts integer NOT NULL DEFAULT 0;
