import { describe, expect, it } from 'vitest';
import type { Decider, DomainEvent } from './decider';
import { RuleViolation } from './errors';
import { assertDeepEqual, specFor } from './spec-helper';

type Noted = DomainEvent<'Noted', { id: number; note?: string; tags: string[] }>;
type Note = { type: 'Note'; data: { note?: string; tags: string[] }; metadata: never };
const notes: Decider<Note, Noted, number> = {
  initialState: () => 0,
  evolve: (count) => count + 1,
  decide: (command, count) => {
    if (command.data.tags.length === 0) throw new RuleViolation('A note needs a tag');
    return [{ type: 'Noted', data: { tags: command.data.tags, note: command.data.note, id: count + 1 } }];
  },
};
const note = (data: Note['data']) => ({ type: 'Note', data }) as Note;
const { given } = specFor(notes);

describe('decider spec helper', () => {
  it('ignores key order, and an undefined property equals a missing one', () => {
    given([])
      .when(note({ tags: ['a'] }))
      .then([{ type: 'Noted', data: { id: 1, tags: ['a'] } }]);
  });

  it('fails on a different value, naming the line that differs', () => {
    expect(() =>
      given([])
        .when(note({ tags: ['a'] }))
        .then([{ type: 'Noted', data: { id: 2, tags: ['a'] } }]),
    ).toThrow(/- +id: 2,\n\+ +id: 1,/);
  });

  it('fails on an extra or a missing event, and on a different array order', () => {
    expect(() =>
      given([])
        .when(note({ tags: ['a'] }))
        .then([]),
    ).toThrow(/Expected events/);
    expect(() => assertDeepEqual([['a', 'b']], [['b', 'a']], 'tags')).toThrow(/Expected tags/);
  });

  it('checks the error class and its message', () => {
    given([])
      .when(note({ tags: [] }))
      .thenThrows(RuleViolation, 'A note needs a tag');
    expect(() =>
      given([])
        .when(note({ tags: [] }))
        .thenThrows(RuleViolation, 'other'),
    ).toThrow('Expected message other');
    expect(() =>
      given([])
        .when(note({ tags: ['a'] }))
        .thenThrows(RuleViolation),
    ).toThrow('Expected RuleViolation but got no error');
  });
});
