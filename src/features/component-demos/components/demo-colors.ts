export const COLORS = ['primary', 'secondary', 'success', 'danger', 'warning', 'info', 'dark'] as const;
export type DemoColor = (typeof COLORS)[number];

/** Brand colours named in FEATURES for alerts, navbars and dividers. */
export const BRAND_COLORS = ['primary', 'success', 'danger', 'warning', 'dark'] as const;

export const SOLID: Record<DemoColor, string> = {
  primary: 'bg-primary-solid text-white',
  secondary: 'bg-secondary-solid text-white',
  success: 'bg-success-solid text-white',
  danger: 'bg-danger-solid text-white',
  warning: 'bg-warning-solid text-white',
  info: 'bg-info-solid text-white',
  dark: 'bg-dark-solid text-white',
};

export const SOFT: Record<DemoColor, string> = {
  primary: 'bg-primary-soft text-primary-text',
  secondary: 'bg-secondary-soft text-secondary-text',
  success: 'bg-success-soft text-success-text',
  danger: 'bg-danger-soft text-danger-text',
  warning: 'bg-warning-soft text-warning-text',
  info: 'bg-info-soft text-info-text',
  dark: 'bg-dark-soft text-dark-text',
};

export const TEXT: Record<DemoColor, string> = {
  primary: 'text-primary-text',
  secondary: 'text-secondary-text',
  success: 'text-success-text',
  danger: 'text-danger-text',
  warning: 'text-warning-text',
  info: 'text-info-text',
  dark: 'text-dark-text',
};

export const BORDER: Record<DemoColor, string> = {
  primary: 'border-primary',
  secondary: 'border-secondary',
  success: 'border-success',
  danger: 'border-danger',
  warning: 'border-warning',
  info: 'border-info',
  dark: 'border-dark-text',
};

/** Arrow fill of a coloured tooltip (matches SOLID). */
export const FILL: Record<DemoColor, string> = {
  primary: 'fill-[var(--primary-solid)]',
  secondary: 'fill-[var(--secondary-solid)]',
  success: 'fill-[var(--success-solid)]',
  danger: 'fill-[var(--danger-solid)]',
  warning: 'fill-[var(--warning-solid)]',
  info: 'fill-[var(--info-solid)]',
  dark: 'fill-[var(--dark-solid)]',
};
