import type { ReportGroup, ReportType } from '@pm/domain/reports/catalog';
import { t, tKey } from '@/i18n';

/**
 * The reports' titles and descriptions as the domain's catalogue words them (`@pm/domain/reports/catalog`),
 * marked for the Kiswahili catalogue: keep them equal to the domain's texts.
 */
const REPORT_TEXTS: Readonly<Record<ReportType, { readonly title: string; readonly description: string }>> = {
  'participant-register': {
    title: tKey('Participant register'),
    description: tKey('Every child on the register'),
  },
  'children-by-age-group': {
    title: tKey('Children by age group'),
    description: tKey('Active children per age group'),
  },
  'participant-statement': {
    title: tKey('Participant statement'),
    description: tKey("One child's contributions and payments"),
  },
  'monthly-collections': {
    title: tKey('Monthly collections'),
    description: tKey('Expected, collected and rate by month'),
  },
  'arrears-by-child': {
    title: tKey('Arrears by child'),
    description: tKey('What each child owes and months behind'),
  },
  'payments-received': {
    title: tKey('Payments received'),
    description: tKey('Every payment in the period'),
  },
  'asset-register': { title: tKey('Asset register'), description: tKey('Every asset and its condition') },
  'assets-by-condition': {
    title: tKey('Assets by condition'),
    description: tKey('Assets counted by condition'),
  },
  'asset-disposals': {
    title: tKey('Disposals'),
    description: tKey('Obsolete and disposed assets with disposal price and date'),
  },
};

const GROUP_TITLES: Readonly<Record<ReportGroup, string>> = {
  Participant: tKey('Participant Reports'),
  Financial: tKey('Financial Reports'),
  Asset: tKey('Asset Reports'),
};

/** A report's title in the current language ('Participant register'). */
export const reportTitle = (type: ReportType): string => t(REPORT_TEXTS[type].title);

export const reportDescription = (type: ReportType): string => t(REPORT_TEXTS[type].description);

/** 'Participant Reports'. */
export const groupTitle = (group: ReportGroup): string => t(GROUP_TITLES[group]);
