import type { AgeGroup } from '@pm/domain';

/** An age group's ages, from its label ('6-8', '19+'): [youngest, oldest or null]. */
const agesOf = (group: AgeGroup): [number, number | null] => {
  const [lo, hi] = group.split(/[-+]/);
  return [Number(lo), hi ? Number(hi) : null];
};

/**
 * The SQL condition that a date of birth (`column`) falls in an age group on the day `today` (a
 * parameter reference such as `$3::date`): a range of birth dates, so the domain's ageOn and ageGroupOf
 * and this condition agree on every birthday, 29 February included.
 */
export const ageGroupCondition = (column: string, group: AgeGroup, today: string): string => {
  const [youngest, oldest] = agesOf(group);
  const atLeast = `${column} <= ${today} - make_interval(years => ${youngest})`;
  return oldest === null
    ? atLeast
    : `${atLeast} AND ${column} > ${today} - make_interval(years => ${oldest + 1})`;
};
