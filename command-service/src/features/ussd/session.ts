import type { UssdLanguage } from '@pm/domain';
import { db, execute, firstRow } from '@pm/infra/db/typed';
import { sql } from 'kysely';
import type pg from 'pg';

/**
 * Where a USSD session is (ussd_sessions): Africa's Talking sends every input of the session so far
 * with each request ("1*2*4321"); the session keeps its step, how many inputs it took, and the page it
 * answered, so each input is acted on once and a request sent again is answered the same page.
 */

export type Step =
  | { readonly at: 'language' }
  | { readonly at: 'code'; readonly lang: UssdLanguage }
  | { readonly at: 'new-pin'; readonly lang: UssdLanguage }
  /** The PIN chosen, held hashed until it is typed again. */
  | { readonly at: 'confirm-pin'; readonly lang: UssdLanguage; readonly pinHash: string }
  | { readonly at: 'pin'; readonly lang: UssdLanguage }
  | { readonly at: 'menu'; readonly lang: UssdLanguage }
  | {
      readonly at: 'children' | 'pay-children' | 'groups';
      readonly lang: UssdLanguage;
      /** The list is shown from its item `from` on. */
      readonly from: number;
    }
  | { readonly at: 'child' | 'group'; readonly lang: UssdLanguage }
  | { readonly at: 'pay-confirm'; readonly lang: UssdLanguage; readonly participantId: number }
  | { readonly at: 'ended' };

export interface Session {
  readonly phone: string;
  readonly step: Step;
  readonly inputs: number;
  readonly answer: string;
  /** Whether it was last answered within SESSION_MS. */
  readonly live: boolean;
}

/** Africa's Talking ends a session after about three minutes; one older than this is over here too. */
export const SESSION_MS = 5 * 60_000;

export const sessionOf = async (pool: pg.Pool, sessionId: string): Promise<Session | null> => {
  const row = await firstRow(
    pool,
    db
      .selectFrom('ussd_sessions')
      .select(['phone', 'state', 'inputs', 'answer'])
      .select(sql<boolean>`updated_at > now() - ${`${SESSION_MS} milliseconds`}::interval`.as('live'))
      .where('session_id', '=', sessionId),
  );
  return row ? { ...row, step: row.state as Step } : null;
};

/**
 * Keeps where the session is, unless a later input was kept meanwhile (a request sent again while the
 * first was answered); and forgets sessions a day old.
 */
export const keepSession = async (
  pool: pg.Pool,
  sessionId: string,
  session: Omit<Session, 'live'>,
): Promise<void> => {
  await execute(
    pool,
    db
      .insertInto('ussd_sessions')
      .values({
        session_id: sessionId,
        phone: session.phone,
        state: JSON.stringify(session.step),
        inputs: session.inputs,
        answer: session.answer,
      })
      .onConflict((oc) =>
        oc
          .column('session_id')
          .doUpdateSet((eb) => ({
            state: eb.ref('excluded.state'),
            inputs: eb.ref('excluded.inputs'),
            answer: eb.ref('excluded.answer'),
            updated_at: sql`now()`,
          }))
          .where('ussd_sessions.inputs', '<', (eb) => eb.ref('excluded.inputs')),
      ),
  );
  if (session.inputs === 0)
    await execute(
      pool,
      db.deleteFrom('ussd_sessions').where('updated_at', '<', sql<string>`now() - interval '1 day'`),
    );
};
