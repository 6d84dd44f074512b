// autocannon ships no types; only the part the bench uses.
declare module 'autocannon' {
  type Options = {
    url: string;
    connections?: number;
    amount?: number;
    duration?: number;
    method?: 'GET' | 'POST' | 'PUT';
    headers?: Record<string, string>;
    body?: string;
  };
  type Histogram = { p50: number; p90: number; p99: number; average: number; max: number };
  type Result = { latency: Histogram; requests: { average: number; total: number }; errors: number; non2xx: number };
  const autocannon: (options: Options) => Promise<Result>;
  export default autocannon;
}
