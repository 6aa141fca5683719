import styled from '@emotion/styled';
import { Empty } from 'antd';
import { t } from '@/i18n';
import { lineFields, type MeetingRunProps, STACKED } from './meeting-run-table';

/** How far below the top of the screen a card's name stays: under the app's header (one row on a phone). */
const HEADER_OFFSET = 64;

const Card = styled.section`
  background: #fff;
  border: 1px solid #f0f0f0;
  border-radius: 8px;
  /* every checkbox of the card is a 44 px target (WCAG 2.5.5), its text included */
  .ant-checkbox-wrapper {
    min-height: 44px;
    align-items: center;
    padding-inline: 4px;
  }
`;

const Head = styled.div`
  position: sticky;
  top: ${HEADER_OFFSET}px;
  z-index: 2;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  min-height: 48px;
  padding: 4px 12px;
  background: #fafafa;
  border-bottom: 1px solid #f0f0f0;
  border-radius: 8px 8px 0 0;
  h3 {
    min-width: 0;
    margin: 0;
    overflow: hidden;
    font-size: 16px;
    font-weight: 600;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 12px;
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  > span:first-of-type {
    color: rgba(0, 0, 0, 0.65);
    font-size: 14px;
  }
`;

/**
 * The one-pass meeting on a phone: one card per member, their fields stacked and full width (44 px tall,
 * as every control on a touch screen), the member's name and Present at the top of the card, staying in
 * view under the header while the card's fields scroll by. Nothing scrolls sideways.
 */
export function MeetingRunCards({ lines, hasFund, balances, onChange }: MeetingRunProps) {
  if (lines.length === 0) return <Empty description={t('This group has no active members')} />;
  const field = lineFields({ balances, onChange }, STACKED);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }} data-testid="meeting-cards">
      {lines.map((l) => (
        <Card key={l.memberId} aria-labelledby={`meeting-member-${l.memberId}`} data-testid="meeting-card">
          <Head>
            <h3 id={`meeting-member-${l.memberId}`}>{l.memberName}</h3>
            {field.present(l, t('Present'))}
          </Head>
          <Body>
            <Field>
              <span>{t('Saving (KES)')}</span>
              {field.saving(l)}
            </Field>
            <Field>
              <span>{t('Repayment (KES)')}</span>
              {field.repayment(l)}
            </Field>
            <Field>
              <span>{t('Penalty (KES)')}</span>
              {field.penalty(l)}
            </Field>
            {hasFund && (
              <Field>
                <span>{t('Emergency (KES)')}</span>
                {field.emergency(l)}
              </Field>
            )}
          </Body>
        </Card>
      ))}
    </div>
  );
}
