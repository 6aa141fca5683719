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
    // WCAG AA: secondary and hint texts at 4.5:1 or more on white and on the page's grey (antd's own
    // 45 % black is 4.4:1 on white and less on #f5f7fa)
    colorTextSecondary: '#595959',
    colorTextDescription: '#595959',
    colorTextTertiary: '#636363',
    colorTextPlaceholder: '#6e6e6e',
    colorLink: '#1f5fa8',
    colorError: '#c41d1d',
    borderRadius: 8,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: { headerHeight: HEADER_HEIGHT, bodyBg: '#f5f7fa' },
    Menu: { itemBorderRadius: 6 },
  },
};
