import type { LadderStep } from "./catalogue-types";

const FOREMAN_WHY =
  "Foremen and superintendents come from the trades; contractors promote journey-level workers who can read plans, plan the day's work and lead a crew.";
const LEAD_TECHNICIAN_WHY =
  "Employers promote their strongest technicians to lead, foreman and supervisor: people who can handle the hardest jobs and guide the rest of the crew.";
const PRODUCTION_SUPERVISOR_WHY =
  "Plants promote the workers who know the line, keep it running and train others to lead and shift supervisor.";
const CDL_DRIVER_WHY =
  "Tractor-trailer driving is the next rung for professional drivers: a commercial licence opens long-haul and regional jobs with more pay.";
const WAREHOUSE_FORKLIFT_WHY =
  "Forklift operator is the first step up in a warehouse; employers train and certify reliable workers on the floor.";
const WAREHOUSE_LEAD_WHY =
  "Warehouses promote dependable workers who know the floor to lead and then shift supervisor.";

/** The next rungs in farming, construction, installation and repair, production and transportation (SOC 45–53). */
export const TRADES_LADDERS: readonly LadderStep[] = [
  // Farming (SOC 45)
  {
    from: "45-2092.00",
    to: "45-1011.00",
    why: "Farmworkers who know the crops and can lead a crew are promoted to crew leader and farm supervisor.",
  },
  {
    from: "45-2092.00",
    to: "45-2091.00",
    why: "Running the tractors, harvesters and sprayers is the first step up from hand work on a farm.",
  },

  // Construction (SOC 47)
  {
    from: "47-1011",
    to: "11-9021.00",
    why: "Superintendents and foremen who run whole jobs, schedules and subcontractors move up to construction manager or project manager.",
  },
  { from: "47-2", to: "47-1011.00", why: FOREMAN_WHY },
  { from: "47-2031.00", to: "47-1011.00", why: FOREMAN_WHY },
  {
    from: "47-2031.00",
    to: "47-4011.00",
    why: "Carpenters know how buildings go together, and many move into building inspection for cities and counties.",
  },
  {
    from: "47-2031.00",
    to: "13-1051.00",
    why: "Carpenters who can take off quantities and price a job move into estimating for contractors.",
  },
  {
    from: "47-2061.00",
    to: "47-2073.00",
    why: "Laborers who learn the machines on site move up to equipment operator, often through an apprenticeship.",
  },
  {
    from: "47-2061.00",
    to: "47-2031.00",
    why: "Laborers who join a carpentry apprenticeship move up to a skilled trade with steadier work and more pay.",
  },
  { from: "47-2061.00", to: "47-1011.00", why: FOREMAN_WHY },
  { from: "47-2073.00", to: "47-1011.00", why: FOREMAN_WHY },
  {
    from: "47-2073.00",
    to: "53-7021.00",
    why: "Equipment operators who get crane certification move up to crane operator, one of the best-paid machines on site.",
  },
  { from: "47-2111.00", to: "47-1011.00", why: FOREMAN_WHY },
  {
    from: "47-2111.00",
    to: "47-4011.00",
    why: "Experienced electricians move into electrical inspection for cities and counties, checking installations against the code they know.",
  },
  { from: "47-2152.00", to: "47-1011.00", why: FOREMAN_WHY },
  {
    from: "47-2152.00",
    to: "47-4011.00",
    why: "Experienced plumbers and pipefitters move into plumbing and mechanical inspection, checking installations against the code they already work to.",
  },
  {
    from: "47-4051.00",
    to: "47-1011.00",
    why: "Highway crews promote workers who know the roads and equipment to crew leader and maintenance supervisor.",
  },
  {
    from: "47-4051.00",
    to: "47-2073.00",
    why: "Highway workers who run the loaders, graders and plows move up to heavy equipment operator.",
  },

  // Installation, maintenance and repair (SOC 49)
  {
    from: "49-1011.00",
    to: "11-3013.00",
    why: "Maintenance supervisors move up to maintenance or facilities manager, running buildings, contracts and budgets.",
  },
  { from: "49-2022.00", to: "49-1011.00", why: LEAD_TECHNICIAN_WHY },
  {
    from: "49-3011.00",
    to: "53-6051.01",
    why: "Experienced aircraft mechanics move into inspection, for a carrier or the FAA, signing off the work that keeps aircraft airworthy.",
  },
  { from: "49-3011.00", to: "49-1011.00", why: LEAD_TECHNICIAN_WHY },
  {
    from: "49-3021.00",
    to: "49-1011.00",
    why: "Body technicians who can estimate and run the shop floor are promoted to shop foreman and collision center manager.",
  },
  {
    from: "49-3021.00",
    to: "13-1032.00",
    why: "Body technicians know what a repair really takes, and insurers hire them as auto damage appraisers.",
  },
  {
    from: "49-3023.00",
    to: "49-1011.00",
    why: "Technicians who diagnose the hard jobs and guide others are promoted to shop foreman and service manager.",
  },
  {
    from: "49-3023.00",
    to: "49-3031.00",
    why: "Auto technicians who move to diesel and heavy trucks earn more, and fleets are short of them.",
  },
  { from: "49-3031.00", to: "49-1011.00", why: LEAD_TECHNICIAN_WHY },
  {
    from: "49-3031.00",
    to: "53-6051.07",
    why: "Diesel technicians move into vehicle inspection for fleets and public agencies, checking trucks and buses for safety.",
  },
  { from: "49-3042.00", to: "49-1011.00", why: LEAD_TECHNICIAN_WHY },
  {
    from: "49-3093.00",
    to: "49-3023.00",
    why: "Tire and lube work is the way into the shop; technicians who learn brakes and diagnostics move up to automotive technician.",
  },
  { from: "49-9021.00", to: "49-1011.00", why: LEAD_TECHNICIAN_WHY },
  { from: "49-9041.00", to: "49-1011.00", why: LEAD_TECHNICIAN_WHY },
  { from: "49-9052.00", to: "49-1011.00", why: LEAD_TECHNICIAN_WHY },
  { from: "49-9071.00", to: "49-1011.00", why: LEAD_TECHNICIAN_WHY },
  {
    from: "49-9071.00",
    to: "49-9021.00",
    why: "Maintenance workers who specialize in heating, cooling and refrigeration move up to HVAC technician, a trade with more pay.",
  },
  {
    from: "49-9071.00",
    to: "49-9041.00",
    why: "In plants, general maintenance workers who learn hydraulics, controls and machinery move up to industrial maintenance mechanic.",
  },
  {
    from: "49-9098.00",
    to: "49-9071.00",
    why: "Helpers learn the trade beside a technician, and the next step is doing the repairs themselves as a maintenance technician.",
  },
  {
    from: "49-9098.00",
    to: "49-9021.00",
    why: "HVAC helpers move up to technician through training or an apprenticeship.",
  },

  // Production (SOC 51)
  {
    from: "51-1011.00",
    to: "11-3051.00",
    why: "Production supervisors who run a department well move up to production manager and plant manager.",
  },
  { from: "51-2022.00", to: "51-1011.00", why: PRODUCTION_SUPERVISOR_WHY },
  {
    from: "51-2022.00",
    to: "17-3023.00",
    why: "Electronics assemblers who learn testing and troubleshooting move up to electronics technician.",
  },
  { from: "51-2023.00", to: "51-1011.00", why: PRODUCTION_SUPERVISOR_WHY },
  {
    from: "51-2023.00",
    to: "17-3024.00",
    why: "Electromechanical assemblers who learn testing and troubleshooting move up to electro-mechanical technician.",
  },
  { from: "51-2092.00", to: "51-1011.00", why: PRODUCTION_SUPERVISOR_WHY },
  {
    from: "51-2092.00",
    to: "51-9061.00",
    why: "Assemblers with a sharp eye for defects move into quality inspection, the first step on the quality ladder.",
  },
  { from: "51-2099.00", to: "51-1011.00", why: PRODUCTION_SUPERVISOR_WHY },
  {
    from: "51-3011.00",
    to: "35-1011.00",
    why: "Bakers move up to head baker and pastry chef, running the bakery or pastry kitchen.",
  },
  {
    from: "51-3021.00",
    to: "41-1011.00",
    why: "Skilled butchers move up to meat department manager, running the counter, ordering and staff.",
  },
  {
    from: "51-3022.00",
    to: "51-3021.00",
    why: "Cutters who learn whole-animal and retail cuts move up to butcher, a skilled trade with customers.",
  },
  { from: "51-3022.00", to: "51-1011.00", why: PRODUCTION_SUPERVISOR_WHY },
  { from: "51-3092.00", to: "51-1011.00", why: PRODUCTION_SUPERVISOR_WHY },
  { from: "51-4031.00", to: "51-1011.00", why: PRODUCTION_SUPERVISOR_WHY },
  {
    from: "51-4031.00",
    to: "51-4111.00",
    why: "Press operators who learn die setting move up to die setter and tool and die maker, one of the most skilled trades in a plant.",
  },
  {
    from: "51-4041.00",
    to: "51-4111.00",
    why: "Experienced machinists move up to tool and die maker, building the tools other machines depend on.",
  },
  {
    from: "51-4041.00",
    to: "51-9162.00",
    why: "Machinists who know the cuts and the materials move up to CNC programmer, writing the programs for the machines.",
  },
  { from: "51-4041.00", to: "51-1011.00", why: PRODUCTION_SUPERVISOR_WHY },
  { from: "51-4072.00", to: "51-1011.00", why: PRODUCTION_SUPERVISOR_WHY },
  {
    from: "51-4081.00",
    to: "51-4041.00",
    why: "Machine operators who learn setup, blueprints and measuring move up to machinist.",
  },
  {
    from: "51-4081.00",
    to: "51-9162.00",
    why: "Operators who learn the programming side move up to CNC programmer.",
  },
  { from: "51-4081.00", to: "51-1011.00", why: PRODUCTION_SUPERVISOR_WHY },
  { from: "51-4121.00", to: "51-1011.00", why: PRODUCTION_SUPERVISOR_WHY },
  {
    from: "51-4121.00",
    to: "47-2152.00",
    why: "Skilled welders move into pipefitting and steamfitting, often through a union apprenticeship, with more pay.",
  },
  { from: "51-5112.00", to: "51-1011.00", why: PRODUCTION_SUPERVISOR_WHY },
  { from: "51-6031.00", to: "51-1011.00", why: PRODUCTION_SUPERVISOR_WHY },
  {
    from: "51-8031.00",
    to: "51-1011.00",
    why: "Water and wastewater operators move up to chief operator or plant superintendent as they gain higher certification grades.",
  },
  {
    from: "51-9011.00",
    to: "51-8091.00",
    why: "Chemical equipment operators move up to chemical plant or board operator, controlling the whole process.",
  },
  { from: "51-9011.00", to: "51-1011.00", why: PRODUCTION_SUPERVISOR_WHY },
  { from: "51-9023.00", to: "51-1011.00", why: PRODUCTION_SUPERVISOR_WHY },
  { from: "51-9061.00", to: "51-1011.00", why: PRODUCTION_SUPERVISOR_WHY },
  { from: "51-9111.00", to: "51-1011.00", why: PRODUCTION_SUPERVISOR_WHY },
  {
    from: "51-9111.00",
    to: "49-9041.00",
    why: "Operators who fix their own machines move up to maintenance mechanic, the skilled trade that keeps the plant running.",
  },
  { from: "51-9124.00", to: "51-1011.00", why: PRODUCTION_SUPERVISOR_WHY },
  {
    from: "51-9161.00",
    to: "51-9162.00",
    why: "CNC operators who learn programming and CAM software move up to CNC programmer.",
  },
  {
    from: "51-9161.00",
    to: "51-4041.00",
    why: "Operators who learn setups, blueprints and measuring move up to machinist.",
  },
  { from: "51-9196.00", to: "51-1011.00", why: PRODUCTION_SUPERVISOR_WHY },
  { from: "51-9199.00", to: "51-1011.00", why: PRODUCTION_SUPERVISOR_WHY },

  // Transportation and material moving (SOC 53)
  {
    from: "53-1042.00",
    to: "11-3071.00",
    why: "Warehouse supervisors move up to warehouse or distribution center manager, running the whole building.",
  },
  {
    from: "53-1043.00",
    to: "11-3071.00",
    why: "Fleet and yard supervisors move up to transportation or distribution manager, running the operation as a whole.",
  },
  {
    from: "53-1049.00",
    to: "11-3071.00",
    why: "Transportation supervisors move up to transportation or operations manager, running the operation as a whole.",
  },
  {
    from: "53-3031.00",
    to: "41-4012.00",
    why: "Route drivers already sell to their stops, and distributors promote them to sales representative with their own territory.",
  },
  { from: "53-3031.00", to: "53-3032.00", why: CDL_DRIVER_WHY },
  {
    from: "53-3032.00",
    to: "53-1043.00",
    why: "Experienced drivers move up to driver manager, dispatcher or fleet supervisor, running the drivers and loads rather than one truck.",
  },
  { from: "53-3033.00", to: "53-3032.00", why: CDL_DRIVER_WHY },
  {
    from: "53-3051.00",
    to: "53-3052.00",
    why: "School bus drivers already hold the passenger licence, and transit agencies hire them for full-year routes with more pay.",
  },
  {
    from: "53-3052.00",
    to: "53-4041.00",
    why: "Many transit agencies fill rail operator posts from their bus operators, with more pay for the same public service.",
  },
  {
    from: "53-3052.00",
    to: "53-1043.00",
    why: "Experienced operators move up to road supervisor and dispatcher, running the service rather than one route.",
  },
  {
    from: "53-3053.00",
    to: "53-3052.00",
    why: "Shuttle and chauffeur drivers move up to transit or intercity bus driver, with steady hours and more pay.",
  },
  { from: "53-3053.00", to: "53-3032.00", why: CDL_DRIVER_WHY },
  { from: "53-3054.00", to: "53-3032.00", why: CDL_DRIVER_WHY },
  {
    from: "53-3054.00",
    to: "53-3052.00",
    why: "Transit agencies train drivers with clean records as bus operators, with a salary, benefits and steady hours.",
  },
  {
    from: "53-6031.00",
    to: "49-3023.00",
    why: "Lube and service attendants who learn brakes and diagnostics move up to automotive technician.",
  },
  {
    from: "53-7051.00",
    to: "53-1043.00",
    why: "Experienced forklift operators who know the warehouse system move up to lead and shift supervisor.",
  },
  { from: "53-7051.00", to: "53-3032.00", why: CDL_DRIVER_WHY },
  { from: "53-7062.00", to: "53-7051.00", why: WAREHOUSE_FORKLIFT_WHY },
  { from: "53-7062.00", to: "53-1042.00", why: WAREHOUSE_LEAD_WHY },
  { from: "53-7064.00", to: "53-7051.00", why: WAREHOUSE_FORKLIFT_WHY },
  { from: "53-7064.00", to: "53-1042.00", why: WAREHOUSE_LEAD_WHY },
  { from: "53-7065.00", to: "53-7051.00", why: WAREHOUSE_FORKLIFT_WHY },
  { from: "53-7065.00", to: "53-1042.00", why: WAREHOUSE_LEAD_WHY },
  {
    from: "53-7065.00",
    to: "41-1011.00",
    why: "In stores, stockers who know the shelves and the deliveries are promoted to department lead and supervisor.",
  },
  { from: "53-7081.00", to: "53-3032.00", why: CDL_DRIVER_WHY },
  {
    from: "53-7081.00",
    to: "53-1043.00",
    why: "Experienced collection crews move up to route supervisor, running routes, trucks and crews.",
  },
];
