import type { FastifyInstance } from 'fastify';
import { Envelope, MapSettingsEdit, MapSettingsView, pickMapSettingsEdit } from '@armada/domain';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../errors.js';
import { ok, typed } from '../../http.js';
import { viewerOf } from '../../auth/guard.js';
import { findMapSettings, saveMapSettings } from './map-setting-repository.js';

const SETTING_FIELDS = 'tooltip_status, cluster_status, marker_icon, marker_size';
const NOTHING_TO_SAVE = 'must have at least one of the settings';

/**
 * `/api/user/device_setting/...` on the generic resource shape (view_/edit_). The settings are the
 * caller's own, always: the user comes from the token, never from a parameter.
 */
export async function mapSettingRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = typed(base);
  const { db } = ctx.database;
  const answer = { response: { 200: Envelope(MapSettingsView) } };

  app.get('/view_device_setting', { config: { access: 'view_realtime' }, schema: answer }, async (request) =>
    ok(await findMapSettings(db, viewerOf(request).user_id)),
  );

  app.put(
    '/edit_device_setting',
    { config: { access: 'edit_device_setting' }, schema: { body: MapSettingsEdit, ...answer } },
    async (request) => {
      const edit = pickMapSettingsEdit(request.body);
      // Unknown fields are dropped by validation; a body left with nothing to save is refused, not a no-op.
      if (Object.keys(edit).length === 0) {
        throw badRequest('bad_request', { errors: [{ field: SETTING_FIELDS, message: NOTHING_TO_SAVE }] });
      }
      return ok(await saveMapSettings(db, viewerOf(request).user_id, edit));
    },
  );
}
