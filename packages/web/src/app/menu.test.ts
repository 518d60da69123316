import { describe, it, expect } from 'vitest';
import type { Viewer } from '@armada/domain';
import { visibleMenu } from './menu';

const viewer = (isorgadmin: number, user_access: Viewer['user_access']): Viewer => ({
  isorgadmin,
  user_access,
  realm_id: 3,
  access_type: 1,
});

describe('visibleMenu', () => {
  it('shows my account only with view_user', () => {
    expect(visibleMenu(viewer(3, {})).map((entry) => entry.path)).toEqual(['/profile']);
    expect(visibleMenu(viewer(3, { view_user: true })).map((entry) => entry.path)).toEqual(['/profile', '/my-account']);
  });

  it('shows everything to root', () => {
    expect(visibleMenu(viewer(0, null)).map((entry) => entry.path)).toEqual(['/profile', '/my-account']);
  });
});
