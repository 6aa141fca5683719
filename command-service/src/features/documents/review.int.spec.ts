import { eventCount, projectionsSettled } from '@pm/system/builders';
import type { ApiClient, System } from '@pm/system/system';
import { startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aPdf, type DocumentRowBody } from './fixtures';

/**
 * Review: Pending → Under Review → Approved or Rejected (or decided at once), by a strictly higher role
 * than the uploader's within scope, never by the uploader; a decided document is final.
 */
describe('documents: review', () => {
  let system: System;
  let facilitator: ApiClient;
  let project: ApiClient;
  let project2: ApiClient;
  let cluster: ApiClient;
  let regional: ApiClient;

  beforeAll(async () => {
    system = await startSystem();
    [facilitator, project, project2, cluster, regional] = await Promise.all([
      system.login('facilitator'),
      system.login('project'),
      system.login('project2'),
      system.login('cluster'),
      system.login('regional'),
    ]);
  });
  afterAll(async () => {
    await system.stop();
  });

  const uploadAs = async (client: ApiClient, title: string): Promise<number> => {
    const answer = await client.upload<{ id: number }>(
      '/api/documents',
      { name: `${title}.pdf`, type: 'application/pdf', content: aPdf() },
      {},
      { title },
    );
    expect(answer.status).toBe(201);
    await projectionsSettled(system);
    return answer.body.id;
  };
  const review = (client: ApiClient, id: number, status: string, notes?: string) =>
    client.post<{ message?: string }>(`/api/documents/${id}/review`, { status, ...(notes ? { notes } : {}) });
  const rowOf = async (client: ApiClient, id: number) =>
    (await client.get<DocumentRowBody[]>('/api/documents')).body.find((d) => d.id === id);

  it("has a facilitator's document reviewed by its ProjectAdmin: Under Review, then Approved", async () => {
    const id = await uploadAs(facilitator, 'Attendance October');
    const bell = await project.get<{ kind: string; key: string }[]>('/api/notifications');
    expect(bell.body.some((n) => n.key === `documentReview-${id}-Pending`)).toBe(true);
    expect((await review(project, id, 'Under Review')).status).toBe(200);
    expect((await review(project, id, 'Approved')).status).toBe(200);
    const row = await rowOf(project, id);
    expect(row).toMatchObject({ status: 'Approved', reviewedBy: 'project', mayReview: false });
    expect(
      (await project.get<{ key: string }[]>('/api/notifications')).body.some((n) =>
        n.key.startsWith(`documentReview-${id}-`),
      ),
    ).toBe(false);
    const again = await review(cluster, id, 'Rejected', 'Too late');
    expect([again.status, again.body.message]).toEqual([409, 'This document was already approved']);
  });

  it('refuses the uploader, an equal role, another project and a facilitator, storing nothing', async () => {
    const byFacilitator = await uploadAs(facilitator, 'Training plan');
    const byProject = await uploadAs(project, 'Budget');
    const events = await eventCount(system);
    expect((await review(project2, byFacilitator, 'Approved')).status).toBe(404);
    expect((await review(facilitator, byFacilitator, 'Approved')).status).toBe(403);
    const own = await review(project, byProject, 'Approved');
    expect([own.status, own.body.message]).toEqual([403, 'You may not review your own document']);
    const rejectWithoutNotes = await review(project, byFacilitator, 'Rejected');
    expect(rejectWithoutNotes.status).toBe(400);
    expect(await eventCount(system)).toBe(events);
  });

  it("has a ProjectAdmin's document reviewed by the ClusterAdmin, and a facilitator's too (strictly higher)", async () => {
    const byProject = await uploadAs(project, 'Project report');
    const byFacilitator = await uploadAs(facilitator, 'Group photos');
    expect((await rowOf(cluster, byProject))?.mayReview).toBe(true);
    expect((await review(cluster, byProject, 'Rejected', 'Missing the signatures')).status).toBe(200);
    await projectionsSettled(system);
    expect(await rowOf(project, byProject)).toMatchObject({
      status: 'Rejected',
      reviewNotes: 'Missing the signatures',
      reviewedBy: 'cluster',
    });
    expect((await review(cluster, byFacilitator, 'Approved')).status).toBe(200);
  });

  it("has a ClusterAdmin's document out of a ProjectAdmin's sight and reviewed by the RegionalAdmin", async () => {
    const byCluster = await uploadAs(cluster, 'Cluster plan');
    expect(await rowOf(project, byCluster)).toBeUndefined();
    expect((await review(project, byCluster, 'Approved')).status).toBe(404);
    expect((await review(regional, byCluster, 'Approved')).status).toBe(200);
  });
});
