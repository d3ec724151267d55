import { Archive, FileText, Inbox, Send, Star, Trash2, TriangleAlert } from 'lucide-react';
import type { MailFolder, MailLabel } from '../api/email.contract';

export const FOLDER_ICONS = {
  inbox: Inbox,
  sent: Send,
  draft: FileText,
  starred: Star,
  spam: TriangleAlert,
  trash: Trash2,
  archive: Archive,
} as const;

export const LABEL_DOT: Record<MailLabel, string> = {
  personal: 'bg-success',
  company: 'bg-primary',
  important: 'bg-warning',
  private: 'bg-danger',
};
export const LABEL_BADGE: Record<MailLabel, 'success' | 'primary' | 'warning' | 'danger'> = {
  personal: 'success',
  company: 'primary',
  important: 'warning',
  private: 'danger',
};

export const MOVE_TARGETS: readonly MailFolder[] = ['inbox', 'spam', 'trash'];

export function formatSize(bytes: number, locale = 'en'): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`;
}
