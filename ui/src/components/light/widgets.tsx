/**
 * Light components: our own markup and the rules of styles.css ("Light components") where a page would
 * otherwise draw Ant Design's Card, Tag, Progress, Skeleton or a navigating Button. Each of those runs a
 * dozen hooks, reads the design tokens and sets state in a layout effect as it mounts (a second render
 * inside React's commit); a phone pays for it on every first screen. These draw the same look with no
 * state of their own.
 */
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';

/** A card with a heading (Ant Design's Card with a title): a section named by its heading. */
export function Panel({
  title,
  id,
  children,
}: {
  readonly title: ReactNode;
  /** The heading's id, which names the section for screen readers. */
  readonly id: string;
  readonly children: ReactNode;
}) {
  return (
    <section className="pm-card" aria-labelledby={id} style={{ height: '100%' }}>
      <div className="pm-card-head">
        <h3 id={id}>{title}</h3>
      </div>
      <div className="pm-card-body">{children}</div>
    </section>
  );
}

export type TagColor = 'default' | 'blue' | 'green' | 'red' | 'gold';

/** A small coloured label (a status, a role, a project), in the colours of Ant Design's tags at AA contrast. */
export function TagLabel({
  color = 'default',
  solid = false,
  children,
  ...rest
}: { readonly color?: TagColor; readonly solid?: boolean; readonly children: ReactNode } & Omit<
  ComponentProps<'span'>,
  'color'
>) {
  const colour = color === 'default' ? '' : ` pm-tag-${color}${solid ? '-solid' : ''}`;
  return (
    <span className={`pm-tag${colour}`} {...rest}>
      {children}
    </span>
  );
}

/** A share as a bar (Ant Design's Progress without its figure), named for screen readers. */
export function ProgressBar({ percent, label }: { readonly percent: number; readonly label: string }) {
  const bounded = Math.min(100, Math.max(0, percent));
  return (
    <div
      className="pm-bar"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={bounded}
    >
      <div className="pm-bar-fill" style={{ width: `${bounded}%` }} />
    </div>
  );
}

/** Still grey lines where figures are on their way (no shimmer: it would repaint the page every frame). */
export function Placeholder({ label, lines = 3 }: { readonly label: string; readonly lines?: number }) {
  return (
    <div
      role="status"
      aria-label={label}
      aria-busy="true"
      className="pm-placeholder"
      style={{ height: lines * 28 - 12 }}
    />
  );
}

/** A link drawn as a button: an action that opens another page. */
export function ButtonLink({
  to,
  icon,
  primary = false,
  children,
}: {
  readonly to: string;
  readonly icon?: ReactNode;
  readonly primary?: boolean;
  readonly children: ReactNode;
}) {
  return (
    <Link to={to} className={primary ? 'pm-button pm-button-primary' : 'pm-button'}>
      {icon}
      {children}
    </Link>
  );
}
