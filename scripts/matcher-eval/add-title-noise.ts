/**
 * Wraps a title in what resumes and forms put around it: a company, a place, dates, template
 * placeholders and separators, in one of several seeded layouts ("Carpenter, Acme Builders — Austin,
 * TX", "Carpenter Company Name City", "Carpenter | Walmart | 2019 – 2022").
 */
const COMPANIES = [
  "Acme Builders",
  "Walmart",
  "Target",
  "Google",
  "Kaiser Permanente",
  "Smith & Sons LLC",
  "Northwind Traders",
  "Contoso Ltd",
  "Blue Ridge Logistics",
  "Sunrise Senior Living",
  "Delta Air Lines",
  "The Home Depot",
  "Riverside Medical Center",
  "Globex Corporation",
  "Initech Inc.",
  "Maple Street Bakery",
];
const PLACES = [
  ["Austin", "TX"],
  ["Chicago", "IL"],
  ["Denver", "CO"],
  ["Seattle", "WA"],
  ["Miami", "FL"],
  ["Boston", "MA"],
  ["Phoenix", "AZ"],
  ["Columbus", "OH"],
  ["Atlanta", "Georgia"],
  ["Portland", "Oregon"],
] as const;
const MONTHS = ["Jan", "March", "Jun", "Sept", "November"];

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)] as T;
}

export function addTitleNoise(title: string, random: () => number): string {
  const company = pick(COMPANIES, random);
  const [city, state] = pick(PLACES, random);
  const start = 2005 + Math.floor(random() * 15);
  const end = start + 1 + Math.floor(random() * 5);
  const layouts = [
    () => `${title}, ${company} — ${city}, ${state}`,
    () => `${title} Company Name City`,
    () => `${title} | ${company} | ${start} – ${end}`,
    () => `${title} at ${company}, ${city}`,
    () => `${title} ${company} ${city} ${state}`,
    () => `${title} (${pick(MONTHS, random)} ${start} - Present)`,
    () => `${title} - Company Name, City, State`,
    () => `${title} @ ${company}`,
  ];
  return pick(layouts, random)();
}
