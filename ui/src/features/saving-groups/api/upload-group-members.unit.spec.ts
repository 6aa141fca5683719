import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { memberUploadFailure, uploadGroupMembers } from './upload-group-members';

const aRow = (row: number, name: string) => ({
  row,
  input: {
    memberNumber: `M00${row}`,
    memberIdNumber: '12345678',
    memberName: name,
    memberPhone: '0712345678',
    nextOfKinName: 'Kin',
    nextOfKinIdNumber: '23456789',
    nextOfKinPhone: '0723456789',
    nextOfKinRelationship: 'Sister',
    role: 'member' as const,
  },
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('memberUploadFailure', () => {
  it("names the member with the server's message", () => {
    expect(
      memberUploadFailure('Jane', new ApiError(409, 'Member number M001 is already used in this group')),
    ).toBe('Jane: Member number M001 is already used in this group');
  });

  it("says 'Network error' when the server could not be reached, else 'Upload failed'", () => {
    expect(memberUploadFailure('Jane', new TypeError('Failed to fetch'))).toBe('Jane: Network error');
    expect(memberUploadFailure('Jane', new ApiError(0, 'The upload could not reach the server'))).toBe(
      'Jane: Network error',
    );
    expect(memberUploadFailure('Jane', new ApiError(500, ''))).toBe('Jane: Upload failed');
    expect(memberUploadFailure('Jane', 'something odd')).toBe('Jane: Upload failed');
  });
});

describe('uploadGroupMembers', () => {
  it('posts one row at a time, in file order, and keeps going after a refused row', async () => {
    const sent: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const body = JSON.parse(String(init.body)) as { memberName: string; groupId: number };
        sent.push(`${body.groupId}:${body.memberName}`);
        return body.memberName === 'Mary'
          ? json(409, { message: 'Member number M003 is already used in this group', code: 'CONFLICT' })
          : json(201, { id: sent.length, position: String(sent.length) });
      }),
    );
    const progress: [number, number][] = [];
    const result = await uploadGroupMembers(
      7,
      [aRow(2, 'Jane'), aRow(3, 'Mary'), aRow(4, 'Grace')],
      (done, total) => progress.push([done, total]),
    );
    expect(sent).toEqual(['7:Jane', '7:Mary', '7:Grace']);
    expect(progress).toEqual([
      [0, 3],
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
    expect(result).toEqual({
      uploaded: 2,
      failures: [{ row: 3, message: 'Mary: Member number M003 is already used in this group' }],
    });
  });
});
