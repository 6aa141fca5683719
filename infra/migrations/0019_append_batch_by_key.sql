-- es_append_batch (0018) completed the command rows of a group commit with one UPDATE joined to the
-- batch's parts, which PostgreSQL planned as a hash join over a sequential scan of es_commands: every
-- group commit read the whole table of command ids (a programme's every command), so appends slowed as
-- the log grew (2,968 → 1,376 appends/s within 18 s of appending). Each fresh part's row is
-- now completed by its key, and each part's position is computed instead of read back. Same signature,
-- same answers.
CREATE OR REPLACE FUNCTION es_append_batch(
  parts jsonb,
  e_part integer[],
  e_ids uuid[],
  e_types text[],
  e_data jsonb[],
  e_metadata jsonb[],
  k_part integer[],
  k_kinds text[],
  k_keys text[],
  channel text
)
RETURNS TABLE (request integer, part integer, status text, version integer, "position" bigint, current_version integer)
LANGUAGE plpgsql AS $$
DECLARE
  a_request integer[] := '{}';
  a_part integer[] := '{}';
  a_status text[] := '{}';
  a_version integer[] := '{}';
  a_position bigint[] := '{}';
  a_current integer[] := '{}';
  fresh_parts integer[] := '{}';
  fresh_versions integer[] := '{}';
  -- by part index (1-based: part + 1): the position of the part's last event, once it has one
  last_positions bigint[] := '{}';
  r record;
  total integer := 0;
  head bigint;
  x integer;
BEGIN
  FOR r IN SELECT * FROM es_prepare_appends(parts) LOOP
    a_request := a_request || r.request;
    a_part := a_part || r.part;
    a_status := a_status || r.status;
    a_version := a_version || r.version;
    a_position := a_position || r."position";
    a_current := a_current || r.current_version;
    IF r.status = 'fresh' THEN
      fresh_parts := fresh_parts || r.part;
      fresh_versions := fresh_versions || r.version;
    END IF;
  END LOOP;

  IF cardinality(fresh_parts) > 0 THEN
    total := (SELECT count(*) FROM unnest(e_part) AS e(p) WHERE e.p = ANY (fresh_parts));
  END IF;
  IF total > 0 THEN
    UPDATE es_global SET "position" = es_global."position" + total RETURNING es_global."position" INTO head;
    WITH ev AS (
      SELECT e.p, e.id, e.type, e.data, e.meta, e.ord,
             row_number() OVER (ORDER BY e.ord) AS k,
             row_number() OVER (PARTITION BY e.p ORDER BY e.ord) AS i
        FROM unnest(e_part, e_ids, e_types, e_data, e_metadata) WITH ORDINALITY AS e(p, id, type, data, meta, ord)
       WHERE e.p = ANY (fresh_parts)
    ), fresh AS (
      SELECT f.p, f.v FROM unnest(fresh_parts, fresh_versions) AS f(p, v)
    ), inserted AS (
      INSERT INTO es_events ("position", stream_id, stream_version, event_id, type, data, metadata)
      SELECT head - total + ev.k, parts -> ev.p ->> 's', f.v - (parts -> ev.p ->> 'n')::integer + ev.i::integer,
             ev.id, ev.type, ev.data, ev.meta
        FROM ev JOIN fresh f ON f.p = ev.p
       ORDER BY ev.ord -- in position order: each row's hash links to the one before (0013_event_chain.sql)
    ), keys AS ( -- fresh ids (AppendOptions.keys), so ON CONFLICT never drops a key of this batch
      INSERT INTO unique_keys (kind, key, owner)
      SELECT k.kind, lower(k.key), parts -> k.p ->> 's'
        FROM unnest(k_part, k_kinds, k_keys) AS k(p, kind, key)
       WHERE k.p = ANY (fresh_parts)
      ON CONFLICT DO NOTHING
    )
    SELECT array_agg(l.last ORDER BY l.p) INTO last_positions
      FROM (SELECT gs.p, max(head - total + ev.k) AS last
              FROM generate_series(0, jsonb_array_length(parts) - 1) AS gs(p)
              LEFT JOIN ev ON ev.p = gs.p
             GROUP BY gs.p) l;
    FOR x IN 1 .. cardinality(fresh_parts) LOOP
      UPDATE es_commands c SET version = fresh_versions[x], "position" = last_positions[fresh_parts[x] + 1]
       WHERE c.command_id = parts -> fresh_parts[x] ->> 'c';
    END LOOP;
    PERFORM pg_notify(channel, head::text);
  END IF;

  FOR x IN 1 .. coalesce(array_length(a_part, 1), 0) LOOP
    request := a_request[x];
    part := a_part[x];
    status := a_status[x];
    version := a_version[x];
    current_version := a_current[x];
    IF status = 'fresh' THEN
      "position" := last_positions[part + 1];
    ELSE
      "position" := a_position[x];
    END IF;
    RETURN NEXT;
  END LOOP;
END;
$$;
