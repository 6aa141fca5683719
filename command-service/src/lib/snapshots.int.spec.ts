import { groupDecider, groupStream } from '@pm/domain';
import type { GroupMemberRow, SavingGroupRow } from '@pm/domain/saving-groups/rows';
import { Snapshots } from '@pm/infra/snapshots';
import type { Written } from '@pm/system/builders';
import { type ApiClient, type System, startSystem } from '@pm/system/system';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordSaving } from '../features/saving-groups/group';
import { systemPrincipal } from './actor';
import { loadAggregate } from './command-bus';
import { systemContext } from './define-command';

/**
 * Hardening, "commands slow down as a stream grows": a group's stream holds every saving it took, and
 * each command read all of it. Aggregates now load from a snapshot plus the events after it; the
 * snapshot is only a cache, so the state is exactly what folding the whole stream gives.
 */
describe('snapshots of long streams', () => {
  let system: System;
  let project: ApiClient;
  let group: SavingGroupRow;
  let members: GroupMemberRow[];

  beforeAll(async () => {
    system = await startSystem();
    project = await system.login('project');
    group = (await project.get<SavingGroupRow[]>('/api/saving-groups')).body.find(
      (g) => g.name === 'Upendo Women Group',
    )!;
    members = (await project.get<GroupMemberRow[]>(`/api/group-members?groupId=${group.id}`)).body;
    for (let i = 0; i < 230; i++) {
      const saved = await project.post<Written>('/api/group-savings', {
        groupId: group.id,
        memberId: members[i % members.length]!.id,
        amount: 10,
        savingDate: '2026-11-02',
      });
      expect(saved.status).toBe(201);
    }
  });
  afterAll(async () => {
    await system.stop();
  });

  const fromScratch = () => loadAggregate({ store: system.store }, groupDecider, groupStream(group.id));
  /** The service's source without its in-process cache: what a freshly started process loads. */
  const freshProcess = () => ({ ...system.deps, aggregates: undefined });
  const snapshotRow = async () =>
    (
      await system.db.pool.query<{ version: number; schema: string }>(
        'SELECT version, schema FROM aggregate_snapshots WHERE stream_id = $1',
        [groupStream(group.id)],
      )
    ).rows[0];

  it('keeps a snapshot of a long stream and loads the same state from it', async () => {
    await system.deps.snapshots?.settled(); // written after the command's answer
    const snapshot = await snapshotRow();
    expect(snapshot?.version).toBeGreaterThanOrEqual(100);
    const cached = await loadAggregate(freshProcess(), groupDecider, groupStream(group.id));
    expect(cached).toEqual(await fromScratch());
    // the process's own cache, brought up to date by the events after it, agrees as well
    expect(await loadAggregate(system.deps, groupDecider, groupStream(group.id))).toEqual(cached);
    const savings = cached.state.status === 'none' ? 0 : cached.state.ledger.savings;
    expect(savings).toBeGreaterThan(230 * 1000);
  });

  it('ignores a snapshot of another state shape and replaces it', async () => {
    await system.db.pool.query(
      `UPDATE aggregate_snapshots SET schema = 'old-shape', state = '{"status":"none"}' WHERE stream_id = $1`,
      [groupStream(group.id)],
    );
    expect(await loadAggregate(freshProcess(), groupDecider, groupStream(group.id))).toEqual(
      await fromScratch(),
    );
    await system.deps.snapshots?.settled();
    expect((await snapshotRow())?.schema).not.toBe('old-shape');
  });

  it('takes no snapshot after a command on a recent one, also in a process that keeps no states', async () => {
    await system.deps.snapshots?.settled();
    const keep = vi.spyOn(system.deps.snapshots!, 'keep');
    try {
      for (let i = 0; i < 3; i++)
        await recordSaving(
          systemContext(
            { ...system.deps, aggregates: undefined },
            systemPrincipal('snapshot-test'),
            new Date().toISOString(),
            `snapshot-test-${i}`,
          ),
          {
            groupId: group.id,
            memberId: members[0]!.id,
            amount: 10,
            savingDate: '2026-11-02',
            notes: null,
            meetingId: null,
          },
        );
      // each command loaded the snapshot and folded a few events on it: none due, none written (a
      // source without the process's cache had written the whole state after every command)
      expect(keep).not.toHaveBeenCalled();
    } finally {
      keep.mockRestore();
    }
  });

  it('carries the snapshot once in a load, not once per event after it', async () => {
    const row = await snapshotRow();
    const rows: { snapshot_state: unknown }[] = [];
    const pool = {
      query: async (...args: Parameters<typeof system.db.pool.query>) => {
        const result = await (system.db.pool.query as (...a: unknown[]) => Promise<pg.QueryResult>)(...args);
        rows.push(...result.rows);
        return result;
      },
    } as unknown as pg.Pool;
    const { snapshot, events } = await new Snapshots(pool).loadWithEvents(groupStream(group.id), row!.schema);
    expect(snapshot?.version).toBe(row!.version);
    expect(events.length).toBeGreaterThanOrEqual(3); // the savings of the test above, at least
    expect(events.map((e) => e.streamVersion)).toEqual(events.map((_, i) => row!.version + 1 + i));
    expect(rows.filter((r) => r.snapshot_state !== null)).toHaveLength(1);
  });
});
