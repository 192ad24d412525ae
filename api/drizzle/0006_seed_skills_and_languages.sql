-- Custom SQL migration file, put your code below! --
-- The lists a jumper picks from: the languages the profile offers, and skills for work experience and education.
INSERT INTO "admin_languages" ("name") VALUES ('German'), ('Italian'), ('Spanish'), ('English');
--> statement-breakpoint
INSERT INTO "skills" ("skill_name") VALUES
  ('Accounting'), ('Carpentry'), ('Child care'), ('Cleaning'), ('Construction'), ('Cooking'),
  ('Customer service'), ('Data entry'), ('Driving licence B'), ('Electrical installation'),
  ('Elderly care'), ('Event staffing'), ('Forklift operation'), ('Gardening'), ('Hospitality service'),
  ('Logistics'), ('Machine operation'), ('Microsoft Office'), ('Nursing'), ('Office administration'),
  ('Painting'), ('Plumbing'), ('Project management'), ('Reception'), ('Retail sales'),
  ('Software development'), ('Teamwork'), ('Warehouse work'), ('Welding');
