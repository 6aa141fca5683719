import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/load-error';
import { t } from '@/i18n';
import { useDisclosure } from '@/lib/use-disclosure';
import { useUpdateDocumentCategory, useUpdateDocumentType } from '../api/catalogue-commands';
import {
  type DocumentCategory,
  type DocumentType,
  useDocumentCategories,
  useDocumentTypes,
} from '../api/get-documents';
import { CategoryDialog } from './catalogue-category-dialog';
import { CategoriesTable, TypesTable } from './catalogue-tables';
import { TypeDialog } from './catalogue-type-dialog';

/** A part of the card: its heading with the Add button, then its table. */
function CataloguePart({
  id,
  title,
  add,
  onAdd,
  children,
}: {
  readonly id: string;
  readonly title: string;
  readonly add: string;
  readonly onAdd: () => void;
  readonly children: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <section aria-labelledby={id}>
      <Flex align="center" justify="space-between" wrap gap={token.marginSM}>
        <Typography.Title level={4} id={id} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onAdd}>
          {add}
        </Button>
      </Flex>
      <div style={{ marginTop: token.marginSM }}>{children}</div>
    </section>
  );
}

/**
 * The Document Catalogue on the Administration page (SuperAdmin): the categories and the types the
 * Documents screen offers, seeded with the specification's types; added, renamed and (de)activated here.
 */
export function DocumentCatalogueSection() {
  const { token } = theme.useToken();
  const categories = useDocumentCategories();
  const types = useDocumentTypes();
  const categoryDialog = useDisclosure<DocumentCategory>();
  const typeDialog = useDisclosure<DocumentType>();
  const categoryStatus = useUpdateDocumentCategory();
  const typeStatus = useUpdateDocumentType();
  const pendingOf = (status: typeof categoryStatus | typeof typeStatus) =>
    status.isPending ? (status.variables?.id ?? null) : null;

  return (
    <Card title={<span id="document-catalogue-heading">{t('Document Catalogue')}</span>}>
      <Flex vertical gap={token.marginLG} role="region" aria-labelledby="document-catalogue-heading">
        <Typography.Text type="secondary">
          {t(
            'The categories and types offered when documents are uploaded and filed. Deactivating one keeps the documents that use it.',
          )}
        </Typography.Text>
        <CataloguePart
          id="document-categories-heading"
          title={t('Categories')}
          add={t('Add Category')}
          onAdd={() => categoryDialog.open()}
        >
          <LoadError what={t('document categories')} error={categories.error} />
          <CategoriesTable
            rows={categories.data ?? []}
            loading={categories.isLoading}
            onEdit={categoryDialog.open}
            onSetActive={(row, isActive) => categoryStatus.mutate({ id: row.id, body: { isActive } })}
            pendingId={pendingOf(categoryStatus)}
          />
        </CataloguePart>
        <CataloguePart
          id="document-types-heading"
          title={t('Types')}
          add={t('Add Type')}
          onAdd={() => typeDialog.open()}
        >
          <LoadError what={t('document types')} error={types.error} />
          <TypesTable
            rows={types.data ?? []}
            loading={types.isLoading}
            onEdit={typeDialog.open}
            onSetActive={(row, isActive) => typeStatus.mutate({ id: row.id, body: { isActive } })}
            pendingId={pendingOf(typeStatus)}
          />
        </CataloguePart>
      </Flex>
      <CategoryDialog
        key={`category-${categoryDialog.key}`}
        {...categoryDialog.props}
        row={categoryDialog.subject}
      />
      <TypeDialog
        key={`type-${typeDialog.key}`}
        {...typeDialog.props}
        row={typeDialog.subject}
        categories={categories.data ?? []}
      />
    </Card>
  );
}
