import { Flex, theme } from 'antd';
import type { ReactNode } from 'react';

/** The filters above a list: a search landmark named by `label`; the controls wrap on a narrow screen. */
export function FilterBar({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Flex gap={token.marginSM} wrap role="search" aria-label={label}>
      {children}
    </Flex>
  );
}
