import {
  type GroupCommand,
  groupDecider,
  groupStream,
  type RecordSaving,
  type RemoveMember,
} from '@pm/domain';
import { exactly } from '@pm/infra/event-store/port';
import { aGroupWithMembers, aMember, eventCount } from '@pm/system/builders';
import { type ApiClient, type System, startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAggregate } from './command-bus';

/**
 * A request's command decides on the state the command service cached, without reading the log for it,
 * and checks it before it takes effect. Another writer (here the event store itself, as another process
 * would) moves the group's stream behind the cache's back: neither an effect nor a refusal may rest on
 * the state it no longer has.
 */
describe('commands on cached states', () => {
  let system: System;
  let facilitator: ApiClient;
  let groupId: number;
  let members: number[];

  beforeAll(async () => {
    system = await startSystem();
    facilitator = await system.login('facilitator');
    ({ groupId, members } = await aGroupWithMembers(facilitator));
  });
  afterAll(async () => {
    await system.stop();
  });

  const saving = (memberId: number) => ({ groupId, memberId, amount: 25, savingDate: '2026-01-20' });

  /** What another process would append: decided on the log as it is, appended at its version. */
  const elsewhere = async (command: Omit<GroupCommand, 'metadata'>) => {
    const stream = groupStream(groupId);
    const { state, version } = await loadAggregate({ store: system.store }, groupDecider, stream);
    const metadata = { now: new Date().toISOString(), actor: { kind: 'system', name: 'elsewhere' } } as const;
    const events = groupDecider.decide({ ...command, metadata } as GroupCommand, state);
    const commandId = `elsewhere-${version}`;
    await system.store.appendToStream(
      stream,
      events.map((e) => ({
        type: e.type,
        data: e.data,
        metadata: { commandId, actor: metadata.actor, occurredAt: metadata.now },
      })),
      { expected: exactly(version), commandId },
    );
  };

  it('refuses a saving of a member another writer removed, though the cache still has them', async () => {
    // the service caches the group with both members active
    expect((await facilitator.post('/api/group-savings', saving(members[0]!))).status).toBe(201);
    await elsewhere({ type: 'RemoveMember', data: { memberId: members[1]! } } satisfies Omit<
      RemoveMember,
      'metadata'
    >);
    const before = await eventCount(system);
    const refused = await facilitator.post<{ message: string }>('/api/group-savings', saving(members[1]!));
    expect(refused.status).toBe(422);
    expect(await eventCount(system)).toBe(before);
  });

  it('accepts a saving of a member another writer enrolled, though the cache does not know them', async () => {
    expect((await facilitator.post('/api/group-savings', saving(members[0]!))).status).toBe(201);
    const joined = 2_000_000_001;
    const { groupId: _, ...details } = aMember(groupId, '900');
    await elsewhere({
      type: 'EnrolMember',
      data: { ...details, memberId: joined, joinedOn: '2026-01-15' },
    } as Omit<GroupCommand, 'metadata'>);
    const accepted = await facilitator.post('/api/group-savings', saving(joined));
    expect(accepted.status).toBe(201);
    const savings: RecordSaving['data'][] = [];
    for (const e of await system.store.readStream(groupStream(groupId)))
      if (e.type === 'SavingRecorded') savings.push(e.data as RecordSaving['data']);
    expect(savings.filter((s) => s.memberId === joined)).toHaveLength(1);
  });
});
