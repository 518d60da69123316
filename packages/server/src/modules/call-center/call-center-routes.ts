import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CallCenterHits,
  CallCenterOrganization,
  CallCenterSearchQuery,
  CallCenterUser,
  canMoveIncident,
  ChangeVehicleMemberBody,
  CreateIncidentBody,
  Envelope,
  IdResult,
  IncidentDetail,
  IncidentListQuery,
  IncidentQuery,
  IncidentRows,
  MESSAGES,
  MoveIncidentBody,
  NoResult,
  NoteIncidentBody,
  OrganizationQuery,
  startsToday,
  UserActionBody,
  UserQuery,
  VehicleMemberChanges,
  VehicleMembersQuery,
} from '@armada/domain';
import type { AppContext } from '../../context.js';
import { AppError, notFound } from '../../errors.js';
import { ok, typed } from '../../http.js';
import { scopeOf, viewerOf } from '../../auth/guard.js';
import { unlockAccount } from '../../auth/login-log.js';
import { sendResetMail } from '../../auth/reset-mail.js';
import { readerLanguageOf } from '../../reader-language.js';
import { sendSetPasswordMail } from '../uam/new-user-mail.js';
import {
  fleetOrganization,
  memberHistory,
  moveVehicle,
  organizationPage,
  reachableUserRow,
  reachableVehicle,
  search,
  userPage,
  writeAudit,
  type Agent,
} from './call-center-repository.js';
import {
  createIncident,
  incidentDetail,
  listIncidents,
  moveIncident,
  noteIncident,
  serviceToday,
  vehicleOfOrg,
} from './incident-repository.js';

const AGENT = { access: 'use_call_center' } as const;
const cannot = () => new AppError(409, 'cannot_process');

const agentOf = (request: FastifyRequest): Agent => {
  const viewer = viewerOf(request);
  return { id: viewer.user_id, name: viewer.username };
};

/** `/api/call-center/...`: the call centre's search, account actions, vehicle moves and incidents. */
export async function callCenterRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = typed(base);
  const { db } = ctx.database;
  const lockout = { attempts: ctx.config.loginLockAttempts, minutes: ctx.config.loginLockMinutes };

  app.get(
    '/search',
    { config: AGENT, schema: { querystring: CallCenterSearchQuery, response: { 200: Envelope(CallCenterHits) } } },
    async (request) => ok(await search(db, scopeOf(request), request.query.q)),
  );

  app.get(
    '/organization',
    { config: AGENT, schema: { querystring: OrganizationQuery, response: { 200: Envelope(CallCenterOrganization) } } },
    async (request) => {
      const scope = scopeOf(request);
      const page = await organizationPage(db, scope, request.query.organization_id, lockout);
      if (!page) throw notFound();
      const open_incidents = await listIncidents(db, scope, { organization_id: page.id, openOnly: true });
      return ok({ ...page, open_incidents });
    },
  );

  app.get(
    '/user',
    { config: AGENT, schema: { querystring: UserQuery, response: { 200: Envelope(CallCenterUser) } } },
    async (request) => {
      const page = await userPage(db, scopeOf(request), request.query.user_id, lockout);
      if (!page) throw notFound();
      return ok(page);
    },
  );

  app.post(
    '/user_action',
    { config: AGENT, schema: { body: UserActionBody, response: { 200: Envelope(NoResult) } } },
    async (request) => {
      const { user_id, action, note } = request.body;
      const user = await reachableUserRow(db, scopeOf(request), user_id, lockout);
      if (!user) throw notFound();
      const language = readerLanguageOf(request);
      if (action === 'unlock') {
        await unlockAccount(db, user);
      } else if (action === 'reset_password') {
        if (!user.email || user.isactive !== 1) throw cannot();
        await sendResetMail(ctx, { ...user, email: user.email }, language);
      } else {
        if (!user.email || user.isactive === 1 || user.isactive === 2) throw cannot();
        await sendSetPasswordMail(ctx, user.id, language);
      }
      await writeAudit(db, agentOf(request), action, user.id, note.trim());
      return ok(null, MESSAGES.success);
    },
  );

  app.post(
    '/change_vehicle_member',
    { config: AGENT, schema: { body: ChangeVehicleMemberBody, response: { 200: Envelope(NoResult) } } },
    async (request) => {
      const scope = scopeOf(request);
      const { vehicle_id, organization_id, reason } = request.body;
      const vehicle = await reachableVehicle(db, scope, vehicle_id);
      if (!vehicle) throw notFound();
      const to = await fleetOrganization(db, scope, organization_id);
      if (!to) throw new AppError(400, 'customer_not_selected');
      if (to.id === vehicle.organization_id) throw cannot();
      const from = { id: vehicle.organization_id, name: vehicle.org_name };
      const moved = await moveVehicle(db, { vehicleId: vehicle.id, from, to }, agentOf(request), reason.trim());
      if (!moved) throw cannot();
      return ok(null, MESSAGES.success);
    },
  );

  app.get(
    '/vehicle_member_history',
    { config: AGENT, schema: { querystring: VehicleMembersQuery, response: { 200: Envelope(VehicleMemberChanges) } } },
    async (request) => {
      const vehicle = await reachableVehicle(db, scopeOf(request), request.query.vehicle_id);
      if (!vehicle) throw notFound();
      return ok(await memberHistory(db, vehicle.id));
    },
  );

  app.get(
    '/list_incident',
    { config: AGENT, schema: { querystring: IncidentListQuery, response: { 200: Envelope(IncidentRows) } } },
    async (request) => ok(await listIncidents(db, scopeOf(request), request.query)),
  );

  app.get(
    '/incident',
    { config: AGENT, schema: { querystring: IncidentQuery, response: { 200: Envelope(IncidentDetail) } } },
    async (request) => {
      const incident = await incidentDetail(db, scopeOf(request), request.query.id);
      if (!incident) throw notFound();
      return ok(incident);
    },
  );

  app.post(
    '/create_incident',
    { config: AGENT, schema: { body: CreateIncidentBody, response: { 200: Envelope(IdResult) } } },
    async (request) => {
      const scope = scopeOf(request);
      const body = request.body;
      const page = await organizationPage(db, scope, body.organization_id, lockout);
      if (!page) throw new AppError(400, 'customer_not_selected');
      if (body.vehicle_id !== undefined && !(await vehicleOfOrg(db, body.vehicle_id, page.id))) {
        throw new AppError(400, 'vehicle_not_selected');
      }
      return ok({ id: await createIncident(db, body, agentOf(request)) });
    },
  );

  app.post(
    '/move_incident',
    { config: AGENT, schema: { body: MoveIncidentBody, response: { 200: Envelope(NoResult) } } },
    async (request) => {
      const { id, to, note } = request.body;
      const incident = await incidentDetail(db, scopeOf(request), id);
      if (!incident) throw notFound();
      if (!canMoveIncident(incident.state, to)) throw cannot();
      if (to === 'in_progress' && !startsToday(incident.scheduled_for, await serviceToday(db))) {
        throw new AppError(409, 'not_for_today');
      }
      if (!(await moveIncident(db, id, { from: incident.state, to, note: note.trim() }, agentOf(request)))) {
        throw cannot();
      }
      return ok(null, MESSAGES.success);
    },
  );

  app.post(
    '/note_incident',
    { config: AGENT, schema: { body: NoteIncidentBody, response: { 200: Envelope(NoResult) } } },
    async (request) => {
      const incident = await incidentDetail(db, scopeOf(request), request.body.id);
      if (!incident) throw notFound();
      if (!(await noteIncident(db, incident.id, request.body.note.trim(), agentOf(request)))) throw cannot();
      return ok(null, MESSAGES.success);
    },
  );
}
