import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Health } from '@pm/domain/api/account-queries';
import type { LogChainState } from '@pm/domain/api/audit-queries';
import type { NotificationRow } from '@pm/domain/api/notification-queries';
import { loadHeadKey } from '@pm/infra/event-store/head-signing';
import type { SmsGateway } from '@pm/infra/sms/gateway';
import { projectionsSettled } from '@pm/system/builders';
import { type ApiClient, type System, startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuditCheckDeps, runAuditCheck } from './audit-check-job';
import { type ChainCheckDeps, runChainCheck } from './chain-check-job';

/**
 * Tamper noticed while the product runs: an event altered in the database after the audit views cached
 * its stream is replayed as the log now holds it, the chain check names it, and the SuperAdmin's bell
 * and /api/health say so until it is put back; the day's signed head reaches the NationalDirector.
 */
describe('an event altered in the running product', () => {
  let system: System;
  let admin: ApiClient;
  let director: ApiClient;
  let project: ApiClient;
  let dir: string;
  let audit: AuditCheckDeps;
  let chain: ChainCheckDeps;
  const quiet = { info: () => {}, warn: () => {}, error: () => {} };
  const sent: { to: readonly string[]; text: string }[] = [];
  const gateway: SmsGateway = {
    send: async (message) => {
      sent.push(message);
      return message.to.map((number, i) => ({
        number,
        status: 'Success',
        statusCode: 101,
        messageId: `head-${i}`,
        cost: 'KES 0.8000',
      }));
    },
  };

  /** As a superuser could: the append-only trigger off for one statement. */
  const tamper = async (statement: string, params: unknown[] = []) => {
    const client = await system.db.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('ALTER TABLE es_events DISABLE TRIGGER es_events_append_only');
      await client.query(statement, params);
      await client.query('ALTER TABLE es_events ENABLE TRIGGER es_events_append_only');
      await client.query('COMMIT');
    } catch (e) {
      await client.query('ROLLBACK');
      throw e;
    } finally {
      client.release();
    }
  };
  const bellOf = async (client: ApiClient, kind: NotificationRow['kind']) =>
    (await client.get<NotificationRow[]>('/api/notifications')).body.filter((n) => n.kind === kind);

  beforeAll(async () => {
    system = await startSystem();
    [admin, director, project] = await Promise.all([
      system.login('admin'),
      system.login('director'),
      system.login('project'),
    ]);
    await projectionsSettled(system);
    dir = mkdtempSync(path.join(tmpdir(), 'tamper-check-'));
    audit = {
      pool: system.db.pool,
      store: system.store,
      logger: quiet as unknown as AuditCheckDeps['logger'],
    };
    chain = {
      pool: system.db.pool,
      key: loadHeadKey(path.join(dir, 'head.pem'), { create: true }),
      logger: quiet as unknown as ChainCheckDeps['logger'],
      sms: gateway,
    };
    // the NationalDirector's number, as the account screens would have stored it
    await system.db.pool.query(`UPDATE users SET phone = '0712 345678' WHERE username = 'director'`);
  });
  afterAll(async () => {
    await system.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is seen by the replay check, the chain check, the bell and /api/health, until it is put back', async () => {
    expect(await runChainCheck(chain)).toMatchObject({ ran: true, ok: true, full: true });
    const healthy = await system.client().get<Health>('/api/health');
    expect(healthy.body.audit).toEqual({ logChain: 'verified', replayCheck: 'not checked' });

    const saving = (
      await system.db.pool.query<{ position: string; stream_id: string; event_id: string; data: string }>(
        `SELECT position::text, stream_id, event_id::text, data::text FROM es_events
          WHERE type = 'SavingRecorded' ORDER BY position DESC LIMIT 1`,
      )
    ).rows[0]!;
    const groupId = Number(saving.stream_id.replace('group-', ''));
    // the audit views read the group once: its stream is cached
    expect((await admin.get(`/api/audit/groups/${groupId}/ledger`)).status).toBe(200);

    await tamper(
      `UPDATE es_events SET data = jsonb_set(data, '{amount}', to_jsonb((data->>'amount')::bigint + 100000))
        WHERE position = $1`,
      [saving.position],
    );
    try {
      // the replay reads the log, not the cache: the group's savings differ by the 1,000 KES added
      const replay = await runAuditCheck(audit, { catchUpMs: 2000 });
      expect(replay).toMatchObject({ ran: true, error: null });
      const { differences } = (
        await system.db.pool.query<{
          differences: { kind: string; id: number; figure: string; replay: number; readModel: number }[];
        }>('SELECT differences FROM audit_checks ORDER BY id DESC LIMIT 1')
      ).rows[0]!;
      const savings = differences.find(
        (d) => d.kind === 'group' && d.id === groupId && d.figure === 'savings',
      );
      expect(savings && savings.replay - savings.readModel).toBe(1000);

      // the chain names the event
      const outcome = await runChainCheck(chain, { full: true });
      expect(outcome).toMatchObject({ ok: false, brokenAt: saving.position, reason: 'altered' });
      const health = await system.client().get<Health>('/api/health');
      expect(health.status).toBe(503);
      expect(health.body).toMatchObject({
        ok: false,
        audit: { logChain: 'broken', replayCheck: 'differences' },
      });
      expect(JSON.stringify(health.body)).not.toContain(saving.position);
      expect(await bellOf(admin, 'logChainBroken')).toEqual([
        {
          key: `logChainBroken-${outcome.ran && outcome.id}`,
          kind: 'logChainBroken',
          title: 'Event log altered',
          description: `The event at position ${saving.position} (${saving.stream_id}, ${saving.event_id}) was changed after it was stored`,
          descriptionKey:
            'The event at position {{position}} ({{stream}}, {{event}}) was changed after it was stored',
          descriptionParams: { position: saving.position, stream: saving.stream_id, event: saving.event_id },
          at: expect.any(String),
          link: '/audit',
        },
      ]);
      expect(await bellOf(project, 'logChainBroken')).toEqual([]);
      const state = await admin.get<LogChainState>('/api/audit/log/chain');
      expect(state.body.latestCheck).toMatchObject({
        brokenAt: saving.position,
        reason: 'altered',
        streamId: saving.stream_id,
        eventId: saving.event_id,
      });
    } finally {
      await tamper('UPDATE es_events SET data = $2::jsonb WHERE position = $1', [
        saving.position,
        saving.data,
      ]);
    }
    expect(await runChainCheck(chain, { full: true })).toMatchObject({ ok: true });
    expect(await runAuditCheck(audit)).toMatchObject({ ran: true, differences: 0 });
    const back = await system.client().get<Health>('/api/health');
    expect(back.body.audit).toEqual({ logChain: 'verified', replayCheck: 'agrees' });
    expect(await bellOf(admin, 'logChainBroken')).toEqual([]);
  });

  it("shows the day's signed head to the NationalDirector and on the audit screen, with its state", async () => {
    const [line] = await bellOf(director, 'logHeadSigned');
    expect(line).toMatchObject({ title: 'Event log head signed', link: '/audit' });
    expect(line!.description).toMatch(
      /^Log head \d{4}-\d{2}-\d{2}: position \d+ hash [0-9a-f]{64} key [0-9a-f]{8}$/,
    );
    expect(await bellOf(project, 'logHeadSigned')).toEqual([]);
    // and by SMS, once, through the gateway
    expect(sent).toEqual([{ to: ['+254712345678'], text: line!.description }]);
    expect(
      (await system.db.pool.query('SELECT sms_recipients, sms_accepted, sms_error FROM log_head_signatures'))
        .rows,
    ).toEqual([{ sms_recipients: 1, sms_accepted: 1, sms_error: null }]);

    const state = await director.get<LogChainState>('/api/audit/log/chain');
    expect(state.status).toBe(200);
    const [head] = state.body.signedHeads;
    expect(head).toMatchObject({
      algorithm: 'Ed25519',
      keyId: chain.key!.keyId,
      matchesLog: true,
      smsText: line!.description,
    });
    // the test's read API was built without the key: the signature is not checked there
    expect(head!.signatureValid).toBeNull();
    expect((await project.get('/api/audit/log/chain')).status).toBe(403);
  });
});
