import {
  ConflictError,
  normaliseKenyanPhone,
  RuleViolation,
  receiptText,
  smsDecider,
  smsReceiptsDecider,
  smsReceiptsStream,
  smsStream,
  ValidationError,
} from '@pm/domain';
import { sealRecipientPhones } from '@pm/infra/crypto/sms-phones';
import { db, execute, firstRow } from '@pm/infra/db/typed';
import type { RecordedEvent } from '@pm/infra/event-store/port';
import { nextId } from '@pm/infra/ids';
import { sleepUnlessAborted } from '@pm/infra/sleep';
import { sql } from 'kysely';
import type { CommandDeps } from '../../context';
import { systemPrincipal } from '../../lib/actor';
import { run } from '../../lib/command-bus';
import { systemContext } from '../../lib/define-command';
import { FollowerCheckpoint } from './follower-checkpoint';
import {
  entryOf,
  placeOfEntry,
  RECEIPT_EVENTS,
  type ReceiptJob,
  receiptJobOf,
  receiptsWereOn,
} from './receipt-jobs';

const CHECKPOINT = 'sms-receipts';
/** The streams of the receipt switches, one per project. */
const SETTINGS_PREFIX = smsReceiptsStream(0).replace(/0$/, '');
const principal = systemPrincipal('sms-receipts');

export interface ReceiptsOptions {
  readonly log?: { error(o: object, m: string): void };
}

/** What became of one receipt: queued (through the SMS outbox), refused (no phone number), or not due. */
export type ReceiptOutcome = 'queued' | 'refused' | 'none';

/**
 * The receipts process of the command service. It follows the event log from its own
 * checkpoint (a row of sms_dispatcher_checkpoint) and, where receipts were switched on when the entry
 * was stored, queues a receipt of each saving, repayment and participant payment as QueueReceipt on a
 * new SMS stream: the same outbox the dispatcher hands to the gateway, so receipts show in the SMS
 * history and its delivery figures. A reversal of an entry that got a receipt queues a correction.
 *
 * At most once per entry: the entry's key ('receipt:saving:12') is the append's command id, which the
 * event store claims once, and sms_receipts keeps the message id reserved for it, so a restart or a
 * replay of the log queues nothing twice. A number that is no phone number is refused by the SMS
 * decider; the refusal is recorded (SmsReceiptRefused) so the screen counts it.
 */
export class SmsReceipts {
  private controller = new AbortController();
  private loop: Promise<unknown> = Promise.resolve();
  private readonly checkpoint: FollowerCheckpoint;
  /** Receipt settings streams as last read, by stream id; dropped when the log shows them change. */
  private readonly settings = new Map<string, Promise<RecordedEvent[]>>();

  constructor(
    private readonly deps: CommandDeps,
    private readonly options: ReceiptsOptions = {},
  ) {
    this.checkpoint = new FollowerCheckpoint(deps.pool, CHECKPOINT);
  }

  start(): void {
    this.controller = new AbortController();
    this.loop = this.follow(this.controller.signal);
  }

  async stop(): Promise<void> {
    this.controller.abort();
    await this.loop;
    await this.checkpoint.flush().catch(() => {}); // the database may be what stopped it
  }

  private async follow(signal: AbortSignal): Promise<void> {
    const { store } = this.deps;
    while (!signal.aborted) {
      try {
        for await (const batch of store.subscribe(await this.checkpoint.read(), signal)) {
          let acted = false;
          for (const event of batch) {
            if (event.streamId.startsWith(SETTINGS_PREFIX)) this.settings.delete(event.streamId);
            else if (RECEIPT_EVENTS.has(event.type) && (await this.handle(event)) !== 'none') acted = true;
          }
          const last = batch[batch.length - 1];
          if (!last) continue;
          if (!acted) await this.checkpoint.passed(last.position);
          else {
            await execute(this.deps.pool, this.checkpoint.statement(last.position));
            this.checkpoint.written();
          }
        }
      } catch (e) {
        if (signal.aborted) return;
        this.options.log?.error({ err: e }, 'SMS receipts: following the log failed; retrying');
        await sleepUnlessAborted(1000, signal);
      }
    }
  }

  /** The receipt or correction one entry calls for, queued once. */
  async handle(event: RecordedEvent): Promise<ReceiptOutcome> {
    const entry = entryOf(event);
    if (entry.kind === 'correction') {
      // only an entry that got its receipt gets a correction, even if receipts were turned off since
      const original = await this.stateOf(`receipt:${entry.entryType}:${entry.entryId}`);
      if (original?.state !== 'queued') return 'none';
    } else {
      const place = await placeOfEntry(this.deps, event);
      if (place === null || !(await receiptsWereOn(this.settingsOf, place.projectId, place.groupId, event)))
        return 'none';
    }
    const job = await receiptJobOf(this.deps, event);
    return job === null ? 'none' : this.queue(job);
  }

  /**
   * A project's receipt settings stream, read once and kept until the log shows it change: the follower
   * sees every event in order, so an event after a change is handled only once the change dropped it.
   */
  private readonly settingsOf = (streamId: string): Promise<RecordedEvent[]> => {
    let read = this.settings.get(streamId);
    if (!read) {
      read = this.deps.store.readStream(streamId);
      read.catch(() => this.settings.delete(streamId));
      this.settings.set(streamId, read);
      if (this.settings.size > 10_000) this.settings.delete(this.settings.keys().next().value!);
    }
    return read;
  };

  private async stateOf(key: string) {
    return firstRow(
      this.deps.pool,
      db.selectFrom('sms_receipts').select(['state', 'sms_id']).where('receipt_key', '=', key),
    );
  }

  private async queue(job: ReceiptJob): Promise<ReceiptOutcome> {
    const { pool } = this.deps;
    const key = keyOf(job, job.facts.kind);
    const known = await this.stateOf(key);
    if (known?.state === 'queued' || known?.state === 'refused') return known.state;
    // the message id is reserved before the append: a restart after it reuses it
    await execute(
      pool,
      db
        .insertInto('sms_receipts')
        .values({
          receipt_key: key,
          sms_id: known?.sms_id ?? (await nextId(pool, 'sms')),
          state: sql.lit('queuing'),
        })
        .onConflict((oc) => oc.doNothing()),
    );
    const smsId = (await this.stateOf(key))!.sms_id!;
    const phone = normaliseKenyanPhone(job.number);
    const recipient =
      phone === null
        ? null
        : ((await sealRecipientPhones(pool, smsId, [{ participantId: job.participantId, phone }]))[0] ??
          null);
    const now = new Date().toISOString();
    try {
      await run(systemContext(this.deps, principal, now, `sms-${key}`), smsDecider, smsStream(smsId), {
        type: 'QueueReceipt',
        data: {
          smsId,
          kind: job.facts.kind,
          receiptOf: job.receiptOf,
          content: receiptText(job.facts),
          number: job.number,
          recipient,
          place: job.place,
        },
      });
    } catch (e) {
      // stored before a crash kept this row from saying so
      if (e instanceof ConflictError) return this.mark(key, 'queued', null);
      if (!(e instanceof ValidationError || e instanceof RuleViolation)) throw e;
      await run(
        systemContext(this.deps, principal, now, `sms-refused-${key}`),
        smsReceiptsDecider,
        smsReceiptsStream(job.place.projectId),
        {
          type: 'RecordReceiptRefused',
          data: { ...job.receiptOf, kind: job.facts.kind, reason: e.message, place: job.place },
        },
      );
      return this.mark(key, 'refused', e.message);
    }
    return this.mark(key, 'queued', null);
  }

  private async mark(
    key: string,
    state: 'queued' | 'refused',
    reason: string | null,
  ): Promise<ReceiptOutcome> {
    await execute(
      this.deps.pool,
      db
        .updateTable('sms_receipts')
        .set({ state, reason, updated_at: sql<string>`now()` })
        .where('receipt_key', '=', key),
    );
    return state;
  }
}

const keyOf = (job: ReceiptJob, kind: 'receipt' | 'correction'): string =>
  `${kind}:${job.receiptOf.entryType}:${job.receiptOf.entryId}`;
