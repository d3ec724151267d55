/// <reference lib="webworker" />
import { readCsv } from './csv-import';
import { serveParser } from './worker-host';
import { parseXlsx } from './xlsx-import';

/** CSV and .xlsx; OLE files (.xls) go to xls.worker.ts, so SheetJS is not in this bundle. */
serveParser({ csv: readCsv, xlsx: parseXlsx });
