import { FIRST_VIEW_USER_ID } from '@pm/domain/api/first-view';
import { describe, expect, it } from 'vitest';
import { firstViewUser } from './first-view';
import { aSignedInUser } from './testing/signed-in';

const row = aSignedInUser({ role: 'ChurchFacilitator', language: 'sw' });

/** A page whose JSON element holds `text` (none when undefined); counts the element's removals. */
const pageWith = (text: string | undefined) => {
  const removed = { count: 0 };
  const doc = {
    getElementById: (id: string) =>
      id === FIRST_VIEW_USER_ID && text !== undefined && removed.count === 0
        ? ({ textContent: text, remove: () => void removed.count++ } as unknown as HTMLElement)
        : null,
  };
  return { doc, removed };
};

describe('the user row of a first view drawn by the server', () => {
  it('is read once, and taken out of the page', () => {
    const { doc, removed } = pageWith(JSON.stringify(row));
    expect(firstViewUser(doc)).toEqual(row);
    expect(removed.count).toBe(1);
    expect(firstViewUser(doc)).toBeNull();
  });

  it('is nothing on a page without it, or when what is there is not such a row', () => {
    expect(firstViewUser(pageWith(undefined).doc)).toBeNull();
    expect(firstViewUser(pageWith('{"id":"not a row"}').doc)).toBeNull();
    expect(firstViewUser(pageWith('not json').doc)).toBeNull();
    expect(firstViewUser(pageWith(JSON.stringify({ ...row, role: 'Overlord' })).doc)).toBeNull();
  });
});

describe('the hand check of the row', () => {
  it('takes every row the schema of GET /api/user takes, and refuses what it refuses', async () => {
    const { currentUserSchema } = await import('@pm/domain/api/account-queries');
    const variants: unknown[] = [
      row,
      { ...row, language: null, role: null, projectId: null },
      { ...row, id: '7' },
      { ...row, username: null },
      { ...row, mustChangePassword: 'no' },
      { ...row, language: 'fr' },
      { ...row, email: 5 },
      Object.fromEntries(Object.entries(row).filter(([name]) => name !== 'phone')),
      [],
      null,
    ];
    for (const variant of variants)
      expect(firstViewUser(pageWith(JSON.stringify(variant)).doc) !== null).toBe(
        currentUserSchema.safeParse(variant).success,
      );
  });
});
