import { LoadingOutlined } from '@ant-design/icons';
import type { ButtonHTMLAttributes, ReactNode } from 'react';

/**
 * A button in the look of Ant Design's (default, primary or text), its icon before its name, as our own
 * markup (styles.css, "Light components"), for the controls every screen draws in its header (on a phone,
 * in the header's More menu).
 */
export function HeaderButton({
  icon,
  label,
  kind = 'default',
  loading = false,
  children,
  className,
  ...rest
}: {
  readonly icon: ReactNode;
  /** The control's name, shown. */
  readonly label: string;
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
      aria-busy={loading || undefined}
      {...rest}
      // a popup's trigger adds classes of its own (ant-dropdown-trigger): kept beside ours
      className={`pm-button${kindClass}${className ? ` ${className}` : ''}`}
      onClick={loading ? undefined : rest.onClick}
    >
      {loading ? <LoadingOutlined aria-hidden /> : icon}
      {label}
      {children}
    </button>
  );
}
