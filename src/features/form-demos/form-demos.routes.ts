import { defineRoutes } from '@/lib/route-manifest';

const ns = ['form-demos'] as const;
const el = { section: 'forms', group: 'formElements' } as const;

export const routes = defineRoutes([
  { path: '/forms/form-elements/select', layout: 'main', rule: 'editor', label: 'select', icon: 'ListTree', namespaces: ns, menu: { ...el, order: 300 }, page: () => import('./pages/select-page') },
  { path: '/forms/form-elements/switch', layout: 'main', rule: 'editor', label: 'switch', icon: 'ToggleRight', namespaces: ns, menu: { ...el, order: 301 }, page: () => import('./pages/switch-page') },
  { path: '/forms/form-elements/checkbox', layout: 'main', rule: 'editor', label: 'checkbox', icon: 'SquareCheck', namespaces: ns, menu: { ...el, order: 302 }, page: () => import('./pages/checkbox-page') },
  { path: '/forms/form-elements/radio', layout: 'main', rule: 'editor', label: 'radio', icon: 'CircleDot', namespaces: ns, menu: { ...el, order: 303 }, page: () => import('./pages/radio-page') },
  { path: '/forms/form-elements/input', layout: 'main', rule: 'editor', label: 'input', icon: 'TextCursorInput', namespaces: ns, menu: { ...el, order: 304 }, page: () => import('./pages/input-page') },
  { path: '/forms/form-elements/number-input', layout: 'main', rule: 'editor', label: 'numberInput', icon: 'Hash', namespaces: ns, menu: { ...el, order: 305 }, page: () => import('./pages/number-input-page') },
  { path: '/forms/form-elements/textarea', layout: 'main', rule: 'editor', label: 'textarea', icon: 'TextAlignStart', namespaces: ns, menu: { ...el, order: 306 }, page: () => import('./pages/textarea-page') },
  { path: '/forms/form-input-group', layout: 'main', rule: 'editor', label: 'formInputGroup', icon: 'Group', namespaces: ns, menu: { section: 'forms', order: 310 }, page: () => import('./pages/form-input-group-page') },
  { path: '/forms/form-layouts', layout: 'main', rule: 'editor', label: 'formLayouts', icon: 'LayoutTemplate', namespaces: ns, menu: { section: 'forms', order: 311 }, page: () => import('./pages/form-layouts-page') },
  { path: '/forms/form-wizard', layout: 'main', rule: 'editor', label: 'formWizard', icon: 'WandSparkles', namespaces: ns, menu: { section: 'forms', order: 312 }, page: () => import('./pages/form-wizard-page') },
  { path: '/forms/form-validation', layout: 'main', rule: 'editor', label: 'formValidation', icon: 'ShieldCheck', namespaces: ns, menu: { section: 'forms', order: 313 }, page: () => import('./pages/form-validation-page') },
]);
