import { Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  /** The page's heading (level 2; the shell's title is level 1). */
  readonly title: ReactNode;
  readonly subtitle?: ReactNode;
  /** Buttons on the right; they wrap under the heading on a narrow screen. */
  readonly actions?: ReactNode;
  /** Above the heading, e.g. a back link. */
  readonly before?: ReactNode;
}

/** The heading of every page: title, a line saying what the page is for, and the page's main actions. */
export function PageHeader({ title, subtitle, actions, before }: PageHeaderProps) {
  const { token } = theme.useToken();
  return (
    <div>
      {before}
      <Flex align="center" justify="space-between" wrap gap={token.marginSM}>
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={2} style={{ marginBottom: token.marginXXS }}>
            {title}
          </Typography.Title>
          {subtitle && <Typography.Text type="secondary">{subtitle}</Typography.Text>}
        </div>
        {actions && (
          <Flex gap={token.marginXS} wrap>
            {actions}
          </Flex>
        )}
      </Flex>
    </div>
  );
}
