import type { Reporter, TestModule } from 'vitest/node';

/** Ends the run with the plain closing line CI reads: `Tests: N passed, N failed, N skipped`. */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const m of modules)
      for (const t of m.children.allTests()) {
        const s = t.result().state;
        if (s === 'passed') passed++;
        else if (s === 'failed') failed++;
        else skipped++;
      }
    // A module that failed to load has no tests but must still count as a failure.
    failed += modules.filter((m) => m.state() === 'failed' && [...m.children.allTests()].length === 0).length;
    console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}
