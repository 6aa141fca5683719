import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { t } from '@/i18n';
import { LanguageSwitch } from '@/i18n/language-switch';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

type Mode = 'login' | 'register';

const MODES: readonly Mode[] = ['login', 'register'];

/**
 * The sign-in screen's card (spec: screens): a toggle between Sign In and Create Account. Drawn with our own
 * markup (styles.css `.auth-card`) rather than antd's Card (its tab bar, dropdowns and skeleton) and
 * Typography (its copy, edit and ellipsis tooltips), which the first load of every new phone would
 * otherwise carry. The toggle is a WAI-ARIA tab list: arrows, Home and End
 * move between the two tabs.
 */
export function SignInCard({ productName }: { readonly productName: string }) {
  const [mode, setMode] = useState<Mode>('login');
  // a tab chosen with the arrow keys keeps the focus on the tabs; a click moves it into the form
  const [byKeyboard, setByKeyboard] = useState(false);
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const label = (tab: Mode) => (tab === 'login' ? t('Sign In') : t('Create Account'));
  const onKeyDown = (event: KeyboardEvent) => {
    const at = MODES.indexOf(mode);
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: MODES.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + MODES.length) % MODES.length;
    setByKeyboard(true);
    setMode(MODES[index] ?? 'login');
    tabs.current[index]?.focus();
  };
  return (
    <section className="auth-card" aria-labelledby={`${id}-title`}>
      <div className="auth-card-head">
        <div className="auth-card-title">
          <h1 id={`${id}-title`}>{productName}</h1>
          {/* before signing in too, so someone can read the sign-in screen in Kiswahili */}
          <LanguageSwitch />
        </div>
        <p className="pm-secondary auth-card-intro">
          {t(
            'A project management system for the child-development programme: participants, contributions, assets, church saving groups and their reports.',
          )}
        </p>
        <div className="auth-tabs" role="tablist" onKeyDown={onKeyDown}>
          {MODES.map((tab, index) => (
            <button
              key={tab}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              id={`${id}-${tab}`}
              type="button"
              role="tab"
              className="auth-tab"
              aria-selected={mode === tab}
              aria-controls={`${id}-panel`}
              tabIndex={mode === tab ? 0 : -1}
              onClick={() => {
                setByKeyboard(false);
                setMode(tab);
              }}
            >
              {label(tab)}
            </button>
          ))}
        </div>
      </div>
      <div className="auth-card-body" role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${mode}`}>
        {mode === 'login' ? <LoginForm autoFocus={!byKeyboard} /> : <RegisterForm autoFocus={!byKeyboard} />}
        {mode === 'register' && (
          <p className="pm-secondary auth-card-note">
            {t('A new account can sign in straight away; an administrator then assigns its role and scope.')}
          </p>
        )}
      </div>
    </section>
  );
}
