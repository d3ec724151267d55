export const COLORS = ['primary', 'success', 'danger', 'warning', 'info', 'dark'] as const;
export type DemoColor = (typeof COLORS)[number];

/** Checked state of a checkbox/switch/radio in a colour (overrides the primary default). */
export const CHECKED: Record<DemoColor, string> = {
  primary: '',
  success: 'data-[state=checked]:border-success-solid data-[state=checked]:bg-success-solid data-[state=indeterminate]:bg-success-solid',
  danger: 'data-[state=checked]:border-danger-solid data-[state=checked]:bg-danger-solid data-[state=indeterminate]:bg-danger-solid',
  warning: 'data-[state=checked]:border-warning-solid data-[state=checked]:bg-warning-solid data-[state=indeterminate]:bg-warning-solid',
  info: 'data-[state=checked]:border-info-solid data-[state=checked]:bg-info-solid data-[state=indeterminate]:bg-info-solid',
  dark: 'data-[state=checked]:border-dark-solid data-[state=checked]:bg-dark-solid data-[state=indeterminate]:bg-dark-solid',
};

export const RADIO: Record<DemoColor, string> = {
  primary: '',
  success: 'data-[state=checked]:border-success-solid [&>span]:bg-success-solid',
  danger: 'data-[state=checked]:border-danger-solid [&>span]:bg-danger-solid',
  warning: 'data-[state=checked]:border-warning-solid [&>span]:bg-warning-solid',
  info: 'data-[state=checked]:border-info-solid [&>span]:bg-info-solid',
  dark: 'data-[state=checked]:border-dark-solid [&>span]:bg-dark-solid',
};

/** Focus border/ring of a text control in a colour. */
export const FOCUS: Record<DemoColor, string> = {
  primary: '',
  success:
    'border-success focus-visible:border-success focus-visible:ring-success/25 focus-within:border-success focus-within:ring-success/25',
  danger: 'border-danger focus-visible:border-danger focus-visible:ring-danger/25 focus-within:border-danger focus-within:ring-danger/25',
  warning:
    'border-warning focus-visible:border-warning focus-visible:ring-warning/25 focus-within:border-warning focus-within:ring-warning/25',
  info: 'border-info focus-visible:border-info focus-visible:ring-info/25 focus-within:border-info focus-within:ring-info/25',
  dark: 'border-dark-text focus-visible:border-dark-text focus-visible:ring-dark/25 focus-within:border-dark-text focus-within:ring-dark/25',
};

export const SOFT: Record<DemoColor, string> = {
  primary: 'bg-primary-soft text-primary-text',
  success: 'bg-success-soft text-success-text',
  danger: 'bg-danger-soft text-danger-text',
  warning: 'bg-warning-soft text-warning-text',
  info: 'bg-info-soft text-info-text',
  dark: 'bg-dark-soft text-dark-text',
};

/** Solid dot / swatch of a colour. */
export const DOT: Record<DemoColor, string> = {
  primary: 'bg-primary-solid',
  success: 'bg-success-solid',
  danger: 'bg-danger-solid',
  warning: 'bg-warning-solid',
  info: 'bg-info-solid',
  dark: 'bg-dark-solid',
};

/** Text colour of a control while checked (icon-only checkboxes). */
export const CHECKED_TEXT: Record<DemoColor, string> = {
  primary: 'data-[state=checked]:text-primary-text',
  success: 'data-[state=checked]:text-success-text',
  danger: 'data-[state=checked]:text-danger-text',
  warning: 'data-[state=checked]:text-warning-text',
  info: 'data-[state=checked]:text-info-text',
  dark: 'data-[state=checked]:text-dark-text',
};
