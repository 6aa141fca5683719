import { hashSecret } from '@pm/command-service/features/ussd/access';
import { normaliseKenyanPhone } from '@pm/domain';
import pg from 'pg';
import { BENCH_USSD_SECRET, base, type Figure, percentile } from './harness';

/**
 * The USSD menu's answer time (docs/domain/ussd.md: under a second), on the generated programme: a
 * parent's and a member's number found among every record, the PIN checked (scrypt), and their figures.
 * Each of `requests` sessions walks: dial (who the number is), language, PIN, then the child's screen or
 * the membership's (the passbook's totals). The PINs are set in the database beforehand, as the menu
 * would have set them.
 */

const ms = (v: number) => `${v.toFixed(0)} ms`;

const post = async (form: Record<string, string>) => {
  const t = performance.now();
  const answer = await fetch(`${base}/api/ussd/${BENCH_USSD_SECRET}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  const text = await answer.text();
  if (!answer.ok || !/^(CON|END) /.test(text)) throw new Error(`USSD answered ${answer.status}: ${text}`);
  return { ms: performance.now() - t, text };
};

/** A number on the register that reads as a Kenyan mobile: a guardian's and a member's. */
const numbersOf = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const first = async (sql: string) =>
      ((await client.query<{ phone: string }>(sql)).rows
        .map((r) => normaliseKenyanPhone(r.phone))
        .find(Boolean) ?? null) as string | null;
    const parent = await first(
      'SELECT contact_phone AS phone FROM participants WHERE NOT deleted AND NOT erased AND contact_phone IS NOT NULL ORDER BY id DESC LIMIT 200',
    );
    const member = await first(
      'SELECT member_phone AS phone FROM group_members WHERE is_active ORDER BY id DESC LIMIT 200',
    );
    const hash = await hashSecret('2468');
    for (const phone of [parent, member].filter((p): p is string => p !== null))
      await client.query(
        'INSERT INTO ussd_access (phone, pin_hash) VALUES ($1, $2) ON CONFLICT (phone) DO UPDATE SET pin_hash = $2, wrong_count = 0, locked_until = NULL',
        [phone, hash],
      );
    return { parent, member };
  } finally {
    await client.end();
  }
};

export const ussdFigures = async (url: string, requests: number): Promise<Figure[]> => {
  const numbers = await numbersOf(url);
  const figures: Figure[] = [];
  for (const [who, phone, choice] of [
    ['parent', numbers.parent, '1'],
    ['member', numbers.member, '3'],
  ] as const) {
    if (phone === null) continue;
    const steps: Record<string, number[]> = { dial: [], pin: [], figures: [] };
    for (let i = 0; i < requests; i += 1) {
      const form = {
        sessionId: `bench-${who}-${i}-${Date.now()}`,
        serviceCode: '*384*4040#',
        phoneNumber: phone,
        networkCode: '63902',
      };
      steps.dial!.push((await post({ ...form, text: '' })).ms);
      await post({ ...form, text: '1' });
      steps.pin!.push((await post({ ...form, text: '1*2468' })).ms);
      const page = await post({ ...form, text: `1*2468*${choice}` });
      steps.figures!.push(page.ms);
      if (i === 0 && !page.text.startsWith('CON ')) throw new Error(`USSD ${who}: ${page.text}`);
    }
    for (const [step, times] of Object.entries(steps)) {
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      figures.push({
        figure: `USSD ${who}: ${step === 'dial' ? 'first page (who the number is)' : step === 'pin' ? 'PIN checked' : 'their figures'}`,
        value: `p95 ${ms(p95)} (p50 ${ms(percentile(times, 50))})`,
        target: 'p95 ≤ 1000 ms',
        ratio: (1000 / p95).toFixed(1),
      });
    }
  }
  return figures;
};
