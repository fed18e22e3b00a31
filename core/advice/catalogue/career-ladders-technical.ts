import type { LadderStep } from "./catalogue-types";

/** Every engineer's rung, repeated where a kind of engineer has more than one (so all its steps sit under one key). */
const ENGINEERING_MANAGER_WHY =
  "Engineers who lead projects, people and budgets are promoted to engineering manager; most take that step after years as a senior or lead engineer.";

const ENVIRONMENTAL_MANAGER_WHY =
  "Environmental scientists who manage projects, budgets and staff move up to environmental program manager or director.";

/** The next rungs in computing, mathematics, engineering and the sciences (SOC 15, 17 and 19). */
export const TECHNICAL_LADDERS: readonly LadderStep[] = [
  // Computer occupations (SOC 15-12)
  {
    from: "15-1211.00",
    to: "15-1299.08",
    why: "Systems analysts who design how whole systems fit together move up to solutions or systems architect.",
  },
  {
    from: "15-1211.00",
    to: "11-3021.00",
    why: "Analysts who lead projects and manage the link between the business and its developers are promoted to IT manager.",
  },
  {
    from: "15-1211.01",
    to: "11-9111.00",
    why: "Health informatics specialists move up to lead clinical informatics or health information for a hospital or health system, a health services manager's role.",
  },
  {
    from: "15-1211.01",
    to: "11-3021.00",
    why: "Informatics specialists who run the systems and the team behind them are promoted to IT director in healthcare.",
  },
  {
    from: "15-1212.00",
    to: "11-3021.00",
    why: "Security analysts move up to security manager and then chief information security officer; employers promote those who have led incident response and can brief executives.",
  },
  {
    from: "15-1231.00",
    to: "15-1244.00",
    why: "Network support technicians who take on configuration and monitoring move up to network and systems administrator, the usual next step in IT operations.",
  },
  {
    from: "15-1231.00",
    to: "15-1241.00",
    why: "With years of hands-on network work, support technicians can move up to network engineer and network architect, designing the networks they now keep running.",
  },
  {
    from: "15-1232.00",
    to: "15-1244.00",
    why: "Help desk is the classic way into IT: technicians who learn servers, accounts and scripting are promoted to systems administrator.",
  },
  {
    from: "15-1232.00",
    to: "15-1231.00",
    why: "Support technicians who handle the network tickets move up to network support, a tier closer to the infrastructure.",
  },
  {
    from: "15-1232.00",
    to: "15-1212.00",
    why: "Many security analysts started at the help desk; handling accounts, access and incidents there is the groundwork for a security operations role.",
  },
  {
    from: "15-1241",
    to: "11-3021.00",
    why: "Network architects and telecom engineering leads move up to infrastructure manager or IT director, running the teams that build and operate the network.",
  },
  {
    from: "15-1242.00",
    to: "15-1243.00",
    why: "Database administrators who design schemas, data models and platforms rather than keep them running move up to database or data architect.",
  },
  {
    from: "15-1243",
    to: "11-3021.00",
    why: "Data architects move up to head of data or data platform manager, an IT management role over the teams that build and run the data systems.",
  },
  {
    from: "15-1244.00",
    to: "15-1241.00",
    why: "Systems administrators who design networks and cloud set-ups, not only run them, move up to network or cloud architect.",
  },
  {
    from: "15-1244.00",
    to: "15-1299.08",
    why: "Administrators with broad infrastructure experience move up to systems or infrastructure architect, designing what others build and run.",
  },
  {
    from: "15-1244.00",
    to: "11-3021.00",
    why: "Senior administrators who lead the operations team are promoted to IT manager.",
  },
  {
    from: "15-1251.00",
    to: "15-1252.00",
    why: "Programmers who design as well as code move up to software developer, owning features from the requirements to release.",
  },
  {
    from: "15-1252.00",
    to: "15-1299.08",
    why: "Senior developers who design how services, data and infrastructure fit together move up to software or solutions architect.",
  },
  {
    from: "15-1252.00",
    to: "11-3021.00",
    why: "Developers who lead teams, hire and plan delivery move up to engineering manager and then director of engineering.",
  },
  {
    from: "15-1253.00",
    to: "15-1252.00",
    why: "Testers who automate tests in code move up to test engineer and software developer; it is one of the most common routes into development.",
  },
  {
    from: "15-1253.00",
    to: "11-3021.00",
    why: "Test leads who run the quality process across teams are promoted to QA manager or engineering manager.",
  },
  {
    from: "15-1254.00",
    to: "15-1252.00",
    why: "Web developers who take on back-end services, data and architecture move into software development, with broader systems and higher pay.",
  },
  {
    from: "15-1254.00",
    to: "11-3021.00",
    why: "Web developers who lead a team and plan its work are promoted to web development manager or engineering manager.",
  },
  {
    from: "15-1299.00",
    to: "11-3021.00",
    why: "Experienced IT specialists who lead a team or a platform are promoted to IT manager.",
  },
  {
    from: "15-1299.01",
    to: "11-3021.00",
    why: "Web administrators who run the sites and the team behind them move up to web operations or IT manager.",
  },
  {
    from: "15-1299.04",
    to: "11-3021.00",
    why: "Penetration testers who lead engagements and teams move up to security manager, running offensive security or the wider security program.",
  },
  {
    from: "15-1299.05",
    to: "11-3021.00",
    why: "Security engineers move up to security architect and then security manager or chief information security officer.",
  },
  {
    from: "15-1299.06",
    to: "11-3021.00",
    why: "Forensics analysts who lead investigations move up to incident response or security manager.",
  },
  {
    from: "15-1299.07",
    to: "11-3021.00",
    why: "Blockchain engineers who lead a platform and its developers move up to engineering manager.",
  },
  {
    from: "15-1299.08",
    to: "11-3021.00",
    why: "Architects who own the technical direction for a whole area are promoted to IT director or head of architecture.",
  },
  {
    from: "15-1299.09",
    to: "11-3021.00",
    why: "IT project managers who deliver large programs move up to IT director, owning the portfolio rather than one project.",
  },

  // Mathematical science occupations (SOC 15-2)
  {
    from: "15-2031.00",
    to: "15-2051.00",
    why: "Operations research analysts already build models and write code, and many move into data science, where the same skills are in wide demand.",
  },
  {
    from: "15-2051.00",
    to: "11-3021.00",
    why: "Senior data scientists who lead a team and set its priorities move up to data science or analytics manager.",
  },
  {
    from: "15-2051.01",
    to: "15-2051.00",
    why: "Business intelligence analysts who learn statistics and machine learning move up to data scientist, working on prediction rather than reporting.",
  },
  {
    from: "15-2051.01",
    to: "11-3021.00",
    why: "BI analysts who lead the reporting platform and its team are promoted to BI or analytics manager.",
  },

  // Architects, surveyors, engineers and technicians (SOC 17)
  {
    from: "17-1011.00",
    to: "11-9041.00",
    why: "Licensed architects who lead projects and teams move up to principal or design director, managing the practice's work and people.",
  },
  {
    from: "17-2",
    to: "11-9041.00",
    why: ENGINEERING_MANAGER_WHY,
  },
  {
    from: "17-2051",
    to: "11-9041.00",
    why: ENGINEERING_MANAGER_WHY,
  },
  {
    from: "17-2051",
    to: "11-9021.00",
    why: "Many civil engineers move to the contractor's side as project managers and then construction managers, running the build they used to design.",
  },
  { from: "17-2112.00", to: "11-9041.00", why: ENGINEERING_MANAGER_WHY },
  {
    from: "17-2112.00",
    to: "11-3051.00",
    why: "Industrial engineers know the line better than anyone, and many move up to production or plant manager.",
  },
  { from: "17-2112.03", to: "11-9041.00", why: ENGINEERING_MANAGER_WHY },
  {
    from: "17-2112.03",
    to: "11-3051.00",
    why: "Manufacturing engineers know the line better than anyone, and many move up to production or plant manager.",
  },
  {
    from: "17-3011.00",
    to: "17-1011.00",
    why: "Many architectural drafters are on the way to becoming architects; with the schooling and supervised experience, drafting is the first rung of that ladder.",
  },
  {
    from: "17-3011.00",
    to: "17-2051.00",
    why: "Civil drafters who go back to school for engineering move up to civil engineer, designing the work they now draw.",
  },
  {
    from: "17-3022.00",
    to: "47-4011.00",
    why: "Civil engineering technicians who know codes and site work move into construction and public works inspection.",
  },
  {
    from: "17-3022.00",
    to: "17-2051.00",
    why: "Technicians who complete an engineering degree move up to civil engineer on the same kind of projects.",
  },
  {
    from: "17-3023.00",
    to: "17-2071.00",
    why: "Electrical and electronics technicians who complete an engineering degree move up to electrical engineer, designing the systems they now build and test.",
  },
  {
    from: "17-3031.00",
    to: "17-1022.00",
    why: "Survey technicians move up to party chief and then licensed surveyor; most surveyors came up through the field crew.",
  },

  // Scientists and science technicians (SOC 19)
  {
    from: "19-1029",
    to: "11-9121.00",
    why: "Scientists who lead a lab, a research program or a product team move up to research or laboratory director.",
  },
  {
    from: "19-1042.00",
    to: "11-9121.00",
    why: "Medical scientists who lead studies and teams move up to research director, in industry or at a research institute.",
  },
  // Climate change policy analysts (19-2041.01) climb in policy, not in science management: no entry.
  { from: "19-2041.00", to: "11-9121.00", why: ENVIRONMENTAL_MANAGER_WHY },
  { from: "19-2041.02", to: "11-9121.00", why: ENVIRONMENTAL_MANAGER_WHY },
  { from: "19-2041.03", to: "11-9121.00", why: ENVIRONMENTAL_MANAGER_WHY },
  {
    from: "19-3034.00",
    to: "11-9032.00",
    why: "School psychologists know special education law and services, and many move up to director of special education or student services for a district.",
  },
  {
    from: "19-4099.01",
    to: "11-3051.01",
    why: "Quality control analysts who move up to QC supervisor and then lead the quality system become quality managers.",
  },
  {
    from: "19-4099.03",
    to: "19-2099.01",
    why: "Remote sensing technicians who take on analysis and research move up to remote sensing scientist.",
  },
  {
    from: "19-5011.00",
    to: "11-9199.02",
    why: "Safety specialists who run programs across sites move up to environment, health and safety manager, owning compliance for a whole company.",
  },
];
