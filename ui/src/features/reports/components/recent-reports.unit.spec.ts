import { afterAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/i18n';
import { scopeText } from './recent-reports';

describe("a report's scope", () => {
  afterAll(() => changeLanguage('en'));

  it('is told in the language of the screen, not in the English the server joined', async () => {
    const project = { scopeKind: 'project' as const, scopeLabel: 'KE0420 Kakamega Central' };
    expect(scopeText(project)).toBe('Project KE0420 Kakamega Central');
    await changeLanguage('sw');
    expect(scopeText(project)).toBe('Mradi KE0420 Kakamega Central');
    expect(scopeText({ scopeKind: 'cluster', scopeLabel: 'Kakamega' })).toBe('Klasta Kakamega');
    expect(scopeText({ scopeKind: 'programme', scopeLabel: null })).toBe('Mpango mzima');
  });
});
