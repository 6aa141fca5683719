import { useEffect } from 'react';
import { t } from '@/i18n';

const SCROLLERS = '.ant-table-content, .ant-table-body';

/**
 * WCAG 2.1.1: a table wider than its card scrolls inside it, so a keyboard user must be able to focus
 * the scrolling box to move it with the arrow keys. Ant Design's tables render that box without a tab
 * stop; this gives every such box that really scrolls one (a named region), and takes it away again when
 * the table fits.
 */
const markScrollRegions = (root: ParentNode): void => {
  for (const box of root.querySelectorAll<HTMLElement>(SCROLLERS)) {
    const scrolls = box.scrollWidth > box.clientWidth + 1;
    if (scrolls && box.tabIndex !== 0) {
      box.tabIndex = 0;
      box.setAttribute('role', 'region');
      box.setAttribute('aria-label', t('Table, scrolls sideways'));
    } else if (!scrolls && box.getAttribute('role') === 'region') {
      box.removeAttribute('tabindex');
      box.removeAttribute('role');
      box.removeAttribute('aria-label');
    }
  }
};

/**
 * WCAG 4.1.2: Ant Design puts `role="tablist"` on the tab bar, which also holds the "more tabs" button
 * shown when the tabs overflow (a phone), and a tablist may hold only tabs. The role moves to the list
 * that holds exactly the tabs; the keyboard handling stays Ant Design's.
 */
const fixTabLists = (root: ParentNode): void => {
  for (const nav of root.querySelectorAll<HTMLElement>('.ant-tabs-nav[role="tablist"]')) {
    const list = nav.querySelector<HTMLElement>('.ant-tabs-nav-list');
    if (!list) continue;
    const orientation = nav.getAttribute('aria-orientation');
    nav.removeAttribute('role');
    nav.removeAttribute('aria-orientation');
    list.setAttribute('role', 'tablist');
    if (orientation) list.setAttribute('aria-orientation', orientation);
  }
};

/**
 * Keeps Ant Design's tables' scrolling boxes focusable and its tab bars well formed while the app is
 * shown (both come and go with pages).
 */
export const useAccessibleAntd = (): void => {
  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        markScrollRegions(document);
        fixTabLists(document);
      });
    };
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', schedule);
    schedule();
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', schedule);
    };
  }, []);
};
