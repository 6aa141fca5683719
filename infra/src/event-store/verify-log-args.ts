import { parseArgs } from 'node:util';

export const VERIFY_LOG_USAGE =
  'Usage: npm run verify-log -- [--from <position>] [--expect <position>:<SHA-256 hash in hex>] [--signed]';

export interface VerifyLogArgs {
  readonly from?: bigint;
  readonly expect?: { readonly position: bigint; readonly hash: string };
  /** Hold the chain to every head signed each day (log_head_signatures), checked with LOG_HEAD_KEY_FILE. */
  readonly signed?: boolean;
}

/** Positions are bigint in PostgreSQL: at most 19 digits, no sign, no leading zero. */
const POSITION = /^[1-9]\d{0,18}$/;
const EXPECT = /^([1-9]\d{0,18}):([0-9a-fA-F]{64})$/;

/**
 * The arguments of `npm run verify-log`; throws an Error whose message says what is wrong.
 * `--from` starts at a later position (trusting the stored hash before it), for a quick check of
 * recent events; `--expect` is a head an auditor wrote down earlier (GET /api/audit/log); `--signed`
 * holds the chain to the heads the read API signed each day.
 */
export const parseVerifyLogArgs = (argv: readonly string[]): VerifyLogArgs => {
  const { values } = parseArgs({
    args: [...argv],
    options: { from: { type: 'string' }, expect: { type: 'string' }, signed: { type: 'boolean' } },
    strict: true,
    allowPositionals: false,
  });
  let from: bigint | undefined;
  if (values.from !== undefined) {
    if (!POSITION.test(values.from))
      throw new Error(`--from must be a position (a whole number from 1): ${values.from}`);
    from = BigInt(values.from);
  }
  let expect: VerifyLogArgs['expect'];
  if (values.expect !== undefined) {
    const match = EXPECT.exec(values.expect);
    if (!match)
      throw new Error(
        `--expect must be <position>:<64 hex digits>, as GET /api/audit/log answers: ${values.expect}`,
      );
    expect = { position: BigInt(match[1]!), hash: match[2]!.toLowerCase() };
    if (from !== undefined && expect.position < from)
      throw new Error(`--expect ${expect.position} lies before --from ${from}: it could not be checked`);
  }
  return {
    ...(from === undefined ? {} : { from }),
    ...(expect === undefined ? {} : { expect }),
    ...(values.signed ? { signed: true } : {}),
  };
};
