import { HistoryOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { useState } from 'react';
import { IconAction } from '@/components/icon-action';
import { t } from '@/i18n';
import type { Resolve } from './event-format';
import { HistoryTimeline } from './history-timeline';

interface HistoryButtonProps {
  /** The event stream, e.g. group-12, loan-4, emergency-fund-2. */
  readonly stream: string;
  /** The drawer's title, e.g. 'History of Upendo Women Group'. */
  readonly title: string;
  /** The button's accessible name; the title by default. */
  readonly label?: string;
  /** 'icon' in table rows, 'button' in a page header, 'link' on a card. */
  readonly variant?: 'icon' | 'button' | 'link';
  readonly resolve?: Resolve;
}

/** A History button that opens the stream's history in a drawer: the button owns the drawer's state. */
export function HistoryButton({
  stream,
  title,
  label = title,
  variant = 'icon',
  resolve,
}: HistoryButtonProps) {
  const [open, setOpen] = useState(false);
  const show = () => setOpen(true);
  return (
    <>
      {variant === 'icon' ? (
        <IconAction
          title={t('History')}
          label={label}
          icon={<HistoryOutlined aria-hidden />}
          onClick={show}
        />
      ) : (
        <Button
          type={variant === 'link' ? 'link' : 'default'}
          size={variant === 'link' ? 'small' : undefined}
          icon={<HistoryOutlined aria-hidden />}
          aria-label={label === t('History') ? undefined : label}
          onClick={show}
        >
          {t('History')}
        </Button>
      )}
      <Drawer open={open} onClose={() => setOpen(false)} title={title} size="large" destroyOnHidden>
        <HistoryTimeline stream={stream} resolve={resolve} />
      </Drawer>
    </>
  );
}
