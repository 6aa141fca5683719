import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { PersonalData, SealedPersonalData } from '@pm/domain';
import { sql } from 'kysely';
import { db, execute, firstRow, type Queryable, rows } from '../db/typed';

const ALGORITHM = 'aes-256-gcm';

const keyOf = (keyId: string) => db.selectFrom('participant_keys').select('key').where('key_id', '=', keyId);

/** The participant's data key, created on first use; null once destroyed (erased). */
const keyFor = async (
  on: Queryable,
  participantId: number,
): Promise<{ keyId: string; key: Buffer | null }> => {
  const keyId = `pk-${participantId}`;
  await execute(
    on,
    db
      .insertInto('participant_keys')
      .values({ key_id: keyId, participant_id: participantId, key: randomBytes(32) })
      .onConflict((oc) => oc.doNothing()),
  );
  const row = await firstRow(on, keyOf(keyId));
  return { keyId, key: row?.key ?? null };
};

/** Seals a participant's personal fields with its own key; the key id is bound in as authenticated data. */
export const sealPersonalData = async (
  on: Queryable,
  participantId: number,
  personal: PersonalData,
): Promise<SealedPersonalData> => {
  const { keyId, key } = await keyFor(on, participantId);
  if (!key) throw new Error(`The personal data key of participant ${participantId} was destroyed`);
  return sealWith(keyId, key, personal);
};

/** Seals many participants' fields, creating their keys in one statement (bulk imports). */
export const sealPersonalDataMany = async (
  on: Queryable,
  entries: readonly { participantId: number; personal: PersonalData }[],
): Promise<SealedPersonalData[]> => {
  const keys = entries.map(() => randomBytes(32));
  // New participants only: an existing key must never be replaced, or its data could not be opened.
  const created = sql<{
    p: number;
    k: Buffer;
  }>`unnest(${entries.map((e) => e.participantId)}::int[], ${keys}::bytea[])`;
  await execute(
    on,
    db
      .insertInto('participant_keys')
      .columns(['key_id', 'participant_id', 'key'])
      .expression(
        db
          .selectFrom(created.as<'u'>(sql`u(p, k)`))
          .select((eb) => [sql<string>`'pk-' || ${eb.ref('u.p')}`.as('key_id'), 'u.p', 'u.k']),
      ),
  );
  return entries.map((entry, i) => sealWith(`pk-${entry.participantId}`, keys[i]!, entry.personal));
};

const sealWith = (keyId: string, key: Buffer, personal: PersonalData): SealedPersonalData => {
  const iv = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  cipher.setAAD(Buffer.from(keyId));
  const data = Buffer.concat([cipher.update(JSON.stringify(personal), 'utf8'), cipher.final()]);
  return {
    keyId,
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    data: data.toString('base64'),
  };
};

/** Opens sealed fields; null when the key was destroyed (the participant was erased). */
export const unsealPersonalData = async (
  on: Queryable,
  sealed: SealedPersonalData,
): Promise<PersonalData | null> => {
  const row = await firstRow(on, keyOf(sealed.keyId));
  return openWith(row?.key ?? null, sealed);
};

/** Opens many participants' sealed fields, their keys read in one statement (the projector's runs). */
export const unsealPersonalDataMany = async (
  on: Queryable,
  sealed: readonly SealedPersonalData[],
): Promise<(PersonalData | null)[]> => {
  const ids = [...new Set(sealed.map((s) => s.keyId))];
  const found = await rows(
    on,
    db
      .selectFrom('participant_keys')
      .select(['key_id', 'key'])
      .where('key_id', '=', (eb) => eb.fn.any(sql<string[]>`${ids}::text[]`)),
  );
  const keys = new Map(found.map((r) => [r.key_id, r.key]));
  return sealed.map((s) => openWith(keys.get(s.keyId) ?? null, s));
};

const openWith = (key: Buffer | null, sealed: SealedPersonalData): PersonalData | null => {
  if (!key) return null;
  const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(sealed.iv, 'base64'));
  decipher.setAAD(Buffer.from(sealed.keyId));
  decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
  const plain = Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64')), decipher.final()]);
  return JSON.parse(plain.toString('utf8')) as PersonalData;
};

/** Crypto-shredding: the key is overwritten and forgotten; nothing sealed with it can be opened again. */
export const destroyPersonalDataKey = async (on: Queryable, keyId: string): Promise<void> => {
  await execute(
    on,
    db
      .updateTable('participant_keys')
      .set((eb) => ({ key: null, destroyed_at: eb.fn.coalesce('destroyed_at', sql<string>`now()`) }))
      .where('key_id', '=', keyId),
  );
};
