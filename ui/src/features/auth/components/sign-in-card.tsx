import { Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { t } from '@/i18n';
import { LanguageSwitch } from '@/i18n/language-switch';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

type Mode = 'login' | 'register';

/** The sign-in screen's card (spec §2): a toggle between Sign In and Create Account. */
export function SignInCard({ productName }: { readonly productName: string }) {
  const [mode, setMode] = useState<Mode>('login');
  return (
    <Card
      style={{ width: '100%', maxWidth: 460 }}
      title={
        <div style={{ padding: '16px 0 8px', whiteSpace: 'normal' }}>
          <Flex justify="space-between" align="start" gap={12}>
            <Typography.Title level={1} style={{ fontSize: 22, margin: 0 }}>
              {productName}
            </Typography.Title>
            {/* before signing in too, so someone can read the sign-in screen in Kiswahili */}
            <LanguageSwitch />
          </Flex>
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0', fontWeight: 'normal' }}>
            {t(
              'A project management system for the child-development programme: participants, contributions, assets, church saving groups and their reports.',
            )}
          </Typography.Paragraph>
        </div>
      }
      tabList={[
        { key: 'login', label: t('Sign In') },
        { key: 'register', label: t('Create Account') },
      ]}
      activeTabKey={mode}
      onTabChange={(key) => setMode(key === 'register' ? 'register' : 'login')}
    >
      {mode === 'login' ? <LoginForm /> : <RegisterForm />}
      {mode === 'register' && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
          {t('A new account can sign in straight away; an administrator then assigns its role and scope.')}
        </Typography.Paragraph>
      )}
    </Card>
  );
}
