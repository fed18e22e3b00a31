import type { LadderStep } from "./catalogue-types";

const RETAIL_SUPERVISOR_WHY =
  "Stores promote dependable staff to key holder, shift lead and department supervisor: people who know the floor and can handle the till, the stock and the team.";
const SALES_SUPERVISOR_WHY =
  "Top sellers who coach others are promoted to team lead and sales manager, owning a team's targets.";
const SALES_MANAGER_WHY =
  "Sales leaders who build a team that hits its numbers move up to regional or national sales manager and director of sales.";
const OFFICE_SUPERVISOR_WHY =
  "Offices promote the people who know every process and help others with it to team lead, supervisor and office manager.";
const PAYROLL_BILLING_SUPERVISOR_WHY =
  "Specialists who know the whole cycle and train others are promoted to team lead and then supervisor of their department.";

/** The next rungs in sales and office work (SOC 41 and 43). */
export const SALES_AND_OFFICE_LADDERS: readonly LadderStep[] = [
  // Sales (SOC 41)
  {
    from: "41-1011.00",
    to: "11-1021.00",
    why: "Store managers who run a store well are promoted to district or regional manager, which is general operations management over several stores.",
    promotedWithoutDegree: true,
  },
  {
    from: "41-1011.00",
    to: "13-1022.00",
    why: "Retail supervisors who know what sells move into buying for the chain, choosing the products their stores carry.",
  },
  {
    from: "41-1012.00",
    to: "11-2022.00",
    why: "Sales supervisors who build a team that hits its numbers move up to sales manager and director of sales.",
  },
  { from: "41-2011.00", to: "41-1011.00", why: RETAIL_SUPERVISOR_WHY },
  {
    from: "41-2011.00",
    to: "43-3071.00",
    why: "Accurate cash handling and friendly service are what banks hire tellers for, and many tellers started on a store till.",
  },
  { from: "41-2021.00", to: "41-1011.00", why: RETAIL_SUPERVISOR_WHY },
  { from: "41-2022.00", to: "41-1011.00", why: RETAIL_SUPERVISOR_WHY },
  {
    from: "41-2022.00",
    to: "41-4012.00",
    why: "Parts counter staff know the products and the trade customers, and distributors hire them as outside sales representatives.",
  },
  { from: "41-2031.00", to: "41-1011.00", why: RETAIL_SUPERVISOR_WHY },
  {
    from: "41-2031.00",
    to: "41-4012.00",
    why: "Strong retail sellers move into business-to-business sales for wholesalers and manufacturers, with a territory, commission and more pay.",
  },
  { from: "41-3011.00", to: "41-1012.00", why: SALES_SUPERVISOR_WHY },
  { from: "41-3011.00", to: "11-2022.00", why: SALES_MANAGER_WHY },
  {
    from: "41-3021.00",
    to: "13-2052.00",
    why: "Insurance agents who add investment products become financial advisors, planning clients' savings and retirement as well as their cover.",
  },
  { from: "41-3021.00", to: "11-2022.00", why: SALES_MANAGER_WHY },
  {
    from: "41-3031.00",
    to: "13-2052.00",
    why: "Brokers and bank financial representatives move up to financial advisor, managing clients' whole plans and not only single products.",
  },
  {
    from: "41-3041.00",
    to: "13-1121.00",
    why: "Travel agents who arrange group and business travel move into meeting and event planning, which builds on the same bookings and suppliers.",
  },
  { from: "41-3091.00", to: "41-1012.00", why: SALES_SUPERVISOR_WHY },
  { from: "41-3091.00", to: "11-2022.00", why: SALES_MANAGER_WHY },
  { from: "41-4011", to: "11-2022.00", why: SALES_MANAGER_WHY },
  { from: "41-4012.00", to: "41-1012.00", why: SALES_SUPERVISOR_WHY },
  { from: "41-4012.00", to: "11-2022.00", why: SALES_MANAGER_WHY },
  {
    from: "41-9022.00",
    to: "41-9021.00",
    why: "Broker is the next rung for a real estate agent: experienced agents become brokers to run their own office, lead other agents and keep more of each commission.",
  },
  {
    from: "41-9022.00",
    to: "11-9141.00",
    why: "Agents who handle rentals move into property management, trading commission for a steadier income from managing buildings.",
  },
  {
    from: "41-9022.00",
    to: "13-2023.00",
    why: "Agents who enjoy pricing homes move into appraisal, which uses the same market knowledge in a salaried or fee-based role.",
  },
  {
    from: "41-9031.00",
    to: "11-2022.00",
    why: "Sales engineers who win the large, technical deals move up to sales engineering manager and sales director.",
  },

  // Office and administrative support (SOC 43)
  {
    from: "43-1011.00",
    to: "11-3012.00",
    why: "Office managers move up to administrative services manager, running the facilities, records and support services for a whole organization.",
  },
  { from: "43-3011.00", to: "43-1011.00", why: PAYROLL_BILLING_SUPERVISOR_WHY },
  { from: "43-3021.00", to: "43-1011.00", why: PAYROLL_BILLING_SUPERVISOR_WHY },
  {
    from: "43-3021.00",
    to: "43-3031.00",
    why: "Billing clerks who take on the whole set of books move up to bookkeeper, a broader role and a step toward accounting.",
  },
  {
    from: "43-3031.00",
    to: "13-2011.00",
    why: "Accountant is the bookkeeper's natural next rung: the work builds on what you already do, and it opens audit, tax and advisory work.",
  },
  {
    from: "43-3031.00",
    to: "13-2082.00",
    why: "Bookkeepers already know their clients' numbers, and tax preparation is the most common service they add.",
  },
  {
    from: "43-3031.00",
    to: "43-1011.00",
    why: "Bookkeepers who lead others and own the close are promoted to accounting supervisor or office manager.",
  },
  { from: "43-3051.00", to: "43-1011.00", why: PAYROLL_BILLING_SUPERVISOR_WHY },
  {
    from: "43-3051.00",
    to: "13-1141.00",
    why: "Payroll specialists who learn benefits and pay structures move up to compensation and benefits analyst.",
  },
  {
    from: "43-3071.00",
    to: "13-2072.00",
    why: "Loan officer is the classic step up from the teller line; banks train tellers who know their customers and products to take and underwrite loans.",
  },
  {
    from: "43-3071.00",
    to: "43-4131.00",
    why: "Loan processing is the first step from the teller line into lending, and many loan officers started there.",
  },
  { from: "43-4031.00", to: "43-1011.00", why: OFFICE_SUPERVISOR_WHY },
  {
    from: "43-4031.00",
    to: "23-2011.00",
    why: "Court clerks know filings, procedure and legal records, and law firms and legal departments hire them as paralegals.",
  },
  {
    from: "43-4051.00",
    to: "43-1011.00",
    why: "Call centers promote their best agents to team lead and supervisor, coaching others and handling escalations.",
  },
  {
    from: "43-4051.00",
    to: "41-3091.00",
    why: "Service reps who are good at solving problems and upselling move into account management and inside sales, with commission on top of pay.",
  },
  { from: "43-4061.00", to: "43-1011.00", why: OFFICE_SUPERVISOR_WHY },
  {
    from: "43-4081.00",
    to: "11-9081.00",
    why: "Front desk agents move up to front office manager and then assistant general manager; hotels promote from the desk.",
  },
  {
    from: "43-4131.00",
    to: "13-2072.00",
    why: "Loan processors know every document a loan needs, and lenders promote them to loan officer or underwriter.",
  },
  {
    from: "43-4161.00",
    to: "13-1071.00",
    why: "HR assistants move up to human resources generalist or specialist, taking on recruiting, employee relations and benefits themselves.",
  },
  {
    from: "43-4171.00",
    to: "43-6014.00",
    why: "Receptionists who take on scheduling, records and correspondence move up to administrative assistant.",
  },
  { from: "43-4171.00", to: "43-1011.00", why: OFFICE_SUPERVISOR_WHY },
  {
    from: "43-4181.00",
    to: "43-1011.00",
    why: "Reservation and ticket agents who know every system and rule are promoted to lead agent and customer service supervisor.",
  },
  {
    from: "43-5011.00",
    to: "13-1081.00",
    why: "Freight agents who plan routes, carriers and customs move up to logistics coordinator and logistician.",
  },
  {
    from: "43-5011.00",
    to: "11-3071.00",
    why: "Experienced freight agents move up to transportation or logistics manager, running the operation they now book for.",
  },
  {
    from: "43-5031.00",
    to: "43-1011.00",
    why: "Experienced emergency dispatchers are promoted to shift supervisor and communications manager.",
  },
  {
    from: "43-5032.00",
    to: "13-1081.00",
    why: "Dispatchers already plan loads, routes and drivers, and many move up to logistics coordinator and logistician.",
  },
  {
    from: "43-5032.00",
    to: "11-3071.00",
    why: "Dispatchers are promoted to dispatch manager, fleet manager and transportation manager, running the operation as a whole.",
  },
  {
    from: "43-5052.00",
    to: "11-9131.00",
    why: "Mail carriers move up to supervisor and then postmaster, running a post office.",
  },
  {
    from: "43-5053.00",
    to: "11-9131.00",
    why: "Mail processors move up to supervisor and then manager of a processing plant or a post office.",
  },
  {
    from: "43-5061.00",
    to: "13-1081.00",
    why: "Production planners and expediters already balance materials, orders and schedules, and move up to supply chain analyst or logistician.",
  },
  {
    from: "43-5071.00",
    to: "53-1042.00",
    why: "Shipping and receiving clerks who know the inventory and the dock are promoted to warehouse lead and supervisor.",
  },
  {
    from: "43-5071.00",
    to: "13-1081.00",
    why: "Inventory clerks who learn planning and the warehouse system move up to inventory analyst and logistician.",
  },
  {
    from: "43-6011.00",
    to: "11-3012.00",
    why: "Executive assistants who run an executive's office move up to office manager, chief of staff or administrative services manager.",
  },
  {
    from: "43-6012.00",
    to: "23-2011.00",
    why: "Legal secretaries already draft, file and keep cases in order, and many move up to paralegal.",
  },
  { from: "43-6013.00", to: "43-1011.00", why: OFFICE_SUPERVISOR_WHY },
  {
    from: "43-6013.00",
    to: "29-2072.00",
    why: "Medical office staff who learn coding move into medical records and coding, with more pay and often remote work.",
  },
  {
    from: "43-6014.00",
    to: "43-6011.00",
    why: "Administrative assistants who support senior leaders move up to executive assistant.",
  },
  { from: "43-6014.00", to: "43-1011.00", why: OFFICE_SUPERVISOR_WHY },
  {
    from: "43-9041.00",
    to: "13-1031.00",
    why: "Claims processors know policies and files, and insurers promote them to claims adjuster or examiner.",
  },
  {
    from: "43-9041.00",
    to: "13-2053.00",
    why: "Policy processing staff move up to underwriting assistant and underwriter, deciding the risks they now process.",
  },
  { from: "43-9061.00", to: "43-1011.00", why: OFFICE_SUPERVISOR_WHY },
  {
    from: "43-9061.00",
    to: "43-6014.00",
    why: "Office clerks who manage schedules, records and correspondence move up to administrative assistant.",
  },
];
