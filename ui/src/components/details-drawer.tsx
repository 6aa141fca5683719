import { Drawer, Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { t } from '@/i18n';

/** The View drawer of a list row: every field of the object, then its history. */
export function DetailsDrawer({
  open,
  title,
  onClose,
  details,
  history,
}: {
  readonly open: boolean;
  readonly title: string;
  readonly onClose: () => void;
  readonly details: ReactNode;
  readonly history: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <Drawer open={open} onClose={onClose} title={title} size="large" destroyOnHidden>
      {open && (
        <Flex vertical gap={token.marginLG}>
          {details}
          <div>
            <Typography.Title level={3} style={{ fontSize: token.fontSizeHeading4 }}>
              {t('History')}
            </Typography.Title>
            {history}
          </div>
        </Flex>
      )}
    </Drawer>
  );
}
