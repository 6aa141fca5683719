import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { childPassbookKey } from '../api/get-child-passbook';
import type { Participant } from '../api/get-participants';
import { ChildPassbookPanel, passbookYears } from './child-passbook-dialog';
import { aChildPassbook } from './child-passbook-fixtures';

const participant: Participant = {
  id: 40,
  participantId: 'KE0420-P51',
  firstName: 'Amani',
  secondName: null,
  surname: 'Child',
  fullName: 'Amani Child',
  dateOfBirth: '2016-03-14',
  age: 10,
  ageGroup: null,
  gender: 'Female',
  parentGuardianName: 'Mary Otieno',
  careGiverName: null,
  contactPhone: '+254712345678',
  gradeLevel: 'Grade 3',
  projectId: 1,
  projectCode: 'KE0420',
  projectName: 'Kakamega',
  monthlyContribution: 1000,
  plannedExitDate: null,
  isActive: true,
  inactivatedAt: null,
  inactivationReason: null,
  erased: false,
  createdAt: '2024-05-01T08:00:00.000Z',
};

describe("a child's passbook dialog", () => {
  it('shows the months, the payments with the reversal marked, the totals, a year picker and Print', () => {
    const client = new QueryClient();
    client.setQueryData(childPassbookKey(40, null), aChildPassbook());
    const html = renderToStaticMarkup(
      <QueryClientProvider client={client}>
        <ChildPassbookPanel participant={participant} />
      </QueryClientProvider>,
    );
    expect(html).toContain('November 2026');
    expect(html).toContain('KES 749.50');
    expect(html).toContain('<del>KES 600.00</del>');
    expect(html).toMatch(/ant-tag[^>]*>Reversed</);
    expect(html).toContain('aria-labelledby="child-passbook-year-label"');
    expect(html).toContain('Print passbook');
  });

  it('offers the years from when the child was added to this year, newest first', () => {
    expect(passbookYears('2024-05-01T08:00:00.000Z', '2026-11-26')).toEqual([2026, 2025, 2024]);
    expect(passbookYears(null, '2026-11-26')).toEqual([2026]);
  });
});
