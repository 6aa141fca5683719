import { sql } from 'kysely';

/** An entry's reversal as the rows answer it (entryAuditFields), null while it stands. */
type Reversal = { reason: string; reversedBy: string; reversedAt: string } | null;

/** The audit columns every entry table has (member_penalties, group_savings, loan_repayments, …). */
type AuditColumn = 'recorded_by' | 'created_at' | 'reversed_at' | 'reversal_reason' | 'reversed_by';

/**
 * The columns every entry of a group's money answers with (entryAuditFields of the domain's rows): who
 * recorded it, when, and its reversal if it was reversed. `alias` is the entry table's alias in the query.
 */
export const entryAudit = (alias: string) => {
  const column = (name: AuditColumn) => sql.ref(`${alias}.${name}`);
  return [
    sql<string | null>`${column('recorded_by')}`.as('recordedBy'),
    sql<string>`${column('created_at')}`.as('createdAt'),
    sql<Reversal>`CASE WHEN ${column('reversed_at')} IS NULL THEN NULL
        ELSE json_build_object('reason', ${column('reversal_reason')}, 'reversedBy', ${column('reversed_by')},
               'reversedAt', to_char(${column('reversed_at')} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
   END`.as('reversal'),
  ] as const;
};
