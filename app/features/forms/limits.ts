/** The longest value each kind of form field accepts (shared by schemas and inputs). */
export const limits = {
  name: 120,
  email: 254,
  company: 160,
  phone: 40,
  shortText: 200,
  longText: 4000,
} as const;
