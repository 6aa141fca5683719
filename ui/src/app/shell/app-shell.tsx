import { MenuOutlined } from '@ant-design/icons';
import styled from '@emotion/styled';
import { Button, Drawer, Flex, Layout, Typography, theme } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { actorOf, type User } from '@/features/auth/api/get-user';
import { t } from '@/i18n';
import { useAccessibleAntd } from '@/lib/antd-a11y';
import { useMediaQuery } from '@/lib/use-media-query';
import { useOfflineSync } from '@/offline/use-offline-queue';
import { PRODUCT_NAME, pageTitle } from '../navigation';
import { HEADER_HEIGHT } from '../theme';
import { HeaderActions } from './header-actions';
import { ProjectSelector } from './project-selector';
import { Sidebar } from './sidebar';
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
        <Typography.Text strong style={{ fontSize: token.fontSizeLG }}>
          {t(PRODUCT_NAME)}
        </Typography.Text>
      </div>
      <SiderScroll>
        <Sidebar user={{ ...actorOf(user), role: user.role }} onNavigate={onNavigate} />
      </SiderScroll>
      <UserFooter user={user} />
    </SiderColumn>
  );
}

/**
 * The shell of every guarded page (spec §2): sidebar with footer, header with title and project selector.
 * Below the lg breakpoint the sidebar is a drawer behind the header's menu button, and the header's
 * controls wrap, so a phone never scrolls the whole page sideways.
 */
export function AppShell({ user }: { readonly user: SignedIn }) {
  const { pathname } = useLocation();
  const { token } = theme.useToken();
  // asked of the screen itself, not through antd's breakpoints (whose first answer comes after mounting)
  const narrow = useMediaQuery(NARROW_QUERY);
  const [menuOpen, setMenuOpen] = useState(false);
  const englishTitle = pageTitle(pathname);
  const title = t(englishTitle);
  const product = t(PRODUCT_NAME);
  useAccessibleAntd();
  useOfflineSync(user.id);

  useEffect(() => {
    document.title = englishTitle === PRODUCT_NAME ? product : `${title} - ${product}`;
  }, [englishTitle, title, product]);
  // the drawer goes when the screen widens; opening it again on a narrow screen starts closed
  // biome-ignore lint/correctness/useExhaustiveDependencies: the width is the trigger
  useEffect(() => setMenuOpen(false), [narrow]);

  const border = `1px solid ${token.colorBorderSecondary}`;
  const gutter = narrow ? token.padding : token.paddingLG;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SkipLink href="#main-content">{t('Skip to main content')}</SkipLink>
      {narrow ? (
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
      ) : (
        <Layout.Sider
          theme="light"
          width={264}
          style={{ position: 'sticky', top: 0, height: '100vh', borderInlineEnd: border }}
        >
          <Navigation user={user} />
        </Layout.Sider>
      )}
      <Layout style={{ minWidth: 0 }}>
        <Layout.Header
          style={{
            background: token.colorBgContainer,
            borderBottom: border,
            height: 'auto',
            minHeight: HEADER_HEIGHT,
            lineHeight: 'normal',
            paddingBlock: token.paddingSM,
            paddingInline: gutter,
            position: 'sticky',
            top: 0,
            zIndex: 10,
          }}
        >
          <Flex
            align="center"
            justify="space-between"
            gap={token.marginSM}
            wrap
            style={{ minHeight: token.controlHeightLG }}
          >
            <Flex align="center" gap={token.marginXS} style={{ minWidth: 0, flex: '1 1 160px' }}>
              {narrow && (
                <Button
                  type="text"
                  icon={<MenuOutlined aria-hidden />}
                  aria-label={t('Open menu')}
                  style={{ minWidth: 44 }}
                  aria-expanded={menuOpen}
                  onClick={() => setMenuOpen(true)}
                />
              )}
              <Typography.Title
                level={1}
                ellipsis
                style={{ fontSize: token.fontSizeXL, margin: 0, minWidth: 0 }}
                data-testid="page-title"
              >
                {title}
              </Typography.Title>
            </Flex>
            <Flex align="center" gap={token.marginXS} wrap>
              <ProjectSelector user={user} />
              <HeaderActions user={user} compact={narrow} />
            </Flex>
          </Flex>
        </Layout.Header>
        <Layout.Content
          id="main-content"
          tabIndex={-1}
          style={{ padding: gutter, outline: 'none', minWidth: 0 }}
        >
          <Suspense fallback={<FullPageSpinner label={t('Loading page')} fullHeight={false} />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
