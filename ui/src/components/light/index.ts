/**
 * The light components, a performance measure: our own markup (styles.css, "Light components" and "Light
 * forms") where a first screen would otherwise draw Ant Design's List, Form, Input, Menu or Popover, and
 * what mounts a popup, a menu or a panel only when it is first needed. Every other screen uses Ant Design.
 * Why, what it bought and how to measure it again: docs/decisions/performance-measures.md. Import them from
 * here, the light forms from `form.ts` (the import-boundary check refuses any other path into this folder).
 */

export { ItemList, type ListItem } from './item-list';
export { MenuOnDemand, type OpenFirst } from './menu-on-demand';
export { PopupAnchor, type PopupOnDemand, usePopupOnDemand } from './popup-on-demand';
export { WhenNear } from './when-near';
