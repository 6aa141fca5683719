import { Button, DatePicker, Flex, Slider, Typography, theme } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { t } from '@/i18n';
import { notInFuture } from '@/lib/date-field';
import { formatDate } from '@/lib/format';
import { dateOfDay, dayOfDate, instantOf, sliderDays } from './audit-format';

interface BooksControlsProps {
  /** The slider's first day (the group's registration) and its last (today), 'YYYY-MM-DD'. */
  readonly start: string;
  readonly today: string;
  readonly asOf: string | null;
  readonly knownAt: string | null;
  readonly onAsOf: (asOf: string | null) => void;
  readonly onKnownAt: (knownAt: string | null) => void;
}

/** How long the slider rests before the books are asked for (dragging does not ask at every day). */
const SETTLE_MS = 250;

/**
 * The two axes of the books: the business date (the slider and its date picker: entries dated up to that
 * day) and, optionally, the recording instant (entries recorded up to that moment).
 */
export function BooksControls({ start, today, asOf, knownAt, onAsOf, onKnownAt }: BooksControlsProps) {
  const { token } = theme.useToken();
  const days = sliderDays(start, today);
  const committed = dayOfDate(start, asOf ?? today, days);
  const [day, setDay] = useState(committed);
  // the address changed (a date typed, back/forward): the slider follows
  useEffect(() => setDay(committed), [committed]);
  useEffect(() => {
    if (day === committed) return;
    const timer = setTimeout(() => onAsOf(dateOfDay(start, day)), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [day, committed, start, onAsOf]);
  // the exact day asked for (the slider may only reach the group's registration)
  const shown = day === committed ? (asOf ?? today) : dateOfDay(start, day);
  const outside = (date: Dayjs) => date.isBefore(dayjs(start), 'day') || date.isAfter(dayjs(today), 'day');

  return (
    <Flex vertical gap={token.marginSM} data-print-hide>
      <Flex align="center" gap={token.marginSM} wrap>
        <Typography.Text strong id="audit-as-of-label">
          {t('Books as of')}
        </Typography.Text>
        <DatePicker
          aria-label={t('Books as of date')}
          data-testid="audit-as-of-date"
          value={dayjs(shown)}
          format="MMM DD, YYYY"
          allowClear={false}
          disabledDate={outside}
          onChange={(date: Dayjs | null) => onAsOf(date ? date.format('YYYY-MM-DD') : null)}
        />
        <Button onClick={() => onAsOf(null)} disabled={asOf === null}>
          {t('Today')}
        </Button>
      </Flex>
      <div data-testid="audit-as-of-slider">
        <Slider
          ariaLabelForHandle={t('Books as of')}
          min={0}
          max={days}
          value={day}
          disabled={days === 0}
          onChange={(value: number) => setDay(value)}
          tooltip={{ formatter: (value) => formatDate(dateOfDay(start, value ?? 0)) }}
          ariaValueTextFormatterForHandle={(value) => formatDate(dateOfDay(start, value ?? 0))}
          marks={{ 0: formatDate(start), [days]: days === 0 ? formatDate(start) : t('Today') }}
        />
      </div>
      <Typography.Text type="secondary">
        <strong>{t('Books as of')}</strong> {t('counts the entries')} <em>{t('dated')}</em>{' '}
        {t('up to this day (the day the entry says it happened).')}{' '}
        {t(
          "A reversed entry counts on no day: a reversal removes its entry as of the entry's own date. The books as known before the reversal still show it.",
        )}
      </Typography.Text>
      <Flex align="center" gap={token.marginSM} wrap>
        <Typography.Text strong>{t('As known at')}</Typography.Text>
        <DatePicker
          aria-label={t('As known at')}
          data-testid="audit-known-at"
          showTime={{ format: 'HH:mm' }}
          format="MMM DD, YYYY HH:mm"
          placeholder={t('Now')}
          value={knownAt ? dayjs(knownAt) : null}
          disabledDate={notInFuture}
          onChange={(date: Dayjs | null) => onKnownAt(date ? instantOf(date.toDate()) : null)}
        />
        <Button onClick={() => onKnownAt(null)} disabled={knownAt === null}>
          {t('As known now')}
        </Button>
      </Flex>
      <Typography.Text type="secondary">
        <strong>{t('As known at')}</strong> {t('counts only the entries')} <em>{t('recorded')}</em>{' '}
        {t(
          'up to this moment. A back-dated entry (recorded later than the day it is dated) shows up as a difference between the books as known then and as known now.',
        )}
      </Typography.Text>
    </Flex>
  );
}
