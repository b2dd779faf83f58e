// The on-call files of docs/operations.md#alerts: Prometheus accepts the alert rules and their unit
// tests pass (promtool, from Debian's prometheus package, .ci/ensure-services), and every series the
// rules and the Grafana dashboard read is one the app exports (a renamed metric breaks this test,
// not the pager).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { metrics } from '@/lib/observability/metrics';

const root = path.resolve(import.meta.dirname, '../..');
const PROMTOOL = process.env.PROMTOOL_PATH ?? '/usr/bin/promtool';
const rules = path.join(root, 'ops/prometheus/alerts.yml');
const dashboard = JSON.parse(fs.readFileSync(path.join(root, 'ops/grafana/reprise-dashboard.json'), 'utf8')) as { panels: { title: string; targets: { expr: string }[] }[] };

/** Metric names in a PromQL expression (reprise_*, process_*, nodejs_*; `up` is Prometheus's own). */
const namesIn = (expr: string) => [...expr.matchAll(/\b((?:reprise|process|nodejs)_[a-z0-9_]+)/g)].map((m) => m[1]!);

describe('alert rules and dashboard', () => {
  it('pass promtool check rules and the rules unit tests', () => {
    expect(execFileSync(PROMTOOL, ['check', 'rules', rules], { encoding: 'utf8' })).toMatch(/SUCCESS: \d+ rules found/);
    expect(execFileSync(PROMTOOL, ['test', 'rules', 'alerts.test.yml'], { cwd: path.dirname(rules), encoding: 'utf8' })).toContain('SUCCESS');
  });

  it('read only series the app exports, and every alert has its runbook section', async () => {
    const exported = new Set<string>();
    for (const metric of await metrics().registry.getMetricsAsJSON()) {
      exported.add(metric.name);
      if (String(metric.type) === 'histogram') for (const suffix of ['_bucket', '_count', '_sum']) exported.add(metric.name + suffix);
      if (String(metric.type) === 'summary') for (const suffix of ['_count', '_sum']) exported.add(metric.name + suffix);
    }
    const text = fs.readFileSync(rules, 'utf8');
    const used = [...namesIn(text), ...dashboard.panels.flatMap((p) => p.targets.flatMap((t) => namesIn(t.expr)))];
    expect(used.length).toBeGreaterThan(20);
    expect(used.filter((name) => !exported.has(name))).toEqual([]);
    const doc = fs.readFileSync(path.join(root, 'docs/operations.md'), 'utf8');
    const runbooks = [...text.matchAll(/runbook_url: "docs\/operations\.md#([a-z0-9-]+)"/g)].map((m) => m[1]!);
    expect(runbooks.length).toBe([...text.matchAll(/- alert: /g)].length);
    for (const anchor of runbooks) expect(doc, anchor).toContain(`<a id="${anchor}"></a>`);
  });
});
