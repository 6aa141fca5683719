import { describe, expect, it } from 'vitest';
import { parseVerifyLogArgs } from './verify-log-args';

const hash = 'AB'.repeat(32);

describe('the arguments of npm run verify-log', () => {
  it('takes none, --from and --expect (either spelling of a value)', () => {
    expect(parseVerifyLogArgs([])).toEqual({});
    expect(parseVerifyLogArgs(['--from', '120'])).toEqual({ from: 120n });
    expect(parseVerifyLogArgs([`--expect=9000:${hash}`, '--from=100'])).toEqual({
      from: 100n,
      expect: { position: 9000n, hash: hash.toLowerCase() },
    });
    expect(parseVerifyLogArgs(['--signed', '--from', '7'])).toEqual({ from: 7n, signed: true });
  });

  it('refuses positions that are not whole numbers from 1', () => {
    for (const bad of ['0', '-3', '1.5', 'ten', '007', '12345678901234567890'])
      expect(() => parseVerifyLogArgs([`--from=${bad}`]), bad).toThrow(/--from must be a position/);
  });

  it('refuses an expected head that is not <position>:<64 hex digits>', () => {
    for (const bad of ['9000', `9000-${hash}`, `9000:${hash.slice(1)}`, `0:${hash}`, `x:${hash}`])
      expect(() => parseVerifyLogArgs(['--expect', bad]), bad).toThrow(/--expect must be/);
  });

  it('refuses an expected head before the start, unknown options and stray words', () => {
    expect(() => parseVerifyLogArgs(['--from', '50', '--expect', `49:${hash}`])).toThrow(
      /lies before --from/,
    );
    expect(() => parseVerifyLogArgs(['--form', '5'])).toThrow(/Unknown option '--form'/);
    expect(() => parseVerifyLogArgs(['5'])).toThrow(/positional/);
    expect(() => parseVerifyLogArgs(['--from'])).toThrow(/argument missing/);
  });
});
