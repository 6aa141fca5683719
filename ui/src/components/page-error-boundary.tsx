import { Component, type ErrorInfo, type ReactNode } from 'react';
import { t } from '@/i18n';

interface State {
  readonly failed: boolean;
}

/**
 * What a page shows instead of a blank screen when it cannot be drawn: most often its code could not be
 * loaded (the connection dropped, or a new release replaced it while the page was open and the one reload
 * of register-sw.js, written in ui/vite.config.ts, did not help). The shell around it stays usable;
 * `resetKey` (the address) starts again on the next page.
 */
export class PageErrorBoundary extends Component<
  { readonly resetKey: string; readonly children: ReactNode },
  State & { readonly key: string }
> {
  override state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: { readonly resetKey: string },
    state: State & { readonly key: string },
  ): Partial<State & { key: string }> | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A page could not be drawn:', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="pm-card pm-page-error" role="alert" aria-labelledby="pm-page-error-title">
        <div className="pm-card-body">
          <h2 id="pm-page-error-title">{t('This page could not be shown')}</h2>
          <p className="pm-secondary">
            {t(
              'The connection may have dropped, or a new version of the app may have been released since this page was opened. Reload to try again.',
            )}
          </p>
          <button
            type="button"
            className="pm-button pm-button-primary"
            onClick={() => window.location.reload()}
          >
            {t('Reload')}
          </button>
        </div>
      </section>
    );
  }
}
