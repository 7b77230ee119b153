/** Labels of the job form fields shared by the Create Job Posting page and the Edit Job Posting dialog. */
export const JOB_FORM_TEXT = {
  jobTitle: 'Job Title',
  department: 'Department',
  selectDepartment: 'Select department',
  location: 'Location',
  employmentType: 'Employment Type',
  selectEmploymentType: 'Select employment type',
  requirements: 'Requirements',
  cutoffDate: 'Application Cutoff Date',
  aiCutoffDate: 'AI Processing Cutoff Date',
  contactEmail: 'Contact Email',
  projectName: 'Project Name',
  projectCode: 'Project Code',
  projectManager: 'Project Manager',
  techInterviewPoc: 'Tech Interview POC',
} as const;
