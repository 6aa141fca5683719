import { eventCount, projectIdByCode, projectionsSettled } from '@pm/system/builders';
import type { ApiClient, System } from '@pm/system/system';
import { startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anExe, anOfficeFile, anOle2File, aPdf, type DocumentRowBody } from './fixtures';

interface Created {
  id: number;
  position: string | null;
  message?: string;
}

describe('documents: upload, scope, edit and delete', () => {
  let system: System;
  let facilitator: ApiClient;
  let project: ApiClient;
  let project2: ApiClient;
  let regional: ApiClient;
  let admin: ApiClient;

  beforeAll(async () => {
    system = await startSystem();
    [facilitator, project, project2, regional, admin] = await Promise.all([
      system.login('facilitator'),
      system.login('project'),
      system.login('project2'),
      system.login('regional'),
      system.login('admin'),
    ]);
  });
  afterAll(async () => {
    await system.stop();
  });

  const upload = (
    client: ApiClient,
    content: Buffer,
    name = 'Q3 report.pdf',
    fields: Record<string, string> = { title: 'Q3 report', description: 'Quarterly report' },
  ) => client.upload<Created>('/api/documents', { name, type: 'application/pdf', content }, {}, fields);
  const storedFiles = async () =>
    (
      await system.db.pool.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM stored_files WHERE kind = 'document'",
      )
    ).rows[0]!.n;

  it('has the specification types in every database', async () => {
    const types =
      await facilitator.get<{ name: string; maxFileSize: number; allowedFormats: string[] }[]>(
        '/api/document-types',
      );
    expect(types.body.map((t) => t.name).sort()).toEqual([
      'Financial',
      'Minutes',
      'Other',
      'Policy',
      'Report',
      'Training',
    ]);
    expect(types.body.every((t) => t.maxFileSize === 1_048_576 && t.allowedFormats.length === 7)).toBe(true);
  });

  it("uploads a facilitator's PDF as Report at the facilitator's project, and lists it with what each may do", async () => {
    const created = await upload(facilitator, aPdf(), 'C:\\Users\\me\\Q3 report.pdf');
    expect(created.status).toBe(201);
    const list = await facilitator.get<DocumentRowBody[]>('/api/documents');
    const row = list.body.find((d) => d.id === created.body.id)!;
    expect(row).toMatchObject({
      title: 'Q3 report',
      fileName: 'Q3 report.pdf',
      contentType: 'application/pdf',
      status: 'Pending',
      uploadedBy: 'facilitator',
      documentType: 'Report',
      clusterId: expect.any(Number),
      mayEdit: true,
      mayDelete: true,
      mayReview: false,
    });
    await projectionsSettled(system);
    const asProject = (await project.get<DocumentRowBody[]>('/api/documents')).body.find(
      (d) => d.id === row.id,
    );
    expect(asProject).toMatchObject({ mayEdit: true, mayReview: true });
    expect((await project2.get<DocumentRowBody[]>('/api/documents')).body.some((d) => d.id === row.id)).toBe(
      false,
    );
  });

  it('accepts Office files by their bytes and names the detected type', async () => {
    const docx = await upload(facilitator, anOfficeFile('word'), 'plan.docx', {
      title: 'Plan',
      documentType: 'Policy',
    });
    const xls = await upload(facilitator, anOle2File(), 'budget.xls', {
      title: 'Budget',
      documentType: 'Financial',
    });
    expect([docx.status, xls.status]).toEqual([201, 201]);
    const rows = (await facilitator.get<DocumentRowBody[]>('/api/documents')).body;
    expect(rows.find((d) => d.id === docx.body.id)).toMatchObject({
      documentType: 'Policy',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    expect(rows.find((d) => d.id === xls.body.id)?.contentType).toBe('application/vnd.ms-excel');
  });

  it('refuses bad input with 4xx and stores nothing', async () => {
    const events = await eventCount(system);
    const files = await storedFiles();
    const cases: [Buffer, string, Record<string, string>, number, string][] = [
      [aPdf(), 'a.pdf', { title: '' }, 400, 'Title is required'],
      [aPdf(), 'a.pdf', { title: 'Bad\u0000title' }, 400, 'NUL'],
      [aPdf(1_048_576), 'big.pdf', { title: 'Big' }, 422, 'File size must be less than 1MB'],
      [Buffer.from('just some text'), 'notes.pdf', { title: 'Text' }, 422, 'Only PDF'],
      [anExe(), 'invoice.pdf', { title: 'Exe' }, 422, 'Only PDF'],
      [anOfficeFile('xl'), 'sheet.pdf', { title: 'Mismatch' }, 422, 'Only PDF'],
      [aPdf(), 'a.pdf', { title: 'No such type', documentType: 'Sermons' }, 404, 'not found'],
    ];
    for (const [content, name, fields, status, message] of cases) {
      const answer = await upload(facilitator, content, name, fields);
      expect([answer.status, answer.body.message]).toEqual([status, expect.stringContaining(message)]);
    }
    const noFile = await facilitator.post<Created>('/api/documents', { title: 'No file' });
    expect(noFile.status).toBe(422);
    expect(noFile.body.message).toBe('Please select a file to upload');
    expect(await eventCount(system)).toBe(events);
    expect(await storedFiles()).toBe(files);
  });

  it('keeps only the base name of a path, for display', async () => {
    const created = await upload(facilitator, aPdf(), '../../etc/passwd.pdf', { title: 'Path' });
    expect(created.status).toBe(201);
    const row = (await facilitator.get<DocumentRowBody[]>('/api/documents')).body.find(
      (d) => d.id === created.body.id,
    );
    expect(row?.fileName).toBe('passwd.pdf');
  });

  it('downloads in scope as an attachment and logs it; another project gets 404', async () => {
    const created = await upload(facilitator, aPdf(10), 'Minutes "Nov".pdf', { title: 'Download me' });
    await projectionsSettled(system);
    const file = await project.get(`/api/documents/${created.body.id}/download`, { 'user-agent': 'vitest' });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(String(file.headers['content-disposition'])).toContain('attachment;');
    expect(file.raw?.equals(aPdf(10))).toBe(true);
    expect((await project2.get(`/api/documents/${created.body.id}/download`)).status).toBe(404);
    expect((await regional.get(`/api/documents/${created.body.id}/download`)).status).toBe(200);
    const log = await project.get<{ accessedBy: string; accessType: string; userAgent: string | null }[]>(
      `/api/documents/${created.body.id}/access-log`,
    );
    expect(log.body.map((l) => l.accessedBy).sort()).toEqual(['project', 'regional']);
    expect(log.body.find((l) => l.accessedBy === 'project')).toMatchObject({
      accessType: 'download',
      userAgent: 'vitest',
    });
    expect((await facilitator.get(`/api/documents/${created.body.id}/access-log`)).status).toBe(403);
    expect((await project2.get(`/api/documents/${created.body.id}/access-log`)).status).toBe(404);
  });

  it("keeps a Nairobi project's documents from the RegionalAdmin of Western", async () => {
    const ke0101 = await projectIdByCode(admin, 'KE0101');
    const created = await admin.post<{ username: string; oneTimePassword: string }>('/api/managed-users', {
      username: `nairobi${Date.now() % 100000}`,
      firstName: 'Nairobi',
      lastName: 'Admin',
      email: 'nairobi.admin@example.org',
      phone: '+254711000000',
      role: 'ProjectAdmin',
      projectId: ke0101,
    });
    expect(created.status).toBe(201);
    await projectionsSettled(system);
    const nairobi = await system.login(created.body.username, created.body.oneTimePassword);
    await nairobi.post('/api/change-password', {
      currentPassword: created.body.oneTimePassword,
      newPassword: 'A-new-passphrase',
    });
    const document = await upload(nairobi, aPdf(), 'Embakasi.pdf', { title: 'Embakasi budget' });
    expect(document.status).toBe(201);
    await projectionsSettled(system);
    const seen = await regional.get<DocumentRowBody[]>('/api/documents');
    expect(seen.body.some((d) => d.title === 'Embakasi budget')).toBe(false);
    expect((await regional.get(`/api/documents/${document.body.id}/download`)).status).toBe(404);
    expect(
      (await regional.post(`/api/documents/${document.body.id}/review`, { status: 'Approved' })).status,
    ).toBe(404);
    const director = await system.login('director');
    expect(
      (await director.get<DocumentRowBody[]>('/api/documents')).body.some(
        (d) => d.title === 'Embakasi budget',
      ),
    ).toBe(true);
  });

  it('lets a facilitator edit and delete only their own documents; a deleted one is gone', async () => {
    const mine = await upload(facilitator, aPdf(), 'mine.pdf', { title: 'Mine' });
    const theirs = await upload(project, aPdf(), 'theirs.pdf', { title: 'Theirs' });
    await projectionsSettled(system);
    const edit = { title: 'Renamed', description: null, documentTypeId: null, documentCategoryId: null };
    expect((await facilitator.put(`/api/documents/${theirs.body.id}`, edit)).status).toBe(403);
    expect((await facilitator.request('DELETE', `/api/documents/${theirs.body.id}`)).status).toBe(403);
    expect((await project2.request('DELETE', `/api/documents/${theirs.body.id}`)).status).toBe(404);
    expect((await facilitator.put(`/api/documents/${mine.body.id}`, edit)).status).toBe(200);
    expect((await facilitator.request('DELETE', `/api/documents/${mine.body.id}`)).status).toBe(200);
    expect((await project.request('DELETE', `/api/documents/${theirs.body.id}`)).status).toBe(200);
    await projectionsSettled(system);
    const list = (await facilitator.get<DocumentRowBody[]>('/api/documents')).body;
    expect(list.some((d) => d.id === mine.body.id || d.id === theirs.body.id)).toBe(false);
    expect((await facilitator.get(`/api/documents/${mine.body.id}/download`)).status).toBe(404);
    expect((await facilitator.put(`/api/documents/${mine.body.id}`, edit)).status).toBe(404);
  });

  it('refuses an upload by SuperAdmin before reading the body', async () => {
    const answer = await upload(admin, aPdf(), 'a.pdf', { title: 'Admin' });
    expect(answer.status).toBe(403);
  });
});
