import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';

interface IconActionProps {
  /** The visible tooltip, e.g. 'View'. */
  readonly title: string;
  /** The accessible name, naming the row's subject: 'View KE0420'. */
  readonly label: string;
  readonly icon: ReactNode;
  readonly onClick: () => void;
}

/** A compact table action: an icon button with a tooltip and an accessible name. */
export function IconAction({ title, label, icon, onClick }: IconActionProps) {
  return (
    <Tooltip title={title}>
      <Button icon={icon} onClick={onClick} aria-label={label} />
    </Tooltip>
  );
}
