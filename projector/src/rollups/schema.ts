/**
 * Rolled-up figures per project, cluster, region and the whole programme (scope 'programme', id 0),
 * moved by deltas as events arrive, so a dashboard reads a handful of rows whatever the programme's size.
 * The rollup_*_state tables remember what later events need (a contribution's month and balance, a
 * group's place, an asset's condition); the projector applies a batch and its checkpoint in one
 * transaction, so no delta is ever applied twice.
 */
export const tables = [
  'rollup_figures',
  'rollup_months',
  'rollup_assets',
  'rollup_participant_state',
  'rollup_contribution_state',
  'rollup_group_state',
  'rollup_member_state',
  'rollup_saving_state',
  'rollup_loan_state',
  'rollup_meeting_state',
  'rollup_asset_state',
];

export const schema = `
    -- a deleted child's month counts what was paid (domain/src/contributions/figures.ts): a change of rule rebuilds the model
    CREATE TABLE rollup_figures (
      scope text NOT NULL, scope_id integer NOT NULL,
      participants integer NOT NULL DEFAULT 0, saving_groups integer NOT NULL DEFAULT 0,
      members integer NOT NULL DEFAULT 0, loans_outstanding numeric(16,2) NOT NULL DEFAULT 0,
      meetings_held integer NOT NULL DEFAULT 0,
      PRIMARY KEY (scope, scope_id)
    );
    CREATE TABLE rollup_months (
      scope text NOT NULL, scope_id integer NOT NULL, month text NOT NULL,
      expected numeric(16,2) NOT NULL DEFAULT 0, paid numeric(16,2) NOT NULL DEFAULT 0,
      outstanding numeric(16,2) NOT NULL DEFAULT 0, savings numeric(16,2) NOT NULL DEFAULT 0,
      PRIMARY KEY (scope, scope_id, month)
    );
    CREATE TABLE rollup_assets (
      scope text NOT NULL, scope_id integer NOT NULL, condition text NOT NULL, count integer NOT NULL DEFAULT 0,
      PRIMARY KEY (scope, scope_id, condition)
    );
    CREATE TABLE rollup_participant_state (
      id integer PRIMARY KEY, project_id integer NOT NULL, cluster_id integer NOT NULL, region_id integer NOT NULL,
      active boolean NOT NULL, deleted boolean NOT NULL
    );
    CREATE TABLE rollup_contribution_state (
      id integer PRIMARY KEY, participant_id integer NOT NULL,
      project_id integer NOT NULL, cluster_id integer NOT NULL, region_id integer NOT NULL,
      month text NOT NULL, expected bigint NOT NULL, paid bigint NOT NULL
    );
    CREATE INDEX rollup_contribution_state_participant ON rollup_contribution_state (participant_id);
    CREATE TABLE rollup_group_state (
      id integer PRIMARY KEY, project_id integer NOT NULL, cluster_id integer NOT NULL, region_id integer NOT NULL
    );
    CREATE TABLE rollup_member_state (id integer PRIMARY KEY, group_id integer NOT NULL, active boolean NOT NULL);
    CREATE TABLE rollup_saving_state (
      id integer PRIMARY KEY, group_id integer NOT NULL, month text NOT NULL, amount bigint NOT NULL
    );
    CREATE TABLE rollup_loan_state (
      id integer PRIMARY KEY, project_id integer NOT NULL, cluster_id integer NOT NULL, region_id integer NOT NULL
    );
    CREATE TABLE rollup_meeting_state (
      id integer PRIMARY KEY, project_id integer NOT NULL, cluster_id integer NOT NULL, region_id integer NOT NULL,
      held boolean NOT NULL
    );
    CREATE TABLE rollup_asset_state (
      id integer PRIMARY KEY, project_id integer NOT NULL, cluster_id integer NOT NULL, region_id integer NOT NULL,
      condition text NOT NULL, deleted boolean NOT NULL
    );
  `;
