import type { ThemeConfig } from 'antd';

/** People who ask their system for less motion get no antd animations. */
const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/** The header's height on a wide screen; on a narrow one its controls may wrap onto a second line. */
export const HEADER_HEIGHT = 64;

export const appTheme: ThemeConfig = {
  token: {
    motion: !prefersReducedMotion(),
    colorPrimary: '#1f5fa8',
    borderRadius: 8,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: { headerHeight: HEADER_HEIGHT, bodyBg: '#f5f7fa' },
    Menu: { itemBorderRadius: 6 },
  },
};
