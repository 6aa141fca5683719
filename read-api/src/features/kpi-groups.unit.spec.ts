import { ANNUALISED_EARNINGS_SQL } from '@pm/domain/saving-groups/health';
import { db } from '@pm/infra/db/typed';
import { describe, expect, it } from 'vitest';
import { annualisedEarnings } from './kpi-groups';

describe('the return on savings of a kpi_groups row in SQL', () => {
  it('is the domain’s formula, its columns typed and the day bound as $1', () => {
    const { sql, parameters } = annualisedEarnings('2026-12-06').compile(db);
    // the typed form quotes its column names; the domain's text does not
    expect(sql.replaceAll('"', '')).toBe(ANNUALISED_EARNINGS_SQL);
    expect(parameters).toEqual(['2026-12-06']);
  });
});
