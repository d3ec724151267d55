import { FileArchive, FileImage, FileSpreadsheet, FileText, FileType2 } from 'lucide-react';
import type { FileType } from '../data/directory';

/** Icon and tone per demo file type: the search page's file results and the navbar search's Files group. */
export const FILE_ICONS: Record<FileType, { icon: typeof FileText; tone: string }> = {
  pdf: { icon: FileType2, tone: 'bg-danger-soft text-danger-text' },
  doc: { icon: FileText, tone: 'bg-primary-soft text-primary-text' },
  xls: { icon: FileSpreadsheet, tone: 'bg-success-soft text-success-text' },
  img: { icon: FileImage, tone: 'bg-info-soft text-info-text' },
  zip: { icon: FileArchive, tone: 'bg-warning-soft text-warning-text' },
};
