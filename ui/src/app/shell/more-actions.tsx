import { DownloadOutlined, MoreOutlined, PlusOutlined } from '@ant-design/icons';
import { Drawer } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EXPORT_FORMAT_LABELS } from '@/components/export-menu';
import { HeaderButton } from '@/components/header-button';
import { actorOf, type User } from '@/features/auth/api/get-user';
import { t } from '@/i18n';
import { LanguageSwitch } from '@/i18n/language-switch';
import { quickActionsFor } from '../navigation';
import type { PageExport } from './page-export';
import { ProjectSelector } from './project-selector';
import { quickAddTarget } from './quick-add';

/**
 * Set when the language is switched from the menu: the app is then drawn anew in it (i18n/language.tsx),
 * the menu with it, and the focus goes to the new More button rather than being lost.
 */
let refocusAfterLanguage = false;

/** The menu's part for one of the header's controls: a group named by its visible name above it. */
function Part({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <fieldset className="pm-more-part">
      <legend className="pm-more-label">{label}</legend>
      {children}
    </fieldset>
  );
}

/** What the More menu holds, with visible names: the project, the language, Export and Quick Add. */
function MoreMenu({
  user,
  pageExport,
  close,
}: {
  readonly user: User;
  readonly pageExport: PageExport | null;
  readonly close: () => void;
}) {
  const [searchParams] = useSearchParams();
  const actions = quickActionsFor(actorOf(user));
  return (
    <>
      <Part label={t('Project')}>
        <ProjectSelector user={user} block onChosen={close} />
      </Part>
      <Part label={t('Language')}>
        <LanguageSwitch
          onChosen={() => {
            refocusAfterLanguage = true;
            close();
          }}
        />
      </Part>
      <Part label={t('Export')}>
        {pageExport ? (
          pageExport.formats.map((format) => (
            <HeaderButton
              key={format}
              icon={<DownloadOutlined aria-hidden />}
              label={EXPORT_FORMAT_LABELS[format]}
              loading={pageExport.loading}
              onClick={() => {
                close();
                pageExport.onExport(format);
              }}
            />
          ))
        ) : (
          <p className="pm-more-note">{t('This page has nothing to export')}</p>
        )}
      </Part>
      {actions.length > 0 && (
        <Part label={t('Quick Add')}>
          {actions.map((action) => (
            <Link
              key={action.path}
              className="pm-button"
              to={quickAddTarget(action.path, searchParams)}
              onClick={close}
            >
              <PlusOutlined aria-hidden />
              {t(action.label)}
            </Link>
          ))}
        </Part>
      )}
    </>
  );
}

/**
 * A phone's header keeps one row (app-shell.tsx): the project, the language switch, Export and Quick Add
 * are in this menu behind one More button, each under its visible name. The menu is a drawer (a dialog:
 * the focus moves into it and stays there, Escape closes it) set up when first opened, as the header's
 * other popups are (components/light/popup-on-demand.tsx). Choosing a project, a language, an export or a Quick
 * Add entry closes it. When it closes the focus goes back to the button, before a page that Quick Add
 * opened draws its dialog (which then gives the focus back to the button).
 */
export function MoreActions({
  user,
  pageExport,
}: {
  readonly user: User;
  readonly pageExport: PageExport | null;
}) {
  const [setUp, setSetUp] = useState(false);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // after the drawer's focus trap is let go (its effects run before this one)
  useEffect(() => {
    if (open) wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      button.current?.focus({ preventScroll: true });
    }
  }, [open]);
  useEffect(() => {
    if (!refocusAfterLanguage) return;
    refocusAfterLanguage = false;
    button.current?.focus({ preventScroll: true });
  }, []);
  const close = () => setOpen(false);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="pm-button pm-button-text pm-icon-button"
        aria-label={t('More actions')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setSetUp(true);
          setOpen(true);
        }}
      >
        <MoreOutlined aria-hidden />
      </button>
      {setUp && (
        <Drawer
          placement="right"
          size={320}
          open={open}
          onClose={close}
          title={t('More actions')}
          rootClassName="pm-more"
          // the focus goes back to the button here (above), not to whatever held it when the menu opened
          focusable={{ focusTriggerAfterClose: false }}
        >
          <MoreMenu user={user} pageExport={pageExport} close={close} />
        </Drawer>
      )}
    </>
  );
}
