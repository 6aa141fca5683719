import { MenuOutlined } from '@ant-design/icons';
import styled from '@emotion/styled';
import { Drawer, theme } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { PageErrorBoundary } from '@/components/page-error-boundary';
import { actorOf, type User } from '@/features/auth/api/get-user';
import { t } from '@/i18n';
import { useAccessibleAntd } from '@/lib/antd-a11y';
import { useMediaQuery } from '@/lib/use-media-query';
import { useOfflineSync } from '@/offline/use-offline-queue';
import { PRODUCT_NAME, pageTitle } from '../navigation';
import { HeaderActions } from './header-actions';
import { Sidebar } from './sidebar';
import { useOfflineReadiness } from './use-offline-readiness';
import { UserFooter } from './user-footer';

const SkipLink = styled.a`
  position: absolute;
  left: 8px;
  top: -48px;
  z-index: 1000;
  padding: 8px 12px;
  background: #fff;
  border-radius: 6px;
  &:focus {
    top: 8px;
  }
`;

const SiderColumn = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
`;

const SiderScroll = styled.div`
  flex: 1;
  overflow-y: auto;
`;

/** Narrower than antd's lg breakpoint (992 px), where the sidebar becomes a drawer. */
const NARROW_QUERY = '(max-width: 991.98px)';

type SignedIn = User & { role: NonNullable<User['role']> };

/** The product's name, the role's menu and the user's footer: the sidebar, or the menu drawer. */
function Navigation({ user, onNavigate }: { readonly user: SignedIn; readonly onNavigate?: () => void }) {
  const { token } = theme.useToken();
  return (
    <SiderColumn>
      <div style={{ padding: `${token.paddingLG}px ${token.paddingLG}px ${token.paddingSM}px` }}>
        <strong style={{ fontSize: token.fontSizeLG }}>{t(PRODUCT_NAME)}</strong>
      </div>
      <SiderScroll>
        <Sidebar user={{ ...actorOf(user), role: user.role }} onNavigate={onNavigate} />
      </SiderScroll>
      <UserFooter user={user} />
    </SiderColumn>
  );
}

/**
 * The shell of every guarded page (spec: screens): sidebar with footer, header with title and project selector.
 * Below the lg breakpoint the sidebar is a drawer behind the header's menu button, and the header is one
 * row no taller than 64 px (it stays on screen): the menu button, the title, the sync status when there
 * is one, the bell and a More button whose menu holds the project, the language switch, Export and Quick
 * Add (more-actions.tsx), every control at least 44 px square. The frame (sidebar column, header, title,
 * content) is our own markup (styles.css, "Light components"); the drawers are mounted when first
 * opened, so a phone's first screen does not set them up.
 */
export function AppShell({ user }: { readonly user: SignedIn }) {
  const { pathname } = useLocation();
  // asked of the screen itself, not through antd's breakpoints (whose first answer comes after mounting)
  const narrow = useMediaQuery(NARROW_QUERY);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuOpened, setMenuOpened] = useState(false);
  const englishTitle = pageTitle(pathname);
  const title = t(englishTitle);
  const product = t(PRODUCT_NAME);
  useAccessibleAntd();
  useOfflineSync(user.id);
  useOfflineReadiness(actorOf(user));

  useEffect(() => {
    document.title = englishTitle === PRODUCT_NAME ? product : `${title} - ${product}`;
  }, [englishTitle, title, product]);
  // the drawer goes when the screen widens; opening it again on a narrow screen starts closed
  // biome-ignore lint/correctness/useExhaustiveDependencies: the width is the trigger
  useEffect(() => setMenuOpen(false), [narrow]);

  return (
    <div className="pm-shell">
      <SkipLink href="#main-content">{t('Skip to main content')}</SkipLink>
      {!narrow ? (
        <aside className="pm-sider">
          <Navigation user={user} />
        </aside>
      ) : (
        menuOpened && (
          <Drawer
            placement="left"
            size={280}
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            title={t('Menu')}
            styles={{ body: { padding: 0 } }}
          >
            <Navigation user={user} onNavigate={() => setMenuOpen(false)} />
          </Drawer>
        )
      )}
      <div className="pm-main">
        <header className={narrow ? 'pm-header pm-header-narrow' : 'pm-header'}>
          <div className="pm-header-title">
            {narrow && (
              <button
                type="button"
                className="pm-button pm-button-text pm-icon-button pm-menu-button"
                aria-label={t('Open menu')}
                aria-expanded={menuOpen}
                onClick={() => {
                  setMenuOpened(true);
                  setMenuOpen(true);
                }}
              >
                <MenuOutlined aria-hidden />
              </button>
            )}
            <h1 className="pm-ellipsis" data-testid="page-title">
              {title}
            </h1>
          </div>
          <div className="pm-header-tools">
            <HeaderActions user={user} narrow={narrow} />
          </div>
        </header>
        <main id="main-content" tabIndex={-1} className="pm-content">
          <PageErrorBoundary resetKey={pathname}>
            <Suspense fallback={<FullPageSpinner label={t('Loading page')} fullHeight={false} />}>
              <Outlet />
            </Suspense>
          </PageErrorBoundary>
        </main>
      </div>
    </div>
  );
}
