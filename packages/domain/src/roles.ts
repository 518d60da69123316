/** Role by the isorgadmin number (spec document 1 section 6). */
export const ROLES = ['root', 'super', 'admin', 'user'] as const;
export type Role = (typeof ROLES)[number];

export const ISORGADMIN = { root: 0, super: 1, admin: 2, user: 3 } as const satisfies Record<Role, number>;

export function roleOf(isorgadmin: number): Role {
  return ROLES[isorgadmin] ?? 'user';
}

export function isRoot(isorgadmin: number): boolean {
  return isorgadmin === ISORGADMIN.root;
}
