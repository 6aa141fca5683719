import { Typography } from 'antd';

/** 'Could not load the contributions: 500: …', announced at once; nothing while there is no error. */
export function LoadError({
  what,
  error,
}: {
  /** What the page could not load, e.g. 'contributions'. */
  readonly what: string;
  readonly error: Error | null | undefined;
}) {
  if (!error) return null;
  return (
    <Typography.Text type="danger" role="alert">
      Could not load the {what}: {error.message}
    </Typography.Text>
  );
}
