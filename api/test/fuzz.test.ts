/**
 * Malformed requests against every operation of openapi.yaml, over real HTTP.
 *
 * The cases are derived from the contract (each operation's path and query parameters, its JSON and multipart
 * bodies, whether it is secured), so a new operation or field is fuzzed without touching this file. Every case
 * takes a request that passes the contract (a valid body, an id, a valid key) and breaks one thing, so that the
 * break, not something else, decides how the server answers. Nothing is random per run: the lists are fixed and
 * the few garbage bytes come from a seeded generator.
 *
 * A malformed request must be answered with a 4xx: a 5xx, a request left without an answer, or an upload left
 * behind on disk is a failure, reported per probable cause with the requests behind it.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { loadContract, type JsonSchema, type Operation } from '../src/contract/contract';
import { publishJobs } from '../src/jobs/jobs-data';
import { defaultRateLimits, type RateLimits } from '../src/limits/rate-limiter';
import { diskStorage } from '../src/storage/disk-storage';
import { missingCodes } from './support/error-codes';
import { registerJumper } from './support/http';
import { jobInput } from './support/jobs';
import { sampleFiles } from './support/profile-fixtures';
import { startTestServer, type TestServer } from './support/test-server';

const requestTimeoutMs = 15_000;
/** Requests in flight at once: enough to overlap I/O, few enough that a 2-core machine is not saturated. */
const concurrency = 4;
const minimumCasesPerOperation = 30;
const kib = 1024;
const mib = 1024 * kib;
/** Inside PostgreSQL's integer range and far above any row this test creates. */
const unusedId = 2_000_000_000;
const password = 'Wander!lust7';

// ---------------------------------------------------------------------------------------------------------------
// Values that break things

/** Control characters other than NUL, paired with a label; string fields take them in turn. */
const controlCharacters: [label: string, text: string][] = [
  ['U+0001', '\u0001'],
  ['U+2028 line separator', '\u2028'],
  ['U+001B escape', '\u001b'],
  ['lone surrogate U+D800', '\ud800'],
  ['U+007F delete', '\u007f'],
  ['U+FEFF byte order mark', '\ufeff'],
  ['U+0008 backspace', '\u0008'],
  ['CR LF', '\r\n'],
  ['U+0085 next line', '\u0085'],
  ['U+001F unit separator', '\u001f'],
];

/** Path ids: out of range for the contract, for PostgreSQL's integer, for a double, and not numbers at all. */
const badIds: [label: string, segment: string][] = [
  ['0', '0'],
  ['-1', '-1'],
  ['2147483647 (largest integer column value, no such row)', '2147483647'],
  ['2147483648 (2^31)', '2147483648'],
  ['4294967296 (2^32)', '4294967296'],
  ['9007199254740991 (2^53 - 1)', '9007199254740991'],
  ['9007199254740992 (2^53)', '9007199254740992'],
  ['1e308', '1e308'],
  ['1e309', '1e309'],
  ['abc', 'abc'],
  ['1.5', '1.5'],
  ['0x10', '0x10'],
  ['+1', '%2B1'],
  ['-0', '-0'],
  ['NaN', 'NaN'],
  ['Infinity', 'Infinity'],
  ['null', 'null'],
  ['NUL byte', '%00'],
  ['1 then a NUL byte', '1%00'],
  ['space', '%20'],
  ['1 then a line feed', '1%0A'],
  ['400 digits', '9'.repeat(400)],
  ['Arabic-Indic digits', encodeURIComponent('١٢')],
  ['invalid percent escape', '%zz'],
  ['invalid UTF-8 escape', '%FF%FE'],
  ['overlong UTF-8 dot', '%C0%AE'],
];

function mulberry32(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function garbage(length: number, seed: number): Buffer {
  const next = mulberry32(seed);
  return Buffer.from(Array.from({ length }, () => Math.floor(next() * 256)));
}

const withMiddle = (value: string, inserted: string) =>
  value.length < 2 ? `a${inserted}b` : value.slice(0, value.length >> 1) + inserted + value.slice(value.length >> 1);

let overLimitBody: Buffer | undefined;
/** 20 MB and one byte after the given first bytes; built once, it is the slowest thing to make. */
function overUploadLimit(head: Buffer): Buffer {
  overLimitBody ??= Buffer.alloc(20 * mib + 1);
  return Buffer.concat([head, overLimitBody]);
}

// ---------------------------------------------------------------------------------------------------------------
// Schemas

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function typesOf(schema: JsonSchema): string[] {
  if (typeof schema.type === 'string') return [schema.type];
  if (Array.isArray(schema.type)) return schema.type as string[];
  const variants = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  if (Array.isArray(variants)) return variants.flatMap(typesOf);
  return [];
}

function enumOf(schema: JsonSchema): unknown[] | undefined {
  if (Array.isArray(schema.enum)) return schema.enum;
  const variants = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  const values = Array.isArray(variants) ? variants.flatMap((variant) => enumOf(variant) ?? []) : [];
  return values.length > 0 ? values : undefined;
}

const isNullable = (schema: JsonSchema) => typesOf(schema).includes('null') || (enumOf(schema) ?? []).includes(null);
const isFile = (schema: JsonSchema) => schema.format === 'binary';
const propertiesOf = (schema: JsonSchema) =>
  (isObject(schema.properties) ? schema.properties : {}) as Record<string, JsonSchema>;
const requiredOf = (schema: JsonSchema) => (Array.isArray(schema.required) ? (schema.required as string[]) : []);

/** A value the schema accepts, for the fields no realistic body below names. */
function sampleOf(schema: JsonSchema): unknown {
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  const options = enumOf(schema);
  if (options) return options.find((option) => option !== null) ?? null;
  const types = typesOf(schema);
  if (types.includes('object')) {
    return Object.fromEntries(
      Object.entries(propertiesOf(schema))
        .filter(([, property]) => !isFile(property))
        .map(([name, property]) => [name, sampleOf(property)]),
    );
  }
  if (types.includes('array')) return isObject(schema.items) ? [sampleOf(schema.items)] : [];
  if (types.includes('string')) return schema.format === 'date' ? '2020-01-01' : 'text';
  if (types.includes('integer') || types.includes('number')) {
    return typeof schema.minimum === 'number' ? Math.max(schema.minimum, 1) : 1;
  }
  if (types.includes('boolean')) return true;
  return null;
}

/** The realistic value cut to what the schema names, with any required field it lacks filled in. */
function conform(value: unknown, schema: JsonSchema): unknown {
  const types = typesOf(schema);
  if (types.includes('object') && isObject(value)) {
    const properties = propertiesOf(schema);
    const result: Record<string, unknown> = {};
    for (const [name, item] of Object.entries(value)) {
      if (properties[name]) result[name] = conform(item, properties[name]);
    }
    for (const name of requiredOf(schema)) {
      if (!(name in result) && properties[name]) result[name] = sampleOf(properties[name]);
    }
    return result;
  }
  if (types.includes('array') && Array.isArray(value) && isObject(schema.items)) {
    const items = schema.items;
    return value.map((item) => conform(item, items));
  }
  return value;
}

type Step = string | number;

/** Every property (and the first item of every array) of a JSON body schema, depth first. */
function nodesOf(schema: JsonSchema, at: Step[] = []): { at: Step[]; schema: JsonSchema; required: boolean }[] {
  const nodes: { at: Step[]; schema: JsonSchema; required: boolean }[] = [];
  const types = typesOf(schema);
  if (types.includes('object')) {
    const required = requiredOf(schema);
    for (const [name, property] of Object.entries(propertiesOf(schema))) {
      nodes.push({ at: [...at, name], schema: property, required: required.includes(name) });
      nodes.push(...nodesOf(property, [...at, name]));
    }
  }
  if (types.includes('array') && isObject(schema.items)) {
    nodes.push({ at: [...at, 0], schema: schema.items, required: true });
    nodes.push(...nodesOf(schema.items, [...at, 0]));
  }
  return nodes;
}

// ---------------------------------------------------------------------------------------------------------------
// JSON bodies

/** JSON text that JSON.stringify cannot write (1e999, -0), put in place after stringifying. */
class RawJson {
  constructor(readonly text: string) {}
}
const removed = Symbol('removed');

function deepCopy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(deepCopy);
  if (isObject(value) && !(value instanceof RawJson)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, deepCopy(item)]));
  }
  return value;
}

function valueAt(value: unknown, at: Step[]): unknown {
  let current = value;
  for (const step of at) current = (current as Record<Step, unknown> | undefined)?.[step];
  return current;
}

/** A copy of the body with one place replaced (or removed); missing objects and arrays on the way are created. */
function replaceAt(body: unknown, at: Step[], replacement: unknown): unknown {
  const copy = deepCopy(body);
  let parent = copy as Record<Step, unknown>;
  for (const [index, step] of at.slice(0, -1).entries()) {
    if (typeof parent[step] !== 'object' || parent[step] === null)
      parent[step] = typeof at[index + 1] === 'number' ? [] : {};
    parent = parent[step] as Record<Step, unknown>;
  }
  const last = at[at.length - 1]!;
  if (replacement === removed) {
    if (Array.isArray(parent) && typeof last === 'number') parent.splice(last, 1);
    else delete parent[last];
  } else parent[last] = replacement;
  return copy;
}

function toJson(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) =>
    item instanceof RawJson ? `\u0000raw${raws.push(item.text) - 1}\u0000` : item,
  );
  return text.replaceAll(/"\\u0000raw(\d+)\\u0000"/g, (_match, index: string) => raws[Number(index)]!);
}

const describeAt = (at: Step[]) => at.map(String).join('.');

type Mutation = [label: string, value: () => unknown];

/** What one JSON field is set to instead of a valid value, by what its schema says it takes. */
function jsonMutations(
  schema: JsonSchema,
  current: unknown,
  required: boolean,
  ordinal: number,
  name: string,
): Mutation[] {
  const types = typesOf(schema);
  const nullable = isNullable(schema);
  const options = enumOf(schema);
  const mutations: Mutation[] = [];
  const add = (label: string, value: () => unknown) => {
    if (!mutations.some(([existing]) => existing === label)) mutations.push([label, value]);
  };
  if (required) add('missing', () => removed);
  if (!nullable) add('null', () => null);
  if (types.includes('object')) {
    add('an array instead of an object', () => []);
    add('a string instead of an object', () => 'text');
    add('a number instead of an object', () => 42);
    add('an empty object', () => ({}));
    add('an unknown field inside', () => ({ ...(isObject(current) ? current : {}), unexpected_field: 'x' }));
    add('a field named constructor inside', () => ({
      ...(isObject(current) ? current : {}),
      constructor: { prototype: { polluted: true } },
    }));
  }
  if (types.includes('array')) {
    const item = Array.isArray(current) ? current[0] : undefined;
    add('a string instead of an array', () => 'text');
    add('an object instead of an array', () => ({}));
    add('an empty array', () => []);
    add('[null]', () => [null]);
    add('21 items', () => Array.from({ length: 21 }, () => deepCopy(item)));
    add('5,000 items', () => Array.from({ length: 5000 }, () => deepCopy(item)));
    add('nested arrays', () => [[item]]);
  }
  if (types.includes('string')) {
    const valid = typeof current === 'string' && current.length > 0 ? current : 'text';
    const [firstLabel, first] = controlCharacters[(2 * ordinal) % controlCharacters.length]!;
    const [secondLabel, second] = controlCharacters[(2 * ordinal + 1) % controlCharacters.length]!;
    add('a NUL byte inside', () => withMiddle(valid, '\u0000'));
    add('only a NUL byte', () => '\u0000');
    add(`${firstLabel} inside`, () => withMiddle(valid, first));
    add(`${secondLabel} inside`, () => withMiddle(valid, second));
    add('100 KB string', () => 'a'.repeat(100 * kib));
    add('2 MB string', () => 'a'.repeat(2 * mib));
    add('empty string', () => '');
    add('whitespace only', () => ' \t ');
    add('SQL and HTML', () => `'; drop table users; -- <script>alert(1)</script>`);
    if (!types.includes('integer') && !types.includes('number')) add('a number instead of a string', () => 12345);
    add('true instead of a string', () => true);
    add('an object instead of a string', () => ({ value: valid }));
    add('an array instead of a string', () => [valid]);
    if (options) add('a value outside the enum', () => 'not-an-option');
    if (schema.format === 'date' || /date|dob|time|since/.test(name)) {
      add('impossible date 2024-02-30', () => '2024-02-30');
      add('year 0000', () => '0000-01-01');
      add('year 9999', () => '9999-12-31');
      add('month 13', () => '2024-13-01');
      add('DD-MM-YYYY 31-02-2024', () => '31-02-2024');
      add('DD-MM-YYYY 00-00-0000', () => '00-00-0000');
    }
  }
  if (types.includes('integer') || types.includes('number')) {
    add('a word instead of a number', () => 'abc');
    if (!types.includes('string')) add('a numeric string', () => '7');
    add('1.5', () => 1.5);
    add('-1', () => -1);
    add('0', () => 0);
    add('2147483648 (2^31)', () => 2147483648);
    add('9007199254740992 (2^53)', () => 9007199254740992);
    add('1e308', () => 1e308);
    add('-1e308', () => -1e308);
    add('1e999 (infinite)', () => new RawJson('1e999'));
    add('-0', () => new RawJson('-0'));
    add('1.0', () => new RawJson('1.0'));
    add('true instead of a number', () => true);
    add('an object instead of a number', () => ({}));
    add('a NUL byte instead of a number', () => '\u0000');
    if (options) add('a number outside the enum', () => 99);
  }
  if (types.includes('boolean')) {
    add('the string "true"', () => 'true');
    add('1 instead of a boolean', () => 1);
    add('a NUL byte instead of a boolean', () => '\u0000');
    add('an object instead of a boolean', () => ({}));
  }
  return mutations;
}

// ---------------------------------------------------------------------------------------------------------------
// Multipart bodies

type Part = { name: string; value: string | Buffer; fileName?: string; contentType?: string; extraHeaders?: string };

const boundary = 'FuzzBoundary7MA4YWxkTrZu0gW';

function multipartBytes(
  parts: Part[],
  {
    separator = boundary,
    lineEnd = '\r\n',
    close = true,
  }: { separator?: string; lineEnd?: string; close?: boolean } = {},
): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.fileName === undefined
        ? `Content-Disposition: form-data; name="${part.name}"`
        : `Content-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"`;
    const headers = [disposition];
    if (part.fileName !== undefined) headers.push(`Content-Type: ${part.contentType ?? 'application/octet-stream'}`);
    if (part.extraHeaders) headers.push(part.extraHeaders);
    chunks.push(Buffer.from(`--${separator}${lineEnd}${headers.join(lineEnd)}${lineEnd}${lineEnd}`));
    chunks.push(typeof part.value === 'string' ? Buffer.from(part.value) : part.value);
    chunks.push(Buffer.from(lineEnd));
  }
  if (close) chunks.push(Buffer.from(`--${separator}--${lineEnd}`));
  return Buffer.concat(chunks);
}

const multipartType = (separator = boundary) => `multipart/form-data; boundary=${separator}`;

/** First bytes of a type the field takes, so that only the size is wrong. */
function acceptedHeadFor(fieldName: string): Buffer {
  if (fieldName.includes('video')) return sampleFiles.mp4;
  if (/photo|image/.test(fieldName)) return sampleFiles.png;
  return sampleFiles.pdf;
}

// ---------------------------------------------------------------------------------------------------------------
// Cases

type Auth = 'jumper' | 'none' | { header: string };

type FuzzCase = {
  operation: Operation;
  /** What is wrong with the request, for the report. */
  malformation: string;
  method: string;
  /** Path and query, already percent-encoded. */
  target: string;
  headers: Record<string, string>;
  body?: () => Buffer;
  auth: Auth;
  /** A valid file under an odd name: a 2xx stores exactly one file, which the leftover count expects. */
  storesOneFileOnSuccess?: boolean;
};

type Fixtures = {
  mainKey: string;
  /** changePassword ends the user's other sessions, so it gets a jumper of its own. */
  passwordKey: string;
  /** signOut ends the session it is sent with, so it gets a session of its own. */
  signOutKey: string;
  /** Sign-in, one-time codes and password reset work on this account, which no other case signs in as. */
  publicEmail: string;
  /**
   * Rows that let cases get past the lookup of their id. One that could not be made is undefined, and its cases
   * name an unused id instead: the fuzz still runs, and its own requests to that create call show what is wrong.
   */
  jumperJobId: number | undefined;
  permanentJobId: number | undefined;
  workExperienceId: number | undefined;
  educationId: number | undefined;
  languageSkillId: number | undefined;
  adminLanguageId: number;
};

function realisticJsonBodies(fixtures: Fixtures): Record<string, unknown> {
  const languages = {
    language_skills_attributes: [{ admin_language_id: fixtures.adminLanguageId, spoken_level: 'advanced' }],
  };
  const application = {
    applied_job: { travel_time: '25 min', travel_distance: '12 km', knowledge_of_german: 'advanced' },
  };
  return {
    signIn: { user: { email: fixtures.publicEmail, password, login_type: 'email' } },
    register: {
      user: {
        gender: 1,
        first_name: 'Anna',
        last_name: 'Muster',
        pronounce: 'she/her',
        dob: '1994-03-12',
        country_code: '+41',
        mobile_number: '0791234567',
        email: 'fuzz.registration@example.ch',
        password,
        role: 'jumper',
        user_name: '',
      },
    },
    generateOtp: { user: { email: fixtures.publicEmail } },
    verifyOtp: { user: { email: fixtures.publicEmail, otp: '1234' } },
    resetPassword: {
      user: { email: fixtures.publicEmail, new_password: 'Fresh!Start42', password_confirmation: 'Fresh!Start42' },
    },
    changePassword: {
      user: { current_password: password, new_password: 'Fresh!Start42', new_password_confirmation: 'Fresh!Start42' },
    },
    updateAccountSetting: { user: { mobile_number: '0791234567' } },
    applyToJumperPosition: application,
    applyToPermanentJob: application,
    updateJumperProfile: { user: { jumper_description: 'Reliable and punctual.', ...languages } },
    updateSocialSecurityDetails: {
      jumper: {
        oasi_ahv_number: '756.9217.0769.85',
        marital_status: 1,
        bvg_contribution: true,
        is_responsible_for_child_maintenance: false,
        receive_unemployment_benefits: true,
        is_pension: 2,
        degree_of_disability: 40,
        bvg_contribution_pillar: 1,
      },
    },
    updatePersonalDetails: {
      jumper: {
        jumper_title: 1,
        jumper_pronounce: 'she/her',
        jumper_first_name: 'Anna',
        jumper_last_name: 'Muster',
        jumper_dob: '12-03-1994',
        jumper_sex: 1,
        jumper_address: 'Bahnhofstrasse 1',
        jumper_city: 'Zürich',
        jumper_plz: '8001',
        jumper_country: 'Switzerland',
        jumper_home_town: 'Winterthur',
        jumper_residence_permit: 'C',
        jumper_nationality: 'Swiss',
        jumper_maratial_status: 1,
        jumper_maratial_status_since: '2020',
        jumper_living_in_cohabilitation: 'Yes',
        jumper_language: 1,
        jumper_state: 'ZH',
      },
    },
    updateBankDetails: {
      jumper: {
        iban: 'CH93 0076 2011 6238 5295 7',
        bank_name: 'Zürcher Kantonalbank',
        account_holder_first_name: 'Anna',
        account_holder_last_name: 'Muster',
        address: 'Bahnhofstrasse 1',
        plz: '8001',
        city: 'Zürich',
      },
    },
    addLanguages: { jumper: languages },
    createJobProfile: { job_profile: { job_profile: 'Acute-care', experience: '7 years' } },
  };
}

const workExperienceForm = {
  company_name: 'Migros',
  job_title: 'Warehouse assistant',
  location: 'Zürich',
  employment: 'part_time',
  weekly_workload: '60',
  currently_working_on_role: 'false',
  work_exp_start_time: '2021-04-01',
  work_exp_end_time: '2023-09-30',
  responsibilities: 'Picking and packing',
  skill_ids: '1,2',
};
const educationForm = {
  school: 'ETH Zürich',
  degree: 'BSc Computer Science',
  location: 'Zürich',
  education_start_date: '2015-09-01',
  education_end_date: '2018-07-31',
  responsiblities_and_accomplishments: 'Thesis on scheduling',
  skill_ids: '1',
};
const prefixed = (root: string, fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).map(([name, value]) => [`${root}[${name}]`, value]));

/** Valid text fields of each multipart form, by their names in the contract. */
const realisticForms: Record<string, Record<string, string>> = {
  createWorkExperience: prefixed('work_experience', workExperienceForm),
  updateWorkExperience: prefixed('work_experience', workExperienceForm),
  createEducation: prefixed('education', educationForm),
  updateEducation: prefixed('education', educationForm),
  createJumperIdentification: { 'jumper_identification[document_type]': 'passport' },
  updateJumperProfile: { 'user[jumper_description]': 'Reliable and punctual.' },
};

/** The id each operation's path names when the id is not what is being broken. */
function baseIdOf(operation: Operation, fixtures: Fixtures): string {
  const seeded: Record<string, number | undefined> = {
    getJob: fixtures.jumperJobId,
    addNotInterested: fixtures.jumperJobId,
    applyToJumperPosition: fixtures.jumperJobId,
    applyToPermanentJob: fixtures.permanentJobId,
    updateWorkExperience: fixtures.workExperienceId,
    updateEducation: fixtures.educationId,
    getLanguageSkill: fixtures.languageSkillId,
  };
  // Deletes and the rest name a row that does not exist, so no case removes what another case reads.
  return String(seeded[operation.operationId] ?? unusedId);
}

function casesOf(operation: Operation, fixtures: Fixtures): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const pathParams = Object.entries(propertiesOf(operation.paramsSchema ?? {}));
  const queryParams = Object.entries(propertiesOf(operation.querySchema ?? {}));
  const baseParams = Object.fromEntries(
    pathParams.map(([name, schema]) => [
      name,
      typesOf(schema).includes('integer') ? baseIdOf(operation, fixtures) : 'k'.repeat(32),
    ]),
  );
  const pathWith = (params: Record<string, string>) =>
    operation.path.replaceAll(/\{(\w+)\}/g, (_match, name: string) => params[name] ?? '');
  const basePath = pathWith(baseParams);
  // getFile needs both to get past its first check; other queries are optional and left out.
  const baseQuery = operation.operationId === 'getFile' ? `expires=9999999999&signature=${'s'.repeat(43)}` : '';
  const targetOf = (pathname: string, query: string) => (query ? `${pathname}?${query}` : pathname);

  const jsonSchema = operation.requestBodies.get('application/json');
  const formSchema = operation.requestBodies.get('multipart/form-data');
  const jsonBase = jsonSchema
    ? conform(realisticJsonBodies(fixtures)[operation.operationId] ?? sampleOf(jsonSchema), jsonSchema)
    : undefined;
  const formFields = formSchema ? propertiesOf(formSchema) : {};
  const textFieldNames = Object.keys(formFields).filter((name) => !isFile(formFields[name]!));
  const fileFieldNames = Object.keys(formFields).filter((name) => isFile(formFields[name]!));
  const formRequired = formSchema ? requiredOf(formSchema) : [];
  const formBase: Record<string, string> = Object.fromEntries(
    textFieldNames
      .map((name): [string, string] => [
        name,
        realisticForms[operation.operationId]?.[name] ?? String(sampleOf(formFields[name]!)),
      ])
      .filter(([name]) => formRequired.includes(name) || name in (realisticForms[operation.operationId] ?? {})),
  );
  const formParts = (fields: Record<string, string>): Part[] =>
    Object.entries(fields).map(([name, value]) => ({ name, value }));

  // The valid request every case starts from.
  const baseHeaders: Record<string, string> = {};
  let baseBody: (() => Buffer) | undefined;
  if (jsonBase !== undefined) {
    baseHeaders['content-type'] = 'application/json';
    const text = toJson(jsonBase);
    baseBody = () => Buffer.from(text);
  } else if (formSchema) {
    baseHeaders['content-type'] = multipartType();
    baseBody = () => multipartBytes(formParts(formBase));
  }
  const baseAuth: Auth = operation.secured ? 'jumper' : 'none';

  const add = (malformation: string, change: Partial<Omit<FuzzCase, 'operation' | 'malformation'>> = {}) => {
    cases.push({
      operation,
      malformation,
      method: operation.method,
      target: targetOf(basePath, baseQuery),
      headers: { ...baseHeaders },
      body: baseBody,
      auth: baseAuth,
      ...change,
    });
  };
  const addJson = (malformation: string, body: () => string, contentType = 'application/json') =>
    add(malformation, { headers: { 'content-type': contentType }, body: () => Buffer.from(body()) });
  const addMultipart = (malformation: string, body: () => Buffer, contentType = multipartType()) =>
    add(malformation, { headers: { 'content-type': contentType }, body });

  // Authentication.
  if (operation.secured) {
    add('auth: no Authorization header', { auth: 'none' });
    add('auth: bogus key', { auth: { header: 'Bearer not-a-real-key' } });
    add('auth: Bearer with an empty key', { auth: { header: 'Bearer ' } });
    add('auth: Basic credentials', { auth: { header: `Basic ${Buffer.from('anna:secret').toString('base64')}` } });
    add('auth: valid key with trailing garbage', { auth: { header: 'Bearer <key>x' } });
    add('auth: the key twice', { auth: { header: 'Bearer <key> <key>' } });
    add('auth: lowercase scheme', { auth: { header: 'bearer <key>' } });
    add('auth: key of 12 KB', { auth: { header: `Bearer ${'a'.repeat(12 * kib)}` } });
    add('auth: Latin-1 bytes in the key', { auth: { header: 'Bearer \u00ff\u00fe\u00e9' } });
  } else {
    add('auth: bogus key on a public call', { auth: { header: 'Bearer not-a-real-key' } });
    add('auth: Basic credentials on a public call', { auth: { header: 'Basic YTpi' } });
  }

  // Method, path and headers around an otherwise valid request.
  add('method: one the path does not take', { method: operation.method === 'PATCH' ? 'PUT' : 'PATCH' });
  add('method: OPTIONS preflight from another origin', {
    method: 'OPTIONS',
    headers: { origin: 'https://evil.example', 'access-control-request-method': operation.method },
    body: undefined,
  });
  if (operation.method === 'GET') add('method: HEAD', { method: 'HEAD', body: undefined });
  add('path: trailing slash', { target: targetOf(`${basePath}/`, baseQuery) });
  add('path: NUL byte appended', { target: targetOf(`${basePath}%00`, baseQuery) });
  add('path: ;matrix parameter', { target: targetOf(`${basePath};x=1`, baseQuery) });
  add('path: encoded ../ appended', { target: targetOf(`${basePath}/..%2F..%2Fetc%2Fpasswd`, baseQuery) });
  add('path: doubled slash', { target: targetOf(basePath.replace('/api/', '/api//'), baseQuery) });
  add('header: Accept application/xml', { headers: { ...baseHeaders, accept: 'application/xml' } });
  add('header: Content-Encoding gzip on a body that is not gzip', {
    headers: {
      ...baseHeaders,
      'content-type': baseHeaders['content-type'] ?? 'application/json',
      'content-encoding': 'gzip',
    },
    body: baseBody ?? (() => Buffer.from('{}')),
  });
  add('header: X-HTTP-Method-Override DELETE', { headers: { ...baseHeaders, 'x-http-method-override': 'DELETE' } });
  add('header: cookie of 8 KB', { headers: { ...baseHeaders, cookie: `session=${'c'.repeat(8 * kib)}` } });
  add('header: X-Forwarded-For garbage', {
    headers: { ...baseHeaders, 'x-forwarded-for': 'not-an-ip, 999.1.1.1, ::zz' },
  });
  add('header: Accept-Language of 4 KB with bad weights', {
    headers: { ...baseHeaders, 'accept-language': 'de;q=abc,'.repeat(450) },
  });

  // Path parameters.
  for (const [name, schema] of pathParams) {
    const values: [string, string][] = typesOf(schema).includes('integer')
      ? badIds
      : [
          ['NUL byte', '%00'],
          ['NUL byte inside', 'ab%00cd'],
          ['control characters', '%01%1B%7F'],
          ['65 characters', 'k'.repeat(65)],
          ['10 KB', 'k'.repeat(10 * kib)],
          ['encoded ../', '..%2F..%2Fetc%2Fpasswd'],
          ['uppercase and dots', 'ABC.DEF'],
          ['invalid percent escape', '%zz'],
          ['invalid UTF-8 escape', '%FF%FE'],
          ['a word with spaces', 'a%20b'],
          ['emoji', encodeURIComponent('😀')],
          ['empty', ''],
        ];
    for (const [label, segment] of values) {
      add(`path ${name}: ${label}`, { target: targetOf(pathWith({ ...baseParams, [name]: segment }), baseQuery) });
    }
  }

  // Query parameters.
  const withQuery = (query: string) => targetOf(basePath, [baseQuery, query].filter(Boolean).join('&'));
  for (const [name, schema] of queryParams) {
    const types = typesOf(schema);
    const values: [string, string][] = [
      ['empty', ''],
      ['NUL byte', '%00'],
      ['NUL byte inside', 'a%00b'],
      ['control characters', '%01%1B%7F'],
      ['invalid percent escape', '%zz'],
      ['lone %', '%'],
      ['invalid UTF-8 escape', '%FF%FE'],
      ['10 KB', 'q'.repeat(10 * kib)],
    ];
    if (types.includes('integer')) {
      values.push(
        ['a word', 'abc'],
        ['0', '0'],
        ['-1', '-1'],
        ['1.5', '1.5'],
        ['2147483648 (2^31)', '2147483648'],
        ['9007199254740992 (2^53)', '9007199254740992'],
        ['1e308', '1e308'],
        ['400 digits', '9'.repeat(400)],
      );
    }
    if (types.includes('boolean')) values.push(['yes', 'yes'], ['2', '2'], ['TRUE', 'TRUE']);
    if (types.includes('string')) {
      values.push(
        ['201 characters', 'q'.repeat(201)],
        ['SQL wildcards', '%25_%27%22%5C'],
        ['line separator', '%E2%80%A8'],
      );
    }
    for (const [label, value] of values) add(`query ${name}: ${label}`, { target: withQuery(`${name}=${value}`) });
    add(`query ${name}: given twice`, { target: withQuery(`${name}=1&${name}=2`) });
    add(`query ${name}: bracketed`, { target: withQuery(`${name}[]=1`) });
  }
  add('query: unknown parameter', { target: withQuery('unexpected=1') });
  add('query: NUL byte as name and value', { target: withQuery('%00=%00') });
  add('query: __proto__ parameter', { target: withQuery('__proto__[polluted]=1&constructor[prototype][x]=1') });
  add('query: only separators', { target: withQuery('&&&=&') });
  add('query: lone %', { target: withQuery('a=%') });

  // A body where the operation takes none.
  if (!jsonSchema && !formSchema) {
    addJson('body: a JSON object where none is taken', () => '{"unexpected":true}');
    addJson('body: broken JSON where none is taken', () => '{"unexpected":');
    addJson('body: 2 MB of JSON where none is taken', () => `{"a":"${'a'.repeat(2 * mib)}"}`);
    addJson('body: content type JSON, empty body', () => '');
    addMultipart('body: garbage multipart where none is taken', () => garbage(2 * kib, 1));
    add('body: text with NUL bytes where none is taken', {
      headers: { 'content-type': 'text/plain' },
      body: () => Buffer.from('a\u0000b\u0000c'),
    });
  }

  // JSON bodies: the document as a whole, then every field.
  if (jsonSchema && jsonBase !== undefined) {
    const json = () => toJson(jsonBase);
    addJson('json: truncated', () => json().slice(0, Math.max(1, json().length >> 1)));
    addJson('json: a lone {', () => '{');
    addJson('json: trailing garbage', () => `${json()}}`);
    addJson('json: single quotes', () => json().replaceAll('"', "'"));
    addJson('json: a NUL byte outside strings', () => `\u0000${json()}`);
    addJson('json: lone surrogate outside strings', () => json().replace('{', '{\udc80'));
    add('json: invalid UTF-8 bytes (raw 0xFF)', {
      headers: { 'content-type': 'application/json' },
      body: () => Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xff, 0xfe, 0xc0]), Buffer.from('"}')]),
    });
    addJson('json: byte order mark before the document', () => `\ufeff${json()}`);
    addJson('json: empty body', () => '');
    addJson('json: only whitespace', () => '   \n ');
    addJson('json: an array', () => '[]');
    addJson('json: an array of the body', () => `[${json()}]`);
    addJson('json: null', () => 'null');
    addJson('json: a number', () => '42');
    addJson('json: a string', () => '"text"');
    addJson('json: true', () => 'true');
    addJson('json: an empty object', () => '{}');
    addJson('json: unknown top-level field', () => json().replace(/}$/, ',"unexpected_field":1}'));
    addJson('json: __proto__ key', () => json().replace('{', '{"__proto__":{"polluted":true},'));
    addJson('json: constructor.prototype key', () =>
      json().replace('{', '{"constructor":{"prototype":{"polluted":true}},'),
    );
    addJson('json: duplicate top-level key', () => json().replace(/}$/, `,${json().slice(1, -1).split(':')[0]}:1}`));
    addJson('json: nested 20,000 levels deep', () => `${'['.repeat(20_000)}${']'.repeat(20_000)}`);
    addJson('json: 2 MB body', () => `${' '.repeat(2 * mib)}${json()}`);
    addJson('json: number with 400 digits', () => json().replace(/}$/, `,"n":${'9'.repeat(400)}}`));
    add('json: sent as UTF-16', {
      headers: { 'content-type': 'application/json; charset=utf-16le' },
      body: () => Buffer.from(json(), 'utf16le'),
    });
    addJson('content type: text/plain', json, 'text/plain');
    addJson(
      'content type: application/x-www-form-urlencoded',
      () => 'user=a&user[email]=b',
      'application/x-www-form-urlencoded',
    );
    addJson('content type: application/xml', () => '<user><email>a</email></user>', 'application/xml');
    addJson('content type: application/json; charset=latin1', json, 'application/json; charset=latin1');
    addJson('content type: application/vnd.api+json', json, 'application/vnd.api+json');
    addJson('content type: garbage', json, 'not a type/at all;;;');
    add('content type: none', { headers: {} });
    if (!formSchema)
      addMultipart('content type: multipart for a JSON-only call', () =>
        multipartBytes([{ name: 'user', value: json() }]),
      );

    for (const [ordinal, node] of nodesOf(jsonSchema).entries()) {
      const current = valueAt(jsonBase, node.at);
      const name = String(node.at.findLast((step) => typeof step === 'string') ?? '');
      for (const [label, value] of jsonMutations(node.schema, current, node.required, ordinal, name)) {
        addJson(`json ${describeAt(node.at)}: ${label}`, () => toJson(replaceAt(jsonBase, node.at, value())));
      }
    }
  }

  // Multipart bodies: the form as a whole, then every text field, then every file field.
  if (formSchema) {
    const base = () => multipartBytes(formParts(formBase));
    const exePart = (name: string): Part => ({
      name,
      value: sampleFiles.exe,
      fileName: 'file.pdf',
      contentType: 'application/pdf',
    });
    const someFile = fileFieldNames[0];
    const withFile = () => multipartBytes([...formParts(formBase), ...(someFile ? [exePart(someFile)] : [])]);
    addMultipart('multipart: boundary in the header differs from the body', base, multipartType('OtherBoundary'));
    addMultipart('multipart: no boundary parameter', base, 'multipart/form-data');
    addMultipart('multipart: empty boundary parameter', base, 'multipart/form-data; boundary=');
    addMultipart(
      'multipart: boundary of 200 characters',
      () => multipartBytes(formParts(formBase), { separator: 'b'.repeat(200) }),
      multipartType('b'.repeat(200)),
    );
    addMultipart('multipart: empty body', () => Buffer.alloc(0));
    addMultipart('multipart: only the closing boundary', () => Buffer.from(`--${boundary}--\r\n`));
    addMultipart('multipart: 4 KB of garbage', () => garbage(4 * kib, 2));
    addMultipart('multipart: garbage after a valid start', () =>
      Buffer.concat([base().subarray(0, 60), garbage(2 * kib, 3)]),
    );
    addMultipart('multipart: truncated inside a part', () => {
      const whole = withFile();
      return whole.subarray(0, Math.floor(whole.length * 0.6));
    });
    addMultipart('multipart: truncated inside the part headers', () =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-da`),
    );
    addMultipart('multipart: no closing boundary', () => multipartBytes(formParts(formBase), { close: false }));
    addMultipart('multipart: LF line endings', () => multipartBytes(formParts(formBase), { lineEnd: '\n' }));
    addMultipart('multipart: part without Content-Disposition', () =>
      Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Type: text/plain\r\n\r\nvalue\r\n`), base()]),
    );
    addMultipart('multipart: part without a name', () =>
      Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data\r\n\r\nvalue\r\n`), base()]),
    );
    addMultipart('multipart: part header of 100 KB', () =>
      multipartBytes([
        { name: textFieldNames[0] ?? 'x', value: 'v', extraHeaders: `X-Padding: ${'p'.repeat(100 * kib)}` },
      ]),
    );
    addMultipart('multipart: preamble of 100 KB', () =>
      Buffer.concat([Buffer.from('p'.repeat(100 * kib) + '\r\n'), base()]),
    );
    addMultipart('multipart: 2,000 parts', () =>
      multipartBytes(Array.from({ length: 2000 }, () => ({ name: textFieldNames[0] ?? 'x', value: 'v' }))),
    );
    addMultipart('multipart: 5 files', () =>
      multipartBytes(
        Array.from({ length: 5 }, (_unused, index) =>
          exePart(fileFieldNames[index % Math.max(1, fileFieldNames.length)] ?? 'file'),
        ),
      ),
    );
    addMultipart('multipart: unknown text field', () =>
      multipartBytes([...formParts(formBase), { name: 'unexpected[field]', value: 'x' }]),
    );
    addMultipart('multipart: unknown file field', () =>
      multipartBytes([...formParts(formBase), exePart('unexpected[file]')]),
    );
    addMultipart('multipart: field named __proto__', () =>
      multipartBytes([...formParts(formBase), { name: '__proto__', value: 'x' }]),
    );
    addMultipart('multipart: field named constructor[prototype]', () =>
      multipartBytes([...formParts(formBase), { name: 'constructor[prototype]', value: 'x' }]),
    );
    addMultipart('multipart: field name with a NUL byte', () =>
      multipartBytes([...formParts(formBase), { name: 'a\u0000b', value: 'x' }]),
    );
    addMultipart('multipart: field name of 10 KB', () =>
      multipartBytes([...formParts(formBase), { name: 'n'.repeat(10 * kib), value: 'x' }]),
    );
    addMultipart('multipart: every field empty', () =>
      multipartBytes(formParts(Object.fromEntries(textFieldNames.map((name) => [name, ''])))),
    );
    addMultipart('multipart: part with Content-Transfer-Encoding base64', () =>
      multipartBytes(
        formParts(formBase).map((part) => ({ ...part, extraHeaders: 'Content-Transfer-Encoding: base64' })),
      ),
    );
    addJson('content type: JSON to a form', () => JSON.stringify(formBase), 'application/json; charset=utf-8');
    addJson(
      'content type: application/x-www-form-urlencoded to a form',
      () => new URLSearchParams(formBase).toString(),
      'application/x-www-form-urlencoded',
    );
    addJson('content type: text/plain to a form', () => 'a=b', 'text/plain');
    addMultipart('content type: multipart/mixed', base, `multipart/mixed; boundary=${boundary}`);

    for (const [ordinal, name] of textFieldNames.entries()) {
      const schema = formFields[name]!;
      const valid = formBase[name] ?? String(sampleOf(schema));
      const withField = (value: string | Buffer) => () =>
        multipartBytes([...formParts(formBase).filter((part) => part.name !== name), { name, value }]);
      const [firstLabel, first] = controlCharacters[(2 * ordinal) % controlCharacters.length]!;
      const [secondLabel, second] = controlCharacters[(2 * ordinal + 1) % controlCharacters.length]!;
      addMultipart(`multipart ${name}: a NUL byte inside`, withField(withMiddle(valid, '\u0000')));
      addMultipart(`multipart ${name}: only a NUL byte`, withField('\u0000'));
      addMultipart(`multipart ${name}: ${firstLabel} inside`, withField(withMiddle(valid, first)));
      addMultipart(`multipart ${name}: ${secondLabel} inside`, withField(withMiddle(valid, second)));
      addMultipart(`multipart ${name}: invalid UTF-8 bytes`, withField(Buffer.from([0x61, 0xff, 0xfe, 0xc0, 0x62])));
      addMultipart(`multipart ${name}: 100 KB`, () => withField('a'.repeat(100 * kib))());
      addMultipart(`multipart ${name}: 2 MB`, () => withField('a'.repeat(2 * mib))());
      addMultipart(`multipart ${name}: empty`, withField(''));
      addMultipart(`multipart ${name}: given twice`, () =>
        multipartBytes([...formParts(formBase), { name, value: valid }]),
      );
      addMultipart(`multipart ${name}: a file instead of text`, () =>
        multipartBytes([
          ...formParts(formBase).filter((part) => part.name !== name),
          { name, value: Buffer.from(valid), fileName: 'value.txt', contentType: 'text/plain' },
        ]),
      );
      if (enumOf(schema)) addMultipart(`multipart ${name}: a value outside the enum`, withField('not-an-option'));
      if (schema.format === 'date' || /date|time/.test(name)) {
        addMultipart(`multipart ${name}: impossible date 2024-02-30`, withField('2024-02-30'));
        addMultipart(`multipart ${name}: year 0000`, withField('0000-01-01'));
        addMultipart(`multipart ${name}: year 9999`, withField('9999-12-31'));
        addMultipart(`multipart ${name}: month 13`, withField('2024-13-01'));
      }
      if (typeof schema.pattern === 'string') {
        addMultipart(`multipart ${name}: ids beyond 2^31`, withField('2147483648,9007199254740993'));
        addMultipart(`multipart ${name}: 400 digits`, withField('9'.repeat(400)));
      }
      if (formRequired.includes(name)) {
        addMultipart(`multipart ${name}: missing`, () =>
          multipartBytes(formParts(formBase).filter((part) => part.name !== name)),
        );
      }
    }

    for (const name of fileFieldNames) {
      const withFilePart = (part: Omit<Part, 'name'>) => () =>
        multipartBytes([...formParts(formBase), { name, ...part }]);
      addMultipart(
        `multipart ${name}: an executable named .pdf`,
        withFilePart({ value: sampleFiles.exe, fileName: 'file.pdf', contentType: 'application/pdf' }),
      );
      addMultipart(
        `multipart ${name}: a zip that is not DOCX`,
        withFilePart({ value: sampleFiles.plainZip, fileName: 'file.docx' }),
      );
      addMultipart(`multipart ${name}: an empty file`, withFilePart({ value: Buffer.alloc(0), fileName: 'empty.pdf' }));
      addMultipart(
        `multipart ${name}: plain text`,
        withFilePart({ value: Buffer.from('just text\n'), fileName: 'notes.txt', contentType: 'text/plain' }),
      );
      addMultipart(
        `multipart ${name}: 3 bytes of a PDF header`,
        withFilePart({ value: Buffer.from('%PD'), fileName: 'short.pdf' }),
      );
      addMultipart(
        `multipart ${name}: wrong type, NUL byte in the file name`,
        withFilePart({ value: sampleFiles.exe, fileName: 'a\u0000b.pdf' }),
      );
      addMultipart(
        `multipart ${name}: wrong type, file name of 10 KB`,
        withFilePart({ value: sampleFiles.exe, fileName: `${'n'.repeat(10 * kib)}.pdf` }),
      );
      addMultipart(
        `multipart ${name}: wrong type, file name ../../etc/passwd`,
        withFilePart({ value: sampleFiles.exe, fileName: '../../etc/passwd' }),
      );
      addMultipart(`multipart ${name}: text instead of a file`, withFilePart({ value: 'not a file' }));
      addMultipart(`multipart ${name}: the file twice, the second of the wrong type`, () =>
        multipartBytes([
          ...formParts(formBase),
          { name, value: sampleFiles.exe, fileName: 'a.pdf' },
          { name, value: sampleFiles.exe, fileName: 'b.pdf' },
        ]),
      );
      if (formRequired.includes(name)) {
        addMultipart(`multipart ${name}: missing`, base);
      }
    }
  }

  // Files of an accepted type and over 20 MB: each sends 20 MB, so only these few operations get one.
  const oversized: Record<string, string> = {
    uploadCv: 'jumper[upload_cv]',
    createCertificateDocument: 'certificate_document[file]',
    updateJumperProfile: 'user[profile_photo]',
    createJumperIdentification: 'jumper_identification[front_image]',
  };
  const oversizedField = oversized[operation.operationId];
  if (oversizedField && fileFieldNames.includes(oversizedField)) {
    addMultipart(`multipart ${oversizedField}: accepted type, 20 MB + 1 byte`, () =>
      multipartBytes([
        ...formParts(formBase),
        { name: oversizedField, value: overUploadLimit(acceptedHeadFor(oversizedField)), fileName: 'big.bin' },
      ]),
    );
  }

  // Valid files under odd names: stored when the server takes them, and counted for the leftover check.
  const oddNames: Record<string, string> = {
    createCertificateDocument: 'certificate_document[file]',
    createEmploymentReference: 'employment_reference[file]',
  };
  const oddNameField = oddNames[operation.operationId];
  if (oddNameField && fileFieldNames.includes(oddNameField)) {
    for (const [label, fileName] of [
      ['NUL byte in the file name', 'cert\u0000ificate.pdf'],
      ['file name of 10 KB', `${'n'.repeat(10 * kib)}.pdf`],
      ['file name ../../etc/passwd.pdf', '../../etc/passwd.pdf'],
      ['control characters in the file name', 'a\u0001\u001b\u007fb.pdf'],
    ] as const) {
      cases.push({
        operation,
        malformation: `multipart ${oddNameField}: a valid PDF, ${label}`,
        method: operation.method,
        target: targetOf(basePath, baseQuery),
        headers: { 'content-type': multipartType() },
        body: () =>
          multipartBytes([{ name: oddNameField, value: sampleFiles.pdf, fileName, contentType: 'application/pdf' }]),
        auth: baseAuth,
        storesOneFileOnSuccess: true,
      });
    }
  }

  return cases;
}

// ---------------------------------------------------------------------------------------------------------------
// Sending

type Outcome =
  { kind: 'answered'; status: number; body: string } | { kind: 'hung' } | { kind: 'no answer'; error: string };

/** `serverError`: what the server's own error hook saw, since a 500 keeps its cause out of the answer. */
type Result = { fuzzCase: FuzzCase; outcome: Outcome; serverError: string | undefined };

/** Each request names its case in this header, so that the server's error hook can tell which case failed. */
const caseHeader = 'x-fuzz-case';

function keyFor(operation: Operation, fixtures: Fixtures) {
  if (operation.operationId === 'changePassword') return fixtures.passwordKey;
  if (operation.operationId === 'signOut') return fixtures.signOutKey;
  return fixtures.mainKey;
}

function send(baseUrl: URL, fuzzCase: FuzzCase, fixtures: Fixtures, caseNumber: number): Promise<Outcome> {
  const key = keyFor(fuzzCase.operation, fixtures);
  const headers: Record<string, string> = { ...fuzzCase.headers, [caseHeader]: String(caseNumber) };
  if (fuzzCase.auth === 'jumper') headers.authorization = `Bearer ${key}`;
  else if (fuzzCase.auth !== 'none') headers.authorization = fuzzCase.auth.header.replaceAll('<key>', key);
  const body = fuzzCase.body?.();
  if (body !== undefined) headers['content-length'] = String(body.length);
  const signal = AbortSignal.timeout(requestTimeoutMs);
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    // A connection per request: a request that breaks its connection must not break the next one's.
    const request = http.request(
      {
        host: baseUrl.hostname,
        port: baseUrl.port,
        method: fuzzCase.method,
        path: fuzzCase.target,
        headers,
        agent: false,
        signal,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        response.on('data', (chunk: Buffer) => {
          if (kept >= 4 * kib) return;
          chunks.push(chunk);
          kept += chunk.length;
        });
        const answered = () =>
          finish({ kind: 'answered', status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
        response.on('end', answered);
        // The status arrived; a body cut short afterwards does not change what the server answered.
        response.on('error', () => (signal.aborted ? finish({ kind: 'hung' }) : answered()));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) =>
      finish(signal.aborted ? { kind: 'hung' } : { kind: 'no answer', error: error.code ?? error.message }),
    );
    request.end(body);
  });
}

/** Sends the cases, `concurrency` at a time, in order; case numbers continue from `firstNumber`. */
async function runAll(
  baseUrl: URL,
  cases: FuzzCase[],
  fixtures: Fixtures,
  serverErrors: Map<number, string>,
  firstNumber = 0,
): Promise<Result[]> {
  const outcomes: Outcome[] = new Array(cases.length);
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const index = next++;
      outcomes[index] = await send(baseUrl, cases[index]!, fixtures, firstNumber + index);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return cases.map((fuzzCase, index) => ({
    fuzzCase,
    outcome: outcomes[index]!,
    serverError: serverErrors.get(firstNumber + index),
  }));
}

// ---------------------------------------------------------------------------------------------------------------
// Reporting

type ServerError = Error & { code?: unknown; cause?: unknown };

/** The error and what caused it (a failed query's cause is what PostgreSQL said), without the SQL and values. */
function describeServerError(error: ServerError): string {
  const named = (item: ServerError) =>
    `${item.name}${typeof item.code === 'string' ? ` ${item.code}` : ''}: ${item.message.startsWith('Failed query:') ? 'Failed query' : item.message}`;
  const cause = error.cause instanceof Error ? (error.cause as ServerError) : undefined;
  return cause ? `${named(error)} ← ${named(cause)}` : named(error);
}

function errorTextOf(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: unknown };
    if (typeof parsed.error === 'string') return parsed.error;
  } catch {
    // Not JSON: the text itself is the clue.
  }
  return body;
}

/** One line per cause: the error without the values that differ between requests. */
function causeOf({ outcome, serverError }: Pick<Result, 'outcome' | 'serverError'>): string {
  if (outcome.kind === 'hung') return `no answer within ${requestTimeoutMs / 1000} s`;
  if (outcome.kind === 'no answer') return `connection closed without an answer (${outcome.error})`;
  const text = (serverError ?? errorTextOf(outcome.body))
    .replaceAll(/"[^"]{40,}"/g, '"…"')
    .replaceAll(/\b\d{6,}\b/g, 'N')
    .replaceAll(/\s+/g, ' ')
    .trim();
  return `${outcome.status} ${text.slice(0, 200)}`;
}

const compact = (text: string, length: number) => JSON.stringify(text.slice(0, length)).slice(1, -1);

function describeResult({ fuzzCase, outcome }: Result): string {
  const { operationId, method, path: pathName } = fuzzCase.operation;
  const answer =
    outcome.kind === 'answered'
      ? `${outcome.status} ${compact(outcome.body, 200)}`
      : causeOf({ outcome, serverError: undefined });
  return `    ${operationId} (${method} ${pathName}) · ${compact(fuzzCase.malformation, 120)} → ${answer}`;
}

function report(offending: Result[], leftovers: string[]): string {
  const groups = new Map<string, Result[]>();
  for (const result of offending) {
    const cause = causeOf(result);
    groups.set(cause, [...(groups.get(cause) ?? []), result]);
  }
  const sections = [...groups.entries()]
    .sort(([, a], [, b]) => b.length - a.length)
    .map(([cause, results]) => {
      const operations = [...new Set(results.map((result) => result.fuzzCase.operation.operationId))];
      return [
        `  ${cause}`,
        `    ${results.length} request(s) over ${operations.length} operation(s): ${operations.join(', ')}`,
        ...results.map(describeResult),
      ].join('\n');
    });
  if (leftovers.length > 0) sections.push(`  files left behind:\n${leftovers.map((file) => `    ${file}`).join('\n')}`);
  return sections.join('\n\n');
}

/**
 * What an answered failure lacks for a client to word it: its code, or the codes of its per-field messages. Only
 * the first 4 KiB of a body are kept: a longer one must at least name its code there. An answer to HEAD has no body.
 */
function uncoded({ fuzzCase, outcome }: Pick<Result, 'fuzzCase' | 'outcome'>): string[] {
  if (outcome.kind !== 'answered' || outcome.status < 400 || fuzzCase.method === 'HEAD') return [];
  try {
    return missingCodes(JSON.parse(outcome.body));
  } catch {
    return outcome.body.length >= 4 * kib && /^\{"error":"(?:[^"\\]|\\.)*","code":"[a-z_]+"/.test(outcome.body)
      ? []
      : ['no code (the body is not JSON)'];
  }
}

function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

// ---------------------------------------------------------------------------------------------------------------

describe('fuzz of every operation of openapi.yaml', () => {
  const contract = loadContract();
  const operations = [...contract.operations.values()];
  const workDir = mkdtempSync(path.join(tmpdir(), 'jumpers-fuzz-'));
  const uploadsDir = path.join(workDir, 'uploads');
  const uploadTempDir = path.join(workDir, 'incoming');
  const serverErrors = new Map<number, string>();
  let server: TestServer;
  let fixtures: Fixtures;
  let cases: FuzzCase[];
  let quietMail: MockInstance<typeof console.log> | undefined;

  beforeAll(async () => {
    // Every one-time code the fuzz asks for is printed as a mail, which would bury the report; the mailer takes
    // console.log when the server starts, so the filter goes in first.
    const printLog = console.log;
    quietMail = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
      if (!(typeof args[0] === 'string' && args[0].startsWith('\n  Mail to '))) printLog(...args);
    });
    // High enough that the fuzz reaches the handlers rather than the limiter.
    const rateLimits = Object.fromEntries(
      Object.entries(defaultRateLimits).map(([name, rule]) => [name, { ...rule, limit: 1_000_000 }]),
    ) as RateLimits;
    server = await startTestServer({
      storage: diskStorage(uploadsDir),
      uploadTempDir,
      rateLimits,
      uploadLimits: { uploadsPerAccount: { limit: 1_000_000, windowSeconds: 3600 } },
      mail: { outboxDir: path.join(workDir, 'outbox') },
      // A 500 answers without its cause; the report needs it, so the cause is taken where the server sees it.
      addRoutes: (instance) => {
        instance.addHook('onError', async (request, _reply, error) => {
          const caseNumber = request.headers[caseHeader];
          if (typeof caseNumber === 'string') serverErrors.set(Number(caseNumber), describeServerError(error));
        });
      },
    });
    const api = (pathname: string, key: string, init: RequestInit = {}) =>
      fetch(`${server.url}/api/v1${pathname}`, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${key}` },
      });
    const main = await registerJumper(server.url, { email: 'fuzz.main@example.ch' });
    const passwordOwner = await registerJumper(server.url, { email: 'fuzz.password@example.ch' });
    const publicOwner = await registerJumper(server.url, { email: 'fuzz.public@example.ch' });
    const signIn = await fetch(`${server.url}/api/v1/user/sign_in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: { email: main.email, password: main.password, login_type: 'email' } }),
    });
    const signOutKey = ((await signIn.json()) as { authentication_key: string }).authentication_key;

    const [jumperJobId, permanentJobId] = await publishJobs(server.database.db, [
      jobInput({ title: 'Fuzz forklift driver' }),
      jobInput({
        kind: 'permanent',
        title: 'Fuzz nurse',
        payFromChf: 6800,
        payToChf: 8200,
        payPeriod: 'month',
        startDate: '2027-02-01',
      }),
    ]);
    const createForm = async (pathname: string, fields: Record<string, string>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      const response = await api(pathname, main.key, { method: 'POST', body: form });
      if (response.status !== 201) return undefined;
      return ((await response.json()) as { data: { id: number } }).data.id;
    };
    const workExperienceId = await createForm('/work_experiences', realisticForms.createWorkExperience!);
    const educationId = await createForm('/educations', realisticForms.createEducation!);
    const languages = (await (await api('/admin_languages', main.key)).json()) as { data: { id: number }[] };
    const adminLanguageId = languages.data[0]?.id ?? 1;
    const added = await api('/jumper_profile/add_language', main.key, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jumper: { language_skills_attributes: [{ admin_language_id: adminLanguageId }] } }),
    });
    const languageSkillId =
      added.status === 201 ? ((await added.json()) as { data: { id: number }[] }).data[0]?.id : undefined;

    fixtures = {
      mainKey: main.key,
      passwordKey: passwordOwner.key,
      signOutKey,
      publicEmail: publicOwner.email,
      jumperJobId,
      permanentJobId,
      workExperienceId,
      educationId,
      languageSkillId,
      adminLanguageId,
    };
    cases = operations.flatMap((operation) => casesOf(operation, fixtures));
  }, 120_000);

  afterAll(async () => {
    quietMail?.mockRestore();
    if (server) {
      const closing = server.close();
      // A connection some case left open must not hold the close for the keep-alive timeout.
      server.server.server.closeAllConnections();
      await closing;
    }
    rmSync(workDir, { recursive: true, force: true });
  });

  it(`sends at least ${minimumCasesPerOperation} malformed requests to every operation`, () => {
    const counts = new Map(operations.map((operation) => [operation.operationId, 0]));
    for (const { operation } of cases) counts.set(operation.operationId, counts.get(operation.operationId)! + 1);
    const thin = [...counts].filter(([, count]) => count < minimumCasesPerOperation);
    expect(thin).toEqual([]);
  });

  it('answers every malformed request with a 4xx carrying its codes, hangs on none and leaves no file behind', async () => {
    const started = performance.now();
    const baseUrl = new URL(server.url);
    // Deletes go last: an id the server reads leniently ('+1' as 1) removes a row, and with it a file, that
    // other cases use. The valid files under odd names go after everything, so that no delete can remove one
    // and the stored files can be counted exactly.
    const isDelete = (fuzzCase: FuzzCase) => fuzzCase.operation.method === 'DELETE';
    const fuzzing = cases.filter((fuzzCase) => !fuzzCase.storesOneFileOnSuccess);
    const ordered = [...fuzzing.filter((fuzzCase) => !isDelete(fuzzCase)), ...fuzzing.filter(isDelete)];
    const storing = cases.filter((fuzzCase) => fuzzCase.storesOneFileOnSuccess);
    const results = [
      ...(await runAll(baseUrl, ordered, fixtures, serverErrors)),
      ...(await runAll(baseUrl, storing, fixtures, serverErrors, ordered.length)),
    ];

    const offending = results.filter(({ outcome }) => outcome.kind !== 'answered' || outcome.status >= 500);
    // Every refusal must say what went wrong by its code, or a client can word it only in the server's English.
    const withoutCodes = results
      .filter((result) => uncoded(result).length > 0)
      .map((result) => `${uncoded(result).join(', ')}:\n${describeResult(result)}`);
    const expectedFiles = results.filter(
      ({ fuzzCase, outcome }) =>
        fuzzCase.storesOneFileOnSuccess && outcome.kind === 'answered' && outcome.status >= 200 && outcome.status < 300,
    ).length;
    // A refusal may answer before its cleanup has finished; give it a moment before counting what is left.
    let leftovers: string[] = [];
    let filesLeft = 0;
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const incoming = filesUnder(uploadTempDir);
      const stored = filesUnder(uploadsDir);
      const finished = stored.filter((file) => !path.basename(file).includes('.'));
      const notes = stored.filter((file) => path.basename(file).endsWith('.type'));
      const partial = stored.filter((file) => path.basename(file).endsWith('.partial'));
      filesLeft = incoming.length + partial.length + Math.abs(finished.length - expectedFiles);
      leftovers = [
        ...incoming.map((file) => `upload temp folder: ${path.relative(workDir, file)}`),
        ...partial.map((file) => `uploads folder, never finished: ${path.relative(workDir, file)}`),
        ...(finished.length !== expectedFiles || notes.length !== expectedFiles
          ? [
              `uploads folder: ${finished.length} file(s) and ${notes.length} type note(s), expected ${expectedFiles} ` +
                `of each (one per valid PDF under an odd name answered 2xx): ` +
                stored.map((file) => path.basename(file)).join(', '),
            ]
          : []),
      ];
      if (leftovers.length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    let healthProblem = '';
    try {
      const health = await fetch(`${server.url}/api/v1/health`, { signal: AbortSignal.timeout(requestTimeoutMs) });
      if (health.status !== 200) healthProblem = `${health.status} ${compact(await health.text(), 200)}`;
    } catch (error) {
      healthProblem = `no answer: ${(error as Error).message}`;
    }

    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const perOperation = operations.map(({ operationId }) =>
      results.reduce((count, { fuzzCase }) => count + (fuzzCase.operation.operationId === operationId ? 1 : 0), 0),
    );
    const answered5xx = offending.filter(({ outcome }) => outcome.kind === 'answered').length;
    const hung = offending.length - answered5xx;
    console.log(
      `fuzz: ${results.length.toLocaleString('en-US')} requests over ${operations.length} operations ` +
        `(${Math.min(...perOperation)} to ${Math.max(...perOperation)} each) in ${seconds} s: ` +
        `${answered5xx} answered 5xx, ${hung} hung or unanswered, ${filesLeft} files left`,
    );

    const problems = report(offending, leftovers);
    if (problems || healthProblem || withoutCodes.length > 0) {
      expect.fail(
        `${answered5xx} of ${results.length} malformed requests answered 5xx, ${hung} got no answer, ` +
          `${filesLeft} file(s) left behind, ${withoutCodes.length} answered without their codes; grouped by cause ` +
          `(status and the server's error):\n\n` +
          `${problems}${healthProblem ? `\n\n  GET /api/v1/health afterwards: ${healthProblem}` : ''}` +
          (withoutCodes.length > 0
            ? `\n\n  answered without their codes:\n${withoutCodes.slice(0, 50).join('\n')}`
            : ''),
      );
    }
  }, 300_000);
});
