import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import { ExportMenu } from '@/components/export-menu';
import { HeaderButton } from '@/components/header-button';
import { MenuOnDemand } from '@/components/light';
import { actorOf, type User } from '@/features/auth/api/get-user';
import { Notifications } from '@/features/operations/components/notifications';
import { t } from '@/i18n';
import { LanguageSwitch } from '@/i18n/language-switch';
import { SyncButton } from '@/offline/sync-button';
import { quickActionsFor } from '../navigation';
import { useSelectedProjectId } from '../project-scope';
import { MoreActions } from './more-actions';
import { useCurrentPageExport } from './page-export';
import { ProjectSelector } from './project-selector';
import { quickAddTarget } from './quick-add';

/** Quick Add: a menu of the add dialogs the role may open, set up when first opened. */
function QuickAdd({ user }: { readonly user: User }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const actions = quickActionsFor(actorOf(user));
  return (
    <MenuOnDemand
      items={actions.map((action) => ({ key: action.path, label: t(action.label) }))}
      onChoose={(key) => navigate(quickAddTarget(key, searchParams))}
      button={(openFirst) => (
        <HeaderButton
          kind="primary"
          icon={<PlusOutlined aria-hidden />}
          label={t('Quick Add')}
          disabled={actions.length === 0}
          aria-haspopup="menu"
          onClick={openFirst}
        />
      )}
    />
  );
}

/**
 * The header's sync status (only when offline or holding records), the language switch, the bell, Export
 * and Quick Add (spec: screens: "their behaviour is not shown"). The bell lists what asks for the user's
 * attention in scope; Export downloads what the current page shows (disabled on pages with nothing to
 * export); Quick Add opens the add dialog of a screen the role may add to. Light buttons whose popups are
 * set up when first opened (components/light/popup-on-demand.tsx): they are on every screen.
 *
 * On a narrow screen the header is one row: the sync status, the bell and a More button whose menu holds
 * the project, the language switch, Export and Quick Add, with their names (more-actions.tsx).
 */
export function HeaderActions({
  user,
  narrow = false,
}: {
  readonly user: User;
  /** A narrow screen (a phone): the rest behind the More button. */
  readonly narrow?: boolean;
}) {
  const pageExport = useCurrentPageExport();
  const projectId = useSelectedProjectId();
  if (narrow)
    return (
      <>
        <SyncButton userId={user.id} compact />
        <Notifications actor={actorOf(user)} projectId={projectId} />
        <MoreActions user={user} pageExport={pageExport} />
      </>
    );
  return (
    <>
      <ProjectSelector user={user} />
      <SyncButton userId={user.id} compact={false} />
      <LanguageSwitch />
      <Notifications actor={actorOf(user)} projectId={projectId} />
      {pageExport ? (
        <ExportMenu
          formats={pageExport.formats}
          loading={pageExport.loading}
          onExport={pageExport.onExport}
        />
      ) : (
        <HeaderButton
          icon={<DownloadOutlined aria-hidden />}
          label={t('Export')}
          disabled
          title={t('This page has nothing to export')}
        />
      )}
      <QuickAdd user={user} />
    </>
  );
}
