import type { LadderStep } from "./catalogue-types";

const DEAN_WHY =
  "Faculty who chair their department, run programs and lead committees move up to dean or academic administrator.";
const COORDINATOR_WHY =
  "Teachers who lead curriculum work, coach colleagues or run training for their school move up to instructional coach or curriculum coordinator.";
const PRINCIPAL_WHY =
  "Assistant principals and principals come from the classroom; districts promote teachers who have led a department, a grade team or a school-wide program.";
const SPECIAL_EDUCATION_COORDINATOR_WHY =
  "Special education teachers who lead IEP teams and coach colleagues move up to special education coordinator or instructional coach.";
const SPECIAL_EDUCATION_DIRECTOR_WHY =
  "Special education teachers who know the law and the services well move up to assistant principal or director of special education.";
const PROGRAM_DIRECTOR_WHY =
  "Experienced practitioners who supervise others and manage a caseload well are promoted to clinical supervisor and then program director or agency manager.";

/** The next rungs in social services, law, education and the arts and media (SOC 21, 23, 25 and 27). */
export const PEOPLE_LADDERS: readonly LadderStep[] = [
  // Counselors, social workers and community service (SOC 21)
  { from: "21-1011.00", to: "11-9151.00", why: PROGRAM_DIRECTOR_WHY },
  {
    from: "21-1012.00",
    to: "11-9032.00",
    why: "School counselors who lead their school's counseling program move up to director of counseling or assistant principal.",
  },
  {
    from: "21-1012.00",
    to: "11-9033.00",
    why: "College advisors and career counselors move up to director of advising, career services or student affairs.",
  },
  { from: "21-1014.00", to: "11-9151.00", why: PROGRAM_DIRECTOR_WHY },
  { from: "21-1015.00", to: "11-9151.00", why: PROGRAM_DIRECTOR_WHY },
  {
    from: "21-102",
    to: "11-9151.00",
    why: "Social workers who supervise others and run a program well move up to clinical supervisor and then program director or agency manager.",
  },
  {
    from: "21-1091.00",
    to: "11-9111.00",
    why: "Health educators who manage grants, staff and programs move up to public health program manager.",
  },
  {
    from: "21-1093.00",
    to: "21-1021.00",
    why: "Caseworker aides and human service assistants who go back to school for social work move up to caseworker and social worker, with their own caseload.",
  },
  {
    from: "21-1093.00",
    to: "21-1023.00",
    why: "Assistants in mental health and addiction programs who earn a social work degree move up to social worker in the same kind of program.",
  },
  {
    from: "21-1099.00",
    to: "11-9151.00",
    why: "Community service specialists who lead a program and its staff move up to program director or agency manager.",
  },

  // Legal (SOC 23)
  {
    from: "23-2011.00",
    to: "23-1011.00",
    why: "Paralegals who go to law school start as lawyers with a head start: they already know how cases, filings and firms work.",
  },
  {
    from: "23-2011.00",
    to: "13-1041.00",
    why: "Paralegals who know regulations and keep records well move into compliance, which values their precision and knowledge of the rules without a law degree.",
  },

  // Postsecondary teachers (SOC 25-1): only where the dean's median pay is above the faculty's.
  { from: "25-1011.00", to: "11-9033.00", why: DEAN_WHY },
  { from: "25-1022.00", to: "11-9033.00", why: DEAN_WHY },
  { from: "25-1081.00", to: "11-9033.00", why: DEAN_WHY },
  { from: "25-1121.00", to: "11-9033.00", why: DEAN_WHY },
  { from: "25-1123.00", to: "11-9033.00", why: DEAN_WHY },
  {
    from: "25-1194.00",
    to: "11-9033.00",
    why: "Career and technical instructors who run a program, its employer partners and its accreditation move up to program director and dean of workforce education.",
  },
  { from: "25-1199.00", to: "11-9033.00", why: DEAN_WHY },

  // School teachers (SOC 25-2)
  {
    from: "25-2011.00",
    to: "11-9031.00",
    why: "Lead preschool teachers move up to center director, running the staff, the budget and the licensing for a whole center.",
  },
  {
    from: "25-2011.00",
    to: "25-2012.00",
    why: "Preschool teachers who finish a degree and teaching licence move up to kindergarten teacher, with public-school pay and benefits.",
  },
  { from: "25-2012", to: "25-9031.00", why: COORDINATOR_WHY },
  { from: "25-2012", to: "11-9032.00", why: PRINCIPAL_WHY },
  { from: "25-202", to: "25-9031.00", why: COORDINATOR_WHY },
  { from: "25-202", to: "11-9032.00", why: PRINCIPAL_WHY },
  { from: "25-203", to: "25-9031.00", why: COORDINATOR_WHY },
  { from: "25-203", to: "11-9032.00", why: PRINCIPAL_WHY },
  { from: "25-205", to: "25-9031.00", why: SPECIAL_EDUCATION_COORDINATOR_WHY },
  { from: "25-205", to: "11-9032.00", why: SPECIAL_EDUCATION_DIRECTOR_WHY },

  // Other teachers and instructors, libraries, instructional support (SOC 25-3, 25-4, 25-9)
  {
    from: "25-3031.00",
    to: "25-2021.00",
    why: "Substitute teaching is a common way into a full-time classroom; schools often hire the substitutes they know once they hold a teaching licence.",
  },
  {
    from: "25-3031.00",
    to: "25-2031.00",
    why: "Substitutes with a subject they know well move into a full-time high school post, with a salary, benefits and their own classes.",
  },
  {
    from: "25-3041.00",
    to: "25-2021.00",
    why: "Tutors who want a steady salary move into classroom teaching; one-to-one teaching is good preparation for it.",
  },
  {
    from: "25-3041.00",
    to: "25-2031.00",
    why: "Subject tutors move into high school teaching in the subject they tutor, with a salary, benefits and their own classes.",
  },
  {
    from: "25-4031.00",
    to: "25-4022.00",
    why: "Library technicians who complete a library science degree move up to librarian, running collections, research help and programs.",
  },
  {
    from: "25-9031.00",
    to: "11-9032.00",
    why: "Curriculum coordinators move up to director of curriculum or assistant superintendent, leading instruction for a whole district.",
  },
  {
    from: "25-9042.00",
    to: "25-2021.00",
    why: "Many teachers started as classroom aides; districts' aide-to-teacher programs help assistants finish a degree and licence while they work.",
  },
  {
    from: "25-9043.00",
    to: "25-2056.00",
    why: "Special education aides who finish a degree and licence move up to special education teacher, a role schools struggle to fill.",
  },
  {
    from: "25-9044.00",
    to: "25-1199.00",
    why: "Graduate teaching assistants are on the faculty ladder: after the doctorate, the next rung is lecturer or assistant professor in their field.",
  },

  // Arts, design, media and communication (SOC 27)
  {
    from: "27-1024.00",
    to: "27-1011.00",
    why: "Most art directors were designers first; agencies and in-house teams promote designers who can lead a campaign's look and direct other designers.",
  },
  {
    from: "27-1024.00",
    to: "15-1255.00",
    why: "Graphic designers who learn interaction and interface design move into digital product design, where their visual skills carry over.",
  },
  {
    from: "27-2022.00",
    to: "11-9032.00",
    why: "High school coaches who run a strong program and handle its budget and scheduling move up to athletic director.",
  },
  {
    from: "27-3031.00",
    to: "11-2032.00",
    why: "PR specialists who lead campaigns, handle crises and manage media relations move up to communications or public relations manager.",
  },
  {
    from: "27-3043.00",
    to: "27-3041.00",
    why: "Writers move up to editor and content lead, shaping and approving the work of other writers.",
  },
];
