-- Group commit: the PostgreSQL event store gathers the appends that arrive while one is
-- committing and commits them together, in one transaction and one trip through the es_global counter.
-- es_prepare_appends claims the command ids and moves the stream versions of every append of such a
-- batch in one round trip. Each append (its parts, `r` the same) runs in its own subtransaction: one
-- whose compare-and-set fails is rolled back alone (its claims too) and reported as a conflict, so a
-- stale append never fails the others it was batched with.
--
-- parts: [{ "r": append index, "c": command id, "s": stream id, "k": "noStream" | "exact" | "any",
--           "v": expected version (exact), "n": number of events }], in append order.
-- Answers one row per part of an append that passed (status 'fresh' with the stream's new version, or
-- 'duplicate' with the first append's stored version and position), and one row for an append that
-- conflicted (status 'conflict', the part that failed and the stream's current version, -1: no stream).
CREATE FUNCTION es_prepare_appends(parts jsonb)
RETURNS TABLE (request integer, part integer, status text, version integer, "position" bigint, current_version integer)
LANGUAGE plpgsql AS $$
DECLARE
  total integer := jsonb_array_length(parts);
  i integer := 0;
  j integer;
  req integer;
  p jsonb;
  claimed text;
  moved integer;
  stored_version integer;
  stored_position bigint;
  statuses text[];
  versions integer[];
  positions bigint[];
  failed integer;
  current integer;
BEGIN
  WHILE i < total LOOP
    req := (parts -> i ->> 'r')::integer;
    j := i;
    statuses := '{}';
    versions := '{}';
    positions := '{}';
    BEGIN
      WHILE j < total AND (parts -> j ->> 'r')::integer = req LOOP
        p := parts -> j;
        INSERT INTO es_commands (command_id, stream_id) VALUES (p ->> 'c', p ->> 's')
          ON CONFLICT (command_id) DO NOTHING RETURNING command_id INTO claimed;
        IF claimed IS NULL THEN
          SELECT c.version, c.position INTO stored_version, stored_position
            FROM es_commands c WHERE c.command_id = p ->> 'c';
          IF stored_version IS NULL THEN
            RAISE EXCEPTION 'Command % has no stored result', p ->> 'c';
          END IF;
          statuses := statuses || 'duplicate'::text;
          versions := versions || stored_version;
          positions := positions || stored_position;
        ELSE
          moved := NULL;
          IF p ->> 'k' = 'noStream' THEN
            INSERT INTO es_streams (stream_id, version) VALUES (p ->> 's', (p ->> 'n')::integer - 1)
              ON CONFLICT (stream_id) DO NOTHING RETURNING es_streams.version INTO moved;
          ELSIF p ->> 'k' = 'exact' THEN
            UPDATE es_streams s SET version = s.version + (p ->> 'n')::integer
             WHERE s.stream_id = p ->> 's' AND s.version = (p ->> 'v')::integer
            RETURNING s.version INTO moved;
          ELSE
            INSERT INTO es_streams (stream_id, version) VALUES (p ->> 's', (p ->> 'n')::integer - 1)
              ON CONFLICT (stream_id) DO UPDATE SET version = es_streams.version + (p ->> 'n')::integer
            RETURNING es_streams.version INTO moved;
          END IF;
          IF moved IS NULL THEN
            failed := j;
            RAISE EXCEPTION USING ERRCODE = 'PM409', MESSAGE = 'es_prepare_appends: wrong expected version';
          END IF;
          statuses := statuses || 'fresh'::text;
          versions := versions || moved;
          positions := positions || NULL::bigint;
        END IF;
        j := j + 1;
      END LOOP;
      FOR k IN 1 .. coalesce(array_length(statuses, 1), 0) LOOP
        request := req;
        part := i + k - 1;
        status := statuses[k];
        version := versions[k];
        "position" := positions[k];
        current_version := NULL;
        RETURN NEXT;
      END LOOP;
    EXCEPTION WHEN SQLSTATE 'PM409' THEN
      SELECT s.version INTO current FROM es_streams s WHERE s.stream_id = parts -> failed ->> 's';
      request := req;
      part := failed;
      status := 'conflict';
      version := NULL;
      "position" := NULL;
      current_version := coalesce(current, -1);
      RETURN NEXT;
    END;
    -- the next append starts where this one's parts end
    WHILE j < total AND (parts -> j ->> 'r')::integer = req LOOP
      j := j + 1;
    END LOOP;
    i := j;
  END LOOP;
END;
$$;
