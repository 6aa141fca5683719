import { LoadingOutlined } from '@ant-design/icons';
import type { ButtonHTMLAttributes, ReactNode } from 'react';

/**
 * A button in the look of Ant Design's (default, primary or text; icon only on a narrow header, its name
 * kept for screen readers), as our own markup (styles.css, "Light components"), for the controls every
 * screen draws in its header.
 */
export function HeaderButton({
  icon,
  label,
  compact = false,
  kind = 'default',
  loading = false,
  children,
  className,
  ...rest
}: {
  readonly icon: ReactNode;
  /** The control's name; shown unless `compact`, and always what a screen reader reads. */
  readonly label: string;
  readonly compact?: boolean;
  readonly kind?: 'default' | 'primary' | 'text';
  /** Busy: a spinning icon, clicks ignored. */
  readonly loading?: boolean;
  /** After the name (a menu's arrow). */
  readonly children?: ReactNode;
} & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'>) {
  const kindClass = kind === 'default' ? '' : ` pm-button-${kind}`;
  return (
    <button
      type="button"
      aria-label={compact ? label : undefined}
      aria-busy={loading || undefined}
      {...rest}
      // a popup's trigger adds classes of its own (ant-dropdown-trigger): kept beside ours
      className={`pm-button${kindClass}${compact ? ' pm-icon-button' : ''}${className ? ` ${className}` : ''}`}
      onClick={loading ? undefined : rest.onClick}
    >
      {loading ? <LoadingOutlined aria-hidden /> : icon}
      {compact ? null : label}
      {compact ? null : children}
    </button>
  );
}
