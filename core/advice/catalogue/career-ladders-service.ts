import type { LadderStep } from "./catalogue-types";

const CHEF_WHY =
  "Most head cooks and chefs came up through the line; kitchens promote cooks who can run a station, cost a menu and lead a shift.";
const KITCHEN_TO_MANAGER_WHY =
  "Cooks who learn ordering, scheduling and food costs move up to kitchen manager and restaurant manager.";
const FRONT_OF_HOUSE_SUPERVISOR_WHY =
  "Restaurants promote their steadiest staff to shift lead and supervisor: people who know every station and can run a busy shift.";
const RESTAURANT_MANAGER_WHY =
  "Most restaurant managers came up from the floor or the counter; a supervisor who handles staff, stock and sales well is promoted to manager.";
const SALON_MANAGER_WHY =
  "Experienced stylists and technicians with a loyal client list move up to salon or spa manager, running the team, the bookings and the numbers.";

/** The next rungs in protective, food, building and personal services (SOC 33, 35, 37 and 39). */
export const SERVICE_LADDERS: readonly LadderStep[] = [
  // Protective service (SOC 33)
  {
    from: "33-2011.00",
    to: "33-1021.00",
    why: "Firefighters are promoted to lieutenant and captain by exam and experience, leading a company on every call.",
  },
  {
    from: "33-2011.00",
    to: "33-2021.00",
    why: "Firefighters with an eye for codes and causes move into fire inspection and investigation, often within their own department.",
  },
  {
    from: "33-3012.00",
    to: "33-1011.00",
    why: "Correctional officers are promoted to sergeant and lieutenant on experience and exams, supervising a unit or a shift.",
  },
  {
    from: "33-3012.00",
    to: "21-1092.00",
    why: "Officers who want to work on rehabilitation move into probation, parole or correctional treatment, where their knowledge of the system counts.",
  },
  {
    from: "33-3021.00",
    to: "33-1012.00",
    why: "Detectives are promoted to sergeant and lieutenant, leading an investigative unit, on experience and promotional exams.",
  },
  {
    from: "33-3051.00",
    to: "33-3021.00",
    why: "Most detectives start on patrol; departments promote officers with strong case work and reports to investigations.",
  },
  {
    from: "33-3051.00",
    to: "33-1012.00",
    why: "Patrol officers move up to sergeant and lieutenant through promotional exams and years of service.",
  },
  {
    from: "33-9032.00",
    to: "33-1091.00",
    why: "Reliable guards are promoted to shift supervisor and site supervisor, running posts, schedules and incident reports.",
  },
  {
    from: "33-9032.00",
    to: "33-3051.00",
    why: "Security work is a common start for police officers: departments value the patrol, reporting and de-escalation experience.",
  },
  {
    from: "33-9092.00",
    to: "39-1014.00",
    why: "Head lifeguards move up to aquatics supervisor and coordinator, running the staff, training and safety for a pool or a beach.",
  },

  // Food preparation and serving (SOC 35)
  {
    from: "35-1011.00",
    to: "11-9051.00",
    why: "Executive chefs who handle costs, staff and the business side move up to food and beverage director or restaurant general manager.",
  },
  {
    from: "35-1012.00",
    to: "11-9051.00",
    why: "Shift supervisors and assistant managers are the usual pick for restaurant or food service manager once they can run sales, staff and stock.",
  },
  { from: "35-2011.00", to: "35-1012.00", why: FRONT_OF_HOUSE_SUPERVISOR_WHY },
  { from: "35-2011.00", to: "11-9051.00", why: RESTAURANT_MANAGER_WHY },
  { from: "35-2012.00", to: "35-1011.00", why: CHEF_WHY },
  { from: "35-2012.00", to: "11-9051.00", why: KITCHEN_TO_MANAGER_WHY },
  { from: "35-2014.00", to: "35-1011.00", why: CHEF_WHY },
  { from: "35-2014.00", to: "11-9051.00", why: KITCHEN_TO_MANAGER_WHY },
  { from: "35-2015.00", to: "35-1011.00", why: CHEF_WHY },
  { from: "35-2015.00", to: "11-9051.00", why: KITCHEN_TO_MANAGER_WHY },
  {
    from: "35-2021.00",
    to: "35-2014.00",
    why: "Prep is the first rung in a kitchen; cooks who are fast and clean on prep get their own station on the line.",
  },
  {
    from: "35-2021.00",
    to: "35-1012.00",
    why: "Prep cooks who know the kitchen's routine and can lead others move up to kitchen lead or supervisor.",
  },
  {
    from: "35-3011.00",
    to: "35-1012.00",
    why: "Experienced bartenders move up to bar manager, running stock, costs, the drinks list and the bar team.",
  },
  { from: "35-3011.00", to: "11-9051.00", why: RESTAURANT_MANAGER_WHY },
  { from: "35-3023.00", to: "35-1012.00", why: FRONT_OF_HOUSE_SUPERVISOR_WHY },
  { from: "35-3023.00", to: "11-9051.00", why: RESTAURANT_MANAGER_WHY },
  { from: "35-3031.00", to: "35-1012.00", why: FRONT_OF_HOUSE_SUPERVISOR_WHY },
  { from: "35-3031.00", to: "11-9051.00", why: RESTAURANT_MANAGER_WHY },
  { from: "35-3041.00", to: "35-1012.00", why: FRONT_OF_HOUSE_SUPERVISOR_WHY },
  {
    from: "35-9011.00",
    to: "35-3031.00",
    why: "Bussers and runners are next in line for serving shifts; restaurants promote the ones who know the menu and the floor.",
  },
  {
    from: "35-9011.00",
    to: "35-3011.00",
    why: "Barbacks learn the bar from the inside, and most bartenders started that way.",
  },
  {
    from: "35-9021.00",
    to: "35-2021.00",
    why: "Dishwashers who help with prep are the first people a kitchen promotes to prep cook.",
  },
  {
    from: "35-9021.00",
    to: "35-2014.00",
    why: "Many line cooks started at the dish pit; kitchens move dependable dishwashers to prep and then onto the line.",
  },
  {
    from: "35-9031.00",
    to: "35-3031.00",
    why: "Hosts who know the floor and the regulars move up to server, usually with better earnings from tips.",
  },
  { from: "35-9031.00", to: "35-1012.00", why: FRONT_OF_HOUSE_SUPERVISOR_WHY },

  // Building and grounds (SOC 37)
  {
    from: "37-1011.00",
    to: "11-3013.00",
    why: "Custodial and building services supervisors move up to facilities manager, taking on maintenance, contracts and budgets as well as cleaning.",
  },
  {
    from: "37-1011.00",
    to: "11-9081.00",
    why: "In hotels, executive housekeepers move up to rooms division manager and then general manager.",
  },
  {
    from: "37-2011.00",
    to: "37-1011.00",
    why: "Dependable custodians are promoted to lead and custodial supervisor, running crews, schedules and supplies.",
  },
  {
    from: "37-2011.00",
    to: "49-9071.00",
    why: "Custodians who handle small repairs move into building maintenance, a trade with more skills and more pay.",
  },
  {
    from: "37-2012.00",
    to: "37-1011.00",
    why: "Housekeepers who train others and inspect rooms are promoted to housekeeping supervisor and executive housekeeper.",
  },
  {
    from: "37-3011.00",
    to: "37-1012.00",
    why: "Landscape crew members who can read plans, run equipment and lead others are promoted to crew leader and supervisor.",
  },

  // Personal care and service (SOC 39)
  {
    from: "39-1014.00",
    to: "11-9072.00",
    why: "Recreation and entertainment supervisors move up to recreation or venue manager, running programs, budgets and staff.",
  },
  { from: "39-1022.00", to: "11-9179.02", why: SALON_MANAGER_WHY },
  {
    from: "39-2021.00",
    to: "31-9096.00",
    why: "Kennel and shelter staff move into veterinary assistant work, the first rung of animal healthcare.",
  },
  {
    from: "39-2021.00",
    to: "29-2056.00",
    why: "Animal caretakers who go on to train as veterinary technicians move up to skilled clinical work with more pay.",
  },
  {
    from: "39-3031.00",
    to: "39-1014.00",
    why: "Ushers and ticket takers who lead shifts are promoted to front-of-house or venue supervisor.",
  },
  {
    from: "39-3091.00",
    to: "39-1014.00",
    why: "Ride and attraction attendants who lead shifts are promoted to area supervisor at the park or venue.",
  },
  { from: "39-5012.00", to: "11-9179.02", why: SALON_MANAGER_WHY },
  { from: "39-5092.00", to: "11-9179.02", why: SALON_MANAGER_WHY },
  {
    from: "39-9011.00",
    to: "25-2011.00",
    why: "Childcare workers who complete early childhood training move up to preschool or lead teacher.",
  },
  {
    from: "39-9011.00",
    to: "11-9031.00",
    why: "Experienced childcare staff move up to assistant director and center director, running a center's staff, budget and licensing.",
  },
  {
    from: "39-9031.00",
    to: "11-9179.01",
    why: "Trainers and instructors with a steady client base move up to fitness manager or director, running the team and programs of a club.",
  },
  {
    from: "39-9032.00",
    to: "39-1014.00",
    why: "Recreation workers who plan programs and lead staff are promoted to recreation supervisor.",
  },
  {
    from: "39-9032.00",
    to: "11-9072.00",
    why: "With experience, recreation staff move up to recreation or parks manager, running a center's programs and budget.",
  },
];
