import {
  CheckCircleOutlined,
  CloseCircleOutlined,
  PercentageOutlined,
  SendOutlined,
} from '@ant-design/icons';
import { countText, StatCards, type StatDef, statCardsOf } from '@/components/stat-cards';
import { t } from '@/i18n';
import type { SmsStats } from '../api/get-sms';

const EMPTY: SmsStats = { messages: 0, totalSent: 0, delivered: 0, failed: 0, pending: 0, deliveryRate: 0 };

/** The SMS screen's cards (spec "SMS Communication"), counted per number: one SMS per recipient. */
const smsCards = (): readonly StatDef<SmsStats>[] => [
  [
    t('Total Sent'),
    'sms-total',
    SendOutlined,
    (s) => countText(s.totalSent),
    t('Numbers of the messages handed to the SMS gateway'),
  ],
  [
    t('Delivered'),
    'sms-delivered',
    CheckCircleOutlined,
    (s) => countText(s.delivered),
    t('Numbers whose delivery report from the gateway says delivered'),
  ],
  [
    t('Failed'),
    'sms-failed',
    CloseCircleOutlined,
    (s) => countText(s.failed),
    t('Numbers the gateway refused or reported undelivered'),
  ],
  [
    t('Delivery Rate'),
    'sms-rate',
    PercentageOutlined,
    (s) => `${s.deliveryRate.toFixed(1)}%`,
    t('Delivered divided by Total Sent'),
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
    <StatCards label={t('SMS figures')} cards={statCardsOf(smsCards(), stats ?? EMPTY)} loading={loading} />
  );
}
