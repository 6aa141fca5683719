import { projectionsSettled } from '@pm/system/builders';
import type { ApiClient, System } from '@pm/system/system';
import { startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aPdf } from './fixtures';

interface TypeRow {
  id: number;
  name: string;
  categoryId: number | null;
  categoryName: string | null;
  maxFileSize: number;
  allowedFormats: string[];
  isActive: boolean;
}

describe('documents: categories and types (SuperAdmin)', () => {
  let system: System;
  let admin: ApiClient;
  let project: ApiClient;

  beforeAll(async () => {
    system = await startSystem();
    [admin, project] = await Promise.all([system.login('admin'), system.login('project')]);
  });
  afterAll(async () => {
    await system.stop();
  });

  it('creates, renames and deactivates categories; names are unique', async () => {
    const made = await admin.post<{ id: number }>('/api/document-categories', {
      name: 'Audits',
      description: 'External audits',
    });
    expect(made.status).toBe(201);
    expect((await admin.post('/api/document-categories', { name: 'audits' })).status).toBe(409);
    expect((await project.post('/api/document-categories', { name: 'Mine' })).status).toBe(403);
    expect((await admin.patch(`/api/document-categories/${made.body.id}`, { isActive: false })).status).toBe(
      200,
    );
    const rows = await admin.get<{ id: number; isActive: boolean }[]>('/api/document-categories');
    expect(rows.body.find((c) => c.id === made.body.id)?.isActive).toBe(false);
  });

  it('creates a type with its limits, and an upload is held to them', async () => {
    const made = await admin.post<{ id: number }>('/api/document-types', {
      name: 'Scans',
      maxFileSize: 100,
      allowedFormats: ['pdf'],
    });
    expect(made.status).toBe(201);
    expect((await admin.post('/api/document-types', { name: 'Big', maxFileSize: 1_048_577 })).status).toBe(
      400,
    );
    expect((await admin.post('/api/document-types', { name: 'Exe', allowedFormats: ['exe'] })).status).toBe(
      400,
    );
    expect((await project.patch(`/api/document-types/${made.body.id}`, { isActive: false })).status).toBe(
      403,
    );
    const tooBig = await project.upload<{ message: string }>(
      '/api/documents',
      { name: 'scan.pdf', type: 'application/pdf', content: aPdf(200) },
      {},
      { title: 'Scan', documentTypeId: String(made.body.id) },
    );
    expect([tooBig.status, tooBig.body.message]).toEqual([
      422,
      'File size must be at most 100 bytes for Scans',
    ]);
    expect(
      (await admin.patch(`/api/document-types/${made.body.id}`, { maxFileSize: 1_048_576, isActive: false }))
        .status,
    ).toBe(200);
    const inactive = await project.upload<{ message: string }>(
      '/api/documents',
      { name: 'scan.pdf', type: 'application/pdf', content: aPdf(200) },
      {},
      { title: 'Scan', documentType: 'scans' },
    );
    expect([inactive.status, inactive.body.message]).toEqual([
      422,
      'The document type Scans is no longer in use',
    ]);
    const types = await project.get<TypeRow[]>('/api/document-types');
    expect(types.body.find((t) => t.name === 'Report')).toMatchObject({
      categoryName: 'Reporting',
      isActive: true,
    });
  });
});

describe('documents: the specification types in a database without demo data', () => {
  it('are created when the command service starts, once', async () => {
    const system = await startSystem({ seed: false });
    try {
      await system.commandApp.ready();
      await projectionsSettled(system);
      const names = await system.db.pool.query<{ name: string; formats: string[] }>(
        'SELECT name, allowed_formats AS formats FROM document_types ORDER BY name',
      );
      expect(names.rows.map((r) => r.name)).toEqual([
        'Financial',
        'Minutes',
        'Other',
        'Policy',
        'Report',
        'Training',
      ]);
      expect(names.rows.every((r) => r.formats.length === 7)).toBe(true);
    } finally {
      await system.stop();
    }
  });
});
