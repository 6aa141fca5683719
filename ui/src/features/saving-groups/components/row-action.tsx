import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';

/**
 * A table row's action with its word on it ('View', 'Attendance'): the accessible name starts with that
 * word and names the row's subject ('View the meeting of 2026-12-04'); the tooltip, where there is one,
 * says what it does.
 */
export function RowAction({
  text,
  label,
  tooltip,
  icon,
  onClick,
}: {
  readonly text: string;
  readonly label: string;
  readonly tooltip?: string;
  readonly icon: ReactNode;
  readonly onClick: () => void;
}) {
  const button = (
    <Button size="small" icon={icon} aria-label={label} onClick={onClick}>
      {text}
    </Button>
  );
  return tooltip ? <Tooltip title={tooltip}>{button}</Tooltip> : button;
}
