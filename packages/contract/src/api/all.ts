import { adminEndpoints } from './admin.js';
import { applicationEndpoints } from './applications.js';
import { authEndpoints } from './auth.js';
import { candidateEmailEndpoints } from './candidate-emails.js';
import { dataRightsEndpoints } from './data-rights.js';
import { careersEndpoints } from './careers.js';
import { duplicateEndpoints } from './duplicates.js';
import type { EndpointDefinition } from './endpoint.js';
import { interviewEndpoints } from './interviews.js';
import { jobEndpoints } from './jobs.js';
import { noteEndpoints } from './notes.js';
import { organizationEndpoints } from './organizations.js';
import { schedulingEndpoints } from './scheduling.js';
import { screeningEndpoints } from './screening.js';
import { userEndpoints } from './users.js';

/** Every call of the API, by group: the server registers exactly these (app.test.ts checks it). */
export const API_ENDPOINTS: Record<string, Record<string, EndpointDefinition>> = {
  auth: authEndpoints,
  organizations: organizationEndpoints,
  users: userEndpoints,
  jobs: jobEndpoints,
  applications: applicationEndpoints,
  duplicates: duplicateEndpoints,
  notes: noteEndpoints,
  screening: screeningEndpoints,
  interviews: interviewEndpoints,
  admin: adminEndpoints,
  candidateEmails: candidateEmailEndpoints,
  dataRights: dataRightsEndpoints,
  careers: careersEndpoints,
  scheduling: schedulingEndpoints,
};
