import { Card, Col, Row } from 'antd';
import { ActiveTag } from '@/components/active-tag';
import { ItemList } from '@/components/light';
import { t } from '@/i18n';
import { formatDate } from '@/lib/format';
import { formatWireMoney } from '@/lib/money';
import type { EmergencyFund } from '../api/get-emergency-funds';
import type { GroupLoan } from '../api/get-group-loans';
import { fundTermsText, fundTitle } from './emergency-format';
import { loanDisplayStatusOf, recentLoans } from './loan-format';
import { LoanStatusTag } from './tags';

/** Loan Disbursements' Overview tab (spec: screens): the five most recent loans and the group's emergency funds. */
export function DisbursementOverview({
  loans,
  funds,
  today,
}: {
  readonly loans: readonly GroupLoan[];
  readonly funds: readonly EmergencyFund[];
  readonly today: string;
}) {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Card title={<span id="recent-loans-heading">{t('Recent Loans')}</span>} size="small">
          <section aria-labelledby="recent-loans-heading">
            <ItemList
              empty={t('No loans issued yet')}
              items={recentLoans(loans).map((loan) => ({
                key: loan.id,
                title: loan.borrowerName ?? t('Member {{id}}', { id: loan.borrowerId }),
                subtitle: formatDate(loan.loanDate),
                extra: (
                  <>
                    <span>{formatWireMoney(loan.amount)}</span>
                    <LoanStatusTag status={loanDisplayStatusOf(loan, today)} />
                  </>
                ),
              }))}
            />
          </section>
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title={<span id="group-funds-heading">{t('Emergency Funds')}</span>} size="small">
          <section aria-labelledby="group-funds-heading">
            <ItemList
              empty={t('No emergency funds available')}
              items={funds.map((fund) => ({
                key: fund.id,
                title: fundTitle(fund),
                subtitle: fundTermsText(fund),
                extra: <ActiveTag isActive={fund.isActive} />,
              }))}
            />
          </section>
        </Card>
      </Col>
    </Row>
  );
}
