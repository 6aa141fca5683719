/**
 * A small seeded generator (mulberry32): the same seed makes the same programme, run after run.
 * Names and places are drawn from short Kenyan lists so screens read like the real thing.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0 || 0x9e3779b9;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** A Kenyan mobile number, +2547XXXXXXXX. */
  phone(): string {
    return `+2547${String(this.int(0, 99_999_999)).padStart(8, '0')}`;
  }

  /** A national id number of 8 digits. */
  idNumber(): string {
    return String(this.int(10_000_000, 39_999_999));
  }
}

export const FEMALE_NAMES = [
  'Achieng',
  'Akinyi',
  'Amani',
  'Atieno',
  'Beatrice',
  'Cynthia',
  'Esther',
  'Faith',
  'Grace',
  'Janet',
  'Joy',
  'Lilian',
  'Mercy',
  'Naliaka',
  'Nekesa',
  'Njeri',
  'Pamela',
  'Rose',
  'Ruth',
  'Wanjiru',
] as const;
export const MALE_NAMES = [
  'Brian',
  'Collins',
  'David',
  'Dennis',
  'Moses',
  'Evans',
  'Ian',
  'John',
  'Joseph',
  'Kevin',
  'Kiprono',
  'Otieno',
  'Peter',
  'Samuel',
  'Simiyu',
  'Tom',
  'Victor',
  'Wafula',
  'Wekesa',
  'Kamau',
] as const;
export const SURNAMES = [
  'Achieng',
  'Barasa',
  'Chebet',
  'Imbayi',
  'Kamau',
  'Khaemba',
  'Kiprop',
  'Makokha',
  'Mutua',
  'Mwangi',
  'Nafula',
  'Njoroge',
  'Odhiambo',
  'Omondi',
  'Onyango',
  'Otieno',
  'Shikuku',
  'Wanjala',
  'Wekesa',
  'Wambui',
] as const;

export const REGIONS = [
  'Coast',
  'Central',
  'Eastern',
  'North Eastern',
  'Nyanza',
  'Rift Valley',
  'Western',
  'Nairobi',
] as const;
export const TOWNS = [
  'Mombasa',
  'Kilifi',
  'Malindi',
  'Nyeri',
  "Murang'a",
  'Thika',
  'Embu',
  'Machakos',
  'Kitui',
  'Meru',
  'Garissa',
  'Wajir',
  'Kisumu',
  'Homa Bay',
  'Kisii',
  'Migori',
  'Nakuru',
  'Eldoret',
  'Kitale',
  'Kericho',
  'Narok',
  'Kakamega',
  'Bungoma',
  'Busia',
  'Vihiga',
  'Embakasi',
  'Kibera',
  'Kasarani',
  'Ruiru',
  'Naivasha',
] as const;
export const GROUP_WORDS = [
  'Umoja',
  'Upendo',
  'Tumaini',
  'Baraka',
  'Amani',
  'Neema',
  'Faraja',
  'Jitegemee',
  'Imani',
  'Mwangaza',
] as const;
export const LOAN_PURPOSES = [
  'Stock for the market stall',
  'School fees for the term',
  'Seeds and fertiliser for planting',
  'Poultry house and chicks',
  'Tailoring machine repair',
  'Boda boda repairs',
  'Medical bills at the clinic',
] as const;

export const personName = (random: Random, gender: 'Male' | 'Female'): string =>
  `${random.pick(gender === 'Male' ? MALE_NAMES : FEMALE_NAMES)} ${random.pick(SURNAMES)}`;
