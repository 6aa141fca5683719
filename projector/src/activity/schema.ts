/**
 * `activity`: one line per meaningful event, with where it happened: `summary` is its English text,
 * `summary_key` its template ('Payment of {{amount}} recorded for {{label}}', a `msg` key the UI looks up
 * in sw/server.json) and `summary_params` the template's values. `activity_places` remembers where
 * each project, participant, contribution, group, loan and fund sits (and its label), by kind and id.
 */
export const tables = ['activity', 'activity_places'];

export const schema = `
    CREATE TABLE activity_places (
      kind text NOT NULL,
      id integer NOT NULL,
      project_id integer,
      cluster_id integer,
      region_id integer,
      label text,
      PRIMARY KEY (kind, id)
    );
    CREATE TABLE activity (
      position bigint PRIMARY KEY,
      stream_id text NOT NULL,
      type text NOT NULL,
      summary text NOT NULL,
      summary_key text NOT NULL,
      summary_params jsonb NOT NULL,
      actor jsonb NOT NULL,
      occurred_at timestamptz NOT NULL,
      project_id integer,
      cluster_id integer,
      region_id integer
    );
    CREATE INDEX activity_project ON activity (project_id, position DESC);
    CREATE INDEX activity_cluster ON activity (cluster_id, position DESC);
    CREATE INDEX activity_region ON activity (region_id, position DESC);
  `;
