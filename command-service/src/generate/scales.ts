import { addDays, BUSINESS_UTC_OFFSET_HOURS, businessDate, MEETING_DAYS, type MeetingDay } from '@pm/domain';

/** What one scale makes. Kenya is the programme the product is sized for; the others are fractions of it. */
export interface Scale {
  readonly regions: number;
  readonly clusters: number;
  readonly projects: number;
  readonly children: number;
  readonly groups: number;
  /** Founding members of each group; two more join during the year. */
  readonly foundingMembers: number;
}

export const SCALES = {
  tiny: { regions: 1, clusters: 1, projects: 2, children: 50, groups: 3, foundingMembers: 6 },
  small: { regions: 2, clusters: 2, projects: 8, children: 2_000, groups: 100, foundingMembers: 18 },
  medium: { regions: 8, clusters: 10, projects: 80, children: 20_000, groups: 1_000, foundingMembers: 18 },
  kenya: { regions: 8, clusters: 50, projects: 400, children: 100_000, groups: 5_000, foundingMembers: 18 },
} as const satisfies Record<string, Scale>;

export type ScaleName = keyof typeof SCALES;

export const isScaleName = (name: string): name is ScaleName => Object.hasOwn(SCALES, name);

/**
 * The year the programme is generated for: the twelve months ending with the current one, up to today
 * (business dates, Kenya time). Every business moment is clamped to the real clock, so nothing is
 * recorded in the future.
 */
export class Calendar {
  readonly today: string;
  /** 'YYYY-MM' of the twelve months, oldest first. */
  readonly months: readonly string[];
  /** The first day of the oldest month. */
  readonly start: string;

  constructor(private readonly clock: Date) {
    this.today = businessDate(clock.toISOString());
    const year = Number(this.today.slice(0, 4));
    const month = Number(this.today.slice(5, 7)) - 1;
    this.months = Array.from({ length: 12 }, (_, i) =>
      new Date(Date.UTC(year, month - 11 + i, 1)).toISOString().slice(0, 7),
    );
    this.start = `${this.months[0]}-01`;
  }

  /** The instant of a business date and local time ('HH:MM'), never later than the real clock. */
  at(date: string, time: string): string {
    const instant = Date.parse(`${date}T${time}:00.000Z`) - BUSINESS_UTC_OFFSET_HOURS * 3_600_000;
    return new Date(Math.min(instant, this.clock.getTime())).toISOString();
  }

  /** The days of a month up to today (empty for a month after today). */
  daysOf(month: string): string[] {
    const days: string[] = [];
    for (let d = `${month}-01`; d.startsWith(month) && d <= this.today; d = addDays(d, 1)) days.push(d);
    return days;
  }

  /** The first `day` on or after `date`. */
  static onOrAfter(date: string, day: MeetingDay): string {
    const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday = 0
    return addDays(date, (MEETING_DAYS.indexOf(day) - weekday + 7) % 7);
  }
}
