/** One import door for notifications: `toast.success(...)`, `toast.error(...)`; the Toaster lives in app/providers. */
export { toast, type ExternalToast } from 'sonner';
