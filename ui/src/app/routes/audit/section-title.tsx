import { Typography } from 'antd';

/** A card's title as a heading (level 3, under the page's), so the sections can be reached by heading. */
export function SectionTitle({ children }: { readonly children: string }) {
  return (
    <Typography.Title level={3} style={{ margin: 0, fontSize: 'inherit' }}>
      {children}
    </Typography.Title>
  );
}
