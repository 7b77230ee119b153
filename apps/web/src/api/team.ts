/** The Team list's query key: the Team page reads it and the header's Add New User refreshes it. */
export const teamQueryKey = ['team'] as const;
