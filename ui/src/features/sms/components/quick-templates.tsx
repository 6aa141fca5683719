import { FileTextOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography, theme } from 'antd';
import { t } from '@/i18n';
import { QUICK_TEMPLATES } from './sms-text';

/** Quick Templates (spec "SMS Communication"): a click fills the message text of the form. */
export function QuickTemplates({ onPick }: { readonly onPick: (content: string) => void }) {
  const { token } = theme.useToken();
  return (
    <Card title={t('Quick Templates')} style={{ height: '100%' }}>
      <Flex vertical gap={token.marginSM}>
        {QUICK_TEMPLATES.map((template) => (
          <Button
            key={template.name}
            block
            icon={<FileTextOutlined aria-hidden />}
            onClick={() => onPick(t(template.content))}
            style={{ height: 'auto', whiteSpace: 'normal', textAlign: 'left', justifyContent: 'flex-start' }}
          >
            <Flex vertical>
              <Typography.Text strong>{t(template.name)}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                {t(template.content)}
              </Typography.Text>
            </Flex>
          </Button>
        ))}
      </Flex>
    </Card>
  );
}
