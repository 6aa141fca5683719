/**
 * npm run bench:kill-retry — what a client with Idempotency-Keys is answered when the command service is
 * killed (SIGKILL) while its requests are in flight, and what is stored. The product is started for real
 * (npm start's launcher, which restarts the killed service) on a fresh database; each round sends
 * KILL_REQUESTS savings at once, each with its own key, kills the command service a moment later, then
 * sends every request again with the same key and body until it gets an answer (not a 5xx, not a refused
 * connection, not "still in progress"). It prints, per round, how the first attempts ended and what the
 * retries answered, and checks against the log: every saving answered 201 is stored exactly once, under
 * the id it was answered with, and nothing else is stored (0 lost, 0 doubled, 0 wrong ids).
 */
import { execSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { businessDate } from '@pm/domain';
import pg from 'pg';
import { Client, freshDatabase, PORT, startProduct } from './harness';

const ROUNDS = Number(process.env.KILL_ROUNDS ?? 5);
const PER_ROUND = Number(process.env.KILL_REQUESTS ?? 40);
const today = businessDate(new Date().toISOString());
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The pid listening on the command service's port (the launcher's PORT + 1), or null. */
const commandServicePid = (): number | null => {
  const out = execSync(`ss -ltnpH 'sport = :${PORT + 1}'`).toString();
  const match = /pid=(\d+)/.exec(out);
  return match ? Number(match[1]) : null;
};

type Attempt = { status: number; id?: number; code?: string } | { error: string };
/** An answer: not a refused connection, not a 5xx, not "still in progress". */
const isAnswer = (a: Attempt): a is { status: number; id?: number } =>
  'status' in a && a.status < 500 && a.code !== 'request_in_progress';

/** One attempt; a client gives up on an answer after 15 s (a request the crash left unanswered). */
const send = async (client: Client, key: string, body: object): Promise<Attempt> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Attempt>((resolve) => {
    timer = setTimeout(() => resolve({ error: 'no answer within 15 s' }), 15_000);
  });
  try {
    return await Promise.race([
      client
        .post('/api/group-savings', body, { 'idempotency-key': key })
        .then((answer): Attempt => ({ status: answer.status, id: answer.body?.id, code: answer.body?.code })),
      timeout,
    ]);
  } catch (e) {
    return { error: (e as Error).message };
  } finally {
    clearTimeout(timer);
  }
};

const main = async () => {
  const db = await freshDatabase();
  const product = await startProduct(db.url);
  const rows: string[] = [];
  let lost = 0;
  let doubled = 0;
  let wrongIds = 0;
  try {
    const facilitator = await Client.signIn('facilitator');
    const groups = (await facilitator.get('/api/saving-groups')).body as { id: number; status: string }[];
    const group = groups.find((g) => g.status === 'Active');
    if (!group) throw new Error('no active group in the demo data');
    const members = (await facilitator.get(`/api/group-members?groupId=${group.id}`)).body as {
      id: number;
      isActive: boolean;
    }[];
    const member = members.find((m) => m.isActive);
    if (!member) throw new Error('no active member');
    const answered = new Map<string, number>();
    for (let round = 1; round <= ROUNDS; round++) {
      const requests = Array.from({ length: PER_ROUND }, (_, i) => ({
        key: randomUUID(),
        body: {
          groupId: group.id,
          memberId: member.id,
          amount: Number((1 + i / 100).toFixed(2)),
          savingDate: today,
          notes: `kill-retry ${round}-${i}`,
        },
      }));
      const pid = commandServicePid();
      const first = Promise.all(requests.map((r) => send(facilitator, r.key, r.body)));
      await sleep(20 + Math.random() * 60);
      if (pid) process.kill(pid, 'SIGKILL');
      const firsts = await first;
      console.info(`round ${round}: first attempts done, retrying`);
      // the retries: the same key and body until the product answers (it restarts the service)
      const classes = new Map<string, number>();
      for (const [i, r] of requests.entries()) {
        let attempt = firsts[i]!;
        const deadline = Date.now() + 90_000;
        let retried = false;
        while (!isAnswer(attempt) && Date.now() < deadline) {
          await sleep(250);
          attempt = await send(facilitator, r.key, r.body);
          retried = true;
        }
        const label = `${'status' in firsts[i]! ? (firsts[i] as { status: number }).status : 'no answer'} → ${
          'status' in attempt ? attempt.status : 'no answer'
        }${retried ? ' (retried)' : ''}`;
        classes.set(label, (classes.get(label) ?? 0) + 1);
        if ('status' in attempt && attempt.status === 201 && attempt.id !== undefined)
          answered.set(`kill-retry ${round}-${i}`, attempt.id);
      }
      rows.push(
        `round ${round}: ${[...classes].map(([label, n]) => `${n} × ${label}`).join(', ')}${pid ? '' : ' (no service found to kill)'}`,
      );
    }
    // what the log holds (the read model, once it has caught up): each answered saving once, its id
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    let stored: { id: number; notes: string }[] = [];
    for (let tries = 0; tries < 60; tries++) {
      stored = (
        await client.query<{ id: number; notes: string }>(
          `SELECT id, notes FROM group_savings WHERE notes LIKE 'kill-retry %' ORDER BY id`,
        )
      ).rows;
      if (stored.length >= answered.size) break;
      await sleep(1000);
    }
    await client.end();
    const byNote = new Map<string, number[]>();
    for (const s of stored) byNote.set(s.notes, [...(byNote.get(s.notes) ?? []), s.id]);
    for (const [note, id] of answered) {
      const ids = byNote.get(note) ?? [];
      if (ids.length === 0) lost += 1;
      if (ids.length > 1) doubled += 1;
      if (ids.length === 1 && ids[0] !== id) wrongIds += 1;
    }
    const unanswered = [...byNote.keys()].filter((note) => !answered.has(note)).length;
    console.info(
      `kill -9 of the command service with ${PER_ROUND} savings in flight, ${ROUNDS} rounds (PORT ${PORT})`,
    );
    for (const row of rows) console.info(`  ${row}`);
    console.info(
      `  answered 201: ${answered.size}; stored: ${stored.length}; lost ${lost}, doubled ${doubled}, answered with a wrong id ${wrongIds}, stored without a 201 ${unanswered}`,
    );
    if (lost + doubled + wrongIds + unanswered > 0) process.exitCode = 1;
  } finally {
    await product.stop();
    await db.drop();
  }
};

await main();
