import { ToolOutlined } from '@ant-design/icons';
import { Result, Typography } from 'antd';

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
      subTitle="This screen is being built."
    />
  );
}
