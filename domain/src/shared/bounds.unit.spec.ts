import { describe, expect, it } from 'vitest';
import { idParams, MAX_ID, parseIdText, queryIdSchema, unsafeTextPath } from './bounds';
import { ValidationError } from './errors';
import { assertSafeText } from './validation';

describe('ids', () => {
  it('parses decimal ids strictly and within the integer column', () => {
    expect(parseIdText('1')).toBe(1);
    expect(parseIdText(String(MAX_ID))).toBe(MAX_ID);
    for (const text of ['0', '01', '0x1', '1e2', ' 1', '1.0', '-1', '2147483648', '99999999999', ''])
      expect(parseIdText(text), text).toBeNull();
  });

  it('answers the same message for every malformed path id', () => {
    const params = idParams('Disbursement');
    expect(params.parse({ id: '12' })).toEqual({ id: 12 });
    for (const id of ['0x1', '1e2', '01', '2147483648'])
      expect(params.safeParse({ id }).error?.issues[0]?.message).toBe(
        'Disbursement id must be a positive integer',
      );
  });

  it('reads a blank query id as absent', () => {
    expect(queryIdSchema('groupId').parse('')).toBeUndefined();
    expect(queryIdSchema('groupId').parse(undefined)).toBeUndefined();
    expect(queryIdSchema('groupId').safeParse('2147483648').success).toBe(false);
  });
});

describe('text PostgreSQL can store', () => {
  it('finds NUL and lone surrogates anywhere in an input, keys included', () => {
    expect(unsafeTextPath({ firstName: 'Amani', notes: null })).toBeNull();
    expect(unsafeTextPath({ firstName: 'Am\u0000ani' })).toBe('firstName');
    expect(unsafeTextPath({ guarantors: ['ok', 'bad\ud800'] })).toBe('guarantors.1');
    expect(unsafeTextPath({ nested: { x: '\udc00' } })).toBe('nested.x');
    expect(unsafeTextPath({ 'k\u0000': 1 })).toBe('_');
    // a surrogate pair (an emoji) is fine
    expect(unsafeTextPath({ name: 'Grace 🙏' })).toBeNull();
  });

  it('refuses such input with a validation error naming the field', () => {
    expect(() => assertSafeText({ surname: 'x\u0000' })).toThrow(ValidationError);
    try {
      assertSafeText({ surname: 'x\u0000' });
    } catch (e) {
      expect((e as ValidationError).details).toEqual({
        surname: 'Text must not contain NUL characters or broken Unicode',
      });
    }
  });
});
