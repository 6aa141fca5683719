import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { PersonalData, SealedPersonalData } from '@pm/domain';
import type pg from 'pg';

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

const ALGORITHM = 'aes-256-gcm';

/** The participant's data key, created on first use; null once destroyed (erased). */
const keyFor = async (
  db: Queryable,
  participantId: number,
): Promise<{ keyId: string; key: Buffer | null }> => {
  const keyId = `pk-${participantId}`;
  await db.query(
    'INSERT INTO participant_keys (key_id, participant_id, key) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [keyId, participantId, randomBytes(32)],
  );
  const row = (
    await db.query<{ key: Buffer | null }>('SELECT key FROM participant_keys WHERE key_id = $1', [keyId])
  ).rows[0];
  return { keyId, key: row?.key ?? null };
};

/** Seals a participant's personal fields with its own key; the key id is bound in as authenticated data. */
export const sealPersonalData = async (
  db: Queryable,
  participantId: number,
  personal: PersonalData,
): Promise<SealedPersonalData> => {
  const { keyId, key } = await keyFor(db, participantId);
  if (!key) throw new Error(`The personal data key of participant ${participantId} was destroyed`);
  return sealWith(keyId, key, personal);
};

/** Seals many participants' fields, creating their keys in one statement (bulk imports). */
export const sealPersonalDataMany = async (
  db: Queryable,
  entries: readonly { participantId: number; personal: PersonalData }[],
): Promise<SealedPersonalData[]> => {
  const keys = entries.map(() => randomBytes(32));
  // New participants only: an existing key must never be replaced, or its data could not be opened.
  await db.query(
    `INSERT INTO participant_keys (key_id, participant_id, key)
     SELECT 'pk-' || p, p, k FROM unnest($1::int[], $2::bytea[]) AS u(p, k)`,
    [entries.map((e) => e.participantId), keys],
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
  db: Queryable,
  sealed: SealedPersonalData,
): Promise<PersonalData | null> => {
  const row = (
    await db.query<{ key: Buffer | null }>('SELECT key FROM participant_keys WHERE key_id = $1', [
      sealed.keyId,
    ])
  ).rows[0];
  return openWith(row?.key ?? null, sealed);
};

/** Opens many participants' sealed fields, their keys read in one statement (the projector's runs). */
export const unsealPersonalDataMany = async (
  db: Queryable,
  sealed: readonly SealedPersonalData[],
): Promise<(PersonalData | null)[]> => {
  const { rows } = await db.query<{ key_id: string; key: Buffer | null }>(
    'SELECT key_id, key FROM participant_keys WHERE key_id = ANY($1::text[])',
    [[...new Set(sealed.map((s) => s.keyId))]],
  );
  const keys = new Map(rows.map((r) => [r.key_id, r.key]));
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
export const destroyPersonalDataKey = async (db: Queryable, keyId: string): Promise<void> => {
  await db.query(
    'UPDATE participant_keys SET key = NULL, destroyed_at = coalesce(destroyed_at, now()) WHERE key_id = $1',
    [keyId],
  );
};
