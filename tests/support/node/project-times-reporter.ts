import type { Reporter, TestModule } from "vitest/node";

// Prints, after a run, how long each project took: from its first file starting (its environment and
// setup files included) to its last file ending, the wall clock that waiting for it costs; and the time its
// tests and hooks ran, summed over its files, what the tests themselves cost. Runs beside the default reporter.

interface Span {
  start: number;
  end: number;
  tests: number;
  files: number;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export default class ProjectTimesReporter implements Reporter {
  private spans = new Map<string, Span>();

  private span(testModule: TestModule): Span {
    const name = testModule.project.name;
    const span = this.spans.get(name) ?? { start: Date.now(), end: Date.now(), tests: 0, files: 0 };
    this.spans.set(name, span);
    return span;
  }

  private started = new Map<TestModule, number>();

  onTestModuleStart(testModule: TestModule) {
    this.started.set(testModule, Date.now());
  }

  onTestModuleEnd(testModule: TestModule) {
    const span = this.span(testModule);
    const { environmentSetupDuration, prepareDuration, setupDuration, duration } = testModule.diagnostic();
    // A file is reported as started once its environment and setup files are ready: what they took goes before.
    const started = (this.started.get(testModule) ?? Date.now()) - environmentSetupDuration - prepareDuration - setupDuration;
    span.start = Math.min(span.start, started);
    span.end = Math.max(span.end, Date.now());
    span.tests += duration;
    span.files += 1;
  }

  onTestRunEnd() {
    if (this.spans.size === 0) return;
    const width = Math.max(...[...this.spans.keys()].map((name) => name.length));
    const lines = [...this.spans].map(
      ([name, span]) =>
        `  ${name.padEnd(width)}  ${seconds(span.end - span.start).padStart(8)} wall  ${seconds(span.tests).padStart(8)} in tests  (${span.files} file${span.files === 1 ? "" : "s"})`,
    );
    process.stdout.write(`\nTime per project\n${lines.join("\n")}\n`);
  }
}
