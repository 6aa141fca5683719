import styled from '@emotion/styled';
import { Flex, Layout, Typography, theme } from 'antd';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '../../components/full-page-spinner';
import type { User } from '../../features/auth/api/get-user';
import { PRODUCT_NAME, pageTitle } from '../navigation';
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
  height: 100vh;
`;

const SiderScroll = styled.div`
  flex: 1;
  overflow-y: auto;
`;

/** The shell of every guarded page (spec §2): sidebar with footer, header with title and project selector. */
export function AppShell({ user }: { readonly user: User & { role: NonNullable<User['role']> } }) {
  const { pathname } = useLocation();
  const { token } = theme.useToken();
  const title = pageTitle(pathname);

  useEffect(() => {
    document.title = title === PRODUCT_NAME ? PRODUCT_NAME : `${title} - ${PRODUCT_NAME}`;
  }, [title]);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SkipLink href="#main-content">Skip to main content</SkipLink>
      <Layout.Sider
        theme="light"
        width={264}
        breakpoint="lg"
        collapsedWidth={0}
        style={{
          position: 'sticky',
          top: 0,
          height: '100vh',
          borderInlineEnd: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <SiderColumn>
          <div style={{ padding: '20px 20px 12px' }}>
            <Typography.Text strong style={{ fontSize: 16 }}>
              {PRODUCT_NAME}
            </Typography.Text>
          </div>
          <SiderScroll>
            <Sidebar role={user.role} />
          </SiderScroll>
          <UserFooter user={user} />
        </SiderColumn>
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{
            background: token.colorBgContainer,
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
            paddingInline: 24,
            position: 'sticky',
            top: 0,
            zIndex: 10,
          }}
        >
          <Flex align="center" justify="space-between" gap={16} style={{ height: '100%' }}>
            <Typography.Title
              level={1}
              style={{ fontSize: 20, margin: 0, whiteSpace: 'nowrap' }}
              data-testid="page-title"
            >
              {title}
            </Typography.Title>
            <Flex align="center" gap={8} wrap={false}>
              <ProjectSelector user={user} />
              <HeaderActions user={user} />
            </Flex>
          </Flex>
        </Layout.Header>
        <Layout.Content id="main-content" tabIndex={-1} style={{ padding: 24, outline: 'none' }}>
          <Suspense fallback={<FullPageSpinner label="Loading page" fullHeight={false} />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
