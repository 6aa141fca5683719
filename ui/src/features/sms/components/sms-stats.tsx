import {
  CheckCircleOutlined,
  CloseCircleOutlined,
  PercentageOutlined,
  SendOutlined,
} from '@ant-design/icons';
import { countText, StatCards, type StatDef, statCardsOf } from '@/components/stat-cards';
import { t, tKey } from '@/i18n';
import type { SmsStats } from '../api/get-sms';

const EMPTY: SmsStats = { messages: 0, totalSent: 0, delivered: 0, failed: 0, pending: 0, deliveryRate: 0 };

/** The SMS screen's cards (spec "SMS Communication"), counted per number: one SMS per recipient. */
const smsCards: readonly StatDef<SmsStats>[] = [
  [
    tKey('Total Sent'),
    'sms-total',
    SendOutlined,
    (s) => countText(s.totalSent),
    tKey('Numbers of the messages handed to the SMS gateway'),
  ],
  [
    tKey('Delivered'),
    'sms-delivered',
    CheckCircleOutlined,
    (s) => countText(s.delivered),
    tKey('Numbers whose delivery report from the gateway says delivered'),
  ],
  [
    tKey('Failed'),
    'sms-failed',
    CloseCircleOutlined,
    (s) => countText(s.failed),
    tKey('Numbers the gateway refused or reported undelivered'),
  ],
  [
    tKey('Delivery Rate'),
    'sms-rate',
    PercentageOutlined,
    (s) => `${s.deliveryRate.toFixed(1)}%`,
    tKey('Delivered divided by Total Sent'),
  ],
];

export function SmsStatCards({
  stats,
  loading,
}: {
  readonly stats: SmsStats | undefined;
  readonly loading: boolean;
}) {
  return (
    <StatCards label={t('SMS figures')} cards={statCardsOf(smsCards, stats ?? EMPTY)} loading={loading} />
  );
}
