-- The read-your-writes position moved from the session row to the `pm.pos` cookie, so a command no
-- longer rewrites its session's row (one statement less per command).
ALTER TABLE sessions DROP COLUMN IF EXISTS last_position;
