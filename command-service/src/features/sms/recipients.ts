// Reads the projector's `participants` table (read model `participants`): a composed message's
// recipients, the parents of a project. A documented query module (system/src/table-ownership.unit.spec.ts).
import {
  ageGroupOf,
  ageOn,
  businessDate,
  NotFoundError,
  normaliseKenyanPhone,
  type SendSmsInput,
} from '@pm/domain';
import type { PhoneToSeal } from '@pm/infra/crypto/sms-phones';
import { db, rows } from '@pm/infra/db/typed';
import { sql } from 'kysely';
import type pg from 'pg';

export interface ResolvedRecipients {
  /** Distinct numbers in +254 form, each with the child it was taken from (null for a typed-in one). */
  readonly entries: PhoneToSeal[];
  /** Register numbers that are no phone number, left out. */
  readonly skipped: number;
}

interface Candidate {
  id: number;
  contact_phone: string | null;
  date_of_birth: string | null;
}

/**
 * The recipients of a message, resolved by the server from the participants register (the projector's
 * table, as the monthly contributions job reads it): the guardians' numbers of the project's active
 * children, of one age group, of one child of the project, or the typed-in number. Numbers are
 * normalised and kept once; register numbers that are no phone number are counted as skipped.
 */
export const resolveRecipients = async (
  pool: pg.Pool,
  projectId: number,
  input: SendSmsInput,
  now: string,
): Promise<ResolvedRecipients> => {
  if (input.recipientType === 'custom_number')
    return { entries: [{ participantId: null, phone: input.customPhoneNumber! }], skipped: 0 };
  const select = db
    .selectFrom('participants')
    .select((eb) => [
      'id',
      'contact_phone',
      eb.fn<string | null>('to_char', ['date_of_birth', sql.lit('YYYY-MM-DD')]).as('date_of_birth'),
    ])
    .where('project_id', '=', projectId)
    .where((eb) => eb.and([eb.not(eb.ref('deleted')), eb.not(eb.ref('erased'))]));
  let candidates: Candidate[];
  if (input.recipientType === 'individual') {
    const found = await rows(
      pool,
      select.select('is_active').where('id', '=', Number(input.recipientFilter)),
    );
    if (found.length === 0)
      throw new NotFoundError('Participant not found in this project', {
        recipientFilter: 'Participant not found in this project',
      });
    candidates = found.filter((r) => r.is_active);
  } else {
    const active = await rows(pool, select.where((eb) => eb.ref('is_active')).orderBy('id'));
    const today = businessDate(now);
    candidates =
      input.recipientType === 'age_group'
        ? active.filter(
            (r) => r.date_of_birth && ageGroupOf(ageOn(r.date_of_birth, today)) === input.recipientFilter,
          )
        : active;
  }
  const byPhone = new Map<string, number>();
  let skipped = 0;
  for (const c of candidates) {
    const phone = c.contact_phone === null ? null : normaliseKenyanPhone(c.contact_phone);
    if (phone === null) skipped += 1;
    else if (!byPhone.has(phone)) byPhone.set(phone, c.id);
  }
  return { entries: [...byPhone].map(([phone, participantId]) => ({ participantId, phone })), skipped };
};
