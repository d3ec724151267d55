import { CircleAlert, CircleCheck, TriangleAlert } from 'lucide-react';

/** How a field in each validation state looks (the "validators" demos of the input and select pages). */
export const VALIDATION_LOOK = {
  success: { icon: CircleCheck, border: 'border-success', text: 'text-success-text' },
  danger: { icon: CircleAlert, border: 'border-danger', text: 'text-danger-text' },
  warning: { icon: TriangleAlert, border: 'border-warning', text: 'text-warning-text' },
} as const;
export type ValidationState = keyof typeof VALIDATION_LOOK;
