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
    // A file that failed outside its tests (it did not load, or a hook threw and its tests were
    // skipped) counts as a failure of its own.
    failed += modules.filter((m) => m.state() === 'failed' && ![...m.children.allTests()].some((t) => t.result().state === 'failed')).length;
    console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}
