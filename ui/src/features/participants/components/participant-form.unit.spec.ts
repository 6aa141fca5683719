import { participantSchema } from '@pm/domain/participants/schemas';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/i18n';
import { zodRule } from '@/lib/zod-form';

/** The Gender field's check as the Add Participant dialog runs it, over the form's values. */
const genderCheck = (values: Record<string, unknown>): Promise<void> => {
  const rule = zodRule(participantSchema, 'gender');
  const validator =
    typeof rule === 'function' ? rule({ getFieldsValue: () => values } as never).validator : undefined;
  if (!validator) throw new Error('the rule has no validator');
  return Promise.resolve(validator({} as never, values.gender, () => {}));
};

describe("the participant form's Gender", () => {
  it('says it is required while untouched, not that it must be Male or Female', async () => {
    await expect(genderCheck({})).rejects.toThrow(/^Gender is required$/);
    await expect(genderCheck({ gender: null })).rejects.toThrow(/^Gender is required$/);
  });

  it('names the two values for anything else, and accepts them', async () => {
    await expect(genderCheck({ gender: 'Other' })).rejects.toThrow(/^Gender must be Male or Female$/);
    await expect(genderCheck({ gender: 'Female' })).resolves.toBeUndefined();
  });

  it('says it in Kiswahili', async () => {
    await changeLanguage('sw');
    try {
      await expect(genderCheck({})).rejects.toThrow(/^Jinsia inahitajika$/);
    } finally {
      await changeLanguage('en');
    }
  });
});
