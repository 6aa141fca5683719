import type { PossibleDuplicate } from '@pm/domain/api/participant-queries';
import { t } from '@/i18n';
import { apiGet } from '@/lib/api-client';
import { PARTICIPANTS_URL } from './get-participants';

export type { PossibleDuplicate };

/** GET /api/participants/duplicates: children in scope with the same names, date of birth and guardian. */
export const findPossibleDuplicates = (child: {
  readonly firstName: string;
  readonly surname: string;
  readonly dateOfBirth: string;
  readonly parentGuardianName: string | null;
}): Promise<PossibleDuplicate[]> =>
  apiGet<PossibleDuplicate[]>(`${PARTICIPANTS_URL}/duplicates`, {
    params: {
      firstName: child.firstName,
      surname: child.surname,
      dateOfBirth: child.dateOfBirth,
      parentGuardianName: child.parentGuardianName ?? undefined,
    },
  });

/** The warning's text: which registered children look like the one being added. */
export const duplicateWarning = (duplicates: readonly PossibleDuplicate[]): string =>
  t('{{children}} has the same names, date of birth and guardian. Add this child anyway?', {
    children: duplicates
      .map(
        (d) =>
          `${d.participantId} ${d.fullName} (${d.isActive ? d.projectCode : t('{{project}}, inactive', { project: d.projectCode })})`,
      )
      .join('; '),
  });
