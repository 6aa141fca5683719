/**
 * Meetings of saving groups, their attendance lists and their minutes. A meeting's money columns are not stored here:
 * the read API sums the savings, loans and repayments that carry its meeting id.
 */
export const tables = ['group_visitations', 'meeting_minutes', 'meeting_attendance', 'group_meetings'];

export const schema = `
    CREATE TABLE group_meetings (
      id integer PRIMARY KEY,
      group_id integer NOT NULL,
      project_id integer NOT NULL, cluster_id integer NOT NULL, region_id integer NOT NULL,
      meeting_date date NOT NULL,
      agenda text NOT NULL,
      location text,
      next_meeting_date date,
      conducted_by text,
      attendees_count integer NOT NULL DEFAULT 0,
      attendance_recorded boolean NOT NULL DEFAULT false,
      scheduled_by text NOT NULL,
      created_at timestamptz NOT NULL,
      last_position bigint NOT NULL
    );
    CREATE INDEX group_meetings_group ON group_meetings (group_id, meeting_date DESC);
    CREATE INDEX group_meetings_newest ON group_meetings (meeting_date DESC, id DESC);
    CREATE INDEX group_meetings_project ON group_meetings (project_id);
    CREATE INDEX group_meetings_cluster ON group_meetings (cluster_id);
    CREATE INDEX group_meetings_region ON group_meetings (region_id);
    CREATE TABLE meeting_attendance (
      meeting_id integer NOT NULL,
      member_id integer NOT NULL,
      is_present boolean NOT NULL,
      arrival_time text,
      notes text,
      PRIMARY KEY (meeting_id, member_id)
    );
    CREATE TABLE meeting_minutes (
      id integer PRIMARY KEY,
      group_id integer NOT NULL,
      project_id integer NOT NULL, cluster_id integer NOT NULL, region_id integer NOT NULL,
      meeting_date date NOT NULL,
      agenda text, discussions text, decisions text,
      attendees jsonb NOT NULL,
      next_meeting_date date,
      description text,
      file_id integer, original_name text, file_size integer, mime_type text, sha256 text,
      uploaded_by text NOT NULL,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX meeting_minutes_group ON meeting_minutes (group_id, meeting_date DESC);
    CREATE INDEX meeting_minutes_project ON meeting_minutes (project_id);
    CREATE TABLE group_visitations (
      id integer PRIMARY KEY,
      group_id integer NOT NULL,
      project_id integer NOT NULL, cluster_id integer NOT NULL, region_id integer NOT NULL,
      visit_date date NOT NULL, visitor_name text NOT NULL, visitor_role text NOT NULL, purpose text NOT NULL,
      findings text, recommendations text, follow_up_date date,
      visited_by text NOT NULL, created_at timestamptz NOT NULL
    );
    CREATE INDEX group_visitations_group ON group_visitations (group_id, visit_date DESC);
  `;
