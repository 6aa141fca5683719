import { Empty, Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';

export interface ListItem {
  readonly key: string | number;
  readonly title: ReactNode;
  readonly subtitle?: ReactNode;
  /** On the right: an amount, a status tag. */
  readonly extra?: ReactNode;
}

/** A short list inside a card (recent loans, a group's funds): a bold line, a grey line, and a right side. */
export function ItemList({ items, empty }: { readonly items: readonly ListItem[]; readonly empty: string }) {
  const { token } = theme.useToken();
  if (items.length === 0) return <Empty description={empty} />;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item) => (
        <li key={item.key} style={{ padding: `${token.paddingXS}px 0` }}>
          <Flex justify="space-between" align="center" gap={token.marginXS}>
            <Flex vertical style={{ minWidth: 0 }}>
              <Typography.Text strong>{item.title}</Typography.Text>
              {item.subtitle && <Typography.Text type="secondary">{item.subtitle}</Typography.Text>}
            </Flex>
            {item.extra && (
              <Flex gap={token.marginXS} align="center">
                {item.extra}
              </Flex>
            )}
          </Flex>
        </li>
      ))}
    </ul>
  );
}
