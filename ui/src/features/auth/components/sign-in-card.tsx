import { Card, Typography } from 'antd';
import { useState } from 'react';
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
          <Typography.Title level={1} style={{ fontSize: 22, margin: 0 }}>
            {productName}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0', fontWeight: 'normal' }}>
            A project management system for the child-development programme: participants, contributions,
            assets, church saving groups and their reports.
          </Typography.Paragraph>
        </div>
      }
      tabList={[
        { key: 'login', label: 'Sign In' },
        { key: 'register', label: 'Create Account' },
      ]}
      activeTabKey={mode}
      onTabChange={(key) => setMode(key === 'register' ? 'register' : 'login')}
    >
      {mode === 'login' ? <LoginForm /> : <RegisterForm />}
      {mode === 'register' && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
          A new account can sign in straight away; an administrator then assigns its role and scope.
        </Typography.Paragraph>
      )}
    </Card>
  );
}
