-- Each job's nearest network station (its position in networkStations of @jumpers/rules/travel-estimate, as it
-- stood at this migration) and the straight line to it; new jobs get them from the server as they are written.
ALTER TABLE "jobs" ADD COLUMN "network_station" smallint;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "network_station_km" double precision;--> statement-breakpoint
UPDATE "jobs" SET ("network_station", "network_station_km") = (
  SELECT station.index, 2 * 6371 * asin(least(1, sqrt(sin(((station.latitude - jobs.latitude) * pi() / 180) / 2) ^ 2 + cos(jobs.latitude * pi() / 180) * cos(station.latitude * pi() / 180) * sin(((station.longitude - jobs.longitude) * pi() / 180) / 2) ^ 2))) AS km
  FROM (VALUES
    (0, 47.3667, 8.55) /* Zürich */,
    (1, 47.4515, 8.5849) /* Zürich Flughafen */,
    (2, 47.5056, 8.7241) /* Winterthur */,
    (3, 47.4733, 8.3059) /* Baden */,
    (4, 47.481, 8.2087) /* Brugg */,
    (5, 47.3925, 8.0442) /* Aarau */,
    (6, 47.3885, 8.175) /* Lenzburg */,
    (7, 47.35, 7.9033) /* Olten */,
    (8, 47.2878, 7.9459) /* Zofingen */,
    (9, 47.2153, 7.7961) /* Langenthal */,
    (10, 47.059, 7.6279) /* Burgdorf */,
    (11, 46.9481, 7.4474) /* Bern */,
    (12, 46.7512, 7.6217) /* Thun */,
    (13, 46.6847, 7.6911) /* Spiez */,
    (14, 46.6839, 7.8664) /* Interlaken */,
    (15, 46.2937, 7.8815) /* Visp */,
    (16, 46.3167, 7.9833) /* Brig */,
    (17, 46.2919, 7.5356) /* Sierre */,
    (18, 46.2274, 7.3556) /* Sion */,
    (19, 46.1028, 7.0724) /* Martigny */,
    (20, 46.3181, 6.9646) /* Aigle */,
    (21, 46.433, 6.9114) /* Montreux */,
    (22, 46.463, 6.8434) /* Vevey */,
    (23, 46.516, 6.6328) /* Lausanne */,
    (24, 46.5113, 6.4985) /* Morges */,
    (25, 46.3832, 6.2396) /* Nyon */,
    (26, 46.2022, 6.1457) /* Genève */,
    (27, 46.7785, 6.6411) /* Yverdon-les-Bains */,
    (28, 46.9918, 6.931) /* Neuchâtel */,
    (29, 47.1371, 7.2461) /* Biel/Bienne */,
    (30, 47.1921, 7.3959) /* Grenchen */,
    (31, 47.2079, 7.5371) /* Solothurn */,
    (32, 47.3649, 7.3445) /* Delémont */,
    (33, 47.5584, 7.5733) /* Basel */,
    (34, 47.4845, 7.7345) /* Liestal */,
    (35, 47.5544, 7.794) /* Rheinfelden */,
    (36, 46.8024, 7.1513) /* Fribourg */,
    (37, 46.6965, 6.919) /* Romont */,
    (38, 46.5419, 6.8399) /* Palézieux */,
    (39, 47.0505, 8.3064) /* Luzern */,
    (40, 47.1724, 8.5175) /* Zug */,
    (41, 47.0476, 8.5462) /* Arth-Goldau */,
    (42, 47.0208, 8.6541) /* Schwyz */,
    (43, 46.9048, 8.624) /* Flüelen */,
    (44, 46.8188, 8.6505) /* Erstfeld */,
    (45, 46.5286, 8.6119) /* Airolo */,
    (46, 46.3597, 8.9696) /* Biasca */,
    (47, 46.1928, 9.017) /* Bellinzona */,
    (48, 46.1709, 8.7995) /* Locarno */,
    (49, 46.0101, 8.96) /* Lugano */,
    (50, 45.8702, 8.9816) /* Mendrisio */,
    (51, 45.832, 9.0312) /* Chiasso */,
    (52, 47.049, 9.441) /* Sargans */,
    (53, 46.95, 9.5667) /* Landquart */,
    (54, 46.8499, 9.5329) /* Chur */,
    (55, 47.4239, 9.3748) /* St. Gallen */,
    (56, 47.4155, 9.2548) /* Gossau SG */,
    (57, 47.4615, 9.0455) /* Wil */,
    (58, 47.5578, 8.8989) /* Frauenfeld */,
    (59, 47.5667, 9.1) /* Weinfelden */,
    (60, 47.5659, 9.3787) /* Romanshorn */,
    (61, 47.478, 9.4903) /* Rorschach */,
    (62, 47.4525, 9.6374) /* St. Margrethen */,
    (63, 47.1674, 9.4779) /* Buchs SG */,
    (64, 47.6973, 8.6349) /* Schaffhausen */,
    (65, 47.522, 8.5405) /* Bülach */,
    (66, 47.2256, 8.8223) /* Rapperswil */,
    (67, 47.1367, 9.0603) /* Ziegelbrücke */,
    (68, 47.2011, 8.7782) /* Pfäffikon SZ */,
    (69, 47.2268, 8.6687) /* Wädenswil */,
    (70, 47.2918, 8.5635) /* Thalwil */,
    (71, 47.2598, 8.5978) /* Horgen */,
    (72, 47.3471, 8.7209) /* Uster */,
    (73, 47.3264, 8.7978) /* Wetzikon */,
    (74, 47.4016, 8.4002) /* Dietikon */,
    (75, 47.3972, 8.6187) /* Dübendorf */
  ) AS station(index, latitude, longitude)
  ORDER BY km, station.index
  LIMIT 1
);--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "network_station" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "network_station_km" SET NOT NULL;--> statement-breakpoint
-- The percentages of the advertised workload, as jobs/workload.ts reads them ("80–100%", "60 %", "100% for 2 weeks").
ALTER TABLE "jobs" ADD COLUMN "workload_from" smallint;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "workload_to" smallint;--> statement-breakpoint
UPDATE "jobs" SET "workload_from" = found.low, "workload_to" = coalesce(found.high, found.low)
FROM (
  SELECT id, match[1]::smallint AS low, match[2]::smallint AS high
  FROM (SELECT id, regexp_match(workload, '(\d{1,3})(?:\s*%?\s*(?:–|-|bis|to)\s*(\d{1,3}))?\s*%') AS match FROM jobs) AS matched
  WHERE match IS NOT NULL
) AS found
WHERE jobs.id = found.id AND found.low <= 100 AND coalesce(found.high, found.low) BETWEEN found.low AND 100;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "pay_hourly_chf" double precision GENERATED ALWAYS AS (coalesce(pay_to_chf, pay_from_chf)::double precision / case pay_period when 'month' then 182 when 'year' then 2184 else 1 end) STORED;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_workload_range" CHECK ("jobs"."workload_from" between 0 and 100 and "jobs"."workload_to" between "jobs"."workload_from" and 100);
--> statement-breakpoint
-- The job board keeps each jumper's home and German for the dashboard's commute and German filters: a change of
-- their profile or languages tells it as a change of their marks does ('jumper <user id>', migration 0008).
CREATE TRIGGER jumper_profiles_notify_insert AFTER INSERT ON jumper_profiles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION job_board_notify_jumpers();--> statement-breakpoint
CREATE TRIGGER jumper_profiles_notify_update AFTER UPDATE ON jumper_profiles
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION job_board_notify_jumpers();--> statement-breakpoint
CREATE TRIGGER jumper_profiles_notify_delete AFTER DELETE ON jumper_profiles
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION job_board_notify_jumpers();--> statement-breakpoint
CREATE TRIGGER language_skills_notify_insert AFTER INSERT ON language_skills
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION job_board_notify_jumpers();--> statement-breakpoint
CREATE TRIGGER language_skills_notify_update AFTER UPDATE ON language_skills
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION job_board_notify_jumpers();--> statement-breakpoint
CREATE TRIGGER language_skills_notify_delete AFTER DELETE ON language_skills
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION job_board_notify_jumpers();
