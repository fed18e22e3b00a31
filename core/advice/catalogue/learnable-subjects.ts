/**
 * O*NET skill and knowledge elements turned into something a person can sign up for (ADR 029): a
 * course or subject, how long it takes, and why it matters for the move that needs more of it
 * ({move} is the move's title). Elements that are traits rather than subjects (Critical Thinking,
 * Social Perceptiveness, Judgment and Decision Making, Active Listening, Service Orientation,
 * Complex Problem Solving and the like) have no entry, so the advice never offers them; nor do
 * office basics (Administrative) or knowledge no single course teaches.
 */
import type { LearnableSubject } from "./catalogue-types";

export const LEARNABLE_SUBJECTS: readonly LearnableSubject[] = [
  // Skills
  {
    element: "Writing",
    name: "Business writing: a course in reports, proposals and email",
    duration: "6–8 weeks, a few hours a week (community college or online)",
    why: "{move} puts more of the work in writing than your job does; a business writing course teaches clear, well-organised documents.",
  },
  {
    element: "Speaking",
    name: "Public speaking: a speech course or a Toastmasters club",
    duration: "A semester course, or 3–6 months of weekly club meetings",
    why: "{move} means presenting and explaining to groups more often, which improves fastest with practice and feedback.",
  },
  {
    element: "Mathematics",
    name: "College algebra and introductory statistics",
    duration: "One semester each at a community college (free refreshers such as Khan Academy first, if rusty)",
    why: "{move} uses more maths than your job does; these two courses cover what employers and later programmes expect.",
  },
  {
    element: "Science",
    name: "Introductory biology and chemistry with labs",
    duration: "One semester each at a community college",
    why: "{move} rests on scientific method, and these courses are also the prerequisites for most health and science programmes.",
  },
  {
    element: "Persuasion",
    name: "Consultative selling: a sales training course",
    duration: "A 2–3 day workshop, or 4–6 weeks online",
    why: "{move} depends on bringing people round to a decision more than your job does; sales training teaches it as a method, not pressure.",
  },
  {
    element: "Negotiation",
    name: "Negotiation: a short course (university extension or online)",
    duration: "A 2-day workshop, or 4–6 weeks part-time",
    why: "{move} involves negotiating prices, terms or agreements; a course gives you a method and practice rounds.",
  },
  {
    element: "Instructing",
    name: "Train-the-trainer course",
    duration: "2–5 days",
    why: "{move} involves teaching others how to do the work; a train-the-trainer course shows how to plan, demonstrate and check learning.",
  },
  {
    element: "Operations Analysis",
    name: "Lean Six Sigma Yellow Belt",
    duration: "2–4 weeks, about 15–20 hours in all",
    why: "{move} involves studying how work gets done and what it needs; the Yellow Belt teaches process mapping and basic improvement tools.",
  },
  {
    element: "Programming",
    name: "Introduction to programming in Python",
    duration: "8–12 weeks, several hours a week (community college or online)",
    why: "{move} involves writing code or scripts; Python is the usual first language and is used across data and automation work.",
  },
  {
    element: "Equipment Maintenance",
    name: "Industrial maintenance fundamentals: a maintenance technician course",
    duration: "One or two semesters part-time at a community college",
    why: "{move} means looking after machines and equipment; the course covers preventive maintenance, lubrication, drives and safety.",
  },
  {
    element: "Repairing",
    name: "Mechanical and electrical repair basics: a maintenance or repair technician course",
    duration: "One or two semesters part-time at a community college",
    why: "{move} involves fixing equipment, and a hands-on repair course is the usual way in.",
  },
  {
    element: "Quality Control Analysis",
    name: "Quality inspection: measurement, blueprint reading and statistical process control",
    duration: "One semester at a community college, or an ASQ course of a few weeks",
    why: "{move} involves checking products and processes against standards; the course teaches the tools inspectors use.",
  },
  {
    element: "Systems Analysis",
    name: "Business analysis fundamentals: requirements and process mapping",
    duration: "6–8 weeks part-time (an IIBA-aligned course)",
    why: "{move} involves working out how a system should work and what changes will do; business analysis courses teach that method.",
  },
  {
    element: "Management of Financial Resources",
    name: "Finance for non-financial managers: budgets and cost control",
    duration: "4–8 weeks part-time",
    why: "{move} comes with a budget to plan and answer for; this course covers reading financial statements, budgeting and controlling costs.",
  },
  {
    element: "Management of Material Resources",
    name: "Inventory and purchasing basics: a supply chain course",
    duration: "One semester at a community college, or 4–6 weeks online",
    why: "{move} involves ordering, storing and tracking materials and equipment; the course covers inventory control and purchasing.",
  },
  {
    element: "Management of Personnel Resources",
    name: "People management: a first-time supervisor course",
    duration: "A 2–3 day workshop, or 4–8 weeks part-time",
    why: "{move} means leading people; a supervisor course covers delegating, feedback, scheduling and handling problems fairly.",
  },
  // Knowledge
  {
    element: "Administration and Management",
    name: "Principles of management: an introductory business management course",
    duration: "One semester at a community college, or 6–8 weeks online",
    why: "{move} involves planning, organising and leading work; this is the standard first course in management.",
  },
  {
    element: "Economics and Accounting",
    name: "Accounting courses (financial and managerial accounting)",
    duration: "Two semesters at a community college",
    why: "{move} needs more accounting than your job does; these two courses are the grounding employers and later programmes expect.",
  },
  {
    element: "Sales and Marketing",
    name: "Marketing fundamentals, including digital marketing",
    duration: "One semester at a community college, or 6–8 weeks online",
    why: "{move} involves promoting and selling products or services; the course covers customers, pricing, channels and campaigns.",
  },
  {
    element: "Personnel and Human Resources",
    name: "Human resources fundamentals: an HR certificate course (prepares for the aPHR)",
    duration: "8–12 weeks part-time",
    why: "{move} involves hiring, pay, policies and employee relations; the course covers the rules and practice of HR.",
  },
  {
    element: "Transportation",
    name: "Transportation and logistics fundamentals",
    duration: "One semester at a community college, or a few weeks online",
    why: "{move} involves moving goods or people by road, rail, air or sea; the course covers modes, costs, rules and planning.",
  },
  {
    element: "Production and Processing",
    name: "Manufacturing processes: MSSC Certified Production Technician training",
    duration: "4–8 weeks",
    why: "{move} involves how products are made, inspected and shipped; the course covers processes, quality and safety.",
  },
  {
    element: "Computers and Electronics",
    name: "Computer and networking fundamentals: a CompTIA A+ or Tech+ course",
    duration: "6–12 weeks part-time",
    why: "{move} relies on computers and systems more than your job does; this course covers hardware, software and basic networking.",
  },
  {
    element: "Design",
    name: "Technical drawing and CAD: an AutoCAD course",
    duration: "One semester at a community college",
    why: "{move} involves reading or producing technical plans and drawings; a CAD course teaches both.",
  },
  {
    element: "Building and Construction",
    name: "Construction methods and blueprint reading",
    duration: "One semester at a community college",
    why: "{move} involves how buildings are put together and how plans are read; the course covers materials, methods and drawings.",
  },
  {
    element: "Mechanical",
    name: "Industrial mechanics: machines, drives, hydraulics and pneumatics",
    duration: "One semester at a community college",
    why: "{move} involves understanding how machines work; the course covers the mechanical systems found in plants and equipment.",
  },
  {
    element: "Physics",
    name: "Algebra-based physics with lab",
    duration: "One semester at a community college",
    why: "{move} draws on physics (forces, energy, electricity); this course is also a common prerequisite for technical programmes.",
  },
  {
    element: "Chemistry",
    name: "General chemistry with lab",
    duration: "One semester at a community college",
    why: "{move} draws on chemistry, and general chemistry is the prerequisite for most health, lab and science programmes.",
  },
  {
    element: "Biology",
    name: "Human anatomy and physiology (after introductory biology if needed)",
    duration: "One or two semesters at a community college",
    why: "{move} needs a working knowledge of the body; anatomy and physiology is the first prerequisite of most health programmes.",
  },
  {
    element: "Psychology",
    name: "Introduction to psychology",
    duration: "One semester at a community college",
    why: "{move} calls for understanding how people think and behave; this course is also a prerequisite for counselling and health programmes.",
  },
  {
    element: "Geography",
    name: "GIS fundamentals: an introductory mapping course",
    duration: "6–10 weeks (community college, or Esri's free online courses)",
    why: "{move} works with maps and location data; an introductory GIS course teaches the software and methods.",
  },
  {
    element: "Medicine and Dentistry",
    name: "Medical terminology",
    duration: "6–8 weeks (community college or online)",
    why: "{move} uses the language of diagnoses, procedures and records; medical terminology is the first course of most health programmes.",
  },
  {
    element: "Therapy and Counseling",
    name: "Introduction to counselling skills, with Mental Health First Aid",
    duration: "One semester at a community college; Mental Health First Aid is a one-day course",
    why: "{move} involves supporting people through problems; these courses teach the basics and show whether counselling study suits you.",
  },
  {
    element: "Education and Training",
    name: "Instructional design and teaching methods: an adult-learning course",
    duration: "A few weeks part-time (for example ATD's Instructional Design Certificate)",
    why: "{move} involves designing how others learn; the course covers objectives, materials and checking what people learned.",
  },
  {
    element: "English Language",
    name: "English grammar and editing",
    duration: "6–8 weeks (community college or online)",
    why: "{move} depends on correct, precise English; a grammar and editing course sharpens both.",
  },
  {
    element: "Foreign Language",
    name: "Spanish (or the language the move needs) at a community college",
    duration: "Two to four semesters to reach working level",
    why: "{move} involves serving people in another language, and steady classes with conversation practice are the way there.",
  },
  {
    element: "Fine Arts",
    name: "Art and design foundations: drawing, colour and composition",
    duration: "One semester per course at a community college",
    why: "{move} draws on visual art and design; foundation courses build the basics and a first portfolio.",
  },
  {
    element: "Public Safety and Security",
    name: "Emergency management and safety basics (FEMA's free independent-study courses and OSHA 10)",
    duration: "A few weeks part-time",
    why: "{move} involves protecting people and property; these courses cover incident command, emergency planning and safety rules.",
  },
  {
    element: "Law and Government",
    name: "Business law and the legal environment",
    duration: "One semester at a community college",
    why: "{move} works closely with laws, regulations and contracts; the course covers how they apply in everyday work.",
  },
  {
    element: "Telecommunications",
    name: "Networking fundamentals: a CompTIA Network+ course",
    duration: "8–12 weeks part-time",
    why: "{move} involves networks and communication systems; the course covers how they are built and kept running.",
  },
  {
    element: "Communications and Media",
    name: "Communications and media: a public relations or digital media course",
    duration: "One semester at a community college, or 6–8 weeks online",
    why: "{move} involves producing and placing messages in the media; the course covers writing, channels and audiences.",
  },
];
