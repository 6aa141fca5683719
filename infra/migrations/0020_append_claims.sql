-- Unique claims taken by the append itself. A participant ID, a username, a project code or an asset ID
-- was reserved in unique_keys by a statement of its own before its stream's first event was appended,
-- and given up again by another if the append failed: a process killed between the two left a claim
-- without its stream, which refused the key to everyone for good (409 "... is already in use", while the
-- register showed no such record). The claims now travel with the append (AppendOptions.claims, the
-- part's "u": [[kind, key], ...]) and are taken in its subtransaction, after its compare-and-set: they
-- commit with its events or not at all. Keys the stream gives up (a rename's old name, a deleted asset's
-- ID: "x") are released in the same subtransaction.
--
-- A key held by another stream refuses the append alone (status 'taken', current_version: the index of
-- the key in the part's "u"), as a stale version does, storing nothing of it. A key held by a stream that
-- does not exist, for over a minute, is a claim orphaned before this change (or by an import whose
-- append failed): it is taken over. Within the minute it may belong to an append still on its way
-- (imports and the KurrentDB adapter still reserve before they append), so it counts as taken.
--
-- Same signature and answers as 0016 otherwise; es_append_batch (0019) treats 'taken' as it treats
-- 'conflict': the append's events are not written.
CREATE OR REPLACE FUNCTION es_prepare_appends(parts jsonb)
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
  taken_key integer;
  current integer;
  c integer;
  holder text;
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
          SELECT c2.version, c2.position INTO stored_version, stored_position
            FROM es_commands c2 WHERE c2.command_id = p ->> 'c';
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
          FOR c IN 0 .. coalesce(jsonb_array_length(p -> 'x'), 0) - 1 LOOP
            DELETE FROM unique_keys u
             WHERE u.kind = p -> 'x' -> c ->> 0 AND u.key = lower(p -> 'x' -> c ->> 1) AND u.owner = p ->> 's';
          END LOOP;
          FOR c IN 0 .. coalesce(jsonb_array_length(p -> 'u'), 0) - 1 LOOP
            holder := NULL;
            INSERT INTO unique_keys AS u (kind, key, owner)
              VALUES (p -> 'u' -> c ->> 0, lower(p -> 'u' -> c ->> 1), p ->> 's')
              ON CONFLICT (kind, key) DO UPDATE SET owner = EXCLUDED.owner, created_at = now()
               WHERE u.owner = EXCLUDED.owner
                  OR (u.created_at < now() - interval '1 minute'
                      AND NOT EXISTS (SELECT 1 FROM es_streams s WHERE s.stream_id = u.owner))
            RETURNING u.owner INTO holder;
            IF holder IS NULL THEN
              failed := j;
              taken_key := c;
              RAISE EXCEPTION USING ERRCODE = 'PM423', MESSAGE = 'es_prepare_appends: unique key taken';
            END IF;
          END LOOP;
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
    EXCEPTION
      WHEN SQLSTATE 'PM409' THEN
        SELECT s.version INTO current FROM es_streams s WHERE s.stream_id = parts -> failed ->> 's';
        request := req;
        part := failed;
        status := 'conflict';
        version := NULL;
        "position" := NULL;
        current_version := coalesce(current, -1);
        RETURN NEXT;
      WHEN SQLSTATE 'PM423' THEN
        request := req;
        part := failed;
        status := 'taken';
        version := NULL;
        "position" := NULL;
        current_version := taken_key;
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
