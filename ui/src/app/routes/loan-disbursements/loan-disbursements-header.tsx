import { ArrowLeftOutlined, DollarOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { t } from '@/i18n';

/** Issue Loan (Issue First Loan where the group has none). */
export function IssueLoanButton({
  label,
  onClick,
}: {
  readonly label: string;
  readonly onClick: () => void;
}) {
  return (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onClick}>
      {label}
    </Button>
  );
}

interface LoanDisbursementsHeaderProps {
  /** Record Payment and Issue Loan are offered (a group is chosen and the user manages groups). */
  readonly offersActions: boolean;
  readonly onRepay: () => void;
  readonly onIssue: () => void;
}

/** Back to Loans, the page's title and, to those who manage the group, Record Payment and Issue Loan. */
export function LoanDisbursementsHeader({ offersActions, onRepay, onIssue }: LoanDisbursementsHeaderProps) {
  const navigate = useNavigate();
  return (
    <PageHeader
      before={
        <Button
          type="link"
          icon={<ArrowLeftOutlined aria-hidden />}
          onClick={() => navigate('/saving-groups/loans')}
          style={{ paddingInline: 0 }}
        >
          {t('Back to Loans')}
        </Button>
      }
      title={t('Loan Disbursements')}
      subtitle={t("Issue loans, record repayments and follow a group's loan book")}
      actions={
        offersActions && (
          <>
            <Button icon={<DollarOutlined aria-hidden />} onClick={onRepay}>
              {t('Record Payment')}
            </Button>
            <IssueLoanButton label={t('Issue Loan')} onClick={onIssue} />
          </>
        )
      }
    />
  );
}
