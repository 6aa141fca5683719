import { describe, expect, it } from 'vitest';
import { isSamePerson, recorderOf } from './shared';

describe('recorders', () => {
  it('take the acting user, or the system process, from the metadata', () => {
    expect(recorderOf({ kind: 'user', userId: 5, username: 'project', role: 'ProjectAdmin' })).toEqual({
      userId: 5,
      username: 'project',
    });
    expect(recorderOf({ kind: 'system', name: 'demo-seed' })).toEqual({
      userId: null,
      username: 'demo-seed',
    });
  });

  it('are the same person by user id, or by name for a system process', () => {
    expect(isSamePerson({ userId: 5, username: 'a' }, { userId: 5, username: 'renamed' })).toBe(true);
    expect(isSamePerson({ userId: 5, username: 'a' }, { userId: 6, username: 'a' })).toBe(false);
    expect(isSamePerson({ userId: null, username: 'a' }, { userId: 6, username: 'a' })).toBe(false);
    expect(isSamePerson({ userId: null, username: 'seed' }, { userId: null, username: 'seed' })).toBe(true);
  });
});
