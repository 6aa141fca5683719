import {
  AppstoreOutlined,
  BankOutlined,
  BarChartOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  DollarOutlined,
  MessageOutlined,
  MobileOutlined,
  SettingOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { t } from '@/i18n';
import {
  linkTarget,
  type NavLink,
  navigationFor,
  OPEN_SECTIONS,
  type ShellUser,
  selectedNavPath,
} from '../navigation';

// keyed by the English labels of navigation.ts
const ICONS: Readonly<Record<string, ReactNode>> = {
  Dashboard: <DashboardOutlined aria-hidden />,
  Participants: <TeamOutlined aria-hidden />,
  Contributions: <DollarOutlined aria-hidden />,
  'M-Pesa Payments': <MobileOutlined aria-hidden />,
  'Asset Register': <DatabaseOutlined aria-hidden />,
  'SMS Communication': <MessageOutlined aria-hidden />,
  Reports: <BarChartOutlined aria-hidden />,
  'Saving Group Ministry': <BankOutlined aria-hidden />,
  Administration: <SettingOutlined aria-hidden />,
};

type MenuItem = Required<MenuProps>['items'][number];

// Entries are real links (open in a new tab, copy address) and also react to Enter through the menu.
const linkItem = (entry: NavLink, withIcon: boolean, projectId: string | null): MenuItem => ({
  key: entry.path,
  icon: withIcon ? (ICONS[entry.label] ?? <AppstoreOutlined aria-hidden />) : undefined,
  label: <Link to={linkTarget(entry.path, projectId)}>{t(entry.label)}</Link>,
});

export function Sidebar({
  user,
  onNavigate,
}: {
  /** The role picks the entries; an Auditor's place picks its dashboard. */
  readonly user: ShellUser;
  /** Told when an entry is chosen (the menu drawer closes). */
  readonly onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // the header's project choice follows the user from page to page of the project level
  const projectId = useSearchParams()[0].get('projectId');
  const items: MenuItem[] = navigationFor(user).map((item) =>
    item.kind === 'link'
      ? linkItem(item, true, projectId)
      : {
          key: item.key,
          icon: ICONS[item.label],
          label: t(item.label),
          children: item.children.map((child) => linkItem(child, false, projectId)),
        },
  );
  return (
    <nav aria-label={t('Main navigation')}>
      <Menu
        data-testid="sidebar"
        mode="inline"
        items={items}
        selectedKeys={[selectedNavPath(pathname)]}
        defaultOpenKeys={[...OPEN_SECTIONS]}
        style={{ borderInlineEnd: 'none' }}
        onClick={({ key, domEvent }) => {
          onNavigate?.();
          // a click on the link itself already navigated; keyboard activation of the item did not
          if (domEvent.target instanceof Element && domEvent.target.closest('a')) return;
          navigate(linkTarget(key, projectId));
        }}
      />
    </nav>
  );
}
