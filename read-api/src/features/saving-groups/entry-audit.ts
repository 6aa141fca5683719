/**
 * The columns every entry of a group's money answers with (entryAuditFields of the domain's rows): who
 * recorded it, when, and its reversal if it was reversed. `alias` is the entry table's alias in the query.
 */
export const entryAuditColumns = (alias: string): string =>
  `${alias}.recorded_by AS "recordedBy", ${alias}.created_at AS "createdAt",
   CASE WHEN ${alias}.reversed_at IS NULL THEN NULL
        ELSE json_build_object('reason', ${alias}.reversal_reason, 'reversedBy', ${alias}.reversed_by,
               'reversedAt', to_char(${alias}.reversed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
   END AS reversal`;
