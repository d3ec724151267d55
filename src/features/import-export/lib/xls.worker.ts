/// <reference lib="webworker" />
import { serveParser } from './worker-host';
import { parseXls } from './xls';

/** Only started for an OLE file (.xls): SheetJS is downloaded when such a file is dropped, never otherwise (and
 *  this bundle has neither exceljs nor papaparse). */
serveParser({ xls: parseXls });
