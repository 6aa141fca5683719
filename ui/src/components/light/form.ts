/**
 * The light forms (sign-in, create account), the light components' second public module: apart from
 * index.ts so that the first screen, which needs only these, does not load what the others import
 * (Ant Design's Dropdown behind the menus). docs/decisions/performance-measures.md.
 */
export { fieldErrors, LightField, type LightForm, useLightForm } from './light-form';
