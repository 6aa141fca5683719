import { z } from 'zod';
import { dateTextSchema, instantSchema, kesSchema } from '../api/contract';
import { AGE_GROUPS } from '../shared/dates';
import { GENDERS } from './schemas';

/** A row of GET /api/participants: personal fields are null once erased. */
export const participantRowSchema = z
  .object({
    id: z.number().int(),
    participantId: z.string(),
    firstName: z.string().nullable(),
    secondName: z.string().nullable(),
    surname: z.string().nullable(),
    dateOfBirth: dateTextSchema.nullable(),
    gender: z.enum(GENDERS),
    parentGuardianName: z.string().nullable(),
    careGiverName: z.string().nullable(),
    contactPhone: z.string().nullable(),
    gradeLevel: z.string().nullable(),
    projectId: z.number().int(),
    projectCode: z.string(),
    projectName: z.string(),
    monthlyContribution: kesSchema,
    plannedExitDate: dateTextSchema.nullable(),
    isActive: z.boolean(),
    inactivatedAt: instantSchema.nullable(),
    inactivationReason: z.string().nullable(),
    erased: z.boolean(),
    createdAt: instantSchema,
    /** "Erased participant" after erasure. */
    fullName: z.string(),
    /** Whole years today (EAT); null without a date of birth. */
    age: z.number().int().nullable(),
    ageGroup: z.enum(AGE_GROUPS).nullable(),
  })
  .meta({ id: 'Participant' });
export type ParticipantRow = z.infer<typeof participantRowSchema>;

export const uploadProgressSchema = z
  .object({
    total: z.number().int(),
    processed: z.number().int(),
    succeeded: z.number().int(),
    failed: z.number().int(),
    done: z.boolean(),
  })
  .meta({ id: 'UploadProgress' });
export type UploadProgress = z.infer<typeof uploadProgressSchema>;
