-- Tamper evidence for the event log: every event carries a SHA-256 hash chaining it to the
-- event before it in the global log. Whoever rewrites a stored event (a superuser can drop the
-- append-only trigger) breaks the chain at that position, or has to rewrite every later hash too, which
-- a head written down earlier by an auditor (GET /api/audit/log) then gives away. `npm run verify-log`
-- recomputes the chain (infra/src/event-store/chain.ts).
--
-- hash(n) = sha256(hash(n-1) || field(position) || field(stream_id) || field(stream_version)
--                  || field(type) || field(data::text) || field(metadata::text))
-- hash(0) = 32 zero bytes (genesis)
-- field(t) = the decimal byte length of t in UTF-8, ':', then t in UTF-8
-- The length prefix makes the field boundaries unambiguous whatever the fields contain. jsonb's text
-- form is canonical (keys in jsonb's fixed order, whitespace normalised): it is what is stored, so
-- sealed personal data is hashed sealed and destroying its key (crypto-shredding) leaves the chain whole.
-- chainHash in chain.ts must stay byte for byte the same as es_chain_hash below.

ALTER TABLE es_events ADD COLUMN hash bytea;

-- The head of the chain: the last chained position and its hash. One row, moved by every insert.
CREATE TABLE es_chain (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  position bigint NOT NULL,
  hash bytea NOT NULL
);
INSERT INTO es_chain (id, position, hash) VALUES (true, 0, decode(repeat('00', 32), 'hex'));

CREATE FUNCTION es_chain_field(value text) RETURNS bytea LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT convert_to(octet_length(convert_to(value, 'UTF8'))::text || ':', 'UTF8') || convert_to(value, 'UTF8')
$$;

CREATE FUNCTION es_chain_hash(
  prev bytea, event_position bigint, event_stream text, event_version integer, event_type text,
  event_data jsonb, event_metadata jsonb
) RETURNS bytea LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT sha256(
    prev || es_chain_field(event_position::text) || es_chain_field(event_stream)
      || es_chain_field(event_version::text) || es_chain_field(event_type)
      || es_chain_field(event_data::text) || es_chain_field(event_metadata::text)
  )
$$;

-- Existing logs (development databases) are chained in position order. The append-only trigger is
-- off only for this backfill, inside the migration's transaction.
ALTER TABLE es_events DISABLE TRIGGER es_events_append_only;
DO $$
DECLARE
  event record;
  head bytea := decode(repeat('00', 32), 'hex');
  last_position bigint := 0;
  counter bigint := (SELECT position FROM es_global);
BEGIN
  FOR event IN SELECT position, stream_id, stream_version, type, data, metadata FROM es_events ORDER BY position LOOP
    head := es_chain_hash(head, event.position, event.stream_id, event.stream_version, event.type, event.data, event.metadata);
    UPDATE es_events SET hash = head WHERE position = event.position;
    last_position := event.position;
  END LOOP;
  -- The next append must continue at the counter: if the two disagree the log lost its tail, and a
  -- chain over it would hide that.
  IF last_position <> counter THEN
    RAISE EXCEPTION 'es_events ends at position % but es_global is at %: the log is not whole', last_position, counter;
  END IF;
  UPDATE es_chain SET position = last_position, hash = head WHERE id;
END;
$$;
ALTER TABLE es_events ENABLE TRIGGER es_events_append_only;
ALTER TABLE es_events ALTER COLUMN hash SET NOT NULL;

-- Every insert links to the head. Appends already hold the es_global row until commit
-- (PostgresEventStore.appendMany), so locking the head row adds no contention; requiring the next
-- position keeps the chain in position order (appendMany inserts its rows in that order).
-- The head is carried from row to row of one statement in a transaction-local setting and written to
-- es_chain once, after the statement: updating the one es_chain row for every event would leave a
-- version of it per event that the transaction's later updates have to step over (a 2,000-event append
-- took 240 ms that way, 8,000 took 1.4 s; carried, 100 ms and 390 ms). The carried value names its
-- transaction, so a value left in the session by anyone else is never taken for the head.
CREATE FUNCTION es_events_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  carried text[] := string_to_array(current_setting('es_chain.head', true), ':');
  head_position bigint;
  head_hash bytea;
BEGIN
  IF carried[1] IS NOT DISTINCT FROM pg_current_xact_id()::text THEN
    head_position := carried[2]::bigint;
    head_hash := decode(carried[3], 'hex');
  ELSE
    SELECT position, hash INTO head_position, head_hash FROM es_chain WHERE id FOR UPDATE;
  END IF;
  IF NEW.position IS DISTINCT FROM head_position + 1 THEN
    RAISE EXCEPTION 'es_events: position % does not follow the chain head %', NEW.position, head_position;
  END IF;
  NEW.hash := es_chain_hash(head_hash, NEW.position, NEW.stream_id, NEW.stream_version, NEW.type, NEW.data, NEW.metadata);
  PERFORM set_config('es_chain.head', concat_ws(':', pg_current_xact_id(), NEW.position, encode(NEW.hash, 'hex')), true);
  RETURN NEW;
END;
$$;

CREATE FUNCTION es_events_chain_head() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  carried text[] := string_to_array(current_setting('es_chain.head', true), ':');
BEGIN
  IF carried[1] IS NOT DISTINCT FROM pg_current_xact_id()::text THEN
    UPDATE es_chain SET position = carried[2]::bigint, hash = decode(carried[3], 'hex') WHERE id;
    -- the next statement of this transaction reads the head from es_chain again
    PERFORM set_config('es_chain.head', '', true);
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER es_events_chain
  BEFORE INSERT ON es_events
  FOR EACH ROW EXECUTE FUNCTION es_events_chain();

CREATE TRIGGER es_events_chain_head
  AFTER INSERT ON es_events
  FOR EACH STATEMENT EXECUTE FUNCTION es_events_chain_head();
