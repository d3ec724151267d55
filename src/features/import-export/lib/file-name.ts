const DEFAULT_FILE_NAME = 'export';
export const EXPORT_FORMATS = ['xlsx', 'csv', 'txt'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * A download name that cannot escape the download folder or break a file system (G9): no path separators,
 * no `..`, no `<>:"|?*`, no control characters, no leading dots, at most 100 characters; empty → "export".
 * A matching extension the user typed is dropped so it is not doubled.
 */
export function sanitizeFileName(raw: string, format?: ExportFormat): string {
  let name = raw
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/[/\\<>:"|?*]/g, '-')
    .replace(/\.{2,}/g, '.')
    .trim()
    .replace(/^[.\-\s]+/, '')
    .replace(/[.\s]+$/, '');
  if (format && name.toLowerCase().endsWith(`.${format}`)) name = name.slice(0, -format.length - 1).replace(/[.\s]+$/, '');
  name = name.slice(0, 100).trim();
  return name || DEFAULT_FILE_NAME;
}
