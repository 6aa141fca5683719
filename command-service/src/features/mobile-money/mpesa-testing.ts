import { createServer } from 'node:net';
import { participantDecider, participantStream } from '@pm/domain';
import { c2bBody } from '@pm/infra/mpesa-simulator/bodies';
import type { System } from '@pm/system/system';
import { systemPrincipal } from '../../lib/actor';
import { loadAggregate } from '../../lib/command-bus';
import { systemContext } from '../../lib/define-command';
import { openContribution } from '../contributions/service';

/** What the M-Pesa tests post: paybill confirmations, as the simulator's bodies, and a child to pay. */

const run = Date.now() % 100000;
let receipts = 0;

/** A fresh receipt number: ten upper-case letters and digits. */
export const aReceipt = (prefix = 'QU'): string => {
  receipts += 1;
  return `${prefix}${String(run).padStart(5, '0')}${String(receipts).padStart(3, '0')}`;
};

/** Now, as M-Pesa writes it (Kenyan time). */
const kenyanNow = () => new Date(Date.now() + 3 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);

export const paybill = (reference: string, amountKes: number, receipt = aReceipt()) =>
  c2bBody('600000', {
    receipt,
    amountKes,
    reference,
    phone: '254712345678',
    time: kenyanNow(),
    channel: 'paybill',
  });

/** Posts a paybill confirmation on the callback path of `secret`; answers its status code. */
export const confirm = async (system: System, secret: string, body: ReturnType<typeof paybill>) =>
  (
    await system.commandApp.inject({
      method: 'POST',
      url: `/api/mobile-money/${secret}/c2b/confirmation`,
      payload: body,
      remoteAddress: '127.0.0.1',
    })
  ).statusCode;

/** A child of the register with a monthly contribution of 1,000 (its month opened at registration). */
export const aChild = (code: string) => ({
  participantId: code,
  firstName: 'Achieng',
  surname: 'Otieno',
  dateOfBirth: '2016-03-14',
  gender: 'Female',
  parentGuardianName: 'Mary Otieno',
  contactPhone: '0712345678',
  gradeLevel: 'Grade 3',
  monthlyContribution: 1000,
});

/** A tag unique to this run, for references and searches. */
export const RUN_TAG = `U${run}`;

/** Opens last month for a child, as the monthly job opens it: they then owe two months. */
export const openLastMonth = async (system: System, participantId: number): Promise<void> => {
  const lastMonth = new Date(Date.now() - 32 * 86_400_000).toISOString();
  const { state } = await loadAggregate(system.deps, participantDecider, participantStream(participantId));
  if (state.status !== 'active') throw new Error('the child is not active');
  const ctx = systemContext(system.deps, systemPrincipal('test'), lastMonth, `open-${participantId}`);
  if ((await openContribution(ctx, state)) === null) throw new Error('last month was open already');
};

/** The events that name a receipt, in log order. */
export const eventsOfReceipt = async (system: System, receipt: string) =>
  (await system.store.readAll({ limit: 1_000_000 })).filter((e) =>
    JSON.stringify(e.data).includes(`"${receipt}"`),
  );

/** A port nothing listens on now, for the command service's callbacks to be named before it listens. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
