import { Empty } from 'antd';
import type { ReactNode } from 'react';

export interface ListItem {
  readonly key: string | number;
  readonly title: ReactNode;
  readonly subtitle?: ReactNode;
  /** On the right: an amount, a status tag. */
  readonly extra?: ReactNode;
}

/**
 * A short list inside a card (recent loans, a group's funds): a bold line, a grey line, and a right side.
 * Our own markup (styles.css, "Light components").
 */
export function ItemList({ items, empty }: { readonly items: readonly ListItem[]; readonly empty: string }) {
  if (items.length === 0) return <Empty description={empty} />;
  return (
    <ul className="pm-list">
      {items.map((item) => (
        <li key={item.key} className="pm-row">
          <span className="pm-list-text">
            <span className="pm-strong">{item.title}</span>
            {item.subtitle && <span className="pm-secondary">{item.subtitle}</span>}
          </span>
          {item.extra && <span className="pm-actions">{item.extra}</span>}
        </li>
      ))}
    </ul>
  );
}
