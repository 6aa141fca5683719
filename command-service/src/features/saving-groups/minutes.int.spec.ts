import { businessDate } from '@pm/domain';
import { aGroupWithMembers, eventCount, type Written } from '@pm/system/builders';
import type { ApiClient, System } from '@pm/system/system';
import { startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface Minutes {
  id: number;
  groupId: number;
  meetingDate: string;
  agenda: string | null;
  attendees: number[];
  attendeesCount: number;
  hasFile: boolean;
  originalName: string | null;
  fileSize: number | null;
  description: string | null;
}

const today = () => businessDate(new Date().toISOString());
/** A small but real PDF: the header, one empty page, the trailer. */
const aPdf = (padding = 0) =>
  Buffer.concat([
    Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n'),
    Buffer.alloc(padding, 0x20),
    Buffer.from('\n%%EOF\n'),
  ]);

describe('meeting minutes: written and uploaded', () => {
  let system: System;
  let facilitator: ApiClient;
  let project2: ApiClient;
  let director: ApiClient;
  let groupId: number;
  let members: number[];

  beforeAll(async () => {
    system = await startSystem();
    [facilitator, project2, director] = await Promise.all([
      system.login('facilitator'),
      system.login('project2'),
      system.login('director'),
    ]);
    ({ groupId, members } = await aGroupWithMembers(facilitator));
  });
  afterAll(async () => {
    await system.stop();
  });

  const upload = (
    client: ApiClient,
    fields: Record<string, string>,
    content: Buffer,
    name = 'Minutes – 23 Nov.pdf',
  ) =>
    client.upload<{ id: number; message: string }>(
      '/api/meeting-minutes/upload',
      { name, type: 'application/pdf', content },
      {},
      fields,
    );

  it('records written minutes with the attendees of the group', async () => {
    const written = await facilitator.post<Written>('/api/meeting-minutes', {
      groupId,
      meetingDate: today(),
      agenda: 'Savings and the emergency fund',
      discussions: 'Raising the weekly saving to KES 250',
      decisions: 'Agreed from next month',
      attendees: members,
      nextMeetingDate: null,
    });
    expect(written.status).toBe(201);
    const listed = await facilitator.get<Minutes[]>(`/api/meeting-minutes?groupId=${groupId}`);
    expect(listed.body.find((m) => m.id === written.body.id)).toMatchObject({
      agenda: 'Savings and the emergency fund',
      attendees: members,
      attendeesCount: 2,
      hasFile: false,
    });
    const noFile = await facilitator.get(`/api/meeting-minutes/${written.body.id}/download`);
    expect(noFile.status).toBe(404);
  });

  it('refuses minutes without their texts, with strangers, or dated in the future, storing nothing', async () => {
    const before = await eventCount(system);
    const base = { groupId, meetingDate: today(), agenda: 'A', discussions: 'B', decisions: 'C' };
    const missing = await facilitator.post<{ message: string }>('/api/meeting-minutes', {
      ...base,
      decisions: ' ',
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Decisions are required');
    const stranger = await facilitator.post<{ message: string }>('/api/meeting-minutes', {
      ...base,
      attendees: [members[0], 99_999_999],
    });
    expect(stranger.status).toBe(422);
    expect(stranger.body.message).toBe('Member 99999999 is not a member of this group');
    const future = await facilitator.post('/api/meeting-minutes', { ...base, meetingDate: '2099-01-01' });
    expect(future.status).toBe(422);
    expect(await eventCount(system)).toBe(before);
  });

  it('uploads a PDF and gives it back byte for byte under its original name', async () => {
    const pdf = aPdf(2000);
    const uploaded = await upload(
      facilitator,
      { groupId: String(groupId), meetingDate: today(), description: 'Signed copy' },
      pdf,
    );
    expect(uploaded.status).toBe(201);
    const row = (await facilitator.get<Minutes[]>(`/api/meeting-minutes?groupId=${groupId}`)).body.find(
      (m) => m.id === uploaded.body.id,
    );
    expect(row).toMatchObject({
      hasFile: true,
      originalName: 'Minutes – 23 Nov.pdf',
      fileSize: pdf.length,
      description: 'Signed copy',
    });
    const file = await facilitator.get(`/api/meeting-minutes/${uploaded.body.id}/download`);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(String(file.headers['content-disposition'])).toContain(
      "filename*=UTF-8''Minutes%20%E2%80%93%2023%20Nov.pdf",
    );
    expect(file.raw?.equals(pdf)).toBe(true);
    // another project's reader does not learn that it exists
    expect((await project2.get(`/api/meeting-minutes/${uploaded.body.id}/download`)).status).toBe(404);
    expect((await project2.get(`/api/meeting-minutes?groupId=${groupId}`)).status).toBe(404);
  });

  it('refuses what is not a PDF by its bytes, a file over 1 MB, and missing fields, storing nothing', async () => {
    const before = await eventCount(system);
    const fields = { groupId: String(groupId), meetingDate: today() };
    const renamed = await upload(
      facilitator,
      fields,
      Buffer.from('MZ\x90\x00 not a pdf at all'),
      'minutes.pdf',
    );
    expect(renamed.status).toBe(400);
    expect(renamed.body.message).toBe('Only PDF files are accepted');
    const large = await upload(facilitator, fields, aPdf(1024 * 1024));
    expect(large.status).toBe(400);
    expect(large.body.message).toBe('The file must be at most 1 MB');
    const noDate = await upload(facilitator, { groupId: String(groupId) }, aPdf());
    expect(noDate.body.message).toBe('Please fill in all required fields');
    const badGroup = await upload(facilitator, { groupId: '12abc', meetingDate: today() }, aPdf());
    expect(badGroup.body.message).toBe('Please fill in all required fields');
    const nul = await upload(facilitator, { ...fields, description: 'Signed\u0000copy' }, aPdf());
    expect(nul.status).toBe(400);
    expect(nul.body.message).toBe('Text must not contain NUL characters or broken Unicode');
    const late = await upload(facilitator, { groupId: '2147483648', meetingDate: '9999-12-31' }, aPdf());
    expect(late.status).toBe(400);
    expect(await eventCount(system)).toBe(before);
    const files = await system.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM stored_files');
    expect(files.rows[0]?.n).toBe(1);
  });

  it('checks who may upload before reading the file, and the group before storing it', async () => {
    const fields = { groupId: String(groupId), meetingDate: today() };
    expect((await upload(director, fields, aPdf())).status).toBe(403);
    expect((await upload(project2, fields, aPdf())).status).toBe(404);
    expect((await system.client().post('/api/meeting-minutes', {})).status).toBe(401);
  });
});
