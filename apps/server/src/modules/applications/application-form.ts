import { APPLICATION_MESSAGES, RESUME_MAX_BYTES, applicantPayloadSchema } from '@kairox/contract';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/errors.js';
import type { ApplicationSubmission, ResumeUpload } from './applications.service.js';
import { APPLICANT_PART_MAX_BYTES, formParts, readFilePart, skipFilePart } from './multipart.js';

/** The form of POST /api/applications/applications as sent, before its rules are checked. */
interface ReceivedForm {
  applicant: unknown;
  cv: ResumeUpload | null;
}

function parseApplicantText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(APPLICATION_MESSAGES.invalidApplicant);
  }
}

/** Reads the `applicant` part (a JSON field, or a JSON blob) and the `cv` file, in either order. */
async function receiveForm(request: FastifyRequest): Promise<ReceivedForm> {
  const form: ReceivedForm = { applicant: undefined, cv: null };
  for await (const part of formParts(request, {
    files: 3,
    fields: 20,
    parts: 30,
    fileSize: RESUME_MAX_BYTES,
    fieldSize: APPLICANT_PART_MAX_BYTES,
  })) {
    if (part.type === 'field') {
      if (part.fieldname === 'applicant' && form.applicant === undefined) {
        if (part.valueTruncated) throw badRequest(APPLICATION_MESSAGES.invalidApplicant);
        form.applicant = typeof part.value === 'string' ? parseApplicantText(part.value) : part.value;
      }
      continue;
    }
    if (part.fieldname === 'cv' && !form.cv) {
      const { bytes, truncated } = await readFilePart(part);
      form.cv = { bytes, truncated, fileName: part.filename };
    } else if (part.fieldname === 'applicant' && form.applicant === undefined) {
      const { bytes } = await readFilePart(part);
      if (bytes.length > APPLICANT_PART_MAX_BYTES) throw badRequest(APPLICATION_MESSAGES.invalidApplicant);
      form.applicant = parseApplicantText(bytes.toString('utf8'));
    } else {
      await skipFilePart(part);
    }
  }
  return form;
}

/**
 * The applicant's fields and the resume, or 400 naming the first problem. A missing resume reads
 * 'required' even when the email is also bad, so an empty form gets the one message for both.
 */
function checkForm({ applicant, cv }: ReceivedForm): ApplicationSubmission {
  if (applicant !== undefined && (typeof applicant !== 'object' || applicant === null || Array.isArray(applicant))) {
    throw badRequest(APPLICATION_MESSAGES.invalidApplicant);
  }
  const parsed = applicantPayloadSchema.safeParse(applicant ?? {});
  const cvMissing = !cv || (cv.bytes.length === 0 && !cv.fileName);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? APPLICATION_MESSAGES.required;
    throw badRequest(cvMissing && message === APPLICATION_MESSAGES.invalidEmail ? APPLICATION_MESSAGES.required : message);
  }
  if (cvMissing) throw badRequest(APPLICATION_MESSAGES.required);
  return { applicant: parsed.data, cv };
}

/** Reads and checks the multipart form of POST /api/applications/applications. */
export async function readApplicationForm(request: FastifyRequest): Promise<ApplicationSubmission> {
  return checkForm(await receiveForm(request));
}
