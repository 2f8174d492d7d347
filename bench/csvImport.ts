/**
 * Issue 5's first figure: parsing and checking a 1,000-row students file with the same module the
 * browser runs (domain/csvImport.ts). Target: under 50 ms. Prints the median of 20 runs after 5
 * warm-ups; run on its own with `npx tsx bench/csvImport.ts`, or as part of `npm run bench`.
 */
import { performance } from 'node:perf_hooks';
import { checkImport } from '../domain/csvImport';

const TARGET_MS = 50;
const rows = Array.from({ length: 1000 }, (_, i) => `Student${i},Surname${i % 97},Year ${1 + (i % 6)} ${['Blue', 'Green', 'Red'][i % 3]}`);
const csv = ['first_name,last_name,class_name', ...rows].join('\n');

export function benchCsvImport(): { medianMs: number; met: boolean } {
  for (let i = 0; i < 5; i++) checkImport(csv, 'student', 5000);
  const times: number[] = [];
  for (let i = 0; i < 20; i++) {
    const start = performance.now();
    const check = checkImport(csv, 'student', 5000);
    times.push(performance.now() - start);
    if (check.rows.length !== 1000 || check.errors.length > 0) throw new Error('bench file did not check clean');
  }
  times.sort((a, b) => a - b);
  const medianMs = times[Math.floor(times.length / 2)]!;
  return { medianMs, met: medianMs < TARGET_MS };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { medianMs, met } = benchCsvImport();
  console.log(`CSV import check, 1,000 students: median ${medianMs.toFixed(2)} ms (target < ${TARGET_MS} ms: ${met ? 'met' : 'MISSED'})`);
}
