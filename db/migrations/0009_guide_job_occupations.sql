-- Guide jobs name their standard occupation (issue #39). Until now a table in the code matched a
-- job's words to an O*NET-SOC code, so a job an editor renamed or added lost its ILO row. Each job
-- now carries its occupation: an at-risk item gets an "occupation" field, and a region's jobs
-- become {"title", "occupation"} objects. Stored guides (and the snapshots of pending guide
-- submissions) get the code the table gave their job's words, or null where it gave none.
CREATE FUNCTION guide_job_occupation_0009(job text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT code FROM (VALUES
    ('Customer service representatives', '43-4051.00'),
    ('Contact center advisers', '43-4051.00'),
    ('Call center agents', '43-4051.00'),
    ('Call center operators', '43-4051.00'),
    ('Customer contact agents', '43-4051.00'),
    ('Customer contact staff', '43-4051.00'),
    ('Customer service agents', '43-4051.00'),
    ('BPO voice and chat agents', '43-4051.00'),
    ('Data entry and records clerks', '43-9021.00'),
    ('Data entry operators', '43-9021.00'),
    ('Data labeling and entry staff', '43-9021.00'),
    ('Bookkeeping and billing clerks', '43-3031.00'),
    ('Bookkeepers and payroll officers', '43-3031.00'),
    ('Bookkeepers', '43-3031.00'),
    ('Accounting and payroll staff', '43-3031.00'),
    ('Accounting technicians', '43-3031.00'),
    ('Finance and accounts assistants', '43-3031.00'),
    ('Bank tellers and financial clerks', '43-3071.00'),
    ('Bank and insurance clerks', '43-9041.00'),
    ('Insurance claims processors', '43-9041.00'),
    ('Insurance and banking back office', '43-9041.00'),
    ('Bank and insurance advisers for simple products', '41-3021.00'),
    ('Paralegals and legal assistants', '23-2011.00'),
    ('Legal support staff', '23-2011.00'),
    ('Entry-level content writers', '27-3043.00'),
    ('Technical writers for standard documentation', '27-3042.00'),
    ('Administrative and secretarial roles', '43-6014.00'),
    ('Administrative assistants', '43-6014.00'),
    ('Office administrators', '43-6014.00'),
    ('Administrative officers', '43-9061.00'),
    ('Clerks in administration (Sachbearbeitung)', '43-9061.00'),
    ('General office clerks', '43-9061.00'),
    ('General office workers (jimu)', '43-9061.00'),
    ('Shared-service center staff', '43-9061.00'),
    ('Junior analysts', '13-1111.00'),
    ('Junior developers on routine code', '15-1251.00'),
    ('Manual software testers', '15-1253.00'),
    ('Medical transcriptionists', '31-9094.00'),
    ('Translators for routine documents', '27-3091.00'),
    ('Translators for routine material', '27-3091.00'),
    ('Translators and interpreters for routine texts', '27-3091.00'),
    ('Routine translators', '27-3091.00'),
    ('Telephone sales and support', '41-9041.00'),
    ('Retail cashiers', '41-2011.00'),
    ('Assembly line workers', '51-2092.00'),
    ('Warehouse pickers', '53-7065.00'),
    ('Haul truck and plant operators', '53-3032.00'),
    ('Registered nurses', '29-1141.00'),
    ('Nurses', '29-1141.00'),
    ('Nurses and midwives', '29-1141.00'),
    ('Hospital nurses', '29-1141.00'),
    ('Licensed practical nurses', '29-2061.00'),
    ('Elderly care specialists', '29-2061.00'),
    ('Home health aides', '31-1121.00'),
    ('Care workers', '31-1122.00'),
    ('Aged care workers', '31-1122.00'),
    ('Elderly care workers', '31-1122.00'),
    ('Personal support workers', '31-1122.00'),
    ('Disability support workers', '31-1122.00'),
    ('Healthcare assistants', '31-1131.00'),
    ('Community health workers', '21-1094.00'),
    ('Paramedics', '29-2043.00'),
    ('Physical therapists', '29-1123.00'),
    ('Physiotherapists', '29-1123.00'),
    ('Occupational therapists', '29-1122.00'),
    ('Mental health counselors', '21-1014.00'),
    ('Social workers', '21-1029.00'),
    ('Doctors', '29-1215.00'),
    ('Pharmaceutical researchers', '19-1042.00'),
    ('Biomedical engineers', '17-2031.00'),
    ('Teachers', '25-2031.00'),
    ('Teachers and trainers', '25-2031.00'),
    ('Teachers and education support', '25-2021.00'),
    ('Special education teachers', '25-2059.00'),
    ('Early childhood educators', '25-2011.00'),
    ('Agricultural extension officers', '25-9021.00'),
    ('Electricians', '47-2111.00'),
    ('Industrial electricians', '47-2111.00'),
    ('Plumbers and heating engineers', '47-2152.00'),
    ('HVAC technicians', '49-9021.00'),
    ('Elevator installers', '47-4021.00'),
    ('Power line technicians', '49-9051.00'),
    ('Hydro-electric technicians', '51-8013.00'),
    ('Solar and wind technicians', '49-9081.00'),
    ('Wind energy technicians', '49-9081.00'),
    ('Offshore wind technicians', '49-9081.00'),
    ('Renewable energy technicians', '47-2231.00'),
    ('Industrial maintenance technicians', '49-9041.00'),
    ('Manufacturing maintenance technicians', '49-9041.00'),
    ('Mine maintenance technicians', '49-9041.00'),
    ('Equipment maintenance engineers', '49-9041.00'),
    ('Mechatronics technicians', '17-3024.00'),
    ('Factory automation technicians', '17-3024.00'),
    ('Industrial robot technicians', '17-3024.01'),
    ('Robotics maintenance engineers', '17-3024.01'),
    ('Advanced manufacturing technicians', '17-3026.00'),
    ('Industrial technicians', '17-3026.00'),
    ('Electronics manufacturing technicians', '17-3023.00'),
    ('Battery and chip plant technicians', '51-9141.00'),
    ('Semiconductor plant technicians', '51-9141.00'),
    ('Nuclear maintenance technicians', '19-4051.00'),
    ('Tool and die makers', '51-4111.00'),
    ('Aircraft assembly technicians', '51-2011.00'),
    ('Aerospace quality inspectors', '51-9061.00'),
    ('Quality assurance specialists', '51-9061.00'),
    ('Automotive technicians', '49-3023.00'),
    ('Agricultural equipment mechanics', '49-3041.00'),
    ('Farm machinery technicians', '49-3041.00'),
    ('Firefighters and forest workers', '33-2011.00'),
    ('Automotive engineers', '17-2141.02'),
    ('Automotive test engineers', '17-2141.02'),
    ('Automotive production engineers', '17-2112.03'),
    ('Automotive quality engineers', '17-2112.00'),
    ('Marine engineers', '17-2121.00'),
    ('Port and shipbuilding engineers', '17-2121.00'),
    ('Rail engineers', '17-2051.01'),
    ('Disaster prevention engineers', '17-2051.00'),
    ('Hardware and lab engineers', '17-2061.00'),
    ('Hardware product engineers', '17-2061.00'),
    ('AI research scientists', '15-1221.00'),
    ('AI solution architects', '15-1299.08'),
    ('Geologists', '19-2042.00'),
    ('Forestry technicians', '19-4071.00'),
    ('Agricultural technicians', '19-4012.00'),
    ('Agricultural specialists', '19-1013.00'),
    ('Agri-food technicians', '19-4013.00'),
    ('Construction managers', '11-9021.00'),
    ('Construction supervisors', '47-1011.00'),
    ('Energy project managers', '13-1082.00'),
    ('Logistics coordinators', '13-1081.00'),
    ('Logistics managers', '11-3071.00'),
    ('Logistics supervisors', '53-1042.00'),
    ('Supply chain managers', '11-3071.04'),
    ('Relationship managers in finance', '13-2052.00'),
    ('Farm managers', '11-9013.00'),
    ('Vineyard managers', '11-9013.00'),
    ('Hospitality managers', '11-9081.00'),
    ('Tourism and hospitality managers', '11-9081.00'),
    ('Chefs', '35-1011.00'),
    ('Tour guides', '39-7011.00'),
    ('Tourism guides', '39-7011.00'),
    ('Mountain guides', '39-7011.00'),
    ('Film and production crews', '27-4031.00'),
    ('Film and media production crews', '27-4031.00'),
    ('Traditional craftspeople', '27-1012.00'),
    ('Fisheries and marine workers', '45-3031.00')
  ) AS named(name, code) WHERE named.name = job
$$;--> statement-breakpoint
CREATE FUNCTION upgrade_guide_jobs_0009(data jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_set(
    jsonb_set(
      data,
      '{sections,jobsAtRisk,items}',
      coalesce((
        SELECT jsonb_agg(
          CASE WHEN item ? 'occupation' THEN item
          ELSE item || jsonb_build_object('occupation', guide_job_occupation_0009(item ->> 'title')) END
          ORDER BY position)
        FROM jsonb_array_elements(data #> '{sections,jobsAtRisk,items}') WITH ORDINALITY AS items(item, position)
      ), '[]'::jsonb)
    ),
    '{sections,resistantJobsByRegion,items}',
    coalesce((
      SELECT jsonb_agg(
        region || jsonb_build_object('jobs', coalesce((
          SELECT jsonb_agg(
            CASE WHEN jsonb_typeof(job) = 'string'
              THEN jsonb_build_object('title', job #>> '{}', 'occupation', guide_job_occupation_0009(job #>> '{}'))
            ELSE job END
            ORDER BY job_position)
          FROM jsonb_array_elements(region -> 'jobs') WITH ORDINALITY AS jobs(job, job_position)
        ), '[]'::jsonb))
        ORDER BY region_position)
      FROM jsonb_array_elements(data #> '{sections,resistantJobsByRegion,items}')
        WITH ORDINALITY AS regions(region, region_position)
    ), '[]'::jsonb)
  )
$$;--> statement-breakpoint
UPDATE "content_entries" SET "data" = upgrade_guide_jobs_0009("data")
WHERE "type" = 'guide'
  AND jsonb_typeof("data" #> '{sections,jobsAtRisk,items}') = 'array'
  AND jsonb_typeof("data" #> '{sections,resistantJobsByRegion,items}') = 'array';--> statement-breakpoint
-- Compared as text: on a new PostgreSQL database every migration runs in one transaction, and the
-- enum value 'guide' (added by ALTER TYPE in 0006) may not be used as a constant before it commits.
UPDATE "approvals" SET "content_snapshot" = jsonb_set("content_snapshot", '{data}', upgrade_guide_jobs_0009("content_snapshot" -> 'data'))
WHERE "content_type"::text = 'guide' AND "status" = 'pending'
  AND jsonb_typeof("content_snapshot" #> '{data,sections,jobsAtRisk,items}') = 'array'
  AND jsonb_typeof("content_snapshot" #> '{data,sections,resistantJobsByRegion,items}') = 'array';--> statement-breakpoint
DROP FUNCTION upgrade_guide_jobs_0009(jsonb);--> statement-breakpoint
DROP FUNCTION guide_job_occupation_0009(text);
