import { Card, Flex, Typography } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { t } from '@/i18n';

/** Any path outside the route table (spec: screens). */
export default function NotFoundPage() {
  useEffect(() => {
    document.title = t('404 Page Not Found');
  }, []);
  return (
    <main>
      <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 16 }}>
        <Card style={{ maxWidth: 480, width: '100%' }}>
          <Typography.Title level={1} style={{ fontSize: 24 }}>
            {t('404 Page Not Found')}
          </Typography.Title>
          <Typography.Paragraph type="secondary">
            {t(
              'There is no page at this address. It may have moved, or the link may be mistyped. Start again from the dashboard.',
            )}
          </Typography.Paragraph>
          <Link to="/">{t('Go to the dashboard')}</Link>
        </Card>
      </Flex>
    </main>
  );
}
