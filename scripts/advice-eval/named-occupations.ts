/**
 * The 20 occupations whose moves `npm run eval:advice` prints for a person to read, chosen before
 * the advice model was built (issue #29): common jobs, the issue's own examples, and a spread of
 * exposure, pay and preparation. Codes are O*NET-SOC 2019; `asked` is how a visitor would put it.
 */
export const NAMED_OCCUPATIONS: readonly { asked: string; code: string }[] = [
  { asked: "Nurse", code: "29-1141.00" },
  { asked: "Barista", code: "35-3023.01" },
  { asked: "Accountant", code: "13-2011.00" },
  { asked: "Truck driver", code: "53-3032.00" },
  { asked: "Teacher", code: "25-2021.00" },
  { asked: "Software developer", code: "15-1252.00" },
  { asked: "Paralegal", code: "23-2011.00" },
  { asked: "Chief executive", code: "11-1011.00" },
  { asked: "Sales manager", code: "11-2022.00" },
  { asked: "Warehouse associate", code: "53-7062.00" },
  { asked: "Uber driver", code: "53-3054.00" },
  { asked: "Industrial production manager", code: "11-3051.00" },
  { asked: "Customer service representative", code: "43-4051.00" },
  { asked: "Cashier", code: "41-2011.00" },
  { asked: "Electrician", code: "47-2111.00" },
  { asked: "Graphic designer", code: "27-1024.00" },
  { asked: "Data entry keyer", code: "43-9021.00" },
  { asked: "Marketing manager", code: "11-2021.00" },
  { asked: "Medical assistant", code: "31-9092.00" },
  { asked: "Retail salesperson", code: "41-2031.00" },
];
