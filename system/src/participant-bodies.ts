let counter = 0;

/** A valid POST /api/participants body of the demo's project KE0420, with a participant ID of its own. */
export const aParticipant = (overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    participantId: `KE0420-T${Date.now() % 100000}${counter}`,
    firstName: 'Achieng',
    secondName: null,
    surname: `Otieno${counter}`,
    dateOfBirth: '2016-03-14',
    gender: 'Female',
    parentGuardianName: 'Mary Otieno',
    careGiverName: null,
    contactPhone: '+254712345678',
    gradeLevel: 'Grade 3',
    monthlyContribution: 1000,
    plannedExitDate: null,
    ...overrides,
  };
};
