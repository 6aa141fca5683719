import { destroyPersonalDataKey, sealPersonalData } from '@pm/infra/crypto/personal-data';
import { describe, it } from 'vitest';
import { anEvent } from '../testing/an-event';
import { projectionDatabase, projectionSpec } from '../testing/projection-spec';
import { participantsModel } from './index';

const spec = projectionSpec(participantsModel);
const personal = {
  firstName: 'Achieng',
  secondName: null,
  surname: 'Odhiambo',
  dateOfBirth: '2015-01-02',
  parentGuardianName: 'Mama',
  careGiverName: null,
  contactPhone: '+254700000000',
};
const columns = (
  firstName: string | null,
  surname: string | null,
  phone: string | null,
  erased: boolean,
) => ({
  id: 9,
  participant_id: 'KE0420-009',
  first_name: firstName,
  surname,
  contact_phone: phone,
  monthly_contribution: '1000.00',
  erased,
});

describe('participants read model', () => {
  it('opens sealed personal fields into the register and empties them when they are erased', async () => {
    const { pool } = await projectionDatabase();
    const sealed = await sealPersonalData(pool, 9, personal);
    const registered = anEvent('ParticipantRegistered', {
      id: 9,
      personal: sealed,
      participantId: 'KE0420-009',
      monthlyContribution: 100000,
    });
    const erased = anEvent('ParticipantPersonalDataErased', { id: 9, keyId: sealed.keyId });

    await spec.given([registered]).then({
      participants: [columns('Achieng', 'Odhiambo', '+254700000000', false)],
    });
    await spec.given([registered, erased]).then({ participants: [columns(null, null, null, true)] });
    // Once the key is destroyed, a rebuild cannot open the registration either.
    await destroyPersonalDataKey(pool, sealed.keyId);
    await spec.given([registered]).then({ participants: [columns(null, null, null, false)] });
  });

  it('keeps the latest of the later events, each about the participant its data names', async () => {
    await spec
      .given([
        anEvent('ParticipantRegistered', { id: 1 }),
        anEvent('ParticipantRegistered', { id: 2, participantId: 'KE0420-002' }),
        anEvent('ParticipantInactivated', {
          id: 2,
          reason: 'Moved away',
          inactivatedAt: '2026-11-21T00:00:00.000Z',
        }),
        anEvent('ParticipantUpdated', { id: 1, participantId: 'KE0420-101', gradeLevel: 'Grade 4' }),
        anEvent('ParticipantReactivated', { id: 2 }, { occurredAt: '2026-11-22T00:00:00.000Z' }),
        anEvent('ParticipantDeleted', { id: 1, deletedAt: '2026-11-23T00:00:00.000Z' }),
      ])
      .then({
        participants: [
          {
            id: 1,
            participant_id: 'KE0420-101',
            grade_level: 'Grade 4',
            is_active: true,
            deleted: true,
            updated_at: '2026-11-23T00:00:00.000Z',
          },
          {
            id: 2,
            participant_id: 'KE0420-002',
            grade_level: null,
            is_active: true,
            deleted: false,
            updated_at: '2026-11-22T00:00:00.000Z',
          },
        ],
      });
  });
});
