import type { LadderStep } from "./catalogue-types";

/**
 * The next rungs for managers and for business and financial specialists (SOC 11 and 13).
 * Senior managers at the top of their own function (marketing, human resources, information
 * systems, engineering, medicine and health services, natural sciences) have no entry: the only
 * rung left is the chief executive's seat, and a card promising it would be a leap, not a ladder.
 */
export const BUSINESS_LADDERS: readonly LadderStep[] = [
  // Managers (SOC 11)
  {
    from: "11-1021.00",
    to: "11-1011.00",
    why: "Owners and boards pick chief executives and chief operating officers mostly from general managers who have run a whole operation: its budget, its people and its results.",
  },
  {
    from: "11-2022.00",
    to: "11-1011.00",
    why: "Heads of sales who grow revenue year after year are a common choice for chief operating or chief executive roles, above all in companies that live on their sales.",
  },
  {
    from: "11-3031.00",
    to: "11-1011.00",
    why: "The next seat up from finance director is chief financial officer, beside the chief executive; it goes to managers who have run budgeting, reporting and funding for a whole business.",
  },
  {
    from: "11-3031.01",
    to: "11-1011.00",
    why: "Controllers and treasurers are the usual bench for chief financial officer, the finance seat in the executive team; the step comes with owning the whole finance function, not one part of it.",
  },
  {
    from: "11-3051.00",
    to: "11-1011.00",
    why: "Plant managers who run several sites well move up to vice-president of operations and chief operating officer, the executive who answers for everything the company makes.",
  },
  {
    from: "11-3051.01",
    to: "11-3051.00",
    why: "Quality managers know every line, supplier and audit in the plant, which is why many are promoted to plant or production manager once they have led people beyond the quality team.",
  },
  {
    from: "11-3131.00",
    to: "11-3121.00",
    why: "Training and talent leaders who take on hiring, pay and employee relations move up to run the whole human resources function.",
  },
  {
    from: "11-9032.00",
    to: "11-1011.00",
    why: "School superintendents, who run a whole district, come almost entirely from principals and district administrators with a record of leading schools.",
  },
  {
    from: "11-9051.00",
    to: "11-1021.00",
    why: "Restaurant and food service managers who run one unit well are promoted to area or district manager over several, which is general operations management.",
    promotedWithoutDegree: true,
  },

  // Business operations specialists (SOC 13-1)
  {
    from: "13-1021.00",
    to: "11-3061.00",
    why: "Senior buyers who manage suppliers, contracts and a budget are promoted to purchasing manager, leading the buying team.",
  },
  {
    from: "13-1022.00",
    to: "11-3061.00",
    why: "Retail and wholesale buyers move up to merchandise manager, running the buying for a whole division; it goes to buyers whose lines sold well at a good margin.",
  },
  {
    from: "13-1023.00",
    to: "11-3061.00",
    why: "Purchasing agents who negotiate the large contracts and mentor other buyers are the usual pick for procurement or purchasing manager.",
  },
  {
    from: "13-1041.00",
    to: "11-9199.02",
    why: "Compliance officers move up to compliance manager, owning the program rather than checking one part of it; employers promote those who have handled audits and regulators well.",
  },
  {
    from: "13-1041.01",
    to: "11-9199.02",
    why: "Environmental compliance inspectors who know the permits and the rules from the regulator's side move up to environmental compliance or program manager.",
  },
  {
    from: "13-1041.03",
    to: "11-3121.00",
    why: "Equal opportunity officers who handle investigations, affirmative action plans and training move up to lead diversity and employee relations in human resources.",
  },
  {
    from: "13-1041.07",
    to: "11-9199.01",
    why: "Regulatory affairs specialists who have led submissions through to approval are promoted to regulatory affairs manager, setting the strategy for a product line.",
  },
  {
    from: "13-1041.08",
    to: "11-9199.02",
    why: "Customs brokers know tariffs, classification and import rules, and importers hire them to run trade compliance as managers.",
  },
  {
    from: "13-1051.00",
    to: "11-9021.00",
    why: "Estimators know what every part of a building costs and how it goes together, and in construction many become project managers and then construction managers.",
  },
  {
    from: "13-1071.00",
    to: "11-3121.00",
    why: "Human resources specialists and business partners are the usual bench for human resources manager; the step goes to those who have handled the whole range of people issues, not one area.",
  },
  {
    from: "13-1075.00",
    to: "11-3121.00",
    why: "Labor and employee relations leads, who know contracts, grievances and the law, often move up to run human resources as a whole.",
  },
  {
    from: "13-1081.00",
    to: "11-3071.04",
    why: "Logisticians who run a network of suppliers, warehouses and carriers move up to supply chain or logistics manager, with the budget and the team.",
  },
  {
    from: "13-1081.01",
    to: "11-3071.04",
    why: "Logistics engineers who design the network and then lead the people who run it move up to supply chain manager.",
  },
  {
    from: "13-1081.02",
    to: "11-3071.04",
    why: "Logistics analysts who turn their models into decisions about stock, routes and carriers are promoted to supply chain or logistics manager.",
  },
  {
    from: "13-1082.00",
    to: "11-1021.00",
    why: "Project managers who deliver large programs move on to run the operation itself as a program director or operations manager.",
  },
  {
    from: "13-1131.00",
    to: "11-2033.00",
    why: "Fundraisers who bring in major gifts and lead campaigns are promoted to development director, managing the fundraising team and strategy.",
  },
  {
    from: "13-1141.00",
    to: "11-3111.00",
    why: "Compensation and benefits analysts who design pay structures and run the benefits renewal move up to compensation and benefits manager.",
  },
  {
    from: "13-1151.00",
    to: "11-3131.00",
    why: "Trainers who build programs, not only deliver them, are promoted to training and development manager, leading the learning team and its budget.",
  },
  {
    from: "13-1161",
    to: "11-2021.00",
    why: "Marketing specialists and analysts who own campaigns and their results move up to marketing manager, with the team and the budget.",
  },
  {
    from: "13-1199.04",
    to: "11-9161.00",
    why: "Business continuity planners who lead the response when things go wrong move up to director of crisis or emergency management.",
  },
  {
    from: "13-1199.07",
    to: "11-3013.01",
    why: "Security specialists who run investigations, risk assessments and guard contracts are promoted to security manager for a site or a company.",
  },

  // Financial specialists (SOC 13-2)
  {
    from: "13-2011.00",
    to: "11-3031.01",
    why: "The accountant's ladder runs through senior accountant and accounting manager to controller; firms promote those who can close the books, lead a team and explain the numbers.",
  },
  {
    from: "13-2031.00",
    to: "11-3031.00",
    why: "Budget analysts move up to budget director or finance manager, owning the plan that they now prepare for others.",
  },
  {
    from: "13-2041.00",
    to: "11-3031.00",
    why: "Credit analysts who have managed a portfolio of borrowers are promoted to credit manager, setting the lending rules and leading the analysts.",
  },
  {
    from: "13-2051.00",
    to: "11-3031.03",
    why: "Investment analysts become portfolio managers by building a record of calls that made money; it is the usual ladder in asset management.",
  },
  {
    from: "13-2051.00",
    to: "11-3031.00",
    why: "In companies, financial analysts move up to finance manager and then finance director, running planning and reporting for a business unit.",
  },
  {
    from: "13-2054.00",
    to: "11-3031.00",
    why: "Risk specialists move up to head of risk, a financial manager's role that sets how much risk the firm takes and answers to its board.",
  },
  {
    from: "13-2061.00",
    to: "11-9199.02",
    why: "Bank and securities examiners know what regulators look for, and many move into the institutions they examined as compliance managers.",
  },
  {
    from: "13-2072.00",
    to: "11-3031.00",
    why: "Loan officers with a strong book move up to lending manager or branch manager, leading the officers and signing off larger loans.",
  },
  {
    from: "13-2082.00",
    to: "13-2011.00",
    why: "Tax preparers who go back to school for accounting move up to staff accountant, with year-round work and a path to the top of the profession.",
  },
  {
    from: "13-2099.01",
    to: "11-3031.03",
    why: "Quantitative analysts whose models drive trading decisions move up to portfolio manager, taking responsibility for the money as well as the model.",
  },
  {
    from: "13-2099.04",
    to: "11-9199.02",
    why: "Fraud investigators who build the controls as well as work the cases are promoted to fraud or compliance manager.",
  },
];
