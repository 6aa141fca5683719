/**
 * Group health figures (: raw counts and cents per group, project, cluster, region and
 * programme (scope 'programme', id 0) and month, moved by deltas as events arrive (once: each group's row keeps the last position applied); the read API turns
 * them into the SAVIX ratios with domain/src/saving-groups/health.ts. kpi_groups keeps each group's
 * current cycle (flows since the cycle opened, stocks as they stand); kpi_overdue keeps what is owed by
 * due date and month, so the portfolio at risk on any day is a sum over an index range; kpi_dues keeps what
 * each group owes now by due date, its open rows indexed by date, so every group's PAR30 today is one pass
 * over the dues still open (the groups at risk of a whole programme).
 */
export const tables = [
  'kpi_months',
  'kpi_overdue',
  'kpi_dues',
  'kpi_groups',
  'kpi_loans',
  'kpi_meetings',
  'kpi_members',
];

/** Money columns are integer cents. */
export const schema = `
    -- the portfolio (outstanding, overdue, dues) is counted on principal: a change of rule rebuilds the model
    -- a reversal's flows count in the month of its entry's own date (SavingReversed.entryDate and the like)
    CREATE TABLE kpi_months (
      scope text NOT NULL, scope_id integer NOT NULL, month text NOT NULL,
      present integer NOT NULL DEFAULT 0, marked integer NOT NULL DEFAULT 0, meetings integer NOT NULL DEFAULT 0,
      joined integer NOT NULL DEFAULT 0, left_count integer NOT NULL DEFAULT 0,
      savings bigint NOT NULL DEFAULT 0, cash bigint NOT NULL DEFAULT 0, outstanding bigint NOT NULL DEFAULT 0,
      earnings bigint NOT NULL DEFAULT 0, fees bigint NOT NULL DEFAULT 0, write_offs bigint NOT NULL DEFAULT 0,
      issued bigint NOT NULL DEFAULT 0,
      PRIMARY KEY (scope, scope_id, month)
    );
    CREATE TABLE kpi_overdue (
      scope text NOT NULL, scope_id integer NOT NULL, month text NOT NULL, due_on date NOT NULL,
      outstanding bigint NOT NULL DEFAULT 0,
      PRIMARY KEY (scope, scope_id, due_on, month)
    );
    CREATE TABLE kpi_dues (
      group_id integer NOT NULL, due_on date NOT NULL, outstanding bigint NOT NULL DEFAULT 0,
      PRIMARY KEY (group_id, due_on)
    );
    CREATE INDEX kpi_dues_open ON kpi_dues (due_on) INCLUDE (group_id, outstanding) WHERE outstanding <> 0;
    CREATE TABLE kpi_groups (
      group_id integer PRIMARY KEY, name text NOT NULL,
      project_id integer NOT NULL, cluster_id integer NOT NULL, region_id integer NOT NULL,
      cycle integer NOT NULL DEFAULT 1, cycle_started_on date NOT NULL, members_start integer NOT NULL DEFAULT 0,
      present integer NOT NULL DEFAULT 0, marked integer NOT NULL DEFAULT 0, meetings integer NOT NULL DEFAULT 0,
      joined integer NOT NULL DEFAULT 0, left_count integer NOT NULL DEFAULT 0, active integer NOT NULL DEFAULT 0,
      savings bigint NOT NULL DEFAULT 0, cash bigint NOT NULL DEFAULT 0, outstanding bigint NOT NULL DEFAULT 0,
      earnings bigint NOT NULL DEFAULT 0, fees bigint NOT NULL DEFAULT 0, write_offs bigint NOT NULL DEFAULT 0,
      issued bigint NOT NULL DEFAULT 0,
      last_meeting_on date, last_position bigint NOT NULL DEFAULT 0
    );
    CREATE INDEX kpi_groups_project ON kpi_groups (project_id);
    CREATE INDEX kpi_groups_cluster ON kpi_groups (cluster_id);
    CREATE INDEX kpi_groups_region ON kpi_groups (region_id);
    CREATE TABLE kpi_loans (
      id integer PRIMARY KEY, group_id integer NOT NULL, due_on date NOT NULL,
      principal bigint NOT NULL, charge bigint NOT NULL, paid bigint NOT NULL DEFAULT 0, last_position bigint NOT NULL DEFAULT 0
    );
    CREATE TABLE kpi_meetings (
      id integer PRIMARY KEY, group_id integer NOT NULL, meeting_date date NOT NULL,
      present integer NOT NULL DEFAULT 0, marked integer NOT NULL DEFAULT 0, held boolean NOT NULL DEFAULT false
    );
    CREATE TABLE kpi_members (id integer PRIMARY KEY, group_id integer NOT NULL, active boolean NOT NULL);
  `;
