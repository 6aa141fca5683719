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

/**
 * The heading of every page: title, a line saying what the page is for, and the page's main actions. Our
 * own markup (styles.css, "Light components"): the first thing every page draws.
 */
export function PageHeader({ title, subtitle, actions, before }: PageHeaderProps) {
  return (
    <div>
      {before}
      <div className="pm-page-header">
        <div className="pm-page-header-text">
          <h2>{title}</h2>
          {subtitle && <span className="pm-secondary">{subtitle}</span>}
        </div>
        {actions && <div className="pm-actions">{actions}</div>}
      </div>
    </div>
  );
}
