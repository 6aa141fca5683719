-- One statement per group commit. A group commit had taken four round trips (BEGIN, the
-- claims and compare-and-sets of es_prepare_appends, the insert of the events, COMMIT); this function
-- does all of it in one, so it runs as a single autocommit statement: the claims and compare-and-sets
-- (es_prepare_appends, each append in its own subtransaction as before), then, for the appends that
-- passed, the positions under the es_global row lock (held until the statement's transaction commits,
-- so positions still become visible in order and without gaps), their events in position order (the
-- hash chain links each to the one before), their index keys (AppendOptions.keys), the command rows'
-- results, and the notification, delivered at commit.
--
-- parts: as es_prepare_appends. The events of every part, fresh or not, in part order: e_part (the
-- part's index in `parts`), e_ids, e_types, e_data, e_metadata. The index keys: k_part, k_kinds, k_keys.
-- Answers es_prepare_appends' rows, with each fresh part's position (of its last event) filled in.
CREATE FUNCTION es_append_batch(
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
  r record;
  total integer;
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

  SELECT count(*) INTO total FROM unnest(e_part) AS e(p) WHERE e.p = ANY (fresh_parts);
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
    UPDATE es_commands c SET version = f.v, "position" = head - total + l.k
      FROM fresh f JOIN (SELECT ev.p, max(ev.k) AS k FROM ev GROUP BY ev.p) l ON l.p = f.p
     WHERE c.command_id = parts -> f.p ->> 'c';
    PERFORM pg_notify(channel, head::text);
  END IF;

  FOR x IN 1 .. coalesce(array_length(a_part, 1), 0) LOOP
    request := a_request[x];
    part := a_part[x];
    status := a_status[x];
    version := a_version[x];
    current_version := a_current[x];
    IF status = 'fresh' THEN
      SELECT c."position" INTO "position" FROM es_commands c WHERE c.command_id = parts -> part ->> 'c';
    ELSE
      "position" := a_position[x];
    END IF;
    RETURN NEXT;
  END LOOP;
END;
$$;
