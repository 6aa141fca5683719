import { describe, expect, it } from 'vitest';
import { smsPartsOf, smsSizeOf } from './parts';

describe('SMS parts as the gateway bills them', () => {
  it('counts GSM-7 text at 160 characters for one SMS and 153 for each part of a longer one', () => {
    expect(smsPartsOf('')).toBe(0);
    expect(smsPartsOf('a')).toBe(1);
    expect(smsPartsOf('a'.repeat(160))).toBe(1);
    expect(smsPartsOf('a'.repeat(161))).toBe(2);
    expect(smsPartsOf('a'.repeat(306))).toBe(2);
    expect(smsPartsOf('a'.repeat(307))).toBe(3);
    expect(smsSizeOf('Habari, mzazi! Ksh 500 @ 10:00 £ é à Ñ')).toMatchObject({
      encoding: 'GSM-7',
      parts: 1,
    });
  });

  it('counts the extension table (^ { } \\ [ ] ~ | €) as two characters', () => {
    expect(smsSizeOf('€'.repeat(80))).toMatchObject({ encoding: 'GSM-7', units: 160, parts: 1 });
    expect(smsSizeOf(`${'€'.repeat(80)}a`)).toMatchObject({ units: 161, parts: 2 });
    expect(smsSizeOf('[x]{y}~|^\\')).toMatchObject({ encoding: 'GSM-7', units: 18 });
    // an escape and its character are never split between two parts: 152 + € does not fit in 153
    expect(smsPartsOf(`${'a'.repeat(152)}€${'a'.repeat(152)}`)).toBe(3);
  });

  it('sends a text with an emoji or a character outside GSM-7 as UCS-2: 70 units, 67 per part', () => {
    // the attack: a short message with an emoji was counted one SMS and billed as several
    const withEmoji = `${'Mkutano wa wazazi Jumamosi saa nne asubuhi. Karibuni nyote, asanteni sana kwa kuja! '}🙏`;
    expect(withEmoji.length).toBeLessThanOrEqual(160);
    expect(smsSizeOf(withEmoji)).toMatchObject({ encoding: 'UCS-2', parts: 2 });
    expect(smsSizeOf('a'.repeat(70))).toMatchObject({ encoding: 'GSM-7', parts: 1 });
    expect(smsSizeOf(`${'a'.repeat(69)}’`)).toMatchObject({ encoding: 'UCS-2', units: 70, parts: 1 });
    expect(smsSizeOf(`${'a'.repeat(70)}’`)).toMatchObject({ units: 71, parts: 2 });
    expect(smsPartsOf(`${'a'.repeat(133)}’`)).toBe(2);
    expect(smsPartsOf(`${'a'.repeat(134)}’`)).toBe(3);
    // an emoji is two UTF-16 units and is not split: 66 units then an emoji start a new part
    expect(smsSizeOf('🙏')).toMatchObject({ encoding: 'UCS-2', units: 2, parts: 1 });
    expect(smsPartsOf(`${'’'.repeat(66)}🙏${'’'.repeat(66)}`)).toBe(3);
    expect(smsPartsOf('🙏'.repeat(80))).toBe(3);
  });
});
