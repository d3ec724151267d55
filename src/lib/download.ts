export const MIME = {
  csv: 'text/csv;charset=utf-8',
  txt: 'text/plain;charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** Saves a Blob through a temporary object URL and <a download>; the URL is revoked right after. */
export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A CSV document with a UTF-8 BOM, so spreadsheet apps read accents and non-Latin names correctly. */
export function downloadCsv(filename: string, csv: string): void {
  downloadBlob(new Blob(['\uFEFF', csv], { type: MIME.csv }), filename);
}
