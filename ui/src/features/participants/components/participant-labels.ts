import { GENDERS, GRADE_LEVELS } from '@pm/domain/participants/schemas';
import { t, tKey } from '@/i18n';

type Gender = (typeof GENDERS)[number];
type GradeLevel = (typeof GRADE_LEVELS)[number];

/** The genders and grade levels as the page shows them; the values sent to the server stay the English ones. */
const GENDER_LABELS: Readonly<Record<Gender, string>> = { Male: tKey('Male'), Female: tKey('Female') };

const GRADE_LABELS: Readonly<Record<GradeLevel, string>> = {
  'Pre-Primary': tKey('Pre-Primary'),
  'Grade 1': tKey('Grade 1'),
  'Grade 2': tKey('Grade 2'),
  'Grade 3': tKey('Grade 3'),
  'Grade 4': tKey('Grade 4'),
  'Grade 5': tKey('Grade 5'),
  'Grade 6': tKey('Grade 6'),
  'Grade 7': tKey('Grade 7'),
  'Grade 8': tKey('Grade 8'),
  'Form 1': tKey('Form 1'),
  'Form 2': tKey('Form 2'),
  'Form 3': tKey('Form 3'),
  'Form 4': tKey('Form 4'),
};

/** 'Female' (or its translation); an unknown value as the server wrote it. */
export const genderLabel = (gender: string | null | undefined): string | null | undefined => {
  const label = gender ? GENDER_LABELS[gender as Gender] : undefined;
  return label ? t(label) : gender;
};

/** 'Grade 4' (or its translation); 'N/A' when there is none. */
export const gradeLabel = (grade: string | null | undefined): string => {
  if (!grade) return t('N/A');
  const label = GRADE_LABELS[grade as GradeLevel];
  return label ? t(label) : grade;
};

export const genderOptions = () => GENDERS.map((value) => ({ value, label: t(GENDER_LABELS[value]) }));

export const gradeOptions = () => GRADE_LEVELS.map((value) => ({ value, label: t(GRADE_LABELS[value]) }));
