/**
 * The participants table: the register behind GET /api/participants. participant_births counts the
 * active children of the programme, each region, cluster and project by date of birth ('infinity' when
 * unknown), kept by triggers on participants whichever handler wrote them (a statement's rows at once):
 * the dashboard's age groups add up a few thousand dates instead of passing over every child.
 */
export const tables = ['participants', 'participant_births'];

export const schema = `
    CREATE TABLE participants (
      id integer PRIMARY KEY,
      participant_id text NOT NULL,
      project_id integer NOT NULL,
      cluster_id integer NOT NULL,
      region_id integer NOT NULL,
      first_name text,
      second_name text,
      surname text,
      date_of_birth date,
      gender text NOT NULL,
      parent_guardian_name text,
      care_giver_name text,
      contact_phone text,
      grade_level text,
      monthly_contribution numeric(12,2) NOT NULL,
      planned_exit_date date,
      is_active boolean NOT NULL,
      inactivated_at timestamptz,
      inactivation_reason text,
      deleted boolean NOT NULL DEFAULT false,
      deleted_at timestamptz,
      erased boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      last_position bigint NOT NULL
    );
    CREATE INDEX participants_project_id ON participants (project_id, participant_id, id) WHERE NOT deleted;
    CREATE INDEX participants_cluster_id ON participants (cluster_id, participant_id, id) WHERE NOT deleted;
    CREATE INDEX participants_region_id ON participants (region_id, participant_id, id) WHERE NOT deleted;
    CREATE INDEX participants_listed ON participants (participant_id, id) WHERE NOT deleted;
    CREATE INDEX participants_ages ON participants (region_id, cluster_id, project_id, date_of_birth)
      WHERE is_active AND NOT deleted;
    CREATE TABLE participant_births (
      scope text NOT NULL, scope_id integer NOT NULL, born date NOT NULL, children integer NOT NULL,
      PRIMARY KEY (scope, scope_id, born)
    );
    CREATE OR REPLACE FUNCTION participant_births_add(regions int[], clusters int[], projects int[], born date[], moves int[])
      RETURNS void LANGUAGE sql AS $fn$
      INSERT INTO participant_births (scope, scope_id, born, children)
        SELECT s.scope, s.id, m.born, sum(m.n)
          FROM unnest(regions, clusters, projects, born, moves) AS m(region_id, cluster_id, project_id, born, n)
          CROSS JOIN LATERAL (VALUES ('programme', 0), ('region', m.region_id), ('cluster', m.cluster_id),
                                     ('project', m.project_id)) AS s(scope, id)
         GROUP BY 1, 2, 3 HAVING sum(m.n) <> 0
      ON CONFLICT (scope, scope_id, born) DO UPDATE SET children = participant_births.children + EXCLUDED.children
    $fn$;
    CREATE OR REPLACE FUNCTION participant_births_move() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      -- each branch names only the transition tables its event has (plpgsql plans a statement when it runs)
      IF TG_OP = 'INSERT' THEN
        PERFORM participant_births_add(array_agg(region_id), array_agg(cluster_id), array_agg(project_id),
                                       array_agg(coalesce(date_of_birth, 'infinity')), array_agg(1))
           FROM new_rows WHERE is_active AND NOT deleted;
      ELSIF TG_OP = 'DELETE' THEN
        PERFORM participant_births_add(array_agg(region_id), array_agg(cluster_id), array_agg(project_id),
                                       array_agg(coalesce(date_of_birth, 'infinity')), array_agg(-1))
           FROM old_rows WHERE is_active AND NOT deleted;
      ELSE
        PERFORM participant_births_add(array_agg(region_id), array_agg(cluster_id), array_agg(project_id),
                                       array_agg(coalesce(date_of_birth, 'infinity')), array_agg(n))
           FROM (SELECT region_id, cluster_id, project_id, date_of_birth, 1 AS n
                   FROM new_rows WHERE is_active AND NOT deleted
                 UNION ALL
                 SELECT region_id, cluster_id, project_id, date_of_birth, -1
                   FROM old_rows WHERE is_active AND NOT deleted) AS moved;
      END IF;
      RETURN NULL;
    END
    $fn$;
    CREATE TRIGGER participant_births_insert AFTER INSERT ON participants REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION participant_births_move();
    CREATE TRIGGER participant_births_update AFTER UPDATE ON participants
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION participant_births_move();
    CREATE TRIGGER participant_births_delete AFTER DELETE ON participants REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION participant_births_move();
  `;
