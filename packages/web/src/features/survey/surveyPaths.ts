/** The survey screens' addresses (routes in @armada/domain routes.ts). */
export const surveyPaths = {
  list: '/survey/admin/survey-list',
  create: '/survey/admin/survey-create',
  edit: (id: number) => `/survey/admin/survey-edit/${id}`,
  preview: (id: number) => `/survey/admin/survey-preview?id=${id}`,
  user: '/survey/user',
  answer: (id: number) => `/survey/user?id=${id}`,
} as const;
