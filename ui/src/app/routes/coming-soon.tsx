import { ToolOutlined } from '@ant-design/icons';
import { Result, Typography } from 'antd';
import { t } from '@/i18n';

/** An honest placeholder for screens of the route table that are not built yet. */
export default function ComingSoonPage({ name }: { readonly name: string }) {
  return (
    <Result
      icon={<ToolOutlined aria-hidden />}
      title={
        <Typography.Title level={2} style={{ margin: 0 }}>
          {name}
        </Typography.Title>
      }
      subTitle={t('This screen is being built.')}
    />
  );
}
