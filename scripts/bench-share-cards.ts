/**
 * Share-card part of `npm run bench:http`: how long a card takes to make the first time (target
 * ≤ 100 ms) and how fast a cached card is served, on the built server the main script started.
 */
import autocannon from "autocannon";

/** Occupations whose cards nobody has asked for yet in the benchmark run (first makes). */
const FRESH_CODES = ["29-1141.00", "13-2011.00", "15-1252.00", "43-9021.00", "47-2031.00", "25-2021.00", "11-1021.00"];

async function timeFetch(url: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return performance.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchShareCards({
  url,
  connections,
  duration,
}: {
  url: string;
  connections: number;
  duration: number;
}): Promise<void> {
  const created = await fetch(`${url}/api/assessments/manual`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      jobTitle: "Accountant",
      industry: "finance",
      experienceLevel: "6-10",
      skills: "Excel, Financial reporting",
      responsibilities: "Prepare monthly financial statements\nReconcile bank accounts",
    }),
  });
  const { assessmentId } = (await created.json()) as { assessmentId: string };
  const assessmentCard = `${url}/assessment/${assessmentId}/card.png`;

  // The server warms the renderer once after start-up (services/site/share-cards.ts `warmUp`); without
  // that, this first card would also pay for loading it.
  const cold = await timeFetch(`${url}/jobs/${FRESH_CODES[0]}/card.png`);
  const firstMakes = [];
  for (const code of FRESH_CODES.slice(1)) firstMakes.push(await timeFetch(`${url}/jobs/${code}/card.png`));
  const firstResult = await timeFetch(assessmentCard);
  console.log(
    `\nshare cards, first make (HTTP round trip, target ≤ 100 ms): first card after start ${cold.toFixed(0)} ms;` +
      ` occupation cards median ${median(firstMakes).toFixed(0)} ms (max ${Math.max(...firstMakes).toFixed(0)});` +
      ` result card ${firstResult.toFixed(0)} ms`,
  );
  for (const [label, target] of [
    ["result card (cached; checks the row)", assessmentCard],
    ["occupation card (cached)", `${url}/jobs/${FRESH_CODES[0]}/card.png`],
  ] as const) {
    const result = await autocannon({ url: target, connections, duration, pipelining: 1 });
    console.log(
      `${label}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`,
    );
  }
}
