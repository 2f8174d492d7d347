/**
 * Reads what vitest's JSON reporter wrote for one project (tests/run.ts asks for it): the tests
 * passed, failed and skipped, and how long each file took, for the suite's closing summary.
 */
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

export interface FileTime {
  project: string;
  file: string;
  seconds: number;
}

export interface ProjectReport {
  passed: number;
  failed: number;
  skipped: number;
  files: FileTime[];
}

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { name: string; startTime: number; endTime: number }[];
}

/** The report at `path`, or undefined when the stage wrote none (it failed before running tests). */
export function readVitestReport(path: string, project: string): ProjectReport | undefined {
  if (!existsSync(path)) return undefined;
  const json = JSON.parse(readFileSync(path, 'utf8')) as VitestJson;
  return {
    passed: json.numPassedTests,
    failed: json.numFailedTests,
    skipped: json.numPendingTests + json.numTodoTests,
    files: json.testResults.map((r) => ({ project, file: relative(process.cwd(), r.name), seconds: (r.endTime - r.startTime) / 1000 })),
  };
}

export function slowestFiles(files: readonly FileTime[], count: number): FileTime[] {
  return [...files].sort((a, b) => b.seconds - a.seconds).slice(0, count);
}
