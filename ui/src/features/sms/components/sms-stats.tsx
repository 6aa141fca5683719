import {
  CheckCircleOutlined,
  CloseCircleOutlined,
  PercentageOutlined,
  SendOutlined,
} from '@ant-design/icons';
import { countText, StatCards, type StatDef, statCardsOf } from '@/components/stat-cards';
import type { SmsStats } from '../api/get-sms';

const EMPTY: SmsStats = { messages: 0, totalSent: 0, delivered: 0, failed: 0, pending: 0, deliveryRate: 0 };

/** The SMS screen's cards (spec "SMS Communication"), counted per number: one SMS per recipient. */
const SMS_CARDS: readonly StatDef<SmsStats>[] = [
  [
    'Total Sent',
    'sms-total',
    SendOutlined,
    (s) => countText(s.totalSent),
    'Numbers of the messages handed to the SMS gateway',
  ],
  [
    'Delivered',
    'sms-delivered',
    CheckCircleOutlined,
    (s) => countText(s.delivered),
    'Numbers whose delivery report from the gateway says delivered',
  ],
  [
    'Failed',
    'sms-failed',
    CloseCircleOutlined,
    (s) => countText(s.failed),
    'Numbers the gateway refused or reported undelivered',
  ],
  [
    'Delivery Rate',
    'sms-rate',
    PercentageOutlined,
    (s) => `${s.deliveryRate.toFixed(1)}%`,
    'Delivered divided by Total Sent',
  ],
];

export function SmsStatCards({
  stats,
  loading,
}: {
  readonly stats: SmsStats | undefined;
  readonly loading: boolean;
}) {
  return <StatCards label="SMS figures" cards={statCardsOf(SMS_CARDS, stats ?? EMPTY)} loading={loading} />;
}
