import type { ThemeConfig } from 'antd';

/** People who ask their system for less motion get no antd animations. */
const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/** The header's height on a wide screen; on a narrow one its controls may wrap onto a second line. */
export const HEADER_HEIGHT = 64;

/**
 * Zero runtime: Ant Design's components draw with the stylesheet it ships (antd/dist/antd.css, imported by
 * main.tsx before ours) instead of writing their styles in the page as they first render, which was most
 * of the main thread's work on a phone's first screen. Our tokens still reach them as CSS variables, set
 * at run time; `hashed: false` because the stylesheet's selectors carry no hash.
 */
export const appTheme: ThemeConfig = {
  zeroRuntime: true,
  hashed: false,
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

/** A phone or tablet: a touch screen, or a screen narrower than a tablet's. */
export const TOUCH_QUERY = '(pointer: coarse), (max-width: 767px)';

/**
 * On touch screens every control is at least 44 px tall (WCAG 2.5.5's target size): buttons (small ones
 * too), inputs, selects, date pickers, pagination, menu entries and tabs.
 */
export const touchTheme: ThemeConfig = {
  token: { controlHeight: 44, controlHeightSM: 44, controlHeightLG: 48 },
  components: {
    Menu: { itemHeight: 48 },
    Pagination: { itemSize: 44, itemSizeSM: 44 },
    Tabs: { horizontalItemPadding: '12px 0', cardHeight: 44 },
  },
};
