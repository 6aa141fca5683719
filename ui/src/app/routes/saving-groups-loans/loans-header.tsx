import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { t } from '@/i18n';

interface LoansHeaderProps {
  /** Issue Loan is offered. */
  readonly canManage: boolean;
  readonly onIssue: () => void;
}

/** The page's title, the way to Loan Disbursements and, to managers, Issue Loan. */
export function LoansHeader({ canManage, onIssue }: LoansHeaderProps) {
  return (
    <PageHeader
      title={t('Loans Management')}
      subtitle={
        <>
          {t('Loans of every group and their repayments')} ·{' '}
          <Link to="/loan-disbursements">{t('Loan Disbursements')}</Link>
        </>
      }
      actions={
        canManage && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onIssue}>
            {t('Issue Loan')}
          </Button>
        )
      }
    />
  );
}
