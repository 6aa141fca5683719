import { Card, Flex, theme } from 'antd';
import { LoadError } from '@/components/load-error';
import { firstBusinessDate, sliderStart } from '@/features/audit/components/audit-format';
import { BooksControls } from '@/features/audit/components/books-controls';
import { BooksTables, BooksTotals } from '@/features/audit/components/books-view';
import { t } from '@/i18n';
import { SectionTitle } from './section-title';
import type { AuditBooks } from './use-audit-books';

/** The group's books as they stood on the day asked (and as known at the moment asked). */
export function AuditBooksCard({ audit }: { readonly audit: AuditBooks }) {
  const { token } = theme.useToken();
  const { params, group, ledger, rows, groupName, today, onAsOf, onKnownAt } = audit;
  return (
    <Card
      title={<SectionTitle>{t('Books of {{group}}', { group: groupName })}</SectionTitle>}
      data-testid="audit-books"
    >
      <Flex vertical gap={token.margin}>
        <BooksControls
          start={sliderStart(group?.registrationDate ?? firstBusinessDate(rows), today)}
          today={today}
          asOf={params.asOf}
          knownAt={params.knownAt}
          onAsOf={onAsOf}
          onKnownAt={onKnownAt}
        />
        <LoadError what={t('books')} error={ledger.error} />
        <BooksTotals ledger={ledger.data} loading={ledger.isLoading} />
        <BooksTables ledger={ledger.data} loading={ledger.isLoading} memberId={params.memberId} />
      </Flex>
    </Card>
  );
}
