import type { OneTimePasswordResult } from '@pm/domain/identity/rows';
import { Alert, Button, Descriptions, Flex, Modal, Typography } from 'antd';
import { t } from '@/i18n';

/**
 * The one-time password, shown once: it is stored nowhere but as a hash, so closing this dialog is the
 * last chance to copy it. The user must choose a password of their own at first sign-in.
 */
export function OneTimePasswordDialog({
  result,
  onClose,
}: {
  readonly result: OneTimePasswordResult | null;
  readonly onClose: () => void;
}) {
  return (
    <Modal
      open={result !== null}
      title={t('One-time password')}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('Done')}
        </Button>
      }
      destroyOnHidden
    >
      {result && (
        <Flex vertical gap="middle">
          <Alert
            type="warning"
            showIcon
            title={t('Copy this password now and give it to the user. It will not be shown again.')}
          />
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={t('Username')}>{result.username}</Descriptions.Item>
            <Descriptions.Item label={t('One-time password')}>
              <Typography.Text code copyable data-testid="one-time-password">
                {result.oneTimePassword}
              </Typography.Text>
            </Descriptions.Item>
          </Descriptions>
        </Flex>
      )}
    </Modal>
  );
}
