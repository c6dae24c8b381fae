// Reading the Prometheus text format (version 0.0.4) as a scraper does: `# HELP` and `# TYPE` per
// family, one sample a line, `name{label="value",…} value`. Throws on a line it cannot read, so a
// malformed exposition fails the test that scrapes it.

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Exposition {
  /** metric family name → its type (counter, gauge, histogram, summary, untyped) */
  types: Map<string, string>;
  samples: Sample[];
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+-?\d+)?$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)",?/gy;

const unescape = (value: string) => value.replace(/\\(["\\n])/g, (_, c: string) => (c === "n" ? "\n" : c));

/** A sample's value: a float, or NaN and ±Inf in any case, as Prometheus reads them (prom-client writes `Nan`). */
function number(text: string): number {
  if (/^\+?inf$/i.test(text)) return Infinity;
  if (/^-inf$/i.test(text)) return -Infinity;
  if (/^nan$/i.test(text)) return NaN;
  const value = Number(text);
  if (Number.isNaN(value)) throw new Error(`not a number: ${text}`);
  return value;
}

export function parseExposition(text: string): Exposition {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "") continue;
    if (line.startsWith("#")) {
      const type = /^# TYPE (\S+) (counter|gauge|histogram|summary|untyped)$/.exec(line);
      if (type) types.set(type[1]!, type[2]!);
      else if (!/^# HELP \S+ /.test(line)) throw new Error(`unreadable comment line: ${line}`);
      continue;
    }
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`unreadable sample line: ${line}`);
    const labels: Record<string, string> = {};
    const body = match[2] ?? "";
    LABEL.lastIndex = 0;
    let read = 0;
    for (let label = LABEL.exec(body); label; label = LABEL.exec(body)) {
      labels[label[1]!] = unescape(label[2]!);
      read = LABEL.lastIndex;
    }
    if (read !== body.length) throw new Error(`unreadable labels: ${line}`);
    samples.push({ name: match[1]!, labels, value: number(match[3]!) });
  }
  for (const sample of samples) {
    const family = sample.name.replace(/_(bucket|sum|count)$/, "");
    if (!types.has(sample.name) && !types.has(family)) throw new Error(`sample without # TYPE: ${sample.name}`);
  }
  return { types, samples };
}

/** The value of the one sample with this name and these labels (among others), or undefined. */
export function valueOf(exposition: Exposition, name: string, labels: Record<string, string> = {}) {
  const found = exposition.samples.filter(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return found[0]?.value;
}
