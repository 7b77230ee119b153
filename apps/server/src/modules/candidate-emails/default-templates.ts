import type { CandidateEmailTemplate, EmailLanguage } from '@kairox/contract';

interface TemplateText {
  subject: string;
  body: string;
}

/**
 * The emails every organisation starts with, in English and German; an organisation's saved
 * version replaces one (email_templates) until it is reset. The data-rights footer is not part of
 * a template: it is added to every email when rendered, so no edit can remove it.
 */
export const DEFAULT_EMAIL_TEMPLATES: Record<EmailLanguage, Record<CandidateEmailTemplate, TemplateText>> = {
  en: {
    APPLICATION_RECEIVED: {
      subject: 'We received your application for {{jobTitle}}',
      body: `Dear {{candidateName}},

thank you for applying for the position of {{jobTitle}} at {{company}}. We have received your application and will review it carefully.

We will let you know by email as soon as there is news.

Kind regards,
{{company}}`,
    },
    INVITED_TO_AI_SCREENING: {
      subject: 'Next step for {{jobTitle}}: your AI screening interview',
      body: `Dear {{candidateName}},

thank you for your interest in the position of {{jobTitle}} at {{company}}. We would like to invite you to the next step: a short AI screening interview. You will receive the details for joining it separately.

An AI assists this step; a person at {{company}} makes every decision about your application.

Kind regards,
{{company}}`,
    },
    REINVITED: {
      subject: 'New invitation to your AI screening interview for {{jobTitle}}',
      body: `Dear {{candidateName}},

we would like to invite you again to the AI screening interview for the position of {{jobTitle}} at {{company}}.

Reason: {{reason}}

You will receive the details for joining it separately.

Kind regards,
{{company}}`,
    },
    SHORTLISTED: {
      subject: 'Your application for {{jobTitle}}: you are on our shortlist',
      body: `Dear {{candidateName}},

good news: your application for the position of {{jobTitle}} at {{company}} has been shortlisted. We will contact you shortly about the next steps.

Kind regards,
{{company}}`,
    },
    REJECTED: {
      subject: 'Your application for {{jobTitle}}',
      body: `Dear {{candidateName}},

thank you for your interest in the position of {{jobTitle}} at {{company}} and for the time you invested in your application.

After careful consideration we have decided not to move forward with your application. We wish you every success in your search.

Kind regards,
{{company}}`,
    },
    INTERVIEW_SCHEDULED: {
      subject: 'Interview for {{jobTitle}} on {{interviewTime}}',
      body: `Dear {{candidateName}},

we are pleased to invite you to an interview for the position of {{jobTitle}} at {{company}}.

When: {{interviewTime}} ({{interviewDuration}})
Where: {{interviewPlace}} {{interviewLink}}
With: {{interviewers}}

The calendar invitation is attached.

Kind regards,
{{company}}`,
    },
    INTERVIEW_RESCHEDULED: {
      subject: 'New time for your interview for {{jobTitle}}: {{interviewTime}}',
      body: `Dear {{candidateName}},

your interview for the position of {{jobTitle}} at {{company}} has moved.

New time: {{interviewTime}} ({{interviewDuration}})
Where: {{interviewPlace}} {{interviewLink}}
With: {{interviewers}}

The updated calendar invitation is attached.

Kind regards,
{{company}}`,
    },
    INTERVIEW_CANCELLED: {
      subject: 'Your interview for {{jobTitle}} on {{interviewTime}} is cancelled',
      body: `Dear {{candidateName}},

we have to cancel your interview for the position of {{jobTitle}} at {{company}} on {{interviewTime}}.

{{reason}}

We will get in touch with you about how to continue.

Kind regards,
{{company}}`,
    },
  },
  de: {
    APPLICATION_RECEIVED: {
      subject: 'Ihre Bewerbung als {{jobTitle}} ist eingegangen',
      body: `Guten Tag {{candidateName}},

vielen Dank für Ihre Bewerbung als {{jobTitle}} bei {{company}}. Ihre Unterlagen sind bei uns eingegangen und wir prüfen sie sorgfältig.

Sobald es Neuigkeiten gibt, informieren wir Sie per E-Mail.

Freundliche Grüße
{{company}}`,
    },
    INVITED_TO_AI_SCREENING: {
      subject: 'Nächster Schritt für {{jobTitle}}: Ihr KI-Screening-Interview',
      body: `Guten Tag {{candidateName}},

vielen Dank für Ihr Interesse an der Stelle als {{jobTitle}} bei {{company}}. Gerne laden wir Sie zum nächsten Schritt ein: einem kurzen KI-gestützten Screening-Interview. Die Zugangsdaten erhalten Sie separat.

Eine KI unterstützt diesen Schritt; jede Entscheidung über Ihre Bewerbung trifft ein Mensch bei {{company}}.

Freundliche Grüße
{{company}}`,
    },
    REINVITED: {
      subject: 'Erneute Einladung zum KI-Screening-Interview für {{jobTitle}}',
      body: `Guten Tag {{candidateName}},

gerne laden wir Sie erneut zum KI-Screening-Interview für die Stelle als {{jobTitle}} bei {{company}} ein.

Grund: {{reason}}

Die Zugangsdaten erhalten Sie separat.

Freundliche Grüße
{{company}}`,
    },
    SHORTLISTED: {
      subject: 'Ihre Bewerbung als {{jobTitle}}: Sie sind in der engeren Auswahl',
      body: `Guten Tag {{candidateName}},

wir freuen uns, Ihnen mitzuteilen, dass Ihre Bewerbung als {{jobTitle}} bei {{company}} in die engere Auswahl gekommen ist. Wir melden uns in Kürze zu den nächsten Schritten.

Freundliche Grüße
{{company}}`,
    },
    REJECTED: {
      subject: 'Ihre Bewerbung als {{jobTitle}}',
      body: `Guten Tag {{candidateName}},

vielen Dank für Ihr Interesse an der Stelle als {{jobTitle}} bei {{company}} und die Zeit, die Sie in Ihre Bewerbung investiert haben.

Nach sorgfältiger Prüfung haben wir uns entschieden, Ihre Bewerbung nicht weiter zu berücksichtigen. Für Ihre weitere Suche wünschen wir Ihnen viel Erfolg.

Freundliche Grüße
{{company}}`,
    },
    INTERVIEW_SCHEDULED: {
      subject: 'Vorstellungsgespräch als {{jobTitle}} am {{interviewTime}}',
      body: `Guten Tag {{candidateName}},

gerne laden wir Sie zu einem Vorstellungsgespräch für die Stelle als {{jobTitle}} bei {{company}} ein.

Wann: {{interviewTime}} ({{interviewDuration}})
Wo: {{interviewPlace}} {{interviewLink}}
Mit: {{interviewers}}

Die Kalendereinladung finden Sie im Anhang.

Freundliche Grüße
{{company}}`,
    },
    INTERVIEW_RESCHEDULED: {
      subject: 'Neuer Termin für Ihr Vorstellungsgespräch als {{jobTitle}}: {{interviewTime}}',
      body: `Guten Tag {{candidateName}},

Ihr Vorstellungsgespräch für die Stelle als {{jobTitle}} bei {{company}} wurde verschoben.

Neuer Termin: {{interviewTime}} ({{interviewDuration}})
Wo: {{interviewPlace}} {{interviewLink}}
Mit: {{interviewers}}

Die aktualisierte Kalendereinladung finden Sie im Anhang.

Freundliche Grüße
{{company}}`,
    },
    INTERVIEW_CANCELLED: {
      subject: 'Ihr Vorstellungsgespräch als {{jobTitle}} am {{interviewTime}} wurde abgesagt',
      body: `Guten Tag {{candidateName}},

leider müssen wir Ihr Vorstellungsgespräch für die Stelle als {{jobTitle}} bei {{company}} am {{interviewTime}} absagen.

{{reason}}

Wir melden uns bei Ihnen, wie es weitergeht.

Freundliche Grüße
{{company}}`,
    },
  },
};

/** The line every candidate email ends with: how to see or erase one's data (issue #13, point 5). */
export const DATA_RIGHTS_FOOTER: Record<EmailLanguage, (url: string) => string> = {
  en: (url) => `To see or erase the data we hold about you, or to ask for another way of assessment, use this link: ${url}`,
  de: (url) => `Auskunft über Ihre gespeicherten Daten, deren Löschung oder ein anderes Auswahlverfahren können Sie hier anfordern: ${url}`,
};
