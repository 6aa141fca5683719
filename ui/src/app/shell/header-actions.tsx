import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tooltip } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { ExportMenu } from '@/components/export-menu';
import { actorOf, type User } from '@/features/auth/api/get-user';
import { Notifications } from '@/features/operations/components/notifications';
import { t } from '@/i18n';
import { LanguageSwitch } from '@/i18n/language-switch';
import { SyncButton } from '@/offline/sync-button';
import { quickActionsFor } from '../navigation';
import { useSelectedProjectId } from '../project-scope';
import { useCurrentPageExport } from './page-export';
import { quickAddTarget } from './quick-add';

/**
 * The header's sync status (only when offline or holding records), the bell, Export and Quick Add (spec §2: "their behaviour is not shown"). The bell lists what
 * asks for the user's attention in scope; Export downloads what the current page shows (disabled on pages
 * with nothing to export); Quick Add opens the add dialog of a screen the role may add to.
 */
export function HeaderActions({
  user,
  compact = false,
}: {
  readonly user: User;
  /** A narrow screen: Export and Quick Add show their icons only (their names stay for screen readers). */
  readonly compact?: boolean;
}) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const actions = quickActionsFor(actorOf(user));
  const pageExport = useCurrentPageExport();
  return (
    <>
      <SyncButton userId={user.id} compact={compact} />
      <LanguageSwitch compact={compact} />
      <Notifications actor={actorOf(user)} projectId={useSelectedProjectId()} />
      {pageExport ? (
        <ExportMenu
          formats={pageExport.formats}
          loading={pageExport.loading}
          onExport={pageExport.onExport}
          compact={compact}
        />
      ) : (
        <Tooltip title={t('This page has nothing to export')}>
          <Button
            icon={<DownloadOutlined aria-hidden />}
            disabled
            aria-label={compact ? t('Export') : undefined}
          >
            {compact ? null : t('Export')}
          </Button>
        </Tooltip>
      )}
      <Dropdown
        disabled={actions.length === 0}
        trigger={['click']}
        menu={{
          items: actions.map((action) => ({ key: action.path, label: t(action.label) })),
          onClick: ({ key }) => navigate(quickAddTarget(key, searchParams)),
        }}
      >
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden />}
          aria-label={compact ? t('Quick Add') : undefined}
        >
          {compact ? null : t('Quick Add')}
        </Button>
      </Dropdown>
    </>
  );
}
