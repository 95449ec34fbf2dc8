// The per-answer figures of /metrics, kept in plain counters and written in Prometheus's text format when scraped:
// prom-client validates and hashes the labels of every observation, which cost a tenth of the throughput of the
// lightest routes; here an answer costs a map lookup and a few additions.

/** Upper bounds (seconds) of the latency histogram's buckets. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type Series = {
  labels: string;
  route: string;
  method: string;
  status: number;
  count: number;
  sum: number;
  buckets: number[];
};

/** A label value as the text format needs it: backslash, double quote and line break escaped. */
const escape = (v: string) => v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

export class RequestMetrics {
  private series = new Map<string, Series>();

  /** One answer: its method, route pattern, status and time in seconds. */
  record(method: string, route: string, status: number, seconds: number): void {
    const statusClass = `${Math.floor(status / 100)}xx`;
    const key = `${method} ${statusClass} ${route}`;
    let s = this.series.get(key);
    if (!s) {
      const labels = `method="${escape(method)}",route="${escape(route)}",status_class="${statusClass}"`;
      s = { labels, route, method, status, count: 0, sum: 0, buckets: BUCKETS.map(() => 0) };
      this.series.set(key, s);
    }
    s.count += 1;
    s.sum += seconds;
    const b = BUCKETS.findIndex((le) => seconds <= le);
    if (b >= 0) s.buckets[b] += 1;
  }

  /** The counters, the histogram and the 5xx errors in Prometheus's text format. */
  text(): string {
    const all = [...this.series.values()];
    const out = [
      '# HELP suwork_http_requests_total 请求数，按接口（路由模式）、方法和状态类别',
      '# TYPE suwork_http_requests_total counter',
      ...all.map((s) => `suwork_http_requests_total{${s.labels}} ${s.count}`),
      '# HELP suwork_http_request_duration_seconds 请求耗时（秒），按接口、方法和状态类别',
      '# TYPE suwork_http_request_duration_seconds histogram',
    ];
    for (const s of all) {
      let cumulative = 0;
      BUCKETS.forEach((le, i) => {
        cumulative += s.buckets[i];
        out.push(`suwork_http_request_duration_seconds_bucket{${s.labels},le="${le}"} ${cumulative}`);
      });
      out.push(`suwork_http_request_duration_seconds_bucket{${s.labels},le="+Inf"} ${s.count}`);
      out.push(`suwork_http_request_duration_seconds_sum{${s.labels}} ${s.sum}`);
      out.push(`suwork_http_request_duration_seconds_count{${s.labels}} ${s.count}`);
    }
    out.push('# HELP suwork_http_errors_total 服务器错误（5xx）数，按接口和方法');
    out.push('# TYPE suwork_http_errors_total counter');
    const errors = new Map<string, number>();
    for (const s of all) {
      if (s.status < 500) continue;
      const labels = `method="${escape(s.method)}",route="${escape(s.route)}"`;
      errors.set(labels, (errors.get(labels) ?? 0) + s.count);
    }
    for (const [labels, n] of errors) out.push(`suwork_http_errors_total{${labels}} ${n}`);
    return `${out.join('\n')}\n`;
  }
}
