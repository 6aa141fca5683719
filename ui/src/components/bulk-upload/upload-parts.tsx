import { Progress, Typography, theme } from 'antd';
import { t } from '@/i18n';
import type { ProgressView } from './upload-stage';

/** A titled, scrolling list of rows that were not uploaded (one line each); nothing when there are none. */
export function RowLines({
  headingId,
  testId,
  heading,
  lines,
  maxHeight = 220,
}: {
  readonly headingId: string;
  readonly testId: string;
  /** With the count: 'Rows not uploaded (2)'. */
  readonly heading: string;
  readonly lines: readonly string[];
  readonly maxHeight?: number;
}) {
  const { token } = theme.useToken();
  if (lines.length === 0) return null;
  return (
    <div>
      <Typography.Text strong id={headingId}>
        {heading}
      </Typography.Text>
      <ul
        aria-labelledby={headingId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must be reachable to scroll it by keyboard
        tabIndex={0}
        data-testid={testId}
        style={{
          maxHeight,
          overflowY: 'auto',
          margin: `${token.marginXS}px 0 0`,
          padding: `${token.paddingXS}px ${token.paddingXS}px ${token.paddingXS}px ${token.paddingLG}px`,
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadius,
        }}
      >
        {lines.map((line, index) => (
          // rows can repeat (several errors on one row), so the position is part of the key
          // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
          <li key={`${index}-${line}`}>
            <Typography.Text type="danger">{line}</Typography.Text>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The bar of a running upload, under its line of text. */
export function RunningProgress({ progress }: { readonly progress: ProgressView }) {
  return (
    <div>
      <Typography.Text>{progress.text}</Typography.Text>
      <Progress
        percent={progress.percent}
        status="active"
        aria-label={t('Upload progress')}
        aria-valuetext={progress.valueText ?? progress.text}
      />
    </div>
  );
}

/** The full bar of a finished upload: green when every row went in. */
export function FinishedProgress({ clean }: { readonly clean: boolean }) {
  return <Progress percent={100} status={clean ? 'success' : 'normal'} aria-label={t('Upload progress')} />;
}
