import { type System, startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface ProjectRow {
  id: number;
  code: string;
  isActive: boolean;
  clusterName: string;
}

describe('projects through the command service, projector and read API', () => {
  let system: System;
  beforeAll(async () => {
    system = await startSystem();
  });
  afterAll(async () => {
    await system.stop();
  });

  it('shows a project created by a cluster admin in the next plain GET (read-your-writes)', async () => {
    const cluster = await system.login('cluster');
    const created = await cluster.post<{ id: number; position: string }>('/api/projects', {
      code: 'ke0500',
      name: 'Shinyalu',
      description: 'New centre',
      isActive: true,
    });
    expect(created.status).toBe(201);
    const list = await cluster.get<ProjectRow[]>('/api/projects');
    expect(list.status).toBe(200);
    const row = list.body.find((p) => p.id === created.body.id);
    expect(row).toMatchObject({ code: 'KE0500', isActive: true, clusterName: 'Kakamega Cluster' });
  });
});
