// Runs in a worker thread (see lead-exports.ts): writes one export file, CSV through csv-stringify
// or XLSX through exceljs's streaming WorkbookWriter, from batches of rows the main thread sends.
// Each batch is acknowledged once written, and the main thread reads the next only then, so
// neither thread ever holds more than a batch. Self-contained (node builtins and the two
// libraries), so Node can run it from source or the build.
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { parentPort, workerData } from 'node:worker_threads';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';

export interface ExportWorkerData {
  path: string;
  format: 'csv' | 'xlsx';
  columns: string[];
}

/** Main thread → worker: a batch of rows, or the end of the file. */
export type ExportWorkerCommand = { rows: string[][] } | { end: true };
/** Worker → main thread: a batch written, the file complete, or what went wrong. */
export type ExportWorkerEvent = { written: number } | { finished: true } | { error: string };

interface FileWriter {
  write(rows: string[][]): Promise<void>;
  end(): Promise<void>;
}

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading
 * apostrophe: a visitor's "=HYPERLINK(…)" must reach the admin's Excel as text.
 */
const inert = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

function csvWriter(path: string, columns: string[]): FileWriter {
  const file = createWriteStream(path);
  // A BOM, so Excel opens the UTF-8 file with Polish letters intact.
  const csv = stringify({ header: true, columns, bom: true });
  csv.pipe(file);
  const closed = once(file, 'close');
  return {
    async write(rows) {
      for (const row of rows) {
        if (!csv.write(row.map(inert))) await once(csv, 'drain');
      }
    },
    async end() {
      csv.end();
      await closed;
    },
  };
}

function xlsxWriter(path: string, columns: string[]): FileWriter {
  // Inline strings and no styles: nothing that grows with the number of rows is kept.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: false, useStyles: false });
  const sheet = workbook.addWorksheet('Leads');
  sheet.addRow(columns).commit();
  return {
    async write(rows) {
      // Strings stay strings in a cell (never formulas); the apostrophe is for CSV's sake only.
      for (const row of rows) sheet.addRow(row).commit();
    },
    async end() {
      sheet.commit();
      await workbook.commit();
    },
  };
}

if (parentPort) {
  const port = parentPort;
  const { path, format, columns } = workerData as ExportWorkerData;
  const writer = format === 'xlsx' ? xlsxWriter(path, columns) : csvWriter(path, columns);
  // Commands are handled one after another, in order.
  let queue = Promise.resolve();
  port.on('message', (command: ExportWorkerCommand) => {
    queue = queue.then(async () => {
      try {
        if ('rows' in command) {
          await writer.write(command.rows);
          port.postMessage({ written: command.rows.length } satisfies ExportWorkerEvent);
        } else {
          await writer.end();
          port.postMessage({ finished: true } satisfies ExportWorkerEvent);
        }
      } catch (error) {
        port.postMessage({ error: (error as Error).message } satisfies ExportWorkerEvent);
      }
    });
  });
}
