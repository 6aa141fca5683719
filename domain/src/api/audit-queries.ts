import { z } from 'zod';
import { idParams, queryIdSchema } from '../shared/bounds';
import { isoDateSchema } from '../shared/date-schemas';
import { contractsOf, instantSchema, kesSchema } from './contract';
import { groupLedgerSchema, ledgerEntrySchema } from './ledger-schemas';

export { type GroupLedger, groupLedgerSchema, type LedgerEntry, ledgerEntrySchema } from './ledger-schemas';

const { query } = contractsOf('Audit');

const optionalDate = isoDateSchema(
  'asOf must be a date (YYYY-MM-DD)',
  'asOf must be a date (YYYY-MM-DD)',
).optional();
/** An ISO 8601 instant (with a time zone), e.g. 2026-11-26T09:30:00Z. */
const optionalInstant = z
  .string()
  .trim()
  .max(40)
  .refine(
    (v) =>
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/.test(v) &&
      !Number.isNaN(Date.parse(v)),
    {
      message: 'knownAt must be an ISO 8601 instant, e.g. 2026-11-26T09:30:00Z',
    },
  )
  .optional();

const optionalFrom = isoDateSchema(
  'from must be a date (YYYY-MM-DD)',
  'from must be a date (YYYY-MM-DD)',
).optional();
const optionalTo = isoDateSchema(
  'to must be a date (YYYY-MM-DD)',
  'to must be a date (YYYY-MM-DD)',
).optional();

export const groupVerificationSchema = z
  .object({
    groupId: z.number().int(),
    checkedAt: instantSchema,
    ok: z.boolean(),
    /**
     * Each figure where the replay and the read tables differ (KES; a missing row counts 1 against 0), and
     * each money invariant the log breaks (a close's payouts against its fund and the share-out rules:
     * `replay` is what the rule gives, `readModel` what the log holds).
     */
    differences: z.array(z.object({ figure: z.string(), replay: z.number(), readModel: z.number() })),
  })
  .meta({ id: 'GroupVerification' });
export type GroupVerification = z.infer<typeof groupVerificationSchema>;

export const projectVerificationSchema = z
  .object({
    projectId: z.number().int(),
    checkedAt: instantSchema,
    ok: z.boolean(),
    /**
     * Each figure where the replay and the read tables differ (KES; a missing row counts 1 against 0), and
     * each money invariant the log breaks (a close's payouts against its fund and the share-out rules:
     * `replay` is what the rule gives, `readModel` what the log holds).
     */
    differences: z.array(z.object({ figure: z.string(), replay: z.number(), readModel: z.number() })),
  })
  .meta({ id: 'ProjectVerification' });
export type ProjectVerification = z.infer<typeof projectVerificationSchema>;

/** One run of the scheduled replay check (read-api/src/audit-check-job.ts). */
export const auditCheckSchema = z
  .object({
    id: z.number().int(),
    startedAt: instantSchema,
    finishedAt: instantSchema.nullable(),
    groupsChecked: z.number().int().nullable(),
    projectsChecked: z.number().int().nullable(),
    /** How many figures differed; `differences` lists at most the first 100. */
    differenceCount: z.number().int(),
    differences: z.array(
      z.object({
        kind: z.enum(['group', 'project']),
        id: z.number().int(),
        name: z.string(),
        figure: z.string(),
        replay: z.number(),
        readModel: z.number(),
      }),
    ),
    /** Why the run stopped, when it failed. */
    error: z.string().nullable(),
  })
  .meta({ id: 'AuditCheck' });
export type AuditCheck = z.infer<typeof auditCheckSchema>;

/** One child's contribution for one month as it stood (KES). */
export const contributionStandingSchema = z
  .object({
    contributionId: z.number().int(),
    participantId: z.number().int(),
    /** The child's register code, e.g. KE0420-001. */
    participantCode: z.string().nullable(),
    /**
     * Deleted from the register: the replay shows the stream as it stands, while the screens cancel the
     * child's arrears and keep what was paid (docs/domain/children-contributions.md).
     */
    participantDeleted: z.boolean(),
    month: z.string(),
    expected: kesSchema,
    paid: kesSchema,
    outstanding: kesSchema,
  })
  .meta({ id: 'ContributionStanding' });

/** The head of the event log's hash chain: what an auditor writes down, to hold `npm run verify-log` to. */
export const auditLogHeadSchema = z
  .object({
    /** The last position in the log ('0' while it is empty). */
    position: z.string(),
    /** The hash chaining every event up to that position, hex. */
    hash: z.string(),
    algorithm: z.literal('SHA-256'),
  })
  .meta({ id: 'AuditLogHead' });
export type AuditLogHead = z.infer<typeof auditLogHeadSchema>;

/** One run of the check of the log's hash chain (read-api/src/chain-check-job.ts). */
export const chainCheckSchema = z
  .object({
    id: z.number().int(),
    startedAt: instantSchema,
    finishedAt: instantSchema.nullable(),
    /** Recomputed from position 1, or from the last verified position. */
    full: z.boolean(),
    fromPosition: z.string(),
    /** The head verified (when the chain held). */
    toPosition: z.string().nullable(),
    checked: z.number().int().nullable(),
    durationMs: z.number().int().nullable(),
    /** Where the chain broke, and why: altered, missing, expected (rewritten), head, signature. */
    brokenAt: z.string().nullable(),
    reason: z.string().nullable(),
    streamId: z.string().nullable(),
    eventId: z.string().nullable(),
    /** The last position known good before brokenAt. */
    goodTo: z.string().nullable(),
    error: z.string().nullable(),
  })
  .meta({ id: 'ChainCheck' });
export type ChainCheck = z.infer<typeof chainCheckSchema>;

/** A head of the log signed on a business day, and whether it still holds. */
export const signedLogHeadSchema = z
  .object({
    day: z.string(),
    position: z.string(),
    hash: z.string(),
    signedAt: instantSchema,
    algorithm: z.string(),
    keyId: z.string(),
    /** The signature verifies with the read API's key (null: signed with another key, or no key). */
    signatureValid: z.boolean().nullable(),
    /** The chain still holds this hash at this position. */
    matchesLog: z.boolean(),
    /** The SMS text sent to the NationalDirectors. */
    smsText: z.string(),
    /** The numbers it was sent to, and how many the gateway took (null: not sent). */
    smsRecipients: z.number().int().nullable(),
    smsAccepted: z.number().int().nullable(),
    /** Why it was not sent (no gateway, no NationalDirector with a number, the gateway's refusal). */
    smsError: z.string().nullable(),
  })
  .meta({ id: 'SignedLogHead' });
export type SignedLogHead = z.infer<typeof signedLogHeadSchema>;

export const logChainStateSchema = z
  .object({
    latestCheck: chainCheckSchema.nullable(),
    /** The latest signed heads, newest first (at most 7). */
    signedHeads: z.array(signedLogHeadSchema),
    /** The signing key's id and public key (PEM), for checking signatures outside the product. */
    keyId: z.string().nullable(),
    publicKey: z.string().nullable(),
  })
  .meta({ id: 'LogChainState' });
export type LogChainState = z.infer<typeof logChainStateSchema>;

/** Audit views: a group's books replayed from the event store as they stood at a moment. */
export const auditQueries = {
  groupLedger: query(
    '/api/audit/groups/:id/ledger',
    "A group's books as of a business date (?asOf=YYYY-MM-DD) and/or as known at an instant (?knownAt=), replayed from its streams: every member's savings, loans outstanding, repayments, penalties and fees; the loan fund, the emergency fund and the loans at risk (ProjectAdmin and above in scope)",
    {
      params: idParams('Group'),
      querystring: z.object({ asOf: optionalDate, knownAt: optionalInstant }),
      response: groupLedgerSchema,
      errors: [403, 404],
    },
  ),
  projectContributions: query(
    '/api/audit/projects/:id/contributions',
    "A project's children's contributions as they stood (?asOf=YYYY-MM-DD by business date, ?knownAt= by recording time), replayed from the contribution streams: expected, paid and outstanding per child and month (ProjectAdmin and above in scope)",
    {
      params: idParams('Project'),
      querystring: z.object({ asOf: optionalDate, knownAt: optionalInstant }),
      response: z.array(contributionStandingSchema),
      errors: [403, 404],
      heavy: true,
    },
  ),
  verifyGroup: query(
    '/api/audit/groups/:id/verify',
    "A group replayed from the event store and compared with the read tables behind the screens, figure by figure: the fund's totals, every member's savings, every loan's balance, the emergency fund",
    { params: idParams('Group'), response: groupVerificationSchema, errors: [403, 404], heavy: true },
  ),
  verifyProject: query(
    '/api/audit/projects/:id/verify',
    "A project's children's contributions replayed from the event store and compared with the read tables behind the screens, figure by figure: each child's month (expected, paid, outstanding, the payments listed), the project's totals and each month's totals (ProjectAdmin and above in scope)",
    { params: idParams('Project'), response: projectVerificationSchema, errors: [403, 404], heavy: true },
  ),
  groupEntries: query(
    '/api/audit/groups/:id/entries',
    "Every money event of a group in the order it was recorded, with its effect, the balances after it, who recorded it, when it happened and when it was recorded, and reversals linked to what they reverse (?from=&to= by business date; ?memberId= for a member's statement)",
    {
      params: idParams('Group'),
      querystring: z
        .object({ from: optionalFrom, to: optionalTo, memberId: queryIdSchema('memberId') })
        .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
          message: 'from must not be after to',
          path: ['from'],
        }),
      response: z.array(ledgerEntrySchema),
      errors: [403, 404],
    },
  ),
  auditChecks: query(
    '/api/audit/checks',
    'The latest scheduled replay checks (every group and project replayed and compared with the read tables), newest first, each with what differed (the whole programme: SuperAdmin, NationalDirector, an Auditor of the programme)',
    { response: z.array(auditCheckSchema), errors: [403] },
  ),
  auditLog: query(
    '/api/audit/log',
    "The head of the event log's hash chain: the last position and the SHA-256 hash chaining every event up to it. Written down, it lets `npm run verify-log -- --expect <position>:<hash>` show later that nothing before it was changed (managers and auditors)",
    { response: auditLogHeadSchema, errors: [403, 404] },
  ),
  logChain: query(
    '/api/audit/log/chain',
    "The running product's check of the event log's hash chain: its latest run (verified, or where the chain broke) and the heads signed each day with a key kept outside the database, each with whether its signature and its hash still hold (the whole programme: SuperAdmin, NationalDirector, an Auditor of the programme)",
    { response: logChainStateSchema, errors: [403] },
  ),
} as const;
