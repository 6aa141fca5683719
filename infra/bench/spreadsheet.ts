/**
 * node --import tsx infra/bench/spreadsheet.ts: how long readRows takes for a bulk upload of
 * 5,000 participants as CSV, .xlsx and legacy .xls (files built in memory, best of a few runs so
 * the first run's module warm-up does not count). BENCH_ROWS changes the row count.
 */
import { performance } from 'node:perf_hooks';
import { csvFile, participantGrid, xlsFile, xlsxFile } from '../src/files/fixtures';
import { readRows, type SpreadsheetFormat } from '../src/files/spreadsheet';

const ROWS = Number(process.env.BENCH_ROWS ?? 5_000);
const RUNS = 3;

const grid = participantGrid(ROWS);
const files: [SpreadsheetFormat, Buffer][] = [
  [
    'csv',
    csvFile(
      grid.map((row) => row.map(String)),
      { bom: true },
    ),
  ],
  ['xlsx', await xlsxFile(grid)],
  ['xls', xlsFile(grid)],
];

for (const [format, file] of files) {
  const times: number[] = [];
  let count = 0;
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    count = (await readRows(file, format)).rows.length;
    times.push(performance.now() - started);
  }
  const kib = (file.length / 1024).toFixed(0).padStart(5);
  const first = times[0]?.toFixed(0).padStart(5);
  const best = Math.min(...times)
    .toFixed(0)
    .padStart(5);
  console.log(`${format.padEnd(4)} ${count} rows, ${kib} KiB: first ${first} ms, best ${best} ms`);
}
