import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { SealedPhone, SmsRecipient } from '@pm/domain';
import { sql } from 'kysely';
import { db, execute, firstRow, type Queryable, rows } from '../db/typed';

/**
 * Phone numbers of SMS recipients are personal data and reach the event log sealed (AES-256-GCM), as a
 * participant's contactPhone does: a guardian's number with its child's own key (participant_keys), so
 * erasing the child erases the number from the SMS log too; a typed-in number with a key of its message
 * (sms_keys). Destroying a key makes the number unreadable everywhere at once.
 */
const ALGORITHM = 'aes-256-gcm';

const seal = (keyId: string, key: Buffer, phone: string): SealedPhone => {
  const iv = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  cipher.setAAD(Buffer.from(keyId));
  const data = Buffer.concat([cipher.update(phone, 'utf8'), cipher.final()]);
  return {
    keyId,
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    data: data.toString('base64'),
  };
};

export interface PhoneToSeal {
  readonly participantId: number | null;
  readonly phone: string;
}

/**
 * Seals the numbers of message `smsId`. A guardian's number whose child has no key (erased meanwhile) is
 * left out; the caller counts what came back.
 */
export const sealRecipientPhones = async (
  on: Queryable,
  smsId: number,
  entries: readonly PhoneToSeal[],
): Promise<SmsRecipient[]> => {
  const participantIds = entries.flatMap((e) => (e.participantId === null ? [] : [e.participantId]));
  const keys = new Map(
    (
      await rows(
        on,
        db
          .selectFrom('participant_keys')
          .select(['participant_id', 'key_id', 'key'])
          .where('participant_id', '=', (eb) => eb.fn.any(sql<number[]>`${participantIds}`))
          .where('key', 'is not', null)
          .$narrowType<{ key: Buffer }>(),
      )
    ).map((r) => [r.participant_id, r] as const),
  );
  let own: { keyId: string; key: Buffer } | undefined;
  const ownKey = async () => {
    if (!own) {
      own = { keyId: `sk-${smsId}`, key: randomBytes(32) };
      await execute(
        on,
        db
          .insertInto('sms_keys')
          .values({ key_id: own.keyId, key: own.key })
          .onConflict((oc) => oc.column('key_id').doNothing()),
      );
      const stored = await firstRow(
        on,
        db.selectFrom('sms_keys').select('key').where('key_id', '=', own.keyId),
      );
      // a key stored earlier for this message is the one used (the cast: null only once destroyed)
      own.key = stored!.key as Buffer;
    }
    return own;
  };
  const sealed: SmsRecipient[] = [];
  for (const entry of entries) {
    if (entry.participantId === null) {
      const { keyId, key } = await ownKey();
      sealed.push({ participantId: null, phone: seal(keyId, key, entry.phone) });
      continue;
    }
    const row = keys.get(entry.participantId);
    if (row)
      sealed.push({ participantId: entry.participantId, phone: seal(row.key_id, row.key, entry.phone) });
  }
  return sealed;
};

/** Opens sealed numbers, in order; null for a number whose key was destroyed. */
export const openRecipientPhones = async (
  on: Queryable,
  sealed: readonly SealedPhone[],
): Promise<(string | null)[]> => {
  const ids = [...new Set(sealed.map((s) => s.keyId))];
  const found = await rows(
    on,
    db
      .selectFrom('participant_keys')
      .select(['key_id', 'key'])
      .where('key_id', '=', (eb) => eb.fn.any(sql<string[]>`${ids}`))
      .unionAll(
        db
          .selectFrom('sms_keys')
          .select(['key_id', 'key'])
          .where('key_id', '=', (eb) => eb.fn.any(sql<string[]>`${ids}`)),
      ),
  );
  const keys = new Map(found.map((r) => [r.key_id, r.key] as const));
  return sealed.map((s) => {
    const key = keys.get(s.keyId);
    if (!key) return null;
    try {
      const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(s.iv, 'base64'));
      decipher.setAAD(Buffer.from(s.keyId));
      decipher.setAuthTag(Buffer.from(s.tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(s.data, 'base64')), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      return null;
    }
  });
};
