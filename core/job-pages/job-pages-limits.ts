/** Longest job-title search the browser takes (the same limit as /api/occupations/search). */
export const MAX_JOB_QUERY_LENGTH = 100;
