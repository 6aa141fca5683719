import {
  BankOutlined,
  CalendarOutlined,
  CheckCircleOutlined,
  CrownOutlined,
  DollarOutlined,
  ExclamationCircleOutlined,
  LineChartOutlined,
  RiseOutlined,
  TeamOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { StatCards, type StatDef, statCardsOf } from '@/components/stat-cards';
import { t, tKey } from '@/i18n';
import { formatCents } from '@/lib/money';
import type { DisbursementSummary, LoanSummary } from './loan-format';
import type { MemberStats } from './member-format';
import {
  ACTIVE_SAVERS_EXPLANATION,
  AVG_WEEKLY_EXPLANATION,
  type SavingsSummary,
  THIS_MONTH_EXPLANATION,
} from './savings-format';

/** The stat cards of the ministry's list pages, each from its page's summary of the rows shown. */

/** Loans Management (spec: screens): Total Loaned, Outstanding, Active, Completed. */
const LOAN_CARDS: readonly StatDef<LoanSummary>[] = [
  [tKey('Total Loaned'), 'loans-total', DollarOutlined, (s) => formatCents(s.totalLoaned)],
  [
    tKey('Outstanding'),
    'loans-outstanding',
    WalletOutlined,
    (s) => formatCents(s.outstanding),
    tKey('Total to repay minus amount paid, over the active loans shown'),
  ],
  [tKey('Active'), 'loans-active', BankOutlined, (s) => String(s.active)],
  [tKey('Completed'), 'loans-completed', CheckCircleOutlined, (s) => String(s.completed)],
];

/** Loan Disbursements (spec: screens): Total Issued, Repayments, Outstanding, Active Loans, Overdue. */
const DISBURSEMENT_CARDS: readonly StatDef<DisbursementSummary>[] = [
  [tKey('Total Issued'), 'disbursements-issued', RiseOutlined, (s) => formatCents(s.totalIssued)],
  [tKey('Repayments'), 'disbursements-repayments', WalletOutlined, (s) => formatCents(s.repayments)],
  [
    tKey('Outstanding'),
    'disbursements-outstanding',
    DollarOutlined,
    (s) => formatCents(s.outstanding),
    tKey('What the active loans still owe: total to repay (with service charge) minus amount paid'),
  ],
  [tKey('Active Loans'), 'disbursements-active', BankOutlined, (s) => String(s.active)],
  [
    tKey('Overdue'),
    'disbursements-overdue',
    ExclamationCircleOutlined,
    (s) => String(s.overdue),
    tKey('Active loans whose due date has passed'),
  ],
];

/** Savings Tracking (spec: screens): the filtered total and the real This Month, Active Savers, Avg. Weekly. */
const SAVINGS_CARDS: readonly StatDef<SavingsSummary>[] = [
  [
    tKey('Total Savings'),
    'savings-total',
    DollarOutlined,
    (s) => formatCents(s.total),
    tKey('The savings the filters show'),
  ],
  // the explanations are marked with tKey in savings-format.ts
  [
    tKey('This Month'),
    'savings-this-month',
    CalendarOutlined,
    (s) => formatCents(s.thisMonth),
    THIS_MONTH_EXPLANATION,
  ],
  [
    tKey('Active Savers'),
    'savings-active-savers',
    TeamOutlined,
    (s) => String(s.activeSavers),
    ACTIVE_SAVERS_EXPLANATION,
  ],
  [
    tKey('Avg. Weekly'),
    'savings-avg-weekly',
    LineChartOutlined,
    (s) => formatCents(s.avgWeekly),
    AVG_WEEKLY_EXPLANATION,
  ],
];

/** Member Management for one group (spec: screens): Active Members, Leadership, Total Members. */
const MEMBER_CARDS: readonly StatDef<MemberStats>[] = [
  [tKey('Active Members'), 'members-active', UserOutlined, (s) => String(s.active)],
  [
    tKey('Leadership'),
    'members-leadership',
    CrownOutlined,
    (s) => String(s.leadership),
    tKey('Active presidents, secretaries and treasurers'),
  ],
  [
    tKey('Total Members'),
    'members-total',
    TeamOutlined,
    (s) => String(s.total),
    tKey('Everyone enrolled, former members included'),
  ],
];

/** A row of figure cards: what the page summarised, and whether it is still loading. */
export interface FigureProps<Summary> {
  readonly summary: Summary;
  readonly loading: boolean;
}

export const LoanStats = ({ summary, loading }: FigureProps<LoanSummary>) => (
  <StatCards label={t('Loan statistics')} loading={loading} cards={statCardsOf(LOAN_CARDS, summary)} />
);

export const DisbursementStats = ({ summary, loading }: FigureProps<DisbursementSummary>) => (
  <StatCards
    label={t('Loan statistics')}
    loading={loading}
    cards={statCardsOf(DISBURSEMENT_CARDS, summary)}
  />
);

export const SavingsStats = ({ summary, loading }: FigureProps<SavingsSummary>) => (
  <StatCards label={t('Savings statistics')} loading={loading} cards={statCardsOf(SAVINGS_CARDS, summary)} />
);

export const MemberStatCards = ({ summary, loading }: FigureProps<MemberStats>) => (
  <StatCards label={t('Member statistics')} loading={loading} cards={statCardsOf(MEMBER_CARDS, summary)} />
);
