import type { Reporter, TestModule } from "vitest/node";

// Prints, after a run, how long each project took: from its first file starting to its last file
// ending (wall clock, what waiting for it costs), and the time its tests and hooks ran summed over
// its files (what the files themselves cost, without start-up and imports). Runs beside the default reporter.

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

  onTestModuleStart(testModule: TestModule) {
    const span = this.span(testModule);
    span.start = Math.min(span.start, Date.now());
  }

  onTestModuleEnd(testModule: TestModule) {
    const span = this.span(testModule);
    span.end = Math.max(span.end, Date.now());
    span.tests += testModule.diagnostic().duration;
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
